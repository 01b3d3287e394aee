/**
 * Alternative costs at the notation level (118.9; engine/mtg/alt-costs.ts, engine/mtg/alt-costs-reading.ts): the
 * words the reader turns into parts and conditions, how a cost is said in each language, and `alt` written after a
 * spell whose effects are written out (no card to take it from without card data: an error that says so).
 */
import { describe, expect, it } from 'vitest';
import { tm } from '../../commands/render/resolution.ts';
import { checkScenario } from '../../engine/index.ts';
import { describeAlt } from '../../engine/mtg/alt-costs.ts';
import { readPart } from '../../engine/mtg/oracle-templates.ts';

const read = (sentence: string) => readPart('spell-static', sentence, { spell: true, before: 0 })?.reading.altCost;

describe('alternative costs (118.9)', () => {
  it('reads each part and condition, and leaves a part it does not pay unread', () => {
    expect(read("You may sacrifice two Mountains rather than pay this spell's mana cost")).toEqual({ parts: [{ kind: 'sacrifice', count: 2, subtype: 'Mountain' }] });
    expect(read("You may pay 1 life and exile a blue card from your hand rather than pay this spell's mana cost")).toEqual({
      parts: [{ kind: 'life', amount: 1 }, { kind: 'exile-hand', count: 1, color: 'blue' }],
    });
    expect(read("If you control a Plains, you may tap an untapped creature you control rather than pay this spell's mana cost")).toEqual({ parts: [{ kind: 'tap-creature' }], condition: { you: 'Plains' } });
    expect(read("If it's not your turn, you may exile a blue card from your hand rather than pay this spell's mana cost")?.condition).toEqual({ turn: 'not-yours' });
    expect(read('If an opponent controls an Island and you control a Mountain, you may cast this spell without paying its mana cost')).toEqual({
      parts: [{ kind: 'free' }],
      condition: { you: 'Mountain', opponent: 'Island' },
    });
    expect(read("You may return three Islands you control to their owner's hand rather than pay this spell's mana cost")).toEqual({ parts: [{ kind: 'bounce', count: 3, subtype: 'Island' }] });
    // a card "with mana value X", three black creatures: not parts the engine pays
    expect(read("You may exile a green card with mana value X from your hand rather than pay this spell's mana cost")).toBeUndefined();
    expect(read("You may sacrifice three black creatures rather than pay this spell's mana cost")).toBeUndefined();
  });

  it('reads additional costs the cost words do not say, X as the chosen X, and leaves the optional ones and those the cost words say', () => {
    const extra = (sentence: string, spell = true) => readPart('spell-static', sentence, { spell, before: 0 })?.reading.extraCost;
    expect(extra('As an additional cost to cast this spell, sacrifice two creatures')).toEqual({ parts: [{ kind: 'sacrifice', count: 2 }] });
    expect(extra('As an additional cost to cast this spell, discard a card and sacrifice a Goblin')).toEqual({ parts: [{ kind: 'discard', count: 1 }, { kind: 'sacrifice', count: 1, subtype: 'Goblin' }] });
    expect(extra('As an additional cost to cast this spell, pay 987 life')).toEqual({ parts: [{ kind: 'life', amount: 987 }] });
    expect(extra('As an additional cost to cast this spell, exile X creature cards from your graveyard')).toEqual({ parts: [{ kind: 'exile-graveyard', count: 987, creature: true }] });
    expect(extra('As an additional cost to cast this spell, you may sacrifice an artifact')).toBeUndefined();
    // an instant's "sacrifice a creature" stays with the cost word `sacrifice-creature`; a creature card's is read here
    expect(extra('As an additional cost to cast this spell, sacrifice a creature')).toBeUndefined();
    expect(extra('As an additional cost to cast this spell, sacrifice a creature', false)).toEqual({ parts: [{ kind: 'sacrifice', count: 1 }] });
  });

  it('says the cost in en, ja and fr', () => {
    const cost = describeAlt({ parts: [{ kind: 'life', amount: 2 }, { kind: 'exile-hand', count: 2, color: 'white' }] });
    expect(tm('en', cost)).toBe('pay 2 life, exile 2 cards of color white from their hand');
    expect(tm('ja', cost)).toBe('2点のライフを支払う、手札から白のカード2枚を追放する');
    expect(tm('fr', cost)).toBe('payer 2 points de vie, exiler de sa main 2 cartes de couleur blanche');
  });

  it('`alt` after written effects needs a card with an alternative cost: without card data, an error at the word', () => {
    const r = checkScenario('mtg ; A: m1=2/2 ; B: z=2/2 ; cast A Fireblast red instant alt: damage 4 z');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors[0]).toMatchObject({ key: 'card.oracle.no-alt-cost', params: { card: 'Fireblast' }, line: 1 });
      expect(tm('en', r.errors[0]!)).toBe("Fireblast has no alternative cost the engine reads, so alt can't be written here (118.9).");
    }
  });
});
