/**
 * Concepts of seed 001 (Gate Ruler update of 2021-10-21) beyond damage and destruction: levels and "level N or
 * less" choices, choices made when a card is played (and a card that can't be played without one), whose turn it is,
 * the rulers 《D‐4 ドレッドノート》 and 《T‐20 トリックスター》, 【貫通】, a delayed trigger, "removed from the game
 * instead of going to the graveyard". Each worked ruling of the seed is varied: other numbers, souls, controllers.
 */
import { describe, expect, it } from 'vitest';
import { parseScenario, printScenario } from '../../engine/index.ts';
import { errorsOf, rendered, run, ruler, stepNames, stepsNamed, unit, violations } from './gr-helpers.ts';

const outcomes = (r: ReturnType<typeof run>) => r.resolution.outcome.map((o) => o.key.replace('engine-gr.outcome.', ''));
const legal = (r: ReturnType<typeof run>) => [...stepsNamed(r, 'choose-range'), ...stepsNamed(r, 'choose-range-none')][0]!.params.count;

describe('levels and "level N or less" (《宇宙ドッペルゲンガー》, 《奇怪マシーン ブラックアントラー》, 《妖怪外教》)', () => {
  it('《宇宙ドッペルゲンガー》 OD: a level 2 or lower enemy unit — level 2 is legal, level 3 is not, a friendly one is not', () => {
    const r = run('gr ; A: d=宇宙ドッペルゲンガー 1/1 lv=2 ; f=1/1 lv=1 ; B: x=2/2 lv=2 ; y=4/4 lv=3 ; choose A enemy max-lv=2 《宇宙ドッペルゲンガー》');
    expect(legal(r)).toBe(1);
    expect(r.resolution.choices[0]!.range.params).toMatchObject({ units: { params: { 0: 'x' } } });
    expect(stepsNamed(r, 'choose-range')[0]!.cites).toEqual(['gr.target.wording', 'gr.card.space-doppelganger']);
  });

  it('variation: level 1 or less, the other player choosing — only B\'s opponent\'s level 0 and 1 units', () => {
    const r = run('gr ; A: p=1/1 lv=0 ; q=1/1 lv=1 ; s=1/1 lv=2 ; B: t=1/1 lv=0 ; choose B enemy max-lv=1 pick=q');
    expect(legal(r)).toBe(2);
    expect(stepsNamed(r, 'chosen')[0]!.params).toMatchObject({ unit: 'q' });
    const illegal = run('gr ; A: s=1/1 lv=2 ; q=1/1 lv=1 ; B: ; choose B enemy max-lv=1 pick=s');
    expect(violations(illegal)).toEqual(['choice-illegal']);
    expect(rendered(illegal, 'en')).toContain('its level (2) is too high');
  });

  it('《ブラックアントラー》 with 《マクスウェルの悪魔》: "level 1 or less" also takes a level 2 enemy unit, never level 3', () => {
    const r = run('gr ; A: x=2/2 lv=2 ; y=3/3 lv=3 ; B: b=奇怪マシーン ブラックアントラー 1/3 ; choose B enemy max-lv=1 lower=1 《ブラックホール結界》');
    expect(legal(r)).toBe(1);
    expect(stepsNamed(r, 'choose-range')[0]!.cites).toEqual(['gr.target.wording', 'gr.card.black-antler']);
    const without = run('gr ; A: x=2/2 lv=2 ; B: b=1/3 ; choose B enemy max-lv=1 《ブラックホール結界》');
    expect(legal(without)).toBe(0);
  });

  it('variation: the lowering counts only for enemy units (a friendly level 2 unit stays level 2)', () => {
    const r = run('gr ; A: x=2/2 lv=2 ; B: z=1/1 lv=2 ; choose B any max-lv=1 lower=1');
    expect(stepsNamed(r, 'choose-range')[0]!.params).toMatchObject({ count: 1, units: { params: { 0: 'x' } } });
  });

  it('《妖怪外教》: an enemy unit whose level is no higher than the chosen friendly unit\'s', () => {
    const r = run('gr ; A: f=2/2 lv=2 ; B: x=1/1 lv=2 ; y=1/1 lv=3 ; choose A enemy max-lv=f 《妖怪外教》');
    expect(legal(r)).toBe(1);
    expect(stepsNamed(r, 'choose-range')[0]!.cites).toEqual(['gr.target.wording', 'gr.card.yokai-gekyo']);
    const low = run('gr ; A: f=2/2 lv=1 ; B: x=1/1 lv=2 ; y=1/1 lv=3 ; choose A enemy max-lv=f 《妖怪外教》 ; graveyard f 《妖怪外教》 ; destroy x 《妖怪外教》');
    // no legal enemy: the card can't be played, so the friendly unit is not put into the graveyard either
    expect(legal(low)).toBe(0);
    expect(unit(low, 'f').zone).toBe('battlefield');
    expect(unit(low, 'x').zone).toBe('battlefield');
  });

  it('a unit without a level does not meet a level condition (said as an assumption)', () => {
    const r = run('gr ; A: x=1/1 ; B: ; choose B enemy max-lv=3');
    expect(legal(r)).toBe(0);
    expect(r.resolution.assumptions.map((a) => a.key)).toContain('engine-gr.assumption.level-unknown');
  });
});

describe('a card that cannot be played for lack of a legal choice (《覚醒者の怒り》)', () => {
  it('no enemy unit: it can\'t be played, so its damage reduction does not apply either', () => {
    const r = run('gr ; A: a=1/3 ; B: s=2/2 ; destroy s ; damage a=2 ; choose A enemy 《覚醒者の怒り》 ; prevent next =0 to=a effect 《覚醒者の怒り》');
    expect(stepNames(r)).toContain('no-legal-choice');
    expect(stepsNamed(r, 'no-legal-choice')[0]!.cites).toEqual(['gr.target.wording', 'gr.card.wrath-of-the-awakened']);
    expect(stepsNamed(r, 'not-played.prevent')).toHaveLength(1);
    expect(unit(r, 'a').damage).toBe(2);
    expect(outcomes(r)).toContain('no-legal-choice');
  });

  it('variation: with an enemy unit it can be played even when no friendly unit is dealt effect damage', () => {
    const r = run('gr ; A: a=1/3 ; x=1/2 ; B: ; choose B enemy 《覚醒者の怒り》 ; damage x=2 《覚醒者の怒り》');
    expect(stepsNamed(r, 'no-legal-choice')).toHaveLength(0);
    expect(unit(r, 'x').zone).toBe('graveyard');
  });

  it('variation: the other player, two enemy units — a real choice, shown as the usual one', () => {
    const r = run('gr ; A: ; B: x=1/2 ; y=1/3 ; choose A enemy 《覚醒者の怒り》');
    expect(r.resolution.choices[0]).toMatchObject({ chooser: 'A', assumed: true });
    expect(rendered(r, 'ja')).toContain('プレイ時に対象のユニットを選ぶ');
  });

  it('a unit no longer on the field is not a legal choice', () => {
    const r = run('gr ; A: x=1/1 ; B: ; destroy x ; choose B enemy 《デメルトリア》 ; damage A=1 《デメルトリア》');
    expect(stepsNamed(r, 'not-played.damage')).toHaveLength(1);
    expect(ruler(r, 'A').counters['damage-zone-up']).toBe(0);
  });
});

describe('chosen on resolution: not a target (《彼岸花の李狐狸》, 《蛇神転生》, "target wording" of seed 001)', () => {
  it('《彼岸花の李狐狸》: the opponent puts a card into the graveyard as it resolves — 《金鱗の聖剣士》\'s protection does not matter', () => {
    const r = run('gr ; A: r=彼岸花の李狐狸 1/1 ; B: k=金鱗の聖剣士 2/2 相手に選ばれない ; choose B friendly resolve 《彼岸花の李狐狸》 ; graveyard k 《彼岸花の李狐狸》');
    expect(stepsNamed(r, 'choose-on-resolution')[0]!.cites).toEqual(['gr.target.wording', 'gr.errata.higanbana-no-rikori']);
    expect(stepsNamed(r, 'shield-irrelevant')).toHaveLength(1);
    expect(unit(r, 'k').zone).toBe('graveyard');
    expect(r.resolution.choices[0]!.what.key).toBe('engine-gr.choice.choose-on-resolution');
  });

  it('variation: chosen when played, the same protected unit is no legal choice and the card can\'t be played', () => {
    const r = run('gr ; A: ; B: k=金鱗の聖剣士 2/2 選ばれない ; choose A enemy 《ヴルンツヴィークの断頭》 ; damage k=2, k=2 《ヴルンツヴィークの断頭》');
    expect(stepsNamed(r, 'shield-excludes')).toHaveLength(1);
    expect(unit(r, 'k').damage).toBe(0);
    expect(violations(run('gr ; A: ; B: k=2/2 unchoosable ; x=1/1 ; choose A enemy pick=k'))).toEqual(['choice-illegal']);
    // its own controller's choices are not affected
    expect(legal(run('gr ; B: k=2/2 unchoosable ; choose B friendly'))).toBe(1);
  });

  it('《蛇神転生》: with nothing to choose on resolution the card is still played, and the rest happens', () => {
    const r = run('gr ; A: ; B: x=1/1 ; choose B friendly resolve 《蛇神転生》 ; choose A friendly resolve 《蛇神転生》 ; damage B=1 《蛇神転生》');
    expect(stepsNamed(r, 'nothing-to-choose')).toHaveLength(1);
    expect(stepsNamed(r, 'choose-on-resolution')[0]!.cites).toEqual(['gr.target.wording', 'gr.card.jashin-tensei']);
    expect(ruler(r, 'B').counters['damage-zone-up']).toBe(1);
  });

  it('《妖怪外教》: if the friendly unit is no longer there to be put into the graveyard, the enemy is still destroyed', () => {
    const r = run('gr ; A: f=2/2 lv=2 ; B: x=1/1 lv=1 ; choose A enemy max-lv=f pick=x 《妖怪外教》 ; destroy f ; graveyard f 《妖怪外教》 ; destroy x 《妖怪外教》');
    expect(unit(r, 'x').zone).toBe('graveyard');
    expect(r.resolution.warnings.map((w) => w.key)).toContain('engine-gr.warning.not-on-field');
  });
});

describe('whose turn it is', () => {
  it('《O‐15 オーバーロード》 can\'t play an event in the opponent\'s turn: not played, no energy paid', () => {
    const r = run('gr ; A: ruler=overload energy=2 ; B: ; turn B ; cost A 3 event 《ヴルンツヴィークの断頭》');
    expect(ruler(r, 'A').counters.energy).toBe(2);
    expect(stepsNamed(r, 'overload-no-event')[0]!.cites).toEqual(['gr.card.o15-overload']);
    expect(rendered(r, 'fr')).toContain('ne peut pas jouer d\'événement pendant le tour adverse');
  });

  it('variation: in its own turn the event costs exactly 1; in the opponent\'s turn through 【CNT】 or 【オープンカード】 too', () => {
    const own = run('gr ; A: ruler=overload energy=2 ; B: ; turn A ; cost A 3 event');
    expect(ruler(own, 'A').counters.energy).toBe(1);
    const cnt = run('gr ; A: ruler=overload energy=2 ; B: ; turn B ; cost A 2 cnt ; cost A 1 open');
    expect(ruler(cnt, 'A').counters.energy).toBe(0);
    expect(stepsNamed(cnt, 'overload-event-via')).toHaveLength(2);
    // an event card's ability (《絶対爆発!宇宙ミミック》's "when destroyed") is not an event being played
    const ability = run('gr ; A: ruler=overload energy=1 ; B: ; turn B ; cost A 2 《絶対爆発!宇宙ミミック》');
    expect(ruler(ability, 'A').counters.energy).toBe(0);
    expect(stepsNamed(ability, 'overload-no-event')).toHaveLength(0);
  });

  it('【直衛召喚】 (《戦錬のヴァベルシオン》): in the opponent\'s turn, without a summon right', () => {
    const r = run('gr ; A: v=戦錬のヴァベルシオン 3/3 ; B: ; turn B ; summon A v sentinel');
    expect(unit(r, 'v').zone).toBe('battlefield');
    expect(stepsNamed(r, 'summoned-opponent-turn')[0]!.cites).toEqual(['gr.summon.sentinel']);
  });

  it('variation: not in its own turn; and a plain unit can\'t be normally summoned in the opponent\'s turn', () => {
    const own = run('gr ; A: v=3/3 ; B: ; turn A ; summon A v sentinel');
    expect(violations(own)).toEqual(['sentinel-own-turn']);
    expect(unit(own, 'v').zone).toBe('hand');
    const plain = run('gr ; A: ; B: w=2/2 ; turn A ; summon B w');
    expect(violations(plain)).toEqual(['summon-opponent-turn']);
  });

  it('instant-timing normal summon (《A7 チェシャ猫》): a summon right in its own turn, none in the opponent\'s', () => {
    const own = run('gr ; A: c=A7 チェシャ猫 1/1 ; d=1/1 ; B: ; turn A ; summon A c instant ; summon A d');
    expect(violations(own)).toEqual(['no-summon-right']);
    expect(unit(own, 'c').zone).toBe('battlefield');
    const theirs = run('gr ; A: rights=0 ; c=1/1 ; B: ; turn B ; summon A c instant');
    expect(unit(theirs, 'c').zone).toBe('battlefield');
  });

  it('《五大竜王 千刃皇ヴァン・レイン》 needs 2 summon rights: with 1 left it can\'t be summoned, with 2 it can', () => {
    const one = run('gr ; A: v=五大竜王 千刃皇ヴァン・レイン 3/3 2回攻撃 ; B: ; turn A ; summon A v rights=2');
    expect(violations(one)).toEqual(['no-summon-right']);
    expect(one.resolution.violations[0]!.cites).toEqual(['gr.summon.instant-normal', 'gr.card.van-rain']);
    const two = run('gr ; A: rights=2 ; v=ヴァン・レイン 3/3 ; B: ; turn A ; summon A v rights=2');
    expect(unit(two, 'v').zone).toBe('battlefield');
    expect(stepsNamed(two, 'summoned-right')[0]!.params).toMatchObject({ used: 2, left: 0 });
  });
});

describe('rulers other than O‐15: 《D‐4 ドレッドノート》 and 《T‐20 トリックスター》', () => {
  it('《D‐4 ドレッドノート》: its costs are always paid (no energy), and it drives 1 as it attacks', () => {
    const r = run('gr ; A: ruler=dreadnought energy=0 ; B: ; cost A 4 《気化爆弾》 ; attack A>B');
    expect(ruler(r, 'A').counters.energy).toBe(0);
    expect(violations(r)).toEqual([]);
    expect(stepNames(r).slice(-5)).toEqual(['ruler-attack', 'dreadnought-drive', 'gate', 'resolve-exec', 'ruler-damage']);
  });

  it('variation: D‐4 with a 【コスト軽減】 card and a cost of 0 — still nothing to pay; the opponent\'s ruler takes its STK', () => {
    const r = run('gr ; A: ruler=ドレッドノート stk=2 ; B: dz=0 ; cost A 5 discount=2 ; cost A 0 ; attack A>B');
    expect(stepsNamed(r, 'dreadnought-cost')).toHaveLength(2);
    expect(ruler(r, 'B').counters['damage-zone-up']).toBe(2);
  });

  it('《T‐20 トリックスター》: as it attacks, its player takes 1 (effect damage: its own ability does not trigger)', () => {
    const r = run('gr ; A: ruler=trickster ; B: ; attack A>B');
    expect(ruler(r, 'A').counters['damage-zone-up']).toBe(1);
    expect(stepsNamed(r, 'trickster-not-combat')).toHaveLength(1);
    expect(stepsNamed(r, 'trickster-self')[0]!.cites).toEqual(['gr.card.t20-trickster', 'gr.timing.when-attacking']);
  });

  it('a ruler attacks once: a second attack while it is rested is illegal; a new turn stands it up', () => {
    const r = run('gr ; A: ruler=trickster ; B: ; attack A>B ; attack A>B');
    expect(violations(r)).toEqual(['ruler-rested']);
    const next = run('gr ; A: ; B: ; turn A ; attack A>B ; turn B ; turn A ; attack A>B');
    expect(violations(next)).toEqual([]);
  });
});

describe('delayed trigger: 《T‐20 トリックスター》 after 2 or more combat damage, resolved at end of combat', () => {
  it('3 combat damage to the Trickster: created at once, resolved at end of combat after all the combat damage', () => {
    const r = run('gr ; A: ruler=trickster ; B: w=3/3 stk=3 ; attack w>A');
    const names = stepNames(r);
    expect(names.indexOf('trickster-delayed')).toBeLessThan(names.indexOf('end-of-combat'));
    expect(names.indexOf('end-of-combat')).toBeLessThan(names.indexOf('trickster-resolves'));
    expect(stepsNamed(r, 'trickster-resolves')[0]!.cites).toEqual(['gr.card.t20-trickster']);
  });

  it('variation: 1 combat damage does not trigger it; 2 from another controller\'s unit does', () => {
    expect(stepsNamed(run('gr ; A: ruler=trickster ; B: w=3/3 stk=1 ; attack w>A'), 'trickster-too-little')).toHaveLength(1);
    const two = run('gr ; A: ruler=T-20 ; C: w=1/1 stk=2 ; attack w>A');
    expect(stepsNamed(two, 'trickster-resolves')).toHaveLength(1);
  });

  it('variation: 2 effect damage does not trigger it, and resolving waits for an explicit "end"', () => {
    const r = run('gr ; A: ruler=trickster ; B: w=3/3 stk=2 ; damage A=2 from=w ; attack w>A ; damage w=1 combat ; end');
    expect(stepsNamed(r, 'trickster-not-combat')).toHaveLength(1);
    const names = stepNames(r);
    // the counter damage of the same combat resolves before the delayed trigger
    expect(names.lastIndexOf('unit-combat-damage')).toBeLessThan(names.indexOf('trickster-resolves'));
  });
});

describe('delayed destruction at the start of the damage step (《奇怪マシーン ブラックアントラー》 ブラックホール結界)', () => {
  const ANTLER = 'gr ; A: w=3/3 lv=1 ; B: b=奇怪マシーン ブラックアントラー 1/3 ; attack w>b ; destroy w damage-step 《ブラックホール結界》';

  it('the attacker is destroyed before combat damage: the Black Antler takes none', () => {
    const r = run(ANTLER);
    expect(unit(r, 'w').zone).toBe('graveyard');
    expect(unit(r, 'b').damage).toBe(0);
    const names = stepNames(r);
    expect(names.indexOf('damage-step-destroy')).toBeLessThan(names.indexOf('combat-source-gone'));
    expect(stepsNamed(r, 'damage-step-destroy')[0]!.cites).toEqual(['gr.card.black-antler']);
  });

  it('variation: an attacker kept by ソウルガード is still there and deals its damage', () => {
    const r = run('gr ; A: w=2/3 lv=1 ソウルガード soul=1 ; B: b=1/3 ; attack w>b ; destroy w damage-step 《ブラックホール結界》');
    expect(unit(r, 'w').zone).toBe('battlefield');
    expect(unit(r, 'b').damage).toBe(2);
  });

  it('variation: with the choice first (level 2 under 《マクスウェルの悪魔》), and the order printed back', () => {
    const text = 'gr ; A: w=4/4 lv=2 ; B: b=1/3 ; attack w>b ; choose B enemy max-lv=1 lower=1 pick=w 《ブラックホール結界》 ; destroy w damage-step 《ブラックホール結界》';
    const r = run(text);
    expect(stepsNamed(r, 'chosen')).toHaveLength(1);
    expect(unit(r, 'b').zone).toBe('battlefield');
    expect(parseScenario(printScenario(r.scenario)).scenario).toStrictEqual(r.scenario);
  });
});

describe('【貫通】 (pierce): its damage is combat damage', () => {
  it('2 【貫通】 damage to the Trickster trigger its ability (seed 001, 《T‐20 トリックスター》)', () => {
    const r = run('gr ; A: ruler=trickster ; v=1/1 ; B: w=熊羆 3/3 貫通 ; attack w>v ; damage A=2 from=w pierce');
    expect(stepsNamed(r, 'pierce-combat')[0]!.cites).toEqual(['gr.card.t20-trickster']);
    expect(stepsNamed(r, 'trickster-resolves')).toHaveLength(1);
    expect(unit(r, 'v').zone).toBe('graveyard');
  });

  it('variation: 1 pierce damage does not; pierce damage joins the combat and is prevented as combat damage', () => {
    const one = run('gr ; A: ruler=trickster ; v=1/1 ; B: w=3/3 貫通 ; attack w>v ; damage A=1 from=w pierce');
    expect(stepsNamed(one, 'trickster-too-little')).toHaveLength(1);
    const prevented = run('gr ; A: dz=0 ; v=1/5 ; B: w=3/3 貫通 ; attack w>v ; damage A=3 from=w pierce ; prevent next =0 to=A combat');
    expect(ruler(prevented, 'A').counters['damage-zone-up']).toBe(0);
    const plain = run('gr ; A: dz=0 ; v=1/5 ; B: w=3/3 貫通 ; attack w>v ; damage A=2 from=w pierce');
    // not the Trickster: the section says it, the Trickster's card ruling is not cited
    expect(stepsNamed(plain, 'pierce-combat')[0]!.cites).toEqual([]);
  });

  it('variation: a unit without 【貫通】 gets a warning; pierce prints and parses back', () => {
    const r = run('gr ; A: v=1/1 ; B: w=3/3 ; attack w>v ; damage A=1 from=w pierce');
    expect(r.resolution.warnings.map((w) => w.key)).toContain('engine-gr.warning.pierce-without-keyword');
    const again = parseScenario(printScenario(r.scenario));
    expect(again.scenario).toStrictEqual(r.scenario);
  });
});

describe('"removed from the game instead of the graveyard" (《たたり鬼》, errata: from any zone)', () => {
  it('destroyed by damage, it is removed from the game', () => {
    const r = run('gr ; A: t=たたり鬼 2/2 3回攻撃 墓地の代わりに除外 ; B: ; damage t=2');
    expect(unit(r, 't').zone).toBe('exile');
    expect(stepsNamed(r, 'exiled-instead')[0]!.cites).toEqual(['gr.errata.tatari-oni']);
    expect(outcomes(r)).toEqual(['exiled']);
  });

  it('variation: put into the graveyard by an effect, or destroyed by an effect — removed from the game too', () => {
    expect(unit(run('gr ; B: t=たたり鬼 1/1 exile-instead ; graveyard t 《妖怪外教》'), 't').zone).toBe('exile');
    expect(unit(run('gr ; B: t=3/3 代わりに除外 ; destroy t 《気化爆弾》'), 't').zone).toBe('exile');
  });

  it('variation: kept on the field by ソウルガード it never goes anywhere; without the replacement it goes to the graveyard', () => {
    const kept = run('gr ; B: t=2/2 墓地の代わりに除外 ソウルガード soul=1 ; damage t=5');
    expect(unit(kept, 't').zone).toBe('battlefield');
    const plain = run('gr ; B: t=2/2 ; damage t=5');
    expect(unit(plain, 't').zone).toBe('graveyard');
  });
});

describe('notation of the new words', () => {
  it('rejects bad values with positioned errors', () => {
    expect(errorsOf('gr ; A: ; choose A enemy max-lv=x1')[0]!.key).toBe('engine.parse.unknown-object');
    expect(errorsOf('gr ; A: ; choose A foe')[0]!.key).toBe('engine-gr.parse.unknown-option');
    expect(errorsOf('gr ; A: x=1/1 ; summon A x sideways')[0]!.key).toBe('engine-gr.parse.unknown-option');
    expect(errorsOf('gr ; A: x=1/1 lv=-1')[0]!.key).toBe('engine-gr.parse.bad-number');
    expect(errorsOf('gr ; A: ; prevent next 2 dr=')[0]!.key).toBe('engine-gr.parse.missing-value');
    expect(errorsOf('gr ; A: ; prevent next 2 dr=abc')[0]).toMatchObject({ key: 'engine-gr.parse.bad-dr', col: 29, length: 3 });
    expect(errorsOf('gr ; A: ; turn')[0]!.key).toBe('engine-gr.parse.expected-player');
    expect(errorsOf('gr ; A: ; summon A')[0]!.key).toBe('engine-gr.parse.expected-id');
    expect(errorsOf('gr ; A: x=1/1 ; destroy x damage-step damage-step')[0]!.key).toBe('engine-gr.parse.extra-argument');
  });

  it('accepts Japanese and French aliases', () => {
    const ja = run('gr ; A: ルーラー=トリックスター 召喚権=2 ; x=1/1 レベル=1 ; B: ; ターン A ; 選ぶ A 味方 レベル以下=1 ; 通常召喚 A x 即時');
    const fr = run('gr ; A: souverain=filou invocations=2 ; x=1/1 niveau=1 ; B: ; tour A ; choisir A alliée niveau-max=1 ; invoquer A x instantanée');
    expect(ja.scenario).toStrictEqual(fr.scenario);
  });
});
