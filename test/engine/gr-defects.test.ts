/**
 * Gate Ruler defects of issue 16, each reproduced first: a damage reversal that can't be paid must not be applied
 * (nothing it pays for happens, and the reply says what happens instead); steps cite only rulings relevant to the
 * position, and only references a user can open (sections of seed 001 and knowledge-base entries).
 */
import { describe, expect, it } from 'vitest';
import { rendered, run, ruler, stepsNamed, unit, violations } from './gr-helpers.ts';

const outcomeKeys = (r: ReturnType<typeof run>) => r.resolution.outcome.map((o) => o.key.replace('engine-gr.', ''));

describe('a damage reversal that cannot be paid is not applied', () => {
  it('《ブラックナイト・ヴァメル》 空間湾曲 written as its DR then its reduction: without 2 face-up cards, the damage is not reduced', () => {
    const r = run('gr ; A: dz=1 down=2 ; B: w=3/3 stk=2 ; dr A 2 《空間湾曲》 ; prevent next 2 to=A 《空間湾曲》 ; attack w>A');
    expect(violations(r)).toEqual(['dr-impossible']);
    // the full 2 reach the damage zone, nothing was turned
    expect(ruler(r, 'A').counters).toMatchObject({ 'damage-zone-up': 3, 'damage-zone-down': 2 });
    expect(stepsNamed(r, 'shield')).toHaveLength(0);
    const [skipped] = stepsNamed(r, 'not-played.prevent');
    expect(skipped!.params).toMatchObject({ card: '空間湾曲' });
    expect(rendered(r, 'en')).toContain('the damage is not reduced and is dealt in full');
    expect(rendered(r, 'ja')).toContain('ダメージは軽減されず');
    expect(rendered(r, 'fr')).toContain('les dégâts ne sont pas réduits');
  });

  it('variation: the DR written on the reduction (dr=3/ワイルドフォース) with 2 eligible cards: not paid, not reduced, no violation', () => {
    const r = run('gr ; A: dz=ワイルドフォース*2,3 ; B: w=3/3 stk=3 ; prevent next 3 to=A dr=3/ワイルドフォース 《空間湾曲》 ; attack w>A');
    expect(violations(r)).toEqual([]);
    expect(ruler(r, 'A').counters).toMatchObject({ 'damage-zone-up': 8, 'damage-zone-down': 0 });
    expect(stepsNamed(r, 'dr-unpaid')[0]!.params).toMatchObject({ eligible: 2, count: 3 });
    expect(outcomeKeys(r)).toContain('outcome.not-played.prevent');
  });

  it('variation: paid when it can be — 3 face-up cards pay DR2 and the next 2 damage are reduced', () => {
    const r = run('gr ; A: dz=3 ; B: w=3/3 stk=2 ; prevent next 2 to=A dr=2 《空間湾曲》 ; attack w>A');
    expect(ruler(r, 'A').counters).toMatchObject({ 'damage-zone-up': 1, 'damage-zone-down': 2 });
    expect(stepsNamed(r, 'prevented')).toHaveLength(1);
  });

  it('《竜型決戦兵器 “伏雷”》: DR4/ミリタリー for its 【コスト軽減】 with 3 ミリタリー face up — played for its full cost, not 2', () => {
    const old = run('gr ; A: dz=ミリタリー*3,1 energy=6 ; dr A 4/ミリタリー 《伏雷》 ; cost A 5 discount=2 《伏雷》');
    expect(ruler(old, 'A').counters.energy).toBe(6);
    expect(stepsNamed(old, 'not-played.cost')).toHaveLength(1);
    const r = run('gr ; A: dz=ミリタリー*3,1 energy=6 ; cost A 5 discount=2 dr=4/ミリタリー 《竜型決戦兵器 “伏雷”》');
    expect(ruler(r, 'A').counters).toMatchObject({ energy: 1, 'damage-zone-up': 4, 'damage-zone-down': 0 });
    expect(stepsNamed(r, 'discount')).toHaveLength(0);
    expect(stepsNamed(r, 'discount-unpaid')[0]!.params).toMatchObject({ cost: 5 });
    expect(rendered(r, 'en')).toContain('can only be played for its normal cost of 5');
  });

  it('variation: with 4 ミリタリー face up the reduction is paid and the card costs 2', () => {
    const r = run('gr ; A: dz=ミリタリー*4 energy=6 ; cost A 5 discount=2 dr=4/ミリタリー 《竜型決戦兵器 “伏雷”》');
    expect(ruler(r, 'A').counters).toMatchObject({ energy: 4, 'damage-zone-down': 4 });
  });

  it('an effect paid with an impossible DR (《戦錬のヴァベルシオン》 DR3) does not put the card into the graveyard', () => {
    const r = run('gr ; A: dz=2 ; B: x=2/2 ; graveyard x dr=3 《ゴンドゥル・フルバースト》');
    expect(unit(r, 'x').zone).toBe('battlefield');
    expect(stepsNamed(r, 'not-played.graveyard')).toHaveLength(1);
    const old = run('gr ; A: dz=2 ; B: x=2/2 ; dr A 3 《ゴンドゥル・フルバースト》 ; graveyard x 《ゴンドゥル・フルバースト》');
    expect(unit(old, 'x').zone).toBe('battlefield');
  });

  it('a failed DR with nothing tied to it says how to tie it, instead of silently letting the rest happen', () => {
    const r = run('gr ; A: dz=1 ; B: w=3/3 stk=2 ; dr A 2 ; prevent next 2 to=A ; attack w>A');
    expect(r.resolution.warnings.map((w) => w.key)).toContain('engine-gr.warning.dr-unlinked');
    expect(rendered(r, 'en')).toContain('write dr=… on the directive it pays for');
  });

  it('《神野悪五郎》: a unit whose "stay" DR can\'t be paid is not saved (and one that can, is)', () => {
    const r = run('gr ; A: dz=怪異*2,2 ; a=神野悪五郎 2/2 stay=3/怪異 ; damage a=2');
    expect(unit(r, 'a').zone).toBe('graveyard');
    expect(ruler(r, 'A').counters['damage-zone-down']).toBe(0);
    const saved = run('gr ; A: dz=怪異*4 ; a=神野悪五郎 2/2 stay=3/怪異 ; damage a=2');
    expect(unit(saved, 'a').zone).toBe('battlefield');
  });
});

describe('citations: only rulings relevant to the position, only references a user can open', () => {
  const ALL = (r: ReturnType<typeof run>) => [...r.resolution.steps, ...r.resolution.violations, ...r.resolution.warnings, ...r.resolution.assumptions];

  it('no Comprehensive Rules Ver.1.0 paragraph number is cited (no document of the project holds them)', () => {
    for (const t of [
      'gr ; B: u=3/2 ; damage u=2',
      'gr ; A: w=3/3 ; B: v=1/5 ; attack w>v',
      'gr ; A: s=3/3 ; B: x=2/4 ; damage x=4 B=2 from=s',
      'gr ; A: w=3/3 ; attack w>w',
      'gr ; A: u=3/3 dmg=3',
    ]) {
      for (const x of ALL(run(t))) for (const rule of x.rules ?? []) expect(rule, t).toMatch(/^§/);
    }
  });

  it('a plain damage execution cites no named card\'s ruling, even two executions from one effect', () => {
    for (const t of ['gr ; B: u=3/3 ; damage u=2', 'gr ; B: u=3/5 ; damage u=1, u=1', 'gr ; A: s=1/1 ; B: u=3/5 ; damage u=2, u=2 from=s']) {
      for (const s of run(t).resolution.steps) {
        expect(s.cites.filter((c) => c.startsWith('gr.card.')), `${t}: ${s.key}`).toEqual([]);
        expect((s.rules ?? []).filter((x) => x.startsWith('§card-')), `${t}: ${s.key}`).toEqual([]);
      }
    }
    // naming the card brings its ruling
    const named = run('gr ; B: u=3/5 ; damage u=2, u=2 《ヴルンツヴィークの断頭》');
    expect(stepsNamed(named, 'gate')[0]!.cites).toContain('gr.card.vrunzvik-guillotine');
  });

  it('a plain ATK/HP modifier cites no card ruling; the Doppelganger\'s copy does', () => {
    const plain = run('gr ; B: u=3/3 ; modify u +1/+1 ; modify u -2/+0 eot');
    for (const s of plain.resolution.steps) expect(s.cites, s.key).toEqual([]);
    const copy = run('gr ; A: d=1/1 ; B: x=2/2 ; modify d copy=x');
    expect(stepsNamed(copy, 'modify')[0]!.cites).toEqual(['gr.card.space-doppelganger']);
  });

  it('damage that can\'t be reduced cites Lucifer\'s ruling only when the source is Lucifer', () => {
    const other = run('gr ; A: s=3/3 ; B: x=2/5 ; damage x=5 from=s unreducible ; prevent next 2');
    expect(stepsNamed(other, 'unreducible')[0]!.cites).toEqual(['gr.damage.cant-reduce']);
    const lucifer = run('gr ; A: l=ルシファー・ザ・ライトブリンガー 5/6 ; B: x=2/5 ; damage x=5 from=l unreducible ; prevent next 2');
    expect(stepsNamed(lucifer, 'unreducible')[0]!.cites).toEqual(['gr.damage.cant-reduce', 'gr.card.lucifer-the-lightbringer']);
  });
});
