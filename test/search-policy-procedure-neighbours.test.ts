/**
 * Trust first (issue #25): two MTR procedure sections whose stories sound like an infraction — a block of actions done
 * slightly out of order (MTR 4.3: drawing before untapping) and day/night left wrong for a while (MTR 4.9) — are
 * answered with the section, not with Game Rule Violation (rulings/lexicon/policy.yaml out-of-order and day-night,
 * tagged on those entries). A card count tells Decklist Problem from Deck Problem by where it is written: 59 on the
 * list and 60 in the deck is the list's problem, 59 in the deck and 60 on the list the deck's. The questions were
 * written for this test, not taken from the sets.
 */
import { describe, expect, it } from 'vitest';
import { main } from '../bot/cli.ts';
import { expectAnswered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();

describe('a block of actions done slightly out of order', () => {
  it.each([
    'At a competitive event my opponent drew his card before untapping his permanents. Is that OK?',
    '競技イベントで相手がアンタップする前にドローしました。問題ありますか？',
    "En RCQ j'ai pioché puis dégagé mes terrains. C'est grave ?",
  ])('%s → MTR out-of-order sequencing', (question) => {
    expectAnswered(search, question, 'mtg.policy.mtr.out-of-order');
  });

  it('forgetting to untap is still a Game Rule Violation', () => {
    expectAnswered(search, 'I forgot to untap my lands at a competitive event, can I untap them now?', 'mtg.policy.ipg.game-rule-violation');
  });
});

describe('day and night left wrong', () => {
  it.each([
    'We forgot to switch day to night for two turns at an FNM, what happens?',
    'Nobody changed it to night for two turns, the judge gave a warning for game rule violation. Correct?',
    "Personne n'a passé le marqueur à la nuit pendant deux tours, l'arbitre a donné une violation des règles du jeu. C'est correct ?",
    '2ターンの間、夜にするのを忘れていました。どうなりますか？',
  ])('%s → MTR day/night', (question) => {
    expectAnswered(search, question, 'mtg.policy.mtr.day-night');
  });

  it('rulebot ask answers with the day/night section, exit 0', async () => {
    const out: string[] = [];
    const code = await main(['ask', 'We forgot to switch day to night for two turns at an FNM, what happens?'], { out: (s) => out.push(s), err: () => {} });
    const text = out.join('\n');
    expect(text).toContain('Keeping track of day and night (MTR 4.9)');
    expect(text).not.toContain('Game Rule Violation (IPG 2.5)');
    expect(code).toBe(0);
  });
});

describe('59 cards: on the list or in the deck', () => {
  it('59 on the decklist, 60 in the deck → Decklist Problem', () => {
    expectAnswered(search, 'There were 59 cards on my decklist but 60 in my deck at a competitive event', 'mtg.policy.ipg.decklist-problem');
  });

  it.each([
    "My decklist says 59 cards but my deck has 60, what's the penalty?",
    'Ma decklist n\'a que 59 cartes mais mon deck en a 60, quelle pénalité ?',
  ])('%s → never answered with Deck Problem; Decklist Problem offered first', (question) => {
    const r = search.query(question);
    if (r.found) expect(r.hits[0]?.id).toBe('mtg.policy.ipg.decklist-problem');
    else expect(r.suggestions[0]?.id).toBe('mtg.policy.ipg.decklist-problem');
  });

  it('59 in the deck, 60 on the list → Deck Problem', () => {
    expectAnswered(search, 'My deck has 59 cards but my list has 60, penalty?', 'mtg.policy.ipg.deck-problem');
  });
});
