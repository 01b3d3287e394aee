/**
 * Riftbound's Awaken Phase (Core Rules 515.1): what a player exhausted readies as their next turn starts. Asked in
 * players' words (起き上がる, « se redresse », "ready again"), the start-of-turn entry answers, not the entry on
 * activated abilities whose exhaust cost the story mentions.
 */
import { describe, it } from 'vitest';
import { expectAnswered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();

describe('readying at the start of the turn', () => {
  it.each([
    'レジェンドを消耗させたら、次のターンに自動で起き上がるの？',
    'I exhausted my legend for its ability. Does it ready again by itself in the awaken phase of my next turn?',
    'Ma légende est épuisée. Elle se redresse au début de mon prochain tour, pendant la phase de réveil ?',
  ])('%s → the start of turn', (q) => {
    expectAnswered(search, q, 'rb.core.start-of-turn');
  });
});
