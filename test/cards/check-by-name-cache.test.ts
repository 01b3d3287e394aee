/**
 * A card's reading is kept after its first use (engine/mtg/oracle.ts) and the same card comes back check after check:
 * what is kept must never carry one scenario's result into another, nor outlive the card data it was read from.
 */
import { describe, expect, it } from 'vitest';
import { checkScenario } from '../../engine/index.ts';
import { cardLookup, CardSource } from '../../rulings/cards/source.ts';
import type { Card, CardTable } from '../../rulings/cards/types.ts';
import { fixtureTable } from './fixture.ts';

/** The fixture's table with one more card, whose text and size each test chooses. */
function tableWith(card: Card): CardTable {
  const table = structuredClone(fixtureTable());
  table.cards.push(card);
  return table;
}

const warden = (gain: number, pt = '2'): Card => ({ name: 'Cache Warden', type: 'Creature — Human Cleric', colors: ['W'], power: pt, toughness: pt, text: `When Cache Warden enters, you gain ${gain} life.` });

function check(text: string, cards: ReturnType<typeof cardLookup>) {
  const r = checkScenario(text, { cards });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r;
}
const life = (r: ReturnType<typeof check>, p: string) => r.resolution.final.players.find((x) => x.id === p)!.life;
const zone = (r: ReturnType<typeof check>, id: string) => r.resolution.final.objects.find((o) => o.id === id)!.zone;

describe('a card used again and again', () => {
  const cards = cardLookup(new CardSource(tableWith(warden(2))));
  const enters = 'mtg ; A: z=1/1 ; cast A h=Cache Warden';
  const destroyed = 'mtg ; A: h=Cache Warden ; B: x=1/1 ; cast B: destroy h';

  it('the same card in two scenarios gives each its own result, and the first again when asked again', () => {
    const first = check(enters, cards);
    expect(life(first, 'A')).toBe(22);
    expect(first.canonical).toBe('mtg ; A: z=1/1 ; cast A h=Cache Warden 2/2 white (enters: gain-life 2 you) subtypes=Human,Cleric');
    const other = check(destroyed, cards);
    expect(life(other, 'A')).toBe(20);
    expect(zone(other, 'h')).toBe('graveyard');
    expect(JSON.stringify(check(enters, cards))).toBe(JSON.stringify(first));
  });

  it('what a scenario writes beside the name wins over the card, and the next scenario has the card again', () => {
    expect(check('mtg ; A: h=Cache Warden 5/5 ; B: x=1/1 ; cast B: damage 3 h', cards).canonical).toContain('h=Cache Warden 5/5 white');
    const plain = check('mtg ; A: h=Cache Warden ; B: x=1/1 ; cast B: damage 3 h', cards);
    expect(plain.canonical).toContain('h=Cache Warden 2/2 white');
    expect(zone(plain, 'h')).toBe('graveyard');
  });

  it('a new card table with other text for the same name is read anew, and the old table still gives its own', () => {
    const before = check(enters, cards);
    const replaced = cardLookup(new CardSource(tableWith(warden(4, '3'))));
    const after = check(enters, replaced);
    expect(life(after, 'A')).toBe(24);
    expect(after.canonical).toBe('mtg ; A: z=1/1 ; cast A h=Cache Warden 3/3 white (enters: gain-life 4 you) subtypes=Human,Cleric');
    expect(JSON.stringify(check(enters, cards))).toBe(JSON.stringify(before));
    expect(life(check(enters, replaced), 'A')).toBe(24);
  });

  it('a card changed in place in its table is read anew at the next check', () => {
    const table = tableWith(warden(2));
    const live = cardLookup(new CardSource(table));
    expect(life(check(enters, live), 'A')).toBe(22);
    const card = table.cards.find((c) => c.name === 'Cache Warden')!;
    card.text = 'When Cache Warden enters, you gain 5 life.';
    card.power = '1';
    card.toughness = '1';
    const changed = check(enters, live);
    expect(life(changed, 'A')).toBe(25);
    expect(changed.canonical).toContain('h=Cache Warden 1/1 white (enters: gain-life 5 you)');
  });
});
