/**
 * Rules topics real players ask about that had no entry until rulings/mtg/core-asked.yaml: each is asked here in
 * words that are not its own example questions (stories, card names, Japanese and French forms), and the reply
 * must be that entry, with confidence.
 */
import { describe, it } from 'vitest';
import { expectAnswered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();

const CASES: [string, string][] = [
  ['is a colorless artifact creature a monocolored creature for removal that says target monocolored creature?', 'mtg.core.color'],
  ['Jhoira draws when I cast historic spells — does playing a legendary land count?', 'mtg.core.historic'],
  ["if I make a token copy that's a 1/1 of a creature whose power is */*, what size is the token?", 'mtg.core.copy-exceptions'],
  ['does the copy I cast from Isochron Scepter count as casting a spell for prowess?', 'mtg.core.cast-a-copy'],
  ['Circle of Protection: Red — can I choose all attacking creatures as the source at once?', 'mtg.core.choose-source'],
  ['「アーティファクトをすべて追放する」って墓地や手札のアーティファクトも追放されるの？', 'mtg.core.battlefield-by-default'],
  ['Pendrell Flux on a creature with no mana cost: can I pay 0 on my upkeep to keep it?', 'mtg.core.unpayable-costs'],
  ['« Choisissez un nom de carte » : je peux nommer un jeton ?', 'mtg.core.naming-and-types'],
  ['Defend the Hearth: does it also prevent combat damage to my planeswalkers?', 'mtg.core.players-not-planeswalkers'],
  ["Brimaz's blocking cat token: can it block a creature that can't be blocked by tokens?", 'mtg.combat.enter-blocking'],
  ["J'ai deux exemplaires du même équipement sur ma créature, les déclenchements se résolvent un par un ?", 'mtg.core.same-trigger-twice'],
  ['Malakir Bloodwitch enters — does it count itself among the Vampires I control?', 'mtg.core.counted-on-resolution'],
  ["Gonti exiled a land from my opponent's library, can I play it?", 'mtg.core.play-vs-cast'],
  ['信心が足りない《太陽の神、ヘリオッド》は戦場に出たとき、クリーチャーが出るたびの能力を誘発させる？', 'mtg.card.theros-gods'],
  ['Mentor of the Meek: does it trigger for a 0/0 Army token from amass that then gets counters?', 'mtg.core.enters-characteristics'],
];

describe('topics players ask about, answered by their own entry', () => {
  it.each(CASES)('%s → %s', (question, id) => {
    expectAnswered(search, question, id);
  });

  it('killing Banisher Priest in response: the exile-until entry says nothing is exiled', () => {
    expectAnswered(search, 'if I kill Banisher Priest in response to its enters trigger, does my creature still get exiled?', 'mtg.core.exile-until');
  });
});
