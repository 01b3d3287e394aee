/**
 * Gate Ruler (rules of 2021-10-21, seed 001): every worked example of the update that the engine models, with the
 * documented outcome, plus variations with other numbers. Each step checked says which entry it applies.
 */
import { describe, expect, it } from 'vitest';
import { RULESETS } from '../../engine/index.ts';
import { rendered, run, ruler, stepNames, stepsNamed, unit, violations } from './gr-helpers.ts';

describe('destruction (破壊に関するルールの変更)', () => {
  it('damage at least HP destroys at once: the card goes straight to the graveyard', () => {
    const r = run('gr ; B: u=3/2 ; damage u=2');
    expect(unit(r, 'u').zone).toBe('graveyard');
    const [d] = stepsNamed(r, 'destroyed-damage');
    expect(d!.cites).toEqual(['gr.destroy.immediate']);
    expect(d!.rules).toContain('§destruction-change');
    expect(stepNames(r)).toEqual(['gate', 'resolve-exec', 'unit-damage', 'destroyed-damage', 'to-graveyard']);
  });

  it('less damage than HP does not destroy', () => {
    const r = run('gr ; B: u=3/3 ; damage u=2');
    expect(unit(r, 'u')).toMatchObject({ zone: 'battlefield', damage: 2 });
  });

  it('ソウルガード keeps the unit, clears its damage, ends its limited-duration effects, costs one soul; it still counts as destroyed', () => {
    const r = run('gr ; B: u=ガード 2/2 ソウルガード soul=2 破壊時能力 ; modify u +0/+2 eot ; damage u=4');
    const u = unit(r, 'u');
    expect(u).toMatchObject({ zone: 'battlefield', damage: 0 });
    expect(u.counters).toMatchObject({ soul: 1, hp: 2 });
    const [sg] = stepsNamed(r, 'soulguard');
    expect(sg!.cites).toEqual(['gr.destroy.soulguard']);
    expect(sg!.params).toMatchObject({ left: 1, ended: 1 });
    // the "when destroyed" ability triggers although the unit stayed
    const [trigger] = stepsNamed(r, 'on-destroy-stayed');
    expect(trigger!.cites).toEqual(['gr.destroy.soulguard']);
    expect(r.resolution.choices[0]!.what.key).toBe('engine-gr.choice.soulguard');
    expect(r.resolution.choices[0]!.assumed).toBe(true);
  });

  it('"put into the graveyard" is not destruction: no ソウルガード, no "when destroyed" trigger', () => {
    const r = run('gr ; B: u=2/2 ソウルガード soul=1 破壊時能力 ; graveyard u 《妖怪外教》');
    expect(unit(r, 'u').zone).toBe('graveyard');
    expect(unit(r, 'u').counters.soul).toBe(1);
    expect(stepNames(r)).toEqual(['buried-notes']);
    expect(stepsNamed(r, 'buried-notes')[0]!.cites).toEqual(['gr.destroy.not-graveyard']);
    expect(stepsNamed(r, 'on-destroy')).toHaveLength(0);
  });

  it('《神野悪五郎》: "stays on the field" paid with DR3/怪異 works like ソウルガード (damage back to 0)', () => {
    const r = run('gr ; A: dz=怪異*3,2 ; a=神野悪五郎 2/2 stay=3/怪異 ; damage a=3');
    expect(unit(r, 'a')).toMatchObject({ zone: 'battlefield', damage: 0 });
    expect(ruler(r, 'A').counters).toMatchObject({ 'damage-zone-up': 2, 'damage-zone-down': 3 });
    expect(stepsNamed(r, 'stay')[0]!.cites).toEqual(['gr.card.shinno-akugoro', 'gr.destroy.soulguard']);
  });

  it('variation: without three face-up 怪異 it cannot stay', () => {
    const r = run('gr ; A: dz=怪異*2,1 down=1 ; a=神野悪五郎 2/2 stay=3/怪異 ; damage a=3');
    expect(unit(r, 'a').zone).toBe('graveyard');
    expect(stepsNamed(r, 'stay-impossible')[0]!.params).toMatchObject({ eligible: 2 });
  });
});

describe('《ヴルンツヴィークの断頭》: two damage executions', () => {
  it('puts two executions on the gate, resolved one by one', () => {
    const r = run('gr ; B: u=4/5 ; damage u=2, u=2 《ヴルンツヴィークの断頭》');
    const [gate] = stepsNamed(r, 'gate');
    expect(gate!.params.count).toBe(2);
    expect(gate!.cites).toEqual(['gr.damage.execution', 'gr.card.vrunzvik-guillotine']);
    expect(stepsNamed(r, 'resolve-exec')).toHaveLength(2);
    expect(unit(r, 'u')).toMatchObject({ zone: 'battlefield', damage: 4 });
  });

  it('a ソウルガード unit with HP 2 or less needs two souls to survive (destroyed twice)', () => {
    const r = run('gr ; B: u=3/2 ソウルガード soul=2 ; damage u=2, u=2 《ヴルンツヴィークの断頭》');
    expect(unit(r, 'u')).toMatchObject({ zone: 'battlefield', damage: 0 });
    expect(unit(r, 'u').counters.soul).toBe(0);
    expect(stepsNamed(r, 'destroyed-damage')).toHaveLength(2);
    expect(stepsNamed(r, 'soulguard')).toHaveLength(2);
    expect(r.resolution.outcome[0]).toMatchObject({ key: 'engine-gr.outcome.stayed', params: { times: 2, souls: 2, left: 0 } });
  });

  it('variation: two executions against a ソウルガード unit with one soul — saved once, then to the graveyard', () => {
    const r = run('gr ; B: u=3/2 ソウルガード soul=1 ; damage u=2, u=2');
    expect(unit(r, 'u').zone).toBe('graveyard');
    expect(stepNames(r)).toEqual([
      'gate',
      'resolve-exec',
      'unit-damage',
      'destroyed-damage',
      'soulguard',
      'resolve-exec',
      'unit-damage',
      'destroyed-damage',
      'soulguard-empty',
      'to-graveyard',
    ]);
    expect(stepsNamed(r, 'soulguard-empty')[0]!.rules).toContain('§card-vrunzvik-guillotine');
    expect(r.resolution.outcome[0]).toMatchObject({ key: 'engine-gr.outcome.destroyed-after-staying', params: { times: 2, stayed: 1 } });
  });

  it('variation: HP 3 — the first 2 do not destroy, the second 2 does', () => {
    const r = run('gr ; B: u=1/3 ソウルガード soul=1 ; damage u=2, u=2');
    expect(stepsNamed(r, 'destroyed-damage')).toHaveLength(1);
    expect(unit(r, 'u')).toMatchObject({ zone: 'battlefield', damage: 0 });
    expect(unit(r, 'u').counters.soul).toBe(0);
  });
});

describe('prevention of "the next damage" (ダメージ軽減に関する変更)', () => {
  const POWER_RAY = 'gr ; A: s=3/3 ; B: x=2/4 ; y=2/4 ; damage x=4 y=4, B=2 from=s 《パワーレイ・マキシマム》';

  it('《方違え》 vs 《パワーレイ・マキシマム》: all 8 to the units, or the 2 to the ruler, each whole — both outcomes shown', () => {
    const r = run(`${POWER_RAY} ; prevent next =0 《方違え》`);
    const [choice] = r.resolution.choices;
    expect(choice!.chooser).toBe('B');
    expect(choice!.assumed).toBe(true);
    expect(choice!.cites).toEqual(['gr.prevent.next-damage', 'gr.prevent.katatagae']);
    expect(choice!.rules).toEqual(['§next-damage-prevention']);
    // usual choice: the units' execution (8 damage), so both units survive and the ruler takes 2
    expect(unit(r, 'x')).toMatchObject({ zone: 'battlefield', damage: 0 });
    expect(unit(r, 'y')).toMatchObject({ zone: 'battlefield', damage: 0 });
    expect(ruler(r, 'B').counters['damage-zone-up']).toBe(2);
    expect(stepsNamed(r, 'prevented')[0]!.params).toMatchObject({ n: 1 });
    // the other way: the ruler's 2 become 0 and both units are destroyed
    expect(r.resolution.branches).toHaveLength(2);
    const other = r.resolution.branches.find((b) => !b.main)!;
    expect(other.final.objects.filter((o) => o.zone === 'graveyard').map((o) => o.id)).toEqual(['x', 'y']);
    expect(other.final.players.find((p) => p.id === 'B')!.counters['damage-zone-up']).toBe(0);
  });

  it('the choice is made when the prevention resolves, and can be given (pick=2: the ruler\'s damage)', () => {
    const r = run(`${POWER_RAY} ; prevent next =0 pick=2 《方違え》`);
    expect(r.resolution.choices[0]!.assumed).toBe(false);
    expect(r.resolution.branches).toHaveLength(0);
    expect(unit(r, 'x').zone).toBe('graveyard');
    expect(ruler(r, 'B').counters['damage-zone-up']).toBe(0);
  });

  it('any eligible execution, not only the last one put on the gate: "reduce by 2" on the first of two', () => {
    const r = run('gr ; B: u=1/3 ; damage u=2, u=2 ; prevent next 2 pick=1');
    expect(stepsNamed(r, 'prevented')[0]!.params).toMatchObject({ n: 1 });
    expect(unit(r, 'u')).toMatchObject({ zone: 'battlefield', damage: 2 });
  });

  it('when every choice gives the same result, no branches are shown', () => {
    const r = run('gr ; B: u=1/3 ; damage u=2, u=2 ; prevent next 2');
    expect(r.resolution.branches).toHaveLength(0);
    expect(r.resolution.assumptions.map((a) => a.key)).toContain('engine-gr.assumption.choice-irrelevant');
  });

  it('a prevention that waits ("the next damage you take": 《ブラックナイト・ヴァメル》) applies to the next eligible execution', () => {
    const r = run('gr ; A: dz=3 ; B: w=3/3 stk=2 ; prevent next 2 to=A 《空間湾曲》 ; attack w>A');
    expect(stepsNamed(r, 'shield')).toHaveLength(1);
    expect(ruler(r, 'A').counters['damage-zone-up']).toBe(3);
  });

  it('《そんなダメージは気のせいだ!》 (errata): only that unit\'s part of the execution becomes 0', () => {
    const r = run('gr ; A: s=3/3 ; B: x=2/4 ; y=2/4 ; damage x=4 y=4 from=s ; prevent next =0 to=x 《そんなダメージは気のせいだ!》');
    expect(stepsNamed(r, 'prevented')[0]!.params.changes).toMatchObject({ key: 'engine.list.comma', params: { 0: { params: { to: 'x', from: 4, amount: 0 } } } });
    expect(unit(r, 'x')).toMatchObject({ zone: 'battlefield', damage: 0 });
    expect(unit(r, 'y').zone).toBe('graveyard');
  });

  it('only effect damage ("効果ダメージを0にする", 《覚醒者の怒り》) skips combat damage', () => {
    const r = run('gr ; A: w=3/3 ; B: v=1/3 ; attack w>v ; prevent next =0 to=v effect');
    expect(unit(r, 'v').zone).toBe('graveyard');
    expect(r.resolution.warnings.map((w) => w.key)).toContain('engine-gr.warning.prevent-nothing');
  });

  it('《ルシファー・ザ・ライトブリンガー》: damage that can\'t be reduced defeats every reduction, "make it 0" included', () => {
    const r = run('gr ; A: l=ルシファー 5/6 ; B: x=2/5 ; y=2/6 ; damage x=5 y=5 l=5 from=l unreducible ; prevent next =0 to=x by=B');
    const [u] = stepsNamed(r, 'unreducible');
    expect(u!.cites).toEqual(['gr.damage.cant-reduce', 'gr.card.lucifer-the-lightbringer']);
    expect(unit(r, 'x').zone).toBe('graveyard');
    expect(unit(r, 'y').damage).toBe(5);
    const reduce = run('gr ; A: l=5/6 ; B: x=2/5 ; damage x=5 from=l unreducible ; prevent next 3');
    expect(unit(reduce, 'x').zone).toBe('graveyard');
  });
});

describe('【接死】 (deathtouch)', () => {
  it('one combat damage or more destroys the unit at end of combat, not when the damage is dealt', () => {
    const r = run('gr ; A: k=ブラックナイト 1/3 接死 ; B: v=2/5 ; attack k>v');
    expect(unit(r, 'v').zone).toBe('graveyard');
    const names = stepNames(r);
    expect(names.indexOf('deathtouch-trigger')).toBeLessThan(names.indexOf('end-of-combat'));
    expect(names.indexOf('end-of-combat')).toBeLessThan(names.indexOf('destroyed'));
    expect(stepsNamed(r, 'deathtouch-resolves')[0]!.cites).toEqual(['gr.keyword.deathtouch']);
    expect(stepsNamed(r, 'deathtouch-resolves')[0]!.rules).toEqual(['§deathtouch']);
  });

  it('does not trigger when all the damage is prevented', () => {
    const r = run('gr ; A: k=1/3 接死 ; B: v=2/5 ; attack k>v ; prevent next all');
    expect(unit(r, 'v').zone).toBe('battlefield');
    expect(stepsNamed(r, 'deathtouch-prevented')).toHaveLength(1);
  });

  it('does not trigger on effect damage, even during combat (《主力機甲兵 ヴィクター》\'s スイープショット)', () => {
    const r = run('gr ; A: k=ヴィクター 1/3 接死 ; B: v=2/5 ; damage v=1 from=k');
    expect(unit(r, 'v')).toMatchObject({ zone: 'battlefield', damage: 1 });
    expect(stepsNamed(r, 'deathtouch-effect')[0]!.cites).toEqual(['gr.keyword.deathtouch']);
  });

  it('【反撃】 damage is combat damage: a 接死 unit dealing it destroys the attacker at end of combat', () => {
    const r = run('gr ; A: w=3/5 ; B: v=1/5 接死 反撃 ; attack w>v ; damage w=1 from=v combat');
    expect(stepsNamed(r, 'counter-combat')).toHaveLength(1);
    expect(unit(r, 'w').zone).toBe('graveyard');
    expect(unit(r, 'v')).toMatchObject({ zone: 'battlefield', damage: 3 });
  });

  it('does not concern rulers', () => {
    const r = run('gr ; A: k=1/3 接死 stk=1 ; B: dz=0 ; attack k>B');
    expect(stepsNamed(r, 'deathtouch-ruler')).toHaveLength(1);
    expect(ruler(r, 'B').counters['damage-zone-up']).toBe(1);
  });

  it('《パルジファル》: a unit that can only be destroyed by damage survives 接死, but not lethal damage', () => {
    const r = run('gr ; A: k=1/3 接死 ; B: v=2/5 ダメージ以外で破壊されない ; attack k>v');
    expect(unit(r, 'v').zone).toBe('battlefield');
    expect(stepsNamed(r, 'only-damage')[0]!.cites).toEqual(['gr.card.parzival', 'gr.keyword.deathtouch']);
    const lethal = run('gr ; A: k=5/3 接死 ; B: v=2/5 パルジファル ; attack k>v');
    expect(unit(lethal, 'v').zone).toBe('graveyard');
    const effect = run('gr ; B: v=2/5 パルジファル ; destroy v 《気化爆弾》');
    expect(unit(effect, 'v').zone).toBe('battlefield');
  });

  it('《パルジファル》: the unit cannot be destroyed to pay a cost (《太陽系バックパッカー》)', () => {
    const r = run('gr ; A: v=2/5 パルジファル ; destroy v cost 《太陽系バックパッカー》');
    expect(violations(r)).toEqual(['cost-destroy-only-damage']);
    expect(r.resolution.violations[0]!.cites).toEqual(['gr.card.parzival']);
    expect(unit(r, 'v').zone).toBe('battlefield');
  });
});

describe('【2回攻撃】/【3回攻撃】', () => {
  it('《たたり鬼》 (3回攻撃) acts at end of combat after its first and second attacks, not after the third', () => {
    const r = run('gr ; A: t=たたり鬼 2/2 3回攻撃 stk=1 ; B: dz=0 ; attack t>B ; attack t>B ; attack t>B');
    const acts = stepsNamed(r, 'acts');
    expect(acts.map((s) => s.params.n)).toEqual([1, 2]);
    expect(acts[0]!.cites).toEqual(['gr.keyword.multi-attack']);
    expect(acts[0]!.rules).toEqual(['§triple-attack']);
    expect(stepsNamed(r, 'last-attack')).toHaveLength(1);
    expect(ruler(r, 'B').counters['damage-zone-up']).toBe(3);
    expect(r.resolution.outcome.map((o) => o.key)).toContain('engine-gr.outcome.rested');
  });

  it('a 4th attack is illegal', () => {
    const r = run('gr ; A: t=2/2 3回攻撃 ; attack t>B ; attack t>B ; attack t>B ; attack t>B');
    expect(violations(r)).toEqual(['no-attacks-left']);
    expect(r.resolution.stopped).toBe(true);
  });

  it('rested by a 【CNT】 during its attack, it still acts at end of combat, which comes later', () => {
    const r = run('gr ; A: t=2/2 3回攻撃 ; attack t>B ; rest t 《CNT》 ; attack t>B');
    expect(stepsNamed(r, 'acts-after-rest')).toHaveLength(1);
    expect(violations(r)).toEqual([]);
  });

  it('【2回攻撃】 acts after the first attack only; a unit without it cannot attack twice', () => {
    const r = run('gr ; A: v=ヴァン・レイン 3/3 2回攻撃 ; attack v>B ; attack v>B');
    expect(stepsNamed(r, 'acts')).toHaveLength(1);
    expect(stepsNamed(r, 'last-attack')).toHaveLength(1);
    const single = run('gr ; A: w=3/3 ; attack w>B ; attack w>B');
    expect(violations(single)).toEqual(['attacker-rested']);
  });
});

describe('damage reversal (DR)', () => {
  it('DR3 turns three face-up cards face down', () => {
    const r = run('gr ; A: dz=4 ; dr A 3 《ゴンドゥル・フルバースト》');
    expect(ruler(r, 'A').counters).toMatchObject({ 'damage-zone-up': 1, 'damage-zone-down': 3 });
    expect(stepsNamed(r, 'dr')[0]!.cites).toEqual(['gr.dr.basics']);
  });

  it('variation: DR3 with only two face-up cards is impossible — face-down cards do not count', () => {
    const r = run('gr ; A: dz=2 down=3 ; dr A 3');
    expect(violations(r)).toEqual(['dr-impossible']);
    expect(r.resolution.violations[0]!.cites).toEqual(['gr.dr.basics', 'gr.dr.face-down']);
    expect(r.resolution.violations[0]!.rules).toEqual(['§damage-reverse']);
    expect(ruler(r, 'A').counters).toMatchObject({ 'damage-zone-up': 2, 'damage-zone-down': 3 });
    expect(r.resolution.outcome[0]).toMatchObject({ key: 'engine-gr.outcome.dr-impossible' });
  });

  it('DR n/A・B: each card turned meets at least one condition (《竜型決戦兵器 “伏雷”》 DR4/ミリタリー, 《ヘルダイバー》 DR3/ワイルドフォース)', () => {
    const r = run('gr ; A: dz=怪異,ミリタリー*2,3 ; dr A 3/怪異・ミリタリー');
    expect(ruler(r, 'A').counters).toMatchObject({ 'damage-zone-up': 3, 'damage-zone-down': 3 });
    expect(stepsNamed(r, 'dr-count-conditions')[0]!.params).toMatchObject({ eligible: 3, up: 6 });
    expect(stepsNamed(r, 'dr')[0]!.cites).toEqual(['gr.dr.basics', 'gr.dr.conditions']);
    const short = run('gr ; A: dz=ミリタリー*3,4 down=2 ; dr A 4/ミリタリー');
    expect(violations(short)).toEqual(['dr-impossible']);
  });

  it('which cards to turn is a choice; the usual one keeps what a later DR needs, and branches show the rest', () => {
    const r = run('gr ; A: dz=怪異+ミリタリー,怪異 ; dr A 1/怪異 ; dr A 1/ミリタリー');
    expect(violations(r)).toEqual([]);
    expect(r.resolution.choices[0]!.range.key).toBe('engine-gr.range.dr');
    expect(r.resolution.branches.length).toBe(2);
    expect(r.resolution.branches.filter((b) => b.outcome.some((o) => o.key === 'engine-gr.outcome.dr-impossible'))).toHaveLength(1);
  });

  it('healing may remove any card, face up or face down (face-down first, as the usual choice)', () => {
    const r = run('gr ; A: dz=3 down=2 ; heal A 3');
    expect(ruler(r, 'A').counters).toMatchObject({ 'damage-zone-up': 2, 'damage-zone-down': 0 });
    const [c] = r.resolution.choices;
    expect(c!.cites).toEqual(['gr.dr.healing']);
    expect(c!.range.params).toMatchObject({ count: 3, total: 5, up: 3, down: 2 });
  });
});

describe('costs: 【コスト軽減】 and 《O‐15 オーバーロード》', () => {
  it('【コスト軽減】 lets the card be played for its discounted cost (optional)', () => {
    const r = run('gr ; A: energy=5 ; cost A 4 discount=1 《気化爆弾》');
    expect(ruler(r, 'A').counters.energy).toBe(4);
    expect(r.resolution.choices[0]!.cites).toEqual(['gr.cost.reduction']);
    expect(r.resolution.choices[0]!.rules).toEqual(['§cost-reduction']);
  });

  it('Overload: always exactly 1 energy, whatever the discounts', () => {
    const r = run('gr ; A: ruler=overload energy=3 ; cost A 5 discount=2 《ルシファー・ザ・ライトブリンガー》');
    expect(ruler(r, 'A').counters.energy).toBe(2);
    expect(stepsNamed(r, 'overload-discount')[0]!.cites).toEqual(['gr.card.o15-overload', 'gr.cost.reduction']);
  });

  it('variation: a cost of 0 under Overload still costs 1 energy', () => {
    const r = run('gr ; A: ruler=overload energy=1 ; cost A 0');
    expect(ruler(r, 'A').counters.energy).toBe(0);
    expect(stepsNamed(r, 'overload-zero')).toHaveLength(1);
    const reduced = run('gr ; A: ruler=オーバーロード ; cost A 1 reduce=1 《ティンダロスの猟犬》');
    expect(reduced.resolution.outcome).toContainEqual({ key: 'engine-gr.outcome.paid', params: { player: 'A', pay: 1 } });
  });

  it('played without paying its cost: nothing, not even Overload\'s 1 energy', () => {
    const r = run('gr ; A: ruler=overload energy=2 ; cost A 6 free');
    expect(ruler(r, 'A').counters.energy).toBe(2);
    expect(stepsNamed(r, 'free-overload')[0]!.cites).toEqual(['gr.card.o15-overload']);
  });

  it('not enough energy is reported', () => {
    const r = run('gr ; A: energy=1 ; cost A 3');
    expect(violations(r)).toEqual(['cannot-pay']);
  });
});

describe('stat modifiers in timestamp order (《宇宙ドッペルゲンガー》 and 《殺戮者の森》)', () => {
  it('forest first, then the Doppelganger copies a 2/2: ATK and HP are 2', () => {
    const r = run('gr ; A: d=宇宙ドッペルゲンガー 1/1 ; f=殺戮者の森 ; B: x=2/2 ; modify d +1/+1 from=f ; modify d copy=x');
    expect(unit(r, 'd').counters).toMatchObject({ atk: 2, hp: 2 });
    expect(stepsNamed(r, 'modify-after')[0]!.cites).toEqual(['gr.card.space-doppelganger']);
  });

  it('the Doppelganger copies a 2/2 first, then the forest comes out: ATK and HP are 3', () => {
    const r = run('gr ; A: d=宇宙ドッペルゲンガー 1/1 ; f=殺戮者の森 ; B: x=2/2 ; modify d copy=x ; modify d +1/+1 from=f');
    expect(unit(r, 'd').counters).toMatchObject({ atk: 3, hp: 3 });
  });

  it('lowering HP to the damage already taken destroys the unit', () => {
    const r = run('gr ; A: u=3/4 dmg=2 ; modify u =1/2');
    expect(unit(r, 'u').zone).toBe('graveyard');
  });
});

describe('what the user sees', () => {
  it('names the ruleset and says the engine follows the 2021-10-21 rules', () => {
    expect(RULESETS.gr!.label).toBe('Gate Ruler rules 2021-10-21');
    const r = run('gr ; B: u=3/2 ソウルガード soul=1 ; damage u=2, u=2');
    expect(rendered(r, 'en')).toContain('Gate Ruler rules 2021-10-21');
    expect(rendered(r, 'ja')).toContain('ゲートルーラー 総合ルール 2021-10-21');
    expect(rendered(r, 'fr')).toContain('Règles de Gate Ruler 2021-10-21');
  });

  it('renders in Japanese and French without missing messages', () => {
    const r = run('gr ; A: s=3/3 ; B: x=2/4 ; y=2/4 ; damage x=4 y=4, B=2 from=s ; prevent next =0');
    const ja = rendered(r, 'ja');
    expect(ja).toContain('条件を満たす実行処理1つ（その全体）');
    expect(ja).not.toMatch(/engine-gr\./);
    const fr = rendered(r, 'fr');
    expect(fr).toContain('une seule exécution admissible, en entier');
    expect(fr).not.toMatch(/engine-gr\./);
  });
});
