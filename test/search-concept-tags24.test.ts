/**
 * Concept tags on four core entries (`concepts:` in rulings/mtg/*.yaml): mtg.core.face-down [face-down],
 * mtg.core.dies [dies], mtg.core.mana-value [mana-value], mtg.core.loyalty-abilities [loyalty-ability]. A question
 * that says the concept in a player's words, next to other rules words, is now answered by the entry about it
 * (before the tags, the face-down and token questions below were "not sure" with that entry offered first).
 * Questions written for this test.
 */
import { describe, it } from 'vitest';
import { expectAnswered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();

describe('an entry tagged with the concept it is about answers questions told in that concept\'s words', () => {
  it.each([
    ['Can a face-down morph attack into a creature with protection from white? It\'s colorless so I wasn\'t sure', 'mtg.core.face-down'],
    ['is a face down creature colorless? my opponent says his 2/2 morph can\'t be blocked by my black creature', 'mtg.core.face-down'],
    ['does a token that dies count as going to the graveyard for my Grim Haruspex?', 'mtg.core.dies'],
    ['what\'s the mana value of a kicked spell, does the kicker count?', 'mtg.core.mana-value'],
    ['if my planeswalker goes to 0 loyalty from paying the minus cost, does the ability still happen?', 'mtg.core.loyalty-abilities'],
    ['忠誠度2のプレインズウォーカーで-2能力を使ったら、能力は解決する？', 'mtg.core.loyalty-abilities'],
    ['トークンも死亡する？「クリーチャーが死亡するたび」は誘発する？', 'mtg.core.dies'],
  ])('%s → answered with %s', (q, id) => {
    expectAnswered(search, q, id);
  });
});
