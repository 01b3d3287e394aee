/**
 * Deterministic synthetic knowledge bases (10 000 / 100 000 entries) with realistic ja/fr/en rules text, and a
 * labelled query set over them: each query names one entry's card and topic, in one language, sometimes with a
 * typo, so recall@3 can be measured at scale for every library on the same corpus.
 */
import type { KnowledgeBase } from '../rulings/loader.ts';
import type { Entry, Game } from '../rulings/schema.ts';

export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// [en, ja, fr] game vocabulary shared by the three games.
const TERMS: Array<[string, string, string]> = [
  ['trample', 'トランプル', 'piétinement'], ['deathtouch', '接死', 'contact mortel'], ['first strike', '先制攻撃', 'initiative'],
  ['double strike', '二段攻撃', 'double initiative'], ['lifelink', '絆魂', 'lien de vie'], ['indestructible', '破壊不能', 'indestructible'],
  ['protection', 'プロテクション', 'protection'], ['flying', '飛行', 'vol'], ['reach', '到達', 'portée'], ['vigilance', '警戒', 'vigilance'],
  ['haste', '速攻', 'célérité'], ['menace', '威迫', 'menace'], ['hexproof', '呪禁', 'défense talismanique'], ['ward', '護法', 'garde'],
  ['blocker', 'ブロッカー', 'bloqueur'], ['attacker', '攻撃クリーチャー', 'attaquant'], ['combat damage', '戦闘ダメージ', 'blessures de combat'],
  ['prevention', '軽減', 'prévention'], ['replacement effect', '置換効果', 'effet de remplacement'], ['state-based action', '状況起因処理', 'action basée sur un état'],
  ['graveyard', '墓地', 'cimetière'], ['exile', '追放', 'exil'], ['battlefield', '戦場', 'champ de bataille'], ['hand', '手札', 'main'],
  ['library', 'ライブラリー', 'bibliothèque'], ['stack', 'スタック', 'pile'], ['target', '対象', 'cible'], ['counter', 'カウンター', 'marqueur'],
  ['token', 'トークン', 'jeton'], ['mana cost', 'マナ・コスト', 'coût de mana'], ['activated ability', '起動型能力', 'capacité activée'],
  ['triggered ability', '誘発型能力', 'capacité déclenchée'], ['static ability', '常在型能力', 'capacité statique'], ['sacrifice', '生け贄', 'sacrifice'],
  ['destroy', '破壊', 'détruire'], ['damage reverse', 'ダメージリバース', 'renversement de dégâts'], ['soulguard', 'ソウルガード', 'garde d’âme'],
  ['gate', 'ゲート', 'porte'], ['ruler', 'ルーラー', 'souverain'], ['energy', 'エナジー', 'énergie'], ['soul', 'ソウル', 'âme'],
  ['unit', 'ユニット', 'unité'], ['legend', 'レジェンド', 'légende'], ['rune', 'ルーン', 'rune'], ['might', 'マイト', 'puissance'],
  ['exhaust', 'エグゾースト', 'épuiser'], ['showdown', 'ショーダウン', 'confrontation'], ['battle', 'バトル', 'bataille'],
  ['defense counter', '守備カウンター', 'marqueur de défense'], ['protector', '守る者', 'protecteur'], ['siege', '包囲戦', 'siège'],
  ['planeswalker', 'プレインズウォーカー', 'planeswalker'], ['loyalty', '忠誠度', 'loyauté'], ['life total', 'ライフ総量', 'total de points de vie'],
  ['cost reduction', 'コスト軽減', 'réduction de coût'], ['instant speed', '即時タイミング', 'vitesse d’éphémère'], ['copy', 'コピー', 'copie'],
  ['control', 'コントロール', 'contrôle'], ['owner', 'オーナー', 'propriétaire'], ['face-down', '裏向き', 'face cachée'],
];

const SYLLABLES = ['ka', 'ra', 'to', 'mi', 'zu', 'ne', 'ho', 'ri', 'sa', 'ku', 'de', 'lo', 'vy', 'an', 'gor', 'thal', 'mor', 'syl', 'dra', 'ven'];
const KATAKANA: Record<string, string> = {
  ka: 'カ', ra: 'ラ', to: 'ト', mi: 'ミ', zu: 'ズ', ne: 'ネ', ho: 'ホ', ri: 'リ', sa: 'サ', ku: 'ク', de: 'デ', lo: 'ロ', vy: 'ヴィ',
  an: 'アン', gor: 'ゴル', thal: 'サル', mor: 'モル', syl: 'シル', dra: 'ドラ', ven: 'ヴェン',
};

const EN = ['How does {a} interact with {b} on {card}?', 'When {card} has {a}, the {b} is applied {n} times before damage is dealt.', 'If {a} and {b} apply at once, the affected player chooses the order; {card} deals {n} damage.'];
const JA = ['《{card}》の{a}は{b}とどう関係しますか？', '《{card}》が{a}を持つ場合、{b}はダメージの前に{n}回適用されます。', '{a}と{b}が同時に適用されるときは、影響を受けるプレイヤーが順番を選び、《{card}》は{n}点のダメージを与えます。'];
const FR = ['Comment {a} interagit avec {b} sur {card} ?', 'Quand {card} a {a}, {b} s’applique {n} fois avant les blessures.', 'Si {a} et {b} s’appliquent en même temps, le joueur affecté choisit l’ordre ; {card} inflige {n} blessures.'];

function fill(template: string, v: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => v[k] ?? '');
}

export interface SyntheticQuery {
  q: string;
  expect: string;
  lang: 'en' | 'ja' | 'fr';
}

export interface SyntheticCorpus {
  kb: KnowledgeBase;
  queries: SyntheticQuery[];
}

function typo(word: string, r: () => number): string {
  if (word.length < 6) return word;
  const i = 1 + Math.floor(r() * (word.length - 3));
  return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
}

export function syntheticCorpus(size: number, queryCount = 300, seed = 42): SyntheticCorpus {
  const r = rng(seed);
  const pick = <T>(xs: T[]) => xs[Math.floor(r() * xs.length)]!;
  const games: Game[] = ['mtg', 'rb', 'gr'];
  const entries: Entry[] = [];
  const names = new Set<string>();
  for (let i = 0; i < size; i++) {
    // A unique card name per entry: 3–4 syllables, retried on collision.
    let parts: string[];
    let name: string;
    do {
      parts = Array.from({ length: 3 + Math.floor(r() * 2) }, () => pick(SYLLABLES));
      name = parts.join('');
    } while (names.has(name));
    names.add(name);
    const en = name[0]!.toUpperCase() + name.slice(1);
    const ja = parts.map((p) => KATAKANA[p]).join('');
    const a = pick(TERMS);
    let b = pick(TERMS);
    while (b === a) b = pick(TERMS);
    const n = String(1 + Math.floor(r() * 9));
    const game = games[i % 3]!;
    const id = `${game}.synthetic.e${i}`;
    entries.push({
      id,
      game,
      status: 'current',
      title: { en: `${en}: ${a[0]} and ${b[0]}`, ja: `《${ja}》の${a[1]}と${b[1]}`, fr: `${en} : ${a[2]} et ${b[2]}` },
      answer: {
        en: EN.map((tpl) => fill(tpl, { a: a[0], b: b[0], card: en, n })).slice(1).join(' '),
        ja: JA.map((tpl) => fill(tpl, { a: a[1], b: b[1], card: ja, n })).slice(1).join(''),
        fr: FR.map((tpl) => fill(tpl, { a: a[2], b: b[2], card: en, n })).slice(1).join(' '),
      },
      questions: { en: [fill(EN[0]!, { a: a[0], b: b[0], card: en })], ja: [fill(JA[0]!, { a: a[1], b: b[1], card: ja })], fr: [fill(FR[0]!, { a: a[2], b: b[2], card: en })] },
      keywords: { en: [a[0], b[0]], ja: [a[1], b[1]], fr: [a[2], b[2]] },
      cards: [{ en, ja: `《${ja}》`, aliases: [name] }],
      citations: [{ source: 'synthetic', rule: `${100 + (i % 800)}.${1 + (i % 20)}` }],
      file: 'synthetic',
      line: i + 1,
      hash: id,
    });
  }
  const queries: SyntheticQuery[] = [];
  for (let k = 0; k < queryCount; k++) {
    const e = entries[Math.floor(r() * entries.length)]!;
    const lang = (['en', 'ja', 'fr'] as const)[k % 3]!;
    const card = e.cards![0]!;
    const kw = e.keywords![lang]![0]!;
    let q: string;
    if (lang === 'ja') q = `${card.ja!.replace(/[《》]/g, '')}の${kw}はどうなる？`;
    else if (lang === 'fr') q = `comment marche ${kw} avec ${card.en} ?`;
    else q = `${k % 4 === 0 ? typo(card.en!, r) : card.en} ${kw} question`;
    queries.push({ q, expect: e.id, lang });
  }
  const byId = new Map(entries.map((e) => [e.id, e]));
  return { kb: { entries, byId, sources: new Map(), version: `synthetic-${size}` }, queries };
}
