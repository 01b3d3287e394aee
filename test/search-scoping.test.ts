/**
 * Scoping and ranking policies of the search (issues #15 and #20) on a small three-game knowledge base: game
 * names filter and are not words to cover, a question about one game is never answered from another, topic
 * words alone are not an answer, one superseded policy, and entries saying the documents are silent.
 */
import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '../rulings/loader.ts';
import { RulingsSearch } from '../rulings/search.ts';
import { SOURCE, writeKb } from './helpers/kb-fixture.ts';

const OLD_SOURCE = SOURCE.replace('id: test-doc', 'id: old-doc').replace(/\n$/, '') + '\nhistorical: true\n';
const RB_SOURCE = SOURCE.replace('id: test-doc', 'id: rb-doc').replace('game: mtg', 'game: rb');
const GR_SOURCE = SOURCE.replace('id: test-doc', 'id: gr-doc').replace('game: mtg', 'game: gr');

const kb = loadKnowledgeBase({
  dir: writeKb({
    'sources/test.yaml': SOURCE,
    'sources/old.yaml': OLD_SOURCE,
    'sources/rb.yaml': RB_SOURCE,
    'sources/gr.yaml': GR_SOURCE,
    'mtg/entries.yaml': `
- id: mtg.lifelink
  game: mtg
  title: { en: Lifelink gains life for the damage dealt, ja: 絆魂はダメージ分ライフを得る, fr: Le lien de vie fait gagner des points de vie }
  answer: { en: Damage dealt by a source with lifelink also makes its controller gain that much life., ja: 絆魂を持つ発生源がダメージを与えると、コントローラーはその点数のライフを得ます。, fr: Les blessures infligées par une source avec le lien de vie font gagner autant de points de vie. }
  keywords: { en: [lifelink], ja: [絆魂], fr: [lien de vie] }
  citations: [{ source: test-doc, rule: "702.15b" }]
- id: mtg.planeswalker.damage
  game: mtg
  title: { en: Damage to a planeswalker removes loyalty counters, ja: プレインズウォーカーへのダメージは忠誠カウンターを取り除く, fr: Les blessures à un planeswalker retirent des marqueurs loyauté }
  answer: { en: Each damage dealt to a planeswalker removes one loyalty counter from it., ja: プレインズウォーカーに与えられたダメージ1点につき忠誠カウンターを1個取り除きます。, fr: Chaque blessure infligée à un planeswalker lui retire un marqueur loyauté. }
  citations: [{ source: test-doc, rule: "120.3c" }]
- id: mtg.echo.today
  game: mtg
  title: { en: Echo is a triggered upkeep ability, ja: エコーはアップキープの誘発型能力, fr: L'écho est une capacité déclenchée d'entretien }
  answer: { en: Echo triggers at the beginning of your upkeep if the permanent came under your control since your last upkeep., ja: エコーは前回のアップキープ以降にコントロールし始めた場合に誘発します。, fr: L'écho se déclenche au début de votre entretien. }
  keywords: { en: [echo, upkeep], ja: [エコー], fr: [écho] }
  citations: [{ source: test-doc, rule: "702.30a" }]
- id: mtg.echo.old
  game: mtg
  status: superseded
  superseded_by: mtg.echo.today
  changes: { en: Echo is now a triggered ability., ja: 現在は誘発型能力です。, fr: C'est aujourd'hui une capacité déclenchée. }
  title: { en: Echo was an upkeep cost in 1998, ja: 1998年のエコーはアップキープ・コスト, fr: En 1998 l'écho était un coût d'entretien }
  answer: { en: In 1998 echo was paid as an upkeep cost the turn after the creature arrived., ja: 1998年、エコーはアップキープ・コストとして支払いました。, fr: En 1998 l'écho se payait comme un coût d'entretien. }
  keywords: { en: [echo, upkeep], ja: [エコー], fr: [écho] }
  citations: [{ source: old-doc }]
- id: mtg.battle.defense
  game: mtg
  title: { en: A battle's defense counters, ja: バトルの守備カウンター, fr: Les marqueurs défense d'une bataille }
  answer: { en: Damage dealt to a battle removes that many defense counters., ja: バトルへのダメージは守備カウンターを取り除きます。, fr: Les blessures infligées à une bataille retirent des marqueurs défense. }
  citations: [{ source: test-doc, rule: "310.6" }]
- id: mtg.sealed.pool-size
  game: mtg
  title: { en: How many boosters make a sealed pool, ja: シールドのプール, fr: Combien de boosters pour un scellé }
  answer: { en: The tournament documents do not say how many boosters a sealed pool uses; the organiser announces it., ja: 何パック使うかは文書に書かれておらず、主催者が告知します。, fr: Les documents ne disent pas combien de boosters ; l'organisateur l'annonce. }
  questions: { en: [how many boosters in a sealed pool], ja: [シールドは何パック], fr: [combien de boosters en scellé] }
  citations: [{ source: test-doc }]
- id: mtg.sealed.deck-size
  game: mtg
  title: { en: Minimum deck size in sealed and draft, ja: シールドとドラフトのデッキ枚数, fr: Taille minimale du deck en scellé et en draft }
  answer: { en: A limited deck built from a sealed pool of boosters or a draft has at least 40 cards; boosters you open stay in your pool., ja: リミテッドのデッキは40枚以上です。, fr: Un deck limité construit à partir d'un scellé de boosters compte au moins 40 cartes. }
  citations: [{ source: test-doc, rule: "100.2b" }]
`,
    'rb/entries.yaml': `
- id: rb.target.hand
  game: rb
  title: { en: Cards in your hand are never targets, ja: 手札のカードは対象にならない, fr: Les cartes de votre main ne sont jamais des cibles }
  answer: { en: Choosing a card in a hand is not targeting., ja: 手札のカードを選ぶのは対象を取ることではありません。, fr: Choisir une carte dans une main n'est pas cibler. }
  citations: [{ source: rb-doc }]
`,
    'gr/entries.yaml': `
- id: gr.keyword.soulguard
  game: gr
  title: { en: Soul Guard still counts as destruction, ja: ソウルガードでも破壊されたことになる, fr: La garde d'âme compte comme une destruction }
  answer: { en: A unit saved by Soul Guard was still destroyed., ja: ソウルガードで場に残っても破壊されています。, fr: Une unité sauvée par la garde d'âme a bien été détruite. }
  keywords: { en: [soul guard], ja: [ソウルガード], fr: [garde d'âme] }
  citations: [{ source: gr-doc }]
- id: gr.card.mistclock
  game: gr
  title: { en: Mistclock Dragon chooses on resolution, ja: ミストクロック・ドラゴンは解決時に選ぶ, fr: Mistclock Dragon choisit à la résolution }
  answer: { en: Its ability picks the card on resolution., ja: 解決時にカードを選びます。, fr: Elle choisit la carte à la résolution. }
  cards: [{ en: Mistclock Dragon, ja: 《幻霧の守護竜 ミストクロック・ドラゴン》 }]
  citations: [{ source: gr-doc }]
- id: gr.summon.instant
  game: gr
  title: { en: Units you may summon at instant timing, ja: 即時タイミングで召喚できるユニット, fr: Unités invocables en timing instant }
  answer: { en: Cheshire Cat and a few others may be normal summoned at instant timing., ja: チェシャ猫などは即時タイミングで通常召喚できます。, fr: Cheshire Cat et quelques autres peuvent être invoqués en timing instant. }
  cards: [{ en: Cheshire Cat, ja: 《チェシャ猫》 }]
  citations: [{ source: gr-doc }]
- id: gr.errata.cheshire
  game: gr
  status: errata
  title: { en: Cheshire Cat text corrected, ja: 《チェシャ猫》のテキスト修正, fr: Texte de Cheshire Cat corrigé }
  answer: { en: The card now says it may be normal summoned at instant timing., ja: 即時タイミングで通常召喚できると修正されました。, fr: La carte dit désormais qu'elle peut être invoquée en timing instant. }
  cards: [{ en: Cheshire Cat, ja: 《チェシャ猫》 }]
  citations: [{ source: gr-doc }]
- id: gr.dr.basics
  game: gr
  title: { en: Damage reversal (DR n), ja: ダメージリバース（DR n）, fr: Renversement de dégâts (DR n) }
  answer: { en: DR n turns n face-up damage-zone cards face down., ja: DR nはダメージゾーンの表向きのカードをn枚裏向きにします。, fr: DR n retourne n cartes face cachée. }
  keywords: { en: [DR, damage reversal], ja: [DR, ダメージリバース], fr: [DR] }
  citations: [{ source: gr-doc }]
`,
  }),
});
const search = new RulingsSearch(kb);
const top = (q: string, game?: 'mtg' | 'rb' | 'gr') => {
  const r = search.query(q, { game });
  return r.found ? r.hits[0]!.id : null;
};

describe('game scoping', () => {
  it('takes a game named in the question, in any language, as the filter and not as a word to cover', () => {
    expect(search.query('in Riftbound, is a card in hand a target?')).toMatchObject({ found: true, game: 'rb' });
    expect(top('リフトバウンドって手札のカードは対象になる？')).toBe('rb.target.hand');
    expect(top('en Gate Ruler, la garde d’âme compte comme une destruction ?')).toBe('gr.keyword.soulguard');
    expect(top('MTGでプレインズウォーカーにダメージ与えたら？')).toBe('mtg.planeswalker.damage');
    expect(search.query('Magic: the Gathering lifelink').game).toBe('mtg');
  });

  it('never answers a question about one game from another game’s entries', () => {
    // Lifelink exists only in Magic here: asked about Riftbound, the honest answer is "no ruling found".
    expect(search.query('Riftbound lifelink, do I gain life?').found).toBe(false);
    expect(search.query('ゲートルーラーの絆魂ってどうなる？').found).toBe(false);
    expect(search.query('lifelink', { game: 'gr' }).found).toBe(false);
    // The game named in the sentence wins over a default the caller passes.
    expect(top('in Magic, how does lifelink work?', 'gr')).toBe('mtg.lifelink');
    // Every hit of an answer comes from the answer's game.
    const r = search.query('soul guard destruction');
    expect(new Set(r.hits.map((h) => h.game))).toEqual(new Set(['gr']));
  });

  it('counts another game’s own term as a concept the asked game does not have', () => {
    // Without "damage zone" (Gate Ruler's), this is answered by the battle entry.
    expect(top('in Magic, where do removed defense counters go?')).toBe('mtg.battle.defense');
    expect(search.query('in Magic, do removed defense counters go to the damage zone?').found).toBe(false);
  });

  it('does not call a match on shared topic words alone an answer', () => {
    for (const q of ['damage counter?', 'ダメージカウンター', 'dégâts et marqueurs']) expect(search.query(q).found, q).toBe(false);
    expect(top('battle defense counters')).toBe('mtg.battle.defense');
  });
});

describe('superseded policy', () => {
  it('puts today’s ruling first unless the question names the old era, then the historical one', () => {
    const ids = (q: string) => search.query(q).hits.map((h) => h.id);
    expect(ids('how do I pay echo in my upkeep').slice(0, 2)).toEqual(['mtg.echo.today', 'mtg.echo.old']);
    for (const q of ['under the old rules, how was echo paid in the upkeep?', 'en 1998, comment se payait l’écho ?', '昔のエコーはアップキープにどう払った？']) {
      expect(search.query(q).oldEra, q).toBe(true);
      expect(ids(q)[0], q).toBe('mtg.echo.old');
    }
    expect(search.autocomplete('echo', { lang: 'en' }).map((c) => c.id)).toEqual(['mtg.echo.today', 'mtg.echo.old']);
  });
});

describe('errata', () => {
  it('puts the errata entry first when the question asks about the errata', () => {
    expect(top('what did the Cheshire Cat errata change about instant timing?')).toBe('gr.errata.cheshire');
    expect(top('チェシャ猫のエラッタで即時タイミングはどう変わった？')).toBe('gr.errata.cheshire');
  });
});

describe('entries saying the documents are silent', () => {
  it('rank first for the question they answer, ahead of a nearby rule sharing its words', () => {
    expect(top('how many boosters do you open in a sealed pool?')).toBe('mtg.sealed.pool-size');
    expect(top('combien de boosters pour un scellé ?')).toBe('mtg.sealed.pool-size');
  });
});

describe('what people type', () => {
  it('reads chat abbreviations', () => {
    expect(top('how does dmg to a pw work')).toBe('mtg.planeswalker.damage');
    expect(top('c koi le DR')).toBe('gr.dr.basics');
    expect(top('PWにダメ入ったら？')).toBe('mtg.planeswalker.damage');
  });

  it('forgives katakana spellings: dashes for ー, half-width and small kana, one wrong kana in a long word', () => {
    for (const q of ['ソウルガ-ドって破壊？', 'ソウルガ－ドって破壊？', 'ｿｳﾙｶﾞｰﾄﾞって破壊？', 'ソウルガードって破壊？']) expect(top(q), q).toBe('gr.keyword.soulguard');
    expect(top('プレインズウオーカーへのダメージ')).toBe('mtg.planeswalker.damage');
    expect(top('ミストクロック・ドラゴソはいつ選ぶ？')).toBe('gr.card.mistclock');
  });

  it('answers in the sentence’s language, not the script of a quoted card name', () => {
    expect(search.query('when does ミストクロック・ドラゴン choose its card?').lang).toBe('en');
    expect(search.query('est-ce que ミストクロック・ドラゴン choisit à la résolution ?').lang).toBe('fr');
    expect(search.query('Mistclock Dragonはいつ選ぶの？').lang).toBe('ja');
  });
});
