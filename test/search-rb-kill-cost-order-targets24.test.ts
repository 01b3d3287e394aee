/**
 * Riftbound entries stating asked cases plainly (twenty-fourth stretch, issue #26): a kill effect deals no damage and
 * is not a move (rb.core.kill-banish, 604.1.a.1, 604.2.b); targets are chosen before the cost is paid
 * (rb.core.play-process, 559 then 561); a spell that needs a unit can't be played with none just to count as played
 * (rb.core.legality, 562.1); one illegal target of two leaves the other affected (rb.core.illegal-targets,
 * 563.2.c.1, 563.2.c.5); each player assigns their own units' combat damage, so one 4-Might defender can kill two
 * 2-Might attackers (rb.core.damage-assignment, 626.1.d); countering refunds no cost (rb.core.played-counter,
 * 601.1.c). The questions were written for this test.
 */
import { describe, expect, it } from 'vitest';
import { entryAnswer, expectAnswered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();

describe('a kill effect deals no damage', () => {
  it.each(['Does a kill effect in Riftbound deal damage to the unit it kills?', 'キル効果はダメージを与えたことになる？'])('answers %s with kill and banish', (q) => {
    expectAnswered(search, q, 'rb.core.kill-banish');
  });
  it('the reply says so, and that being killed is not a move, in each language', () => {
    expect(entryAnswer('rb.core.kill-banish', 'en')).toContain('deals no damage at all');
    expect(entryAnswer('rb.core.kill-banish', 'ja')).toContain('ダメージを一切与えない');
    expect(entryAnswer('rb.core.kill-banish', 'fr')).toContain("n'inflige aucun");
    for (const lang of ['en', 'ja', 'fr'] as const) expect(entryAnswer('rb.core.kill-banish', lang)).toContain('604.2.b');
  });
});

describe('targets before costs', () => {
  it.each(['Do I pay the costs before choosing targets when playing a spell in Riftbound?', 'スペルをプレイするとき、コストと対象はどっちが先？'])('answers %s with the steps of playing a card', (q) => {
    expectAnswered(search, q, 'rb.core.play-process');
  });
});

describe('no unit to choose, no play', () => {
  it('answers with the legality check', () => {
    expectAnswered(search, 'There are no units anywhere on the board: can I cast a damage spell that needs a unit just so it counts as a card played?', 'rb.core.legality');
  });
});

describe('one of two targets turns illegal', () => {
  it.each([
    'I targeted two units and one of them became an illegal target before the spell resolved. Is the other one still affected?',
    '2体を対象にしたスペルで、解決前に片方が不正な対象になった。もう片方には効く？',
  ])('answers %s with illegal targets', (q) => {
    expectAnswered(search, q, 'rb.core.illegal-targets');
  });
});

describe("each side assigns its own units' combat damage", () => {
  it.each([
    'Riftbound: my two 2-Might units attack their one 4-Might unit. Can both of mine die?',
    "Riftbound: my two small units attack one big defender. Who decides how the defender's damage is split between my two units?",
    '自分のユニット2体で相手の大きいユニット1体を攻撃した。相手のダメージは誰が割り振る？',
    "Deux de mes unités attaquent une grosse unité adverse : qui répartit les dégâts qu'elle inflige entre mes deux unités ?",
  ])('answers %s with damage assignment', (q) => {
    expectAnswered(search, q, 'rb.core.damage-assignment');
  });
  it('the reply says who assigns, citing 626.1.d, in each language', () => {
    expect(entryAnswer('rb.core.damage-assignment', 'en')).toContain('it is the defending player who decides');
    expect(entryAnswer('rb.core.damage-assignment', 'ja')).toContain('防御側のプレイヤーが同じルールで決める');
    expect(entryAnswer('rb.core.damage-assignment', 'fr')).toContain("c'est le défenseur qui décide");
    for (const lang of ['en', 'ja', 'fr'] as const) expect(entryAnswer('rb.core.damage-assignment', lang)).toMatch(/626\.1\.d[)）]/);
  });
});

describe('a countered spell refunds nothing', () => {
  it.each(['My spell was countered in Riftbound. Do I get my energy and power back?', '打ち消されたスペルに払ったパワーは戻ってくる？'])('answers %s with countering', (q) => {
    expectAnswered(search, q, 'rb.core.played-counter');
  });
});
