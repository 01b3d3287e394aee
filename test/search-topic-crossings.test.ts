/**
 * A confident answer from the wrong topic (trust25): a Magic rules or card question answered with a tournament-policy
 * entry because a word of its story is also a policy word (forgot, a proxy, a judge's notes), and a policy question
 * answered with a rules entry because the card or zone in its story outweighs the conduct asked about. Each question
 * below is written for this file (none is from a question set); each checks what the user sees: the first entry of
 * the answer, or "not sure" and the entries offered.
 */
import { describe, expect, it } from 'vitest';
import { withoutStandInProxy } from '../rulings/policy.ts';
import type { SearchResult } from '../rulings/search.ts';
import { expectAnswered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();
const policy = (id: string | undefined) => id?.startsWith('mtg.policy.') ?? false;
/** Every entry the reply shows, answer or choices. */
const shown = (r: SearchResult) => (r.found ? r.hits : r.suggestions).map((h) => h.id);

describe('a forgotten step in the story, a rules concept asked', () => {
  it('the ward cost forgotten: ward answers, not the shortcuts policy', () => {
    expectAnswered(search, "I forgot my opponent's creature had ward {2} and cast my removal on it. I have no mana left. What happens to my removal?", 'mtg.kw.ward');
  });
});

describe('what a player must answer: the communication policy, not the zone in the story', () => {
  it.each([
    'Can I ask my opponent how many cards are in his library, and does he have to answer?',
    '相手に手札の枚数を聞いたら教えてくれなかった。答えなくていいの？',
  ])('%s', (q) => {
    expectAnswered(search, q, 'mtg.policy.mtr.communication');
  });
});

describe('the conduct asked, not the lands of the story', () => {
  it('a mana ability taken back: the reversing-decisions policy, not the land types', () => {
    expectAnswered(search, 'Opponent tapped his Forest and Island and then said he meant to tap Plains. Can he change it?', 'mtg.policy.mtr.reversing-decisions');
  });
});

describe('a proxy standing in for a named card', () => {
  it.each([
    "I'm testing with a proxy Ragavan. When it deals combat damage, do I exile the top card of their library?",
    'If I proxy a Force of Will, can I pitch a blue card to cast it for free?',
    'Avec un proxy de Force of Will, je peux exiler une carte bleue pour le lancer gratuitement ?',
  ])('is asked about what the card does: no policy entry shown — %s', (q) => {
    const r = search.query(q);
    expect(shown(r).length, q).toBeGreaterThan(0);
    expect(shown(r).filter(policy), q).toEqual([]);
  });

  it.each([
    ['Is a proxy Ragavan allowed at my store?', 'mtg.policy.mtr.proxies'],
    ['Can I play proxies at FNM?', 'mtg.policy.mtr.proxies'],
    ['Les proxys sont-ils autorisés en tournoi ?', 'mtg.policy.mtr.proxies'],
  ])('whether a proxy may be played stays the proxies policy: %s', (q, id) => {
    expectAnswered(search, q, id);
  });

  it('the stand-in word is blanked only when the question does not ask whether it may be played', () => {
    expect(withoutStandInProxy('I have a proxy Ragavan. Does it dash?')).toBe('I have a       Ragavan. Does it dash?');
    expect(withoutStandInProxy('プロキシの《意志の力》でも唱えられる？')).toBe('    の《意志の力》でも唱えられる？');
    expect(withoutStandInProxy('Is a proxy Ragavan legal at FNM?')).toBe('Is a proxy Ragavan legal at FNM?');
    // The question after an admission question is read afresh (the stand-in pattern keeps no position between questions).
    expect(withoutStandInProxy('a proxy Ragavan: does it dash?')).toBe('a       Ragavan: does it dash?');
    expect(withoutStandInProxy('Can I use proxies in my deck?')).toBe('Can I use proxies in my deck?');
  });
});

describe("the story's policy words, an asking sentence about what a card does", () => {
  it('"How does Howling Mine work?" after an extra card drawn is not answered with Hidden Card Error', () => {
    const r = search.query("I drew an extra card from Howling Mine because I forgot it's each player. How does Howling Mine work?");
    expect(r.found && policy(r.hits[0]?.id)).toBe(false);
    expect(policy(shown(r)[0])).toBe(false);
  });

  it('the same story asking what happens now keeps the missed-trigger policy', () => {
    const r = search.query('I forgot my Dark Confidant trigger at FNM. What happens now?');
    expect(r.found).toBe(true);
    expect(r.hits[0]?.id).toBe('mtg.policy.jar.missed-trigger');
  });
});
