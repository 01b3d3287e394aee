/**
 * Magic questions in topics16's areas (stretch 16) asked the way players ask them: a tapped permanent that still
 * works, creatures dying at the same time, control that ends. Each row is what the user sees: the entry answered.
 */
import { describe, it } from 'vitest';
import { expectAnswered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();

describe('a tapped permanent keeps working (mtg.core.tapped-still-works)', () => {
  it.each([
    'my opponent tapped my Glorious Anthem with an effect. do my creatures still get +1/+1 while it\'s tapped?',
    'does a tapped creature\'s static ability still work?',
    'タップ状態でも装備品の修整は入る？',
    'mon équipement est engagé, la créature garde le bonus même engagé ?',
  ])('%s', (q) => {
    expectAnswered(search, q, 'mtg.core.tapped-still-works');
  });
});

describe('how players say the rest of topics16\'s principles', () => {
  it.each([
    ['my Zulaport Cultist and three other creatures die at the same time to a wrath. does it trigger for all of them?', 'mtg.core.look-back'],
    ['I stole my opponent\'s creature with an aura. if the aura is destroyed, does my opponent get control back?', 'mtg.core.control-change'],
    ['Threaten ends at end of turn — do I lose control of the creature then?', 'mtg.core.control-change'],
    ['if I switch a creature\'s power and toughness and then give it +2/+0, what is it?', 'mtg.core.pt-sublayers'],
    ['an effect sets my creature\'s base power and toughness to 1/1 but it has a +1/+1 counter. how big is it?', 'mtg.core.pt-sublayers'],
    ['ma créature perd toutes ses capacités, elle garde le bonus de mon seigneur ?', 'mtg.core.lose-all-abilities'],
  ])('%s → %s', (q, id) => {
    expectAnswered(search, q, id);
  });
});
