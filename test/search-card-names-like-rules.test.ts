/**
 * Cards named like rules: Magic has cards called "Accelerate", "Assault" (of Assault // Battery) and "Two-Headed
 * Giant"; Riftbound has keywords Accelerate and Assault, and Two-Headed Giant is a Magic format. With the card table
 * loaded such a word was taken for the card: it left the words to cover, and the Riftbound question about the
 * keyword (or the Magic question about the format) lost its answer to an "I'm not sure". A table name the lexicon
 * reads whole as rules concepts is the rule, as it is without a card table (rulings/analyse/question.ts).
 */
import { describe, expect, it } from 'vitest';
import { TableCardNames } from '../rulings/analyse/cards.ts';
import { CardIndex } from '../rulings/cards/lookup.ts';
import type { Card } from '../rulings/cards/types.ts';
import { loadKnowledgeBase } from '../rulings/loader.ts';
import { RulingsSearch } from '../rulings/search.ts';

const kb = loadKnowledgeBase();
const CARDS: Card[] = [
  { name: 'Accelerate', type: 'Instant', mana: '{1}{R}', text: 'Target creature gains haste until end of turn.\nDraw a card.' },
  {
    name: 'Assault // Battery',
    type: 'Sorcery // Sorcery',
    faces: [
      { name: 'Assault', type: 'Sorcery', mana: '{R}', text: 'Assault deals 2 damage to target creature.' },
      { name: 'Battery', type: 'Sorcery', mana: '{3}{G}', text: 'Create a 3/3 green Elephant creature token.' },
    ],
  },
  { name: 'Two-Headed Giant', type: 'Creature — Giant Warrior', mana: '{2}{R}{R}', text: 'Whenever Two-Headed Giant attacks, flip two coins.' },
  { name: 'Cavalier of Night', type: 'Creature — Elemental Knight', mana: '{2}{B}{B}{B}', text: 'Lifelink' },
];

function searches(): Array<[string, RulingsSearch]> {
  const plain = new RulingsSearch(kb);
  plain.setTrustGates(true);
  const withTable = new RulingsSearch(kb);
  withTable.setTrustGates(true);
  withTable.useCardNames(new TableCardNames(new CardIndex({ version: 'test', cards: CARDS })));
  return [
    ['without a card table', plain],
    ['with a card table naming Accelerate, Assault and Two-Headed Giant', withTable],
  ];
}

describe.each(searches())('a rules word that is also a card name, %s', (_, search) => {
  it('a Riftbound question about paying Accelerate is answered by the Accelerate keyword entry', () => {
    const r = search.query('if a card lets me play a unit ignoring its cost, can I still pay the Accelerate part so it comes in ready?');
    expect(r.found).toBe(true);
    expect(r.hits[0]?.id).toBe('rb.keyword.accelerate');
    expect(r.analysis?.cards.map((c) => c.name)).not.toContain('Accelerate');
  });

  it('a French Riftbound question about Assault 2 is answered by the Assault keyword entry', () => {
    const r = search.query('Mon unité 3 Might avec Assault 2 : elle attaque comme une 5 ? et si elle se fait attaquer elle a juste 3 ?');
    expect(r.found).toBe(true);
    expect(r.hits[0]?.id).toBe('rb.keyword.assault');
  });

  it('a card named like nothing in the rules is still a card', () => {
    const r = search.query('I attack with Cavalier of Night and the opponent chumps with a 1/1. How much life do I gain, 1 or 4?');
    expect(r.analysis?.cards.map((c) => c.text)).toContain('Cavalier of Night');
  });
});
