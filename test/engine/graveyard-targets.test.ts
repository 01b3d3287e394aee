/**
 * Cards in graveyards as targets (engine/mtg/target-kinds.ts): "return target creature card from your graveyard to
 * your hand / to the battlefield", "exile target card from a graveyard" — chosen among the written graveyard cards
 * as the spell is cast (115.1, 601.2c), in the notation and read from real cards by name.
 */
import { describe, expect, it } from 'vitest';
import { checkScenario } from '../../engine/index.ts';
import { readOracle } from '../../engine/mtg/oracle.ts';
import { cardLookup, CardSource } from '../../rulings/cards/source.ts';
import { REFERENCE_CARDS, referenceCard, referenceTable } from '../helpers/reference-cards.ts';
import { object, ok } from './helpers.ts';
import { printEffects } from '../../engine/mtg/effects-syntax.ts';

const words = (r: ReturnType<typeof readOracle>) => [...r.keywords, printEffects(r.spell ?? [])].join(' ');

describe('a card in a graveyard chosen as a target', () => {
  it('returns the controller\'s own creature card, not a land card or an opponent\'s card', () => {
    const r = ok('mtg ; A: l=Forest land zone=graveyard ; g=Grizzly Bears 2/2 zone=graveyard ; B: o=Ogre 3/3 zone=graveyard ; y=1/1 ; cast A: return ?creature-card-in-your-graveyard');
    expect(object(r, 'g').zone).toBe('hand');
    expect(object(r, 'l').zone).toBe('graveyard');
    expect(object(r, 'o').zone).toBe('graveyard');
    expect(r.resolution.choices[0]!.rules).toEqual(['601.2c', '115.1', '404.1']);
  });

  it('puts it onto the battlefield under the caster\'s control; exiles an opponent\'s card first when it hurts', () => {
    const back = ok('mtg ; A: g=Grizzly Bears 2/2 zone=graveyard ; B: y=1/1 ; cast A: reanimate ?creature-card-in-your-graveyard');
    expect(object(back, 'g').zone).toBe('battlefield');
    const purge = ok('mtg ; A: g=Grizzly Bears 2/2 zone=graveyard ; B: o=Ogre 3/3 zone=graveyard ; cast A: exile ?card-in-a-graveyard');
    expect(object(purge, 'o').zone).toBe('exile');
    expect(object(purge, 'g').zone).toBe('graveyard');
  });

  it('with no such card in a graveyard the spell can\'t be cast; a permanent on the battlefield is no such card', () => {
    const r = ok('mtg ; A: g=Grizzly Bears 2/2 ; B: y=1/1 ; cast A: return ?creature-card-in-your-graveyard');
    expect(r.resolution.violations.map((v) => v.key)).toEqual(['engine-mtg.targets.violation.none']);
    expect(object(r, 'g').zone).toBe('battlefield');
  });
});

describe.skipIf(!REFERENCE_CARDS)('graveyard targets read from real cards', () => {
  it('Disentomb, Breath of Life and Coffin Purge read as return, reanimate and exile of a chosen card', () => {
    expect(words(readOracle(referenceCard('Disentomb')))).toBe('return ?creature-card-in-your-graveyard');
    expect(words(readOracle(referenceCard('Breath of Life')))).toBe('reanimate ?creature-card-in-your-graveyard');
    expect(words(readOracle(referenceCard('Coffin Purge')))).toBe('flashback exile ?card-in-a-graveyard');
    const cards = cardLookup(new CardSource(referenceTable()));
    const r = checkScenario('mtg ; A: g=Grizzly Bears 2/2 zone=graveyard ; B: y=1/1 ; cast A Breath of Life', { cards });
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(object(r, 'g').zone).toBe('battlefield');
  });
});
