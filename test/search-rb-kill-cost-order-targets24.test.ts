/**
 * Riftbound entries stating asked cases plainly (twenty-fourth stretch, issue #26): a kill effect deals no damage and
 * is not a move (rb.core.kill-banish, 604.1.a.1, 604.2.b); targets are chosen before the cost is paid
 * (rb.core.play-process, 559 then 561); a spell that needs a unit can't be played with none just to count as played
 * (rb.core.legality, 562.1); one illegal target of two leaves the other affected (rb.core.illegal-targets,
 * 563.2.c.1, 563.2.c.5). The questions were written for this test.
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
