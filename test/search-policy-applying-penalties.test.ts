/**
 * Trust first (issue #25): a question about applying penalties themselves — may a judge stop an error before it
 * happens, who issues a penalty — is answered with IPG 1/1.2 (Applying Penalties) even when it asks "a warning?",
 * not with an infraction that merely scores close (rulings/policy.ts aboutPenalties). And three situations the
 * lexicon and keywords now read in all three languages: looking at the bottom card while shuffling (Insufficient
 * Shuffling), a friend telling a player what to play (Outside Assistance), teams of three in French (MTR team communication).
 * The questions were written for this test, not taken from the sets.
 */
import { describe, expect, it } from 'vitest';
import { main } from '../bot/cli.ts';
import { expectAnswered, expectOffered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();

describe('applying penalties', () => {
  it.each([
    "Je suis arbitre en RCQ : je vois une erreur qui va arriver. Je peux l'arrêter avant, ou j'attends et je donne un avertissement ?",
    'Should a judge stop a player before he makes an illegal play, or wait and give a warning?',
    '競技RELで、ジャッジは違反が起きる前に止めてくれる？それとも起きてから警告を出す？',
  ])('%s → IPG Applying Penalties, not an infraction', (question) => {
    expectAnswered(search, question, 'mtg.policy.ipg.applying-penalties');
  });

  it('a judge stepping in before an illegal attack: never another infraction named; Applying Penalties first', () => {
    const r = search.query('Can I step in as a judge before a player makes an illegal attack, or do I wait until it happens?');
    if (r.found) expect(r.hits[0]?.id).toBe('mtg.policy.ipg.applying-penalties');
    else expectOffered(search, 'Can I step in as a judge before a player makes an illegal attack, or do I wait until it happens?', 'mtg.policy.ipg.applying-penalties');
  });

  it('rulebot ask answers with Applying Penalties, exit 0', async () => {
    const out: string[] = [];
    const code = await main(['ask', 'Should a judge stop a player before he makes an illegal play, or wait and give a warning?'], { out: (s) => out.push(s), err: () => {} });
    const text = out.join('\n');
    expect(text).toContain('Applying penalties');
    expect(text).not.toContain('Game Rule Violation (IPG 2.5)');
    expect(code).toBe(0);
  });
});

describe('looking at the bottom card while shuffling', () => {
  it.each([
    'En RCQ mon adversaire regarde le dessous de son paquet à chaque mélange. C\'est permis ?',
    '競技の大会で、相手が一番下のカードを見ながらシャッフルしている。ジャッジを呼んでいい？',
  ])('%s → Insufficient Shuffling', (question) => {
    expectAnswered(search, question, 'mtg.policy.ipg.insufficient-shuffling');
  });

  it('in English, a shuffling entry answers', () => {
    const r = search.query('My opponent at an RCQ keeps looking at the bottom card of his deck while shuffling. Can I ask for something?');
    expect(r.found).toBe(true);
    expect(['mtg.policy.ipg.insufficient-shuffling', 'mtg.policy.mtr.shuffling']).toContain(r.hits[0]?.id);
  });
});

describe('a friend telling a player what to play', () => {
  it.each([
    'En scellé compétitif, pendant la construction, mon pote me souffle de jouer rouge. On risque une pénalité ?',
    'Sealed RCQ: during deck building my friend told me to play blue-black. Is that allowed?',
  ])('%s → Outside Assistance', (question) => {
    expectAnswered(search, question, 'mtg.policy.ipg.outside-assistance');
  });
});

describe('teams of three', () => {
  it('« par équipes de trois » → MTR team communication', () => {
    expectAnswered(search, 'Tournoi par équipes de trois : mon match est fini, je peux aider mon coéquipier ?', 'mtg.policy.mtr.team-communication');
  });
});
