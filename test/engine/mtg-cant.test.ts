/**
 * "Can't" effects (101.2: the "can't" wins), each written from the rules text: players who can't gain life (119.7),
 * a permanent that can't have counters put on it, opponents who can't cast spells, and a player with hexproof
 * (702.11c). engine/mtg/cant.ts.
 */
import { describe, expect, it } from 'vitest';
import { object, ok, player } from './helpers.ts';

const cantSteps = (r: ReturnType<typeof ok>, name: string) => r.resolution.steps.filter((s) => s.key === `engine-mtg-cant.step.${name}`);

describe('players can\'t gain life (119.7, 101.2)', () => {
  it('lifelink damage is still dealt, but its controller gains nothing', () => {
    const r = ok('mtg ; A: w=3/3 lifelink ; B: f=Rampaging Ferocidon 3/3 cant-gain-life ; attack w>B');
    expect(player(r, 'B').life).toBe(17);
    expect(player(r, 'A').life).toBe(20);
    expect(cantSteps(r, 'no-life-gain')[0]!.rules).toContain('119.7');
  });

  it('a life-gain effect gives nothing, and "whenever you gain life" does not trigger', () => {
    const r = ok('mtg ; A: p=Ajani\'s Pridemate 2/2 (life-gained: put 1 +1/+1 self) ; B: f=Ferocidon 3/3 cant-gain-life ; cast A: gain-life 4 A');
    expect(player(r, 'A').life).toBe(20);
    expect(object(r, 'p').counters['+1/+1'] ?? 0).toBe(0);
  });

  it('"your opponents can\'t gain life" leaves its controller free to gain life', () => {
    const mine = ok('mtg ; A: w=3/3 lifelink ; e=Erebos enchantment opponents-cant-gain-life ; B: x=1/1 ; attack w>B');
    expect(player(mine, 'A').life).toBe(23);
    const theirs = ok('mtg ; A: w=3/3 lifelink ; B: e=Erebos enchantment opponents-cant-gain-life ; attack w>B');
    expect(player(theirs, 'A').life).toBe(20);
  });
});

describe('a permanent that can\'t have counters put on it', () => {
  it('wither\'s damage is dealt but no -1/-1 counters are put: the creature survives unchanged', () => {
    const r = ok('mtg ; A: w=2/2 wither ; B: x=Tatterkite 2/2 cant-have-counters ; attack w>B ; block x>w');
    expect(object(r, 'x').zone).toBe('battlefield');
    expect(object(r, 'x').counters['-1/-1'] ?? 0).toBe(0);
    expect(cantSteps(r, 'no-counters')).toHaveLength(1);
  });

  it('an effect putting +1/+1 counters on it does nothing', () => {
    const r = ok('mtg ; A: w=2/2 ; x=Tatterkite 2/2 cant-have-counters ; B: z=1/1 ; cast A: put 2 +1/+1 x');
    expect(object(r, 'x').counters['+1/+1'] ?? 0).toBe(0);
    expect(object(r, 'x').power).toBe(2);
  });

  it('undying still returns it, as a new object without the counter (400.7)', () => {
    const r = ok('mtg ; A: w=2/2 ; B: x=2/2 undying cant-have-counters ; cast A: destroy x');
    expect(object(r, 'x').zone).toBe('battlefield');
    expect(object(r, 'x').counters['+1/+1'] ?? 0).toBe(0);
    expect(cantSteps(r, 'returns-without-counter')).toHaveLength(1);
  });
});

describe('opponents can\'t cast spells (101.2)', () => {
  it('an opponent casting a spell is a violation naming the permanent', () => {
    const r = ok('mtg ; A: g=Grand Abolisher 2/2 opponents-cant-cast-spells ; B: x=2/2 ; cast B Shock: damage 2 g');
    expect(r.resolution.stopped).toBe(true);
    expect(r.resolution.violations[0]!.key).toBe('engine-mtg-cant.violation.cant-cast');
    expect(object(r, 'g').damage).toBe(0);
  });

  it('its controller casts as usual', () => {
    const r = ok('mtg ; A: g=Grand Abolisher 2/2 opponents-cant-cast-spells ; B: x=2/2 ; cast A Shock: damage 2 x');
    expect(r.resolution.stopped).toBe(false);
    expect(object(r, 'x').zone).toBe('graveyard');
  });

  it('once the permanent is gone, the opponent may cast again', () => {
    const r = ok('mtg ; A: g=Grand Abolisher 2/2 opponents-cant-cast-spells ; B: x=2/2 ; cast A: destroy g ; resolve ; cast B Shock: damage 2 A');
    expect(r.resolution.stopped).toBe(false);
    expect(player(r, 'A').life).toBe(18);
  });
});

describe('hexproof on a player (702.11c)', () => {
  it('an opponent\'s spell can\'t target that player', () => {
    const r = ok('mtg ; A: w=2/2 ; B: l=Leyline of Sanctity enchantment you-have-hexproof ; cast A Shock: damage 2 B');
    expect(player(r, 'B').life).toBe(20);
    expect(r.resolution.violations[0]!.rules).toContain('702.11c');
  });

  it('the player may still target themselves', () => {
    const r = ok('mtg ; A: w=2/2 ; B: l=Leyline of Sanctity enchantment you-have-hexproof ; cast B: damage 2 B');
    expect(r.resolution.violations).toEqual([]);
    expect(player(r, 'B').life).toBe(18);
  });

  it('it protects the player, not their creatures', () => {
    const r = ok('mtg ; A: w=2/2 ; B: l=Leyline of Sanctity enchantment you-have-hexproof ; x=2/2 ; cast A Shock: damage 2 x');
    expect(object(r, 'x').zone).toBe('graveyard');
  });
});

describe('a "can\'t" effect still on the battlefield while its destruction is on the stack', () => {
  it('casting in response to the spell that destroys it is still forbidden (the spell has not resolved)', () => {
    const r = ok('mtg ; A: g=Grand Abolisher 2/2 opponents-cant-cast-spells ; B: x=2/2 ; cast A: destroy g ; cast B Shock: damage 2 A');
    expect(r.resolution.stopped).toBe(true);
  });
});

describe('hexproof from a quality (702.11d)', () => {
  it('an opponent\'s red spell can\'t target it', () => {
    const r = ok('mtg ; A: w=2/2 ; B: x=Knight 2/2 hexproof-from:red ; cast A Shock red: damage 2 x');
    expect(object(r, 'x').zone).toBe('battlefield');
    expect(r.resolution.violations[0]!.rules).toContain('702.11d');
  });

  it('a spell of another colour can target it', () => {
    const r = ok('mtg ; A: w=2/2 ; B: x=Knight 2/2 hexproof-from:red ; cast A Murder black: destroy x');
    expect(object(r, 'x').zone).toBe('graveyard');
  });

  it('its controller\'s own red spell can target it, and it is no protection: a red creature\'s damage is dealt', () => {
    const own = ok('mtg ; A: w=2/2 ; B: x=Knight 2/2 hexproof-from:red ; cast B Shock red: damage 2 x');
    expect(object(own, 'x').zone).toBe('graveyard');
    const combat = ok('mtg ; A: w=2/2 red ; B: x=Knight 2/2 hexproof-from:red ; attack w ; block x>w');
    expect(object(combat, 'x').zone).toBe('graveyard');
  });
});
