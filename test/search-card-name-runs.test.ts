/**
 * A one-word card name inside a longer capitalised name is not that card (rulings/analyse/cards.ts, issue #24):
 * Riftbound's "Not So Fast" is not Magic's Fast // Furious, "Super Mega Death Rocket" not Death. Read as those
 * cards, the question got their text as hints and their official rulings offered beside a Riftbound answer, and the
 * name's words left the words to cover. A one-word name written alone mid-sentence is still the card. And the last
 * word of a longer name said in the plural ("two Young Pyromancers") is that card. Read from the reference card pool
 * at run time.
 */
import { describe, expect, it } from 'vitest';
import { TableCardNames } from '../rulings/analyse/cards.ts';
import { CardIndex } from '../rulings/cards/lookup.ts';
import { loadKnowledgeBase } from '../rulings/loader.ts';
import { RulingsSearch } from '../rulings/search.ts';
import { REFERENCE_CARDS, referenceTable } from './helpers/reference-cards.ts';

describe.skipIf(!REFERENCE_CARDS)('one word of a longer capitalised name', () => {
  const index = new CardIndex(referenceTable());
  const names = new TableCardNames(index);
  const search = new RulingsSearch(loadKnowledgeBase());
  search.useCardNames(names);
  const cardsIn = (question: string) => names.find(question).map((m) => m.card?.name);

  it('is not the Magic card that one word names', () => {
    // the pool has cards (faces) named by these single words: the test would pass vacuously without them
    const death = index.get('Death')!.card.name;
    const fast = index.get('Fast')!.card.name;
    expect(cardsIn('My unit got hit by a Death spell')).toContain(death);
    expect(cardsIn('My unit got hit by Super Mega Death Rocket and lived: does the damage stay on it?')).not.toContain(death);
    expect(cardsIn('Can I answer their spell with Not So Fast if it picks my unit?')).not.toContain(fast);
  });

  it('still finds a one-word name written alone, and a name opening a sentence after its first word', () => {
    expect(cardsIn('In response I cast Shock on my own creature. Does it still die?')).toContain('Shock');
    expect(cardsIn('Does Shock kill a creature with 2 toughness?')).toContain('Shock');
  });

  it('reads the last word of a longer name said in the plural as that card, and a plural one-word name as a word', () => {
    expect(cardsIn('Do my three Young Pyromancers each make a token when I cast one instant?')).toContain('Young Pyromancer');
    expect(cardsIn('With two Soul Wardens out, how much life do I gain when a creature enters?')).toContain('Soul Warden');
    expect(cardsIn('Do my Goblins get bigger?')).toEqual([]);
  });

  it('answers a Riftbound question naming a Riftbound spell with Riftbound entries only', () => {
    const question = 'can my Not So Fast counter a spell that chooses one of my units?';
    const r = search.query(question);
    const shown = [...r.hits, ...r.suggestions].map((h) => h.id);
    expect(shown.length, question).toBeGreaterThan(0);
    expect(shown.every((id) => id.startsWith('rb.')), `${question} → ${shown.join(', ')}`).toBe(true);
    expect(search.analyse(question).cards.map((c) => c.card?.name)).not.toContain(index.get('Fast')!.card.name);
  });
});
