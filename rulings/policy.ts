/**
 * Tournament policy (Magic Tournament Rules, Infraction Procedure Guide, Judging at Regular REL) beside the game
 * rules: which entries are policy, whether a question is a policy question or a game-rules one, and which Rules
 * Enforcement Level it asks about.
 *
 * Policy entries live in their own search index (rulings/search.ts keeps one per domain), so adding them moves no
 * game-rules ranking, and a question is answered from one domain only: a game-rules question never gets a policy
 * entry, and a policy question never gets a rules paragraph. The domain is read from the question's words first
 * (penalties, RELs, judges, tournaments, decklists…, in three languages); when the words don't say, both indexes are
 * asked and policy wins only with a confident answer that the game rules lack or cover clearly less of.
 */
import type { KnowledgeBase } from './kb.ts';
import type { Entry, Rel } from './schema.ts';

export type Domain = 'rules' | 'policy';

/** A policy entry rests on a policy document: its first citation's source is marked `kind: policy`. */
export function isPolicyEntry(entry: Entry, kb: KnowledgeBase): boolean {
  const first = entry.citations[0];
  return first !== undefined && kb.sources.get(first.source)?.kind === 'policy';
}

// Latin words only need Latin boundaries: "fnmで" and "en compétitif," both hold a word.
const L = '(?<![a-z0-9])';
const R = '(?![a-z0-9])';
const words = (list: string[]): string => list.map((w) => `${L}${w}${R}`).join('|');

/**
 * Words that make a question a policy question on their own, matched on folded text (lower case, accents off):
 * penalties, infractions and their abbreviations, the RELs and the events that name them, tournament procedure.
 * Words the game rules never use: "warning", "game loss", "decklist", "slow play".
 */
const STRONG = new RegExp(
  [
    words([
      'penalt(?:y|ies)', 'infractions?', 'warnings?', 'game ?loss(?:es)?', 'match ?loss(?:es)?', 'disqualif(?:y|ied|ication)s?', 'dq(?:ed|\'d)?',
      'rel', 'rules enforcement levels?', 'competitive', 'professional rel', 'regular rel', 'fnm', 'friday night magic', 'prereleases?',
      'rcq', 'ptq', 'pro tour', 'mcq', 'regionals?', 'spotlight series', 'store championships?', 'grand prix',
      'ipg', 'mtr', 'jar', 'infraction procedure guide', 'tournament rules', 'judging at regular', 'head judge', 'floor judge',
      'grv', 'gpe', 'lec', 'hce', 'mpe', 'ftmgs', 'fmgs', 'cpv', 'usc', 'lpv', 'd ?/ ?dlp', 'dlp', 'idw',
      'game rule violation', 'hidden card error', 'missed triggers?', 'looking at extra cards?', 'mulligan procedure',
      'failure to maintain', 'outside assistance', 'slow play(?:ing)?', 'playing slow(?:ly)?', 'stall(?:s|ed|ing)?', 'tardy', 'tardiness', 'late for',
      'decklists?', 'deck ?lists?', 'deck ?checks?', 'deck registration', 'marked (?:cards?|sleeves?)',
      'insufficient shuffling', 'shortcuts?', 'out of order', 'spectators?', 'bribe(?:ry|d)?', 'wager(?:ing|s)?', 'betting',
      'intentional draw', '0-0-3', 'match slip', 'result slip', 'iq', 'split the prizes?', 'prize split', 'time (?:is |was |got |gets )?called', 'time extension', 'round clock', 'gp',
      'cheat(?:ing|ed|er)?', 'unsporting', 'harass(?:ment|ed|ing)?', 'proxy', 'proxies', 'altered cards?',
      'penalites?', 'avertissements?', 'perte de (?:la )?partie', 'perte de (?:du )?match', 'disqualifi(?:e|ee|es|cation)s?',
      'competitif', 'regulier', 'avant-premieres?', 'avant premieres?', 'aide exterieure', 'jeu lent', 'jouer la montre',
      'verification de deck', 'cartes? marquees?', 'raccourcis?', 'spectateurs?', 'corruption', 'parier',
      'nul intentionnel', 'extension de temps', 'triche(?:r|rie)?', 'antisporti(?:f|ve)', 'proxys?', 'arbitre principal',
    ]),
    ['ペナルティ', '罰則', '警告', 'ゲームの敗北', 'ゲームロス', 'マッチの敗北', 'マッチロス', '失格', '競技', '一般rel', 'プロrel',
      'ルール適用度', 'プレリリース', 'イベント規定', '違反処置', '遅刻', '遅いプレイ', 'スロープレイ', '外部からの援助', 'デッキリスト',
      'デッキチェック', 'マークド', '省略的行動', 'ショートカット', '観戦', '賄賂', '贈賄', '賭博', '時間切れ', '時間延長',
      'イカサマ', '非紳士', 'プロキシ', '誘発忘れ', 'ヘッドジャッジ', 'フロアジャッジ', '遅延行為'].join('|'),
  ].join('|'),
  'u',
);

/**
 * Words that lean to policy without deciding it: judges, tournaments, a story of a mistake at the table, things
 * around a match (sideboarding between games, notes, dropping). "a judge told me trample works like this" is a rules
 * question; with these words both indexes are asked and policy needs an answer about as good as the rules one.
 */
const WEAK = new RegExp(
  [
    words([
      'judges?', 'judge call', 'call(?:ed)? a judge', 'appeal(?:ed|s)?', 'tournaments?', 'tourneys?', 'events?', 'prizes?', 'id',
      'conced(?:e|ed|ing)', 'concession', 'drop(?:ped|ping)?', 'notes', 'phone', 'draft pick', 'pods?', 'sideboard(?:ing|ed)?',
      'game (?:one|two|three|1|2|3)', 'rewind', 'take back', 'takeback', 'forgot(?:ten)?', 'accidentally', 'by accident', 'by mistake',
      'mistake', 'remind(?:ed)?', 'point(?:ed)? out', 'played the wrong', 'drew (?:an )?extra', 'extra card', 'oracle text', 'registered',
      'extra turns', 'additional turns', 'sleeves?',
      'infractions?', 'tournois?', 'arbitres?', 'arbitrage', 'appel', 'conceder', 'concede', 'abandonner', 'notes', 'telephone',
      'sideboard(?:er)?', 'partie (?:1|2|3|un|deux|trois)', 'oublie', 'oublier', 'par erreur', 'par accident', 'retour en arriere',
      'tours supplementaires', 'retard', 'pochettes?',
    ]),
    ['ジャッジ', '大会', '違反', 'アドバイス', '投了', '合意', '追加ターン', 'メモ', 'スマホ', 'サイドボード', '第2ゲーム', '第3ゲーム',
      '2本目', '3本目', 'スリーブ', '忘れ', 'うっかり', '間違え', '巻き戻', '取り消', '多く引', '1枚多', 'ドロップ'].join('|'),
  ].join('|'),
  'u',
);

/** Rule numbers and the Comprehensive Rules named: a game-rules question whatever else it says. */
const RULES_MARKERS = /(?<![\d.])\d{3}\.\d+[a-z]?(?![\d])|comprehensive rules|総合ルール|regles completes/u;

/**
 * What the question's own words say about its domain: `policy` (penalties, RELs, infractions, tournament
 * procedure), `leans-policy` (judges, tournaments, a story of a mistake at the table, the opponent), `rules` (a rule
 * number, the Comprehensive Rules named), or nothing. `text` is foldTyped() text.
 */
export function markedDomain(text: string): Domain | 'leans-policy' | undefined {
  if (RULES_MARKERS.test(text)) return 'rules';
  if (STRONG.test(text)) return 'policy';
  if (WEAK.test(text)) return 'leans-policy';
  return undefined;
}

const REL_WORDS: Array<[Rel, RegExp]> = [
  ['regular', new RegExp(words(['regular(?: rel)?', 'fnm', 'friday night magic', 'prereleases?', 'casual', 'store (?:event|tournament)s?', 'kitchen table', 'lgs', 'local game store', 'weekly', 'regulier', 'avant-premieres?', 'avant premieres?', 'en boutique', 'jar']) + '|一般|プレリリース|カジュアル|店舗大会|フライデー', 'u')],
  ['professional', new RegExp(words(['professional(?: rel)?', 'pro tour', 'worlds', 'world championship', 'professionnel']) + '|プロrel|プロツアー|世界選手権', 'u')],
  ['competitive', new RegExp(words(['competitive(?: rel)?', 'comp rel', 'rcq', 'ptq', 'mcq', 'regionals?', 'regional championships?', 'grand prix', 'gp', 'competitif', 'ipg']) + '|競技|地域チャンピオンシップ|グランプリ', 'u')],
];

/**
 * Whether a question is marked policy only by the event it happened at ("at FNM I swung for lethal…",
 * "en avant-première…"): without its REL and event words it holds no policy word. `text` is foldTyped() text.
 */
export function onlySceneIsPolicy(text: string): boolean {
  if (!STRONG.test(text)) return false;
  let rest = text;
  for (const [, re] of REL_WORDS) rest = rest.replace(new RegExp(re.source, 'gu'), ' ');
  return !STRONG.test(rest);
}

/** The REL a question names, if any ("at FNM", "en compétitif", 競技で). `text` is foldTyped() text. */
export function askedRel(text: string): Rel | undefined {
  for (const [rel, re] of REL_WORDS) if (re.test(text)) return rel;
  return undefined;
}

/** An entry's counterpart at the other RELs: the first related entry whose RELs don't overlap its own. */
export function relCounterpart(entry: Entry, kb: KnowledgeBase): Entry | undefined {
  if (!entry.rel) return undefined;
  for (const id of entry.related ?? []) {
    const other = kb.byId.get(id);
    if (other?.rel && !other.rel.some((r) => entry.rel!.includes(r))) return other;
  }
  return undefined;
}

/**
 * Orders policy hits by the REL asked about: the entry for that REL first (its counterpart takes the place of an
 * entry written for the other levels); with no REL named, the counterpart right after the first hit so a reply can
 * show both. Works on any list of `{ id, entry? }`; `make` builds a hit for an entry not in the list.
 */
export function orderByRel<H extends { id: string; entry?: Entry }>(hits: H[], rel: Rel | undefined, kb: KnowledgeBase, make: (entry: Entry) => H): H[] {
  const top = hits[0]?.entry;
  if (!top?.rel) return hits;
  const other = relCounterpart(top, kb);
  const rest = (first: H, second?: H): H[] => [first, ...(second ? [second] : []), ...hits.filter((h) => h.id !== first.id && h.id !== second?.id)];
  const find = (e: Entry): H => hits.find((h) => h.id === e.id) ?? make(e);
  if (rel && !top.rel.includes(rel) && other?.rel?.includes(rel)) return rest(find(other), hits[0]);
  return other ? rest(hits[0]!, find(other)) : hits;
}

/** An IPG infraction entry (sections 2.1–4.8): what a question asking for a penalty wants. */
function isInfraction(entry: Entry | undefined): boolean {
  const first = entry?.citations[0];
  return first?.source === 'mtg-ipg' && /^[234]\.\d$/.test(first.rule ?? '');
}

const ASKS_PENALTY = new RegExp(
  words([
    'penalt(?:y|ies)', 'infractions?', 'what happens', 'what do (?:we|i) do', 'what should (?:we|i|the judge) do', 'warning', 'game ?loss',
    'match ?loss', 'dq', 'disqualif\\w*', 'penalites?', 'sanction\\w*', 'avertissement', 'que faites-vous', 'que faire', 'que se passe-t-il',
  ]) + '|ペナルティ|罰則|警告|ゲームの敗北|マッチの敗北|失格|何の違反|どう対応|どうなる',
  'u',
);

/** Whether the question asks what penalty or infraction applies ("penalty?", 何の違反, « quelle pénalité »). */
export function asksPenalty(text: string): boolean {
  return ASKS_PENALTY.test(text);
}

/**
 * The concepts of rulings/lexicon/policy.yaml that only tournament policy talks about (not "shuffling", which game
 * rules use too, nor "penalty", a topic every policy question shares): a question holding one tells a story about
 * a situation at the table, which is what lets the lead rule below read it as a policy question.
 */
export const POLICY_CONCEPTS: ReadonlySet<string> = new Set([
  'missed-trigger', 'extra-card-drawn', 'card-seen', 'slow-play', 'outside-assistance', 'decklist', 'deck-mismatch', 'bribery',
  'wagering', 'random-result', 'tardiness', 'shortcut', 'hidden-information', 'status-information', 'wrong-information', 'notes',
  'electronic-device', 'threatening', 'mess-rude', 'marked', 'graveyard-order', 'take-back', 'time-called', 'intentional-draw',
  'draft-procedure',
]);

/** How sure the question's words make us that it is about policy (markedDomain). */
export type PolicyLean = 'policy' | 'leans-policy' | 'none';

/**
 * Among policy entries, a story-shaped question ("comp REL. opp swings with … says nothing about the trigger…")
 * covers few of its own words, so coverage alone rarely makes an answer. The policy index is small and each entry
 * is about one situation, so a clear lead decides instead: the first entry must score this much more than the
 * best other one (its own REL counterpart aside, which answers the same situation), and cover a little of the
 * question. The less the words say "policy", the clearer the lead must be.
 */
const LEAD: Record<PolicyLean, { lead: number; coverage: number; words: number; confident: number }> = {
  policy: { lead: 1.3, coverage: 0.15, words: 0, confident: 0 },
  'leans-policy': { lead: 1.3, coverage: 0.2, words: 0, confident: 0 },
  // Nothing in the words says "policy": only a real story (several words to go on) can be read as one, and the
  // search's own verdict needs most of the question covered ("quel deck pour débuter" shares "deck" with a policy entry).
  none: { lead: 1.6, coverage: 0.3, words: 6, confident: 0.75 },
};
/** A lead over nothing proves nothing: the first entry must also score at least this (BM25 of a few words). */
const MIN_SCORE = 2;
/** An infraction entry goes before a procedure entry when asked for a penalty, if it scores at least this share. */
const PENALTY_SHARE = 0.4;

/**
 * The policy hits in the order to answer with, or undefined when none is a confident answer. `confident` are the
 * hits the search itself found confident (enough coverage), `ranked` every hit it scored, best first. An infraction
 * goes first when the question asks for a penalty and one scores close to the first hit; otherwise, with no
 * confident hit, the lead rule above decides.
 */
export function confidentPolicy<H extends { id: string; score: number; coverage: number; entry?: Entry }>(
  confident: readonly H[] | H[],
  ranked: readonly H[],
  lean: PolicyLean,
  penalty: boolean,
  kb: KnowledgeBase,
  read: { words: number; concepts: readonly string[] } = { words: Infinity, concepts: [...POLICY_CONCEPTS] },
): H[] | undefined {
  const need = LEAD[lean];
  // Without a policy word, only a story about a policy situation (a policy concept) may be answered from policy;
  // words that merely lean to policy (a judge, "forgot") need that or a question about a penalty.
  const situation = read.concepts.some((c) => POLICY_CONCEPTS.has(c));
  if (lean === 'none' && !situation) return undefined;
  const byLead = lean === 'policy' || situation || penalty;
  if (confident[0] && confident[0].coverage < need.confident) confident = [];
  const base = confident.length ? confident : ranked;
  const top = base[0];
  if (!top) return undefined;
  let ordered = [...base];
  if (penalty && !isInfraction(top.entry)) {
    const infraction = ranked.find((h) => isInfraction(h.entry) && h.score >= PENALTY_SHARE * top.score && h.coverage >= need.coverage);
    if (infraction) ordered = [infraction, ...ordered.filter((h) => h.id !== infraction.id)];
  }
  if (confident.length) return ordered;
  const first = ordered[0]!;
  const counterpart = first.entry ? relCounterpart(first.entry, kb)?.id : undefined;
  // Entries citing a section the first one cites answer the same situation (Insufficient Shuffling and MTR 3.10
  // Card Shuffling): not rivals. Asked for a penalty, the rivals are the other infractions, not the procedure the
  // story is about.
  const cited = new Set((first.entry?.citations ?? []).map((c) => `${c.source}:${c.rule}`));
  const competes = (h: H): boolean =>
    h.id !== first.id &&
    h.id !== counterpart &&
    !(h.entry?.citations ?? []).some((c) => cited.has(`${c.source}:${c.rule}`)) &&
    (!penalty || !isInfraction(first.entry) || isInfraction(h.entry));
  const rival = ranked.find(competes);
  const lead = rival ? first.score / Math.max(rival.score, 1e-9) : Infinity;
  return byLead && lead >= need.lead && first.coverage >= need.coverage && first.score >= MIN_SCORE && read.words >= need.words ? ordered : undefined;
}
