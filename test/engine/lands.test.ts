/**
 * Playing a land (`play l`, 305.1, a special action 116.2a) and "whenever a land enters under your control"
 * (`land-enters`, landfall, 603.6a). Each position is written from the rules, not from the engine.
 */
import { describe, expect, it } from 'vitest';
import { checkScenario } from '../../engine/index.ts';
import { object, ok, player } from './helpers.ts';

const violations = (text: string) => {
  const r = checkScenario(text);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.resolution.violations.map((v) => [v.key.replace('engine-mtg-lands.violation.', ''), ...v.rules]);
};

describe('play: a land from its owner\'s hand onto the battlefield (305.1, 116.2a)', () => {
  it('enters at once, without the stack, and landfall triggers', () => {
    const r = ok('mtg ; A: h=Hound 2/2 (land-enters: +2/+2 self) ; l=Forest land zone=hand ; B: z=1/1 ; play l ; attack h');
    expect(object(r, 'l').zone).toBe('battlefield');
    expect(r.resolution.steps.find((s) => s.key === 'engine-mtg-lands.step.plays')!.rules).toEqual(['305.1', '116.2a']);
    expect(player(r, 'B').life).toBe(16);
  });

  it('landfall is its controller\'s lands only, and not a creature entering', () => {
    const theirs = ok('mtg ; A: h=Hound 2/2 (land-enters: +2/+2 self) ; B: l=land zone=hand ; z=1/1 ; attack z ; end ; play l');
    expect(object(theirs, 'h').power).toBe(2);
    const creature = ok('mtg ; A: h=Hound 2/2 (land-enters: +2/+2 self) ; B: z=1/1 ; cast A v=2/2 ; resolve ; attack h');
    expect(player(creature, 'B').life).toBe(18);
  });

  it('a land put onto the battlefield by an effect triggers landfall too (603.6a)', () => {
    const r = ok('mtg ; A: h=Hound 2/2 (land-enters: +1/+1 self) ; l=land zone=graveyard ; B: z=1/1 ; cast A: reanimate l ; resolve ; attack h');
    expect(object(r, 'l').zone).toBe('battlefield');
    expect(player(r, 'B').life).toBe(17);
  });

  it('refuses what the rules forbid: not a land, not in hand, not its turn, not a main phase, the stack not empty, a second land (305.1, 305.2)', () => {
    expect(violations('mtg ; A: l=2/2 zone=hand ; B: z=1/1 ; play l')).toEqual([['not-a-land', '305.1']]);
    expect(violations('mtg ; A: l=land ; B: z=1/1 ; play l')).toEqual([['not-in-hand', '305.1']]);
    expect(violations('mtg ; A: h=2/2 ; B: l=land zone=hand ; play l')).toEqual([['not-your-turn', '305.1', '116.2a']]);
    expect(violations('mtg ; A: h=2/2 ; l=land zone=hand ; B: z=1/1 ; attack h ; play l')).toEqual([['not-main-phase', '305.1', '116.2a']]);
    expect(violations('mtg ; A: l=land zone=hand ; B: z=1/1 ; cast A: damage 1 B ; play l')).toEqual([['stack-not-empty', '305.1', '116.2a']]);
    expect(violations('mtg ; A: l=land zone=hand ; m=land zone=hand ; B: z=1/1 ; play l ; play m')).toEqual([['second-land', '305.2']]);
    expect(violations('mtg ; A: l=land zone=hand ; B: z=1/1 ; cast A: damage 1 B ; resolve ; play l')).toEqual([]);
  });

  it('a land that can\'t enter (Worms of the Earth) stays in its owner\'s hand (101.2), and nothing triggers', () => {
    const r = ok('mtg ; A: h=Hound 2/2 (land-enters: +2/+2 self) ; l=land zone=hand ; w=Worms enchantment lands-cant-enter ; B: z=1/1 ; play l ; attack h');
    expect(object(r, 'l').zone).toBe('hand');
    expect(player(r, 'B').life).toBe(18);
  });

  it('parse errors: nothing after play, or more than one land', () => {
    const none = checkScenario('mtg ; A: h=2/2 ; B: z=1/1 ; play');
    expect(none.ok ? [] : none.errors.map((e) => e.key)).toEqual(['engine-mtg.parse.expected-id']);
    const two = checkScenario('mtg ; A: l=land zone=hand ; m=land zone=hand ; B: z=1/1 ; play l m');
    expect(two.ok ? [] : two.errors.map((e) => [e.key, e.col])).toEqual([['engine-mtg.parse.one-land', 66]]);
  });
});
