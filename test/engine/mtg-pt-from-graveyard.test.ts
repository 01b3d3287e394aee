/**
 * `becomes graveyard-creatures x`: a power and toughness set in layer 7b to a count that is read all the time — the
 * creature cards in the permanent's controller's graveyard (Svogthos, 613.6, 613.4b) — written from the rules.
 */
import { describe, expect, it } from 'vitest';
import { parseScenario, printScenario } from '../../engine/index.ts';
import { object, ok } from './helpers.ts';

const pt = (r: ReturnType<typeof ok>, id: string) => `${object(r, id).power}/${object(r, id).toughness}`;

describe('becomes graveyard-creatures (613.4b)', () => {
  it('a land becomes a creature whose power and toughness are the creature cards in its controller\'s graveyard', () => {
    const r = ok('mtg ; A: s=Svogthos land ; g=Bear 2/2 zone=graveyard ; B: y=Elf 1/1 zone=graveyard ; x=1/1 ; cast A: becomes graveyard-creatures s');
    expect(pt(r, 's')).toBe('1/1');
  });

  it('the count follows: a creature of its controller dying makes it bigger, one returned from the graveyard smaller', () => {
    const dies = ok('mtg ; A: s=Svogthos land ; g=Bear 2/2 zone=graveyard ; k=Bear 2/2 ; B: x=1/1 ; cast A: becomes graveyard-creatures s ; resolve ; cast B: destroy k');
    expect(pt(dies, 's')).toBe('2/2');
    const back = ok('mtg ; A: s=Svogthos land ; g=Bear 2/2 zone=graveyard ; h=Elf 1/1 zone=graveyard ; B: x=1/1 ; cast A: becomes graveyard-creatures s ; resolve ; cast A Raise Dead: return g');
    expect(pt(back, 's')).toBe('1/1');
  });

  it('with no creature card it is 0/0 and dies (704.5f); it prints back as written', () => {
    const r = ok('mtg ; A: w=3/3 ; B: x=1/1 ; cast B: becomes graveyard-creatures w');
    expect(object(r, 'w').zone).toBe('graveyard');
    const p = parseScenario('mtg ; A: w=3/3 ; cast A: becomes créatures-au-cimetière w');
    expect(p.errors).toEqual([]);
    expect(printScenario(p.scenario!, { oneLine: true })).toContain('becomes graveyard-creatures w');
  });
});
