/**
 * Real players ask about "loses all abilities" through the card that does it (an Aura or spell that turns a creature
 * into a small Frog, Fish or Elk with no abilities) and the case at hand: an indestructible creature, an animated land's
 * mana, a static ability that stops working. The entry mtg.core.lose-all-abilities states those cases and lists the
 * usual cards, so such a story is answered with it (issue #24). Questions in our own words.
 */
import { describe, it } from 'vitest';
import { expectAnswered, expectOffered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();
const ID = 'mtg.core.lose-all-abilities';

describe('a card that removes abilities, named in a story, reaches "loses all abilities"', () => {
  it.each([
    "My buddy's Blightsteel is indestructible, but I put Frogify on it. Can my Doom Blade kill it now?",
    'If I Humble a creature that has +1/+1 counters on it, how big is it?',
    "His Kenrith's Transformation is on my Llanowar Elves. Can I still tap the Elk for green mana?",
    'Sudden Spoiling on my board in response to my Meddling Mage getting blocked, can my opponent now cast the named card?',
  ])('answers %s', (q) => {
    expectAnswered(search, q, ID);
  });
});

describe('the asked cases in French and Japanese', () => {
  it('answers an indestructible creature turned into a frog (fr)', () => {
    expectAnswered(search, "Mon adversaire a transformé ma créature indestructible en grenouille sans capacités. Est-ce qu'un sort de destruction la tue maintenant ?", ID);
  });
  it("answers an animated land's mana after losing its abilities (fr)", () => {
    expectAnswered(search, 'Mon terrain animé a perdu toutes ses capacités à cause d\'une aura : peut-il encore produire du mana ?', ID);
  });
  it('answers an indestructible creature turned into a frog (ja)', () => {
    expectAnswered(search, 'カエルにされた破壊不能のクリーチャーは破壊できる？', ID);
  });
  it('offers it first for a creature turned into a 0/1 fish keeping its counters (ja)', () => {
    expectOffered(search, '相手のオーラで私のクリーチャーが能力のない0/1の魚になった。+1/+1カウンターは残る？', ID);
  });
});
