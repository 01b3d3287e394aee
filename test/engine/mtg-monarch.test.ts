/**
 * The monarch (722; engine/mtg/monarch.ts) in the notation: `monarch=yes` on a player, the effect `become-monarch`,
 * and the two inherent triggered abilities (722.2) that belong to no permanent. Positions written from the rules.
 */
import { describe, expect, it } from 'vitest';
import { parseScenario, printScenario } from '../../engine/index.ts';
import { ok, player } from './helpers.ts';

const keys = (r: ReturnType<typeof ok>) => r.resolution.steps.map((s) => s.key);

describe('the monarch (722)', () => {
  it('become-monarch by an opponent\'s spell: the monarch before no longer is (722.3)', () => {
    const r = ok('mtg ; A monarch=yes ; A: w=2/2 ; B: x=1/1 ; cast B: become-monarch you');
    expect(keys(r)).toContain('engine-mtg-monarch.step.takes');
    expect(r.resolution.outcome.map((m) => m.key)).toContain('engine-mtg-monarch.outcome');
  });

  it('the end-step draw is the monarch\'s own, in their turn only, and needs the end step (`end`)', () => {
    const mine = ok('mtg ; A monarch=yes library=2 ; A: w=2/2 ; B: x=1/1 ; attack w ; end');
    expect(player(mine, 'A').cards).toMatchObject({ hand: 1, library: 1 });
    expect(mine.resolution.steps.find((s) => s.key === 'engine-mtg-monarch.step.end-step-triggers')!.rules).toEqual(['722.2', '513.1a']);
    const theirs = ok('mtg ; B monarch=yes library=2 ; A: w=2/2 ; B: x=1/1 ; attack w ; block x>w ; end');
    expect(keys(theirs)).not.toContain('engine-mtg-monarch.step.end-step-triggers');
  });

  it('two creatures hitting the monarch: two triggers, the same new monarch', () => {
    const r = ok('mtg ; B monarch=yes ; A: w=2/2 ; v=1/1 ; B: x=1/1 ; attack w,v');
    expect(keys(r).filter((k) => k === 'engine-mtg-monarch.step.damage-triggers')).toHaveLength(2);
    expect(keys(r)).toContain('engine-mtg-monarch.step.already');
  });

  it('prints back as written', () => {
    const first = parseScenario('mtg ; A: monarch=yes ; w=2/2 (enters: become-monarch you) ; B: x=1/1').scenario!;
    const printed = printScenario(first, { oneLine: true });
    expect(printed).toContain('monarch=yes');
    expect(printed).toContain('(enters: become-monarch you)');
    expect(parseScenario(printed).scenario).toStrictEqual(first);
  });
});
