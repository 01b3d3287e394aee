/**
 * `its-controller` (a target word): the player who controls the target of the effect before it, found as the effect
 * happens — as the object last existed if it has left the battlefield (608.2h). Not a target (115.10). Written in the
 * notation and read from real cards ("Its controller loses 2 life.", "… damage to that creature's controller").
 */
import { describe, expect, it } from 'vitest';
import { checkScenario } from '../../engine/index.ts';
import { printEffects } from '../../engine/mtg/effects-syntax.ts';
import { readOracle } from '../../engine/mtg/oracle.ts';
import { cardLookup, CardSource } from '../../rulings/cards/source.ts';
import { REFERENCE_CARDS, referenceCard, referenceTable } from '../helpers/reference-cards.ts';
import { object, ok, player } from './helpers.ts';

describe('its-controller', () => {
  it('the controller of the destroyed creature loses the life, not the caster', () => {
    const r = ok('mtg ; A: w=2/2 ; B: x=3/3 ; cast A: destroy ?creature & lose-life 2 its-controller');
    expect(object(r, 'x').zone).toBe('graveyard');
    expect(player(r, 'B').life).toBe(18);
    expect(player(r, 'A').life).toBe(20);
  });

  it('is whoever controls it now: a stolen creature\'s controller is the thief (layer 2)', () => {
    const r = ok('mtg ; A: w=2/2 ; B: x=3/3 ; cast A: control you x ; cast B: damage 1 x & lose-life 3 its-controller');
    // B's spell resolves first (last in, first out): A did not control x yet
    expect(player(r, 'B').life).toBe(17);
    const later = ok('mtg ; A: w=2/2 ; B: x=3/3 ; cast A: control you x ; resolve ; cast B: damage 1 x & lose-life 3 its-controller');
    expect(player(later, 'A').life).toBe(17);
  });

  it('can\'t come first (no target before it), and names a player, not an object', () => {
    const first = checkScenario('mtg ; A: w=2/2 ; B: x=3/3 ; cast A: lose-life 2 its-controller');
    expect(first.ok).toBe(false);
    if (!first.ok) expect(first.errors[0]!.key).toBe('engine-mtg.parse.that-first');
    const object = checkScenario('mtg ; A: w=2/2 ; B: x=3/3 ; cast A: destroy x & destroy its-controller');
    expect(object.ok).toBe(false);
  });
});

describe.skipIf(!REFERENCE_CARDS)('its controller, read from real cards', () => {
  it('reads "Its controller loses N life" and "that creature\'s controller" after the effect on the target', () => {
    const r = readOracle(referenceCard('Death Bomb'));
    expect(r.notModelled).toEqual([]);
    expect(printEffects(r.spell!)).toContain('lose-life 2 its-controller');
    const cards = cardLookup(new CardSource(referenceTable()));
    const bomb = checkScenario('mtg ; A: w=2/2 ; B: x=3/3 ; cast A Death Bomb', { cards });
    if (!bomb.ok) throw new Error(JSON.stringify(bomb.errors));
    expect(player(bomb, 'B').life).toBe(18);
  });
});
