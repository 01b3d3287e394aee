/**
 * Long English stories as players post them (#24): the play-by-play first, the question in its last sentence. The
 * right entry must come first — as the answer, or as the first of the closest entries when the search is not sure.
 * (story15 measured weighing the story's words less in the score, in the title focus, and in the concepts' focus:
 * each put the right entry first less often on the study and blind parts, so the story's words stay as they weigh.)
 */
import { describe, it } from 'vitest';
import { expectAnswered, expectOffered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();

describe('a long story with its question at the end', () => {
  it('answers the lifelink race told as a game from last night', () => {
    expectAnswered(
      search,
      'So last night my buddy had a 3/3 with lifelink blocking my 5/5 trampler, and he was at 2 life. Damage goes through at once, right? Does his lifelink gain save him before he dies?',
      'mtg.lifelink',
    );
  });

  it('offers the counters rule first for a +1/+1 and -1/-1 story', () => {
    expectOffered(
      search,
      'I had a creature with a +1/+1 counter on it and my opponent put a -1/-1 counter on it with some card during my upkeep. What happens to the two counters?',
      'mtg.core.counter-annihilation',
    );
  });

  it('offers the commander going to the command zone first when the story is about a removal spell', () => {
    expectOffered(
      search,
      'I was playing commander last weekend and my commander got exiled by a removal spell. I moved it to the command zone instead. Is that allowed, and can I cast it again with the extra cost?',
      'mtg.core.commander-return',
    );
  });
});
