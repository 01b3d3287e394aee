/**
 * Magic principles as players ask them (#24), in words of our own: a tapped permanent still working, a trigger whose
 * creature died before it resolved, costs that stay paid after a counter, damage that stays marked for the turn,
 * one of two targets gone, when to counter a spell, a countered creature spell, when a "you may" is decided. Each
 * must be answered with the entry about that principle, not with an entry about a keyword or a step the story only
 * mentions on the way.
 */
import { describe, it } from 'vitest';
import { expectAnswered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();

describe('principles players ask about in their own words', () => {
  it.each([
    ['I attacked with my elf lord so it is tapped now, do my other elves still get its bonus?', 'mtg.core.tapped-still-works'],
    ['Do tapped creatures lose their static abilities?', 'mtg.core.tapped-still-works'],
    ['The creature that triggered died before its trigger resolved. Do I still get the effect?', 'mtg.core.source-gone'],
    ['I discarded a card to pay for my spell and it got countered, do I get the discarded card back?', 'mtg.core.costs-stay-paid'],
    ['My 3/3 took 2 damage in combat, then after combat it lost its +1/+1 counter. Does it die now?', 'mtg.sba.lethal-damage'],
    ['My spell targets one of my creatures and one of theirs. Theirs left the battlefield in response, does my creature still get its part?', 'mtg.core.partial-targets'],
    ['Is it now or never when my opponent casts a spell, or can I cast a cantrip first and counter his spell afterwards?', 'mtg.core.responding'],
    ['If my creature spell is countered, do its "when this creature dies" abilities trigger?', 'mtg.core.countering'],
    ['If a trigger says I may search my library, do I have to decide when it goes on the stack or when it resolves?', 'mtg.core.may-triggers'],
  ])('answers %j with %s', (question, id) => {
    expectAnswered(search, question, id);
  });

  it('answers with the tapped-permanent entry when the story is about an artifact tapped down in combat', () => {
    expectAnswered(search, "My opponent used an effect to tap down my Glorious Anthem style artifact during combat. Are my guys still pumped while it's tapped?", 'mtg.core.tapped-still-works');
  });
});
