/**
 * Trust first between neighbouring policy answers (policy25), on questions written for this test, not taken from the sets:
 * - a spectator noticed a game error and called a judge: asked what happens, the error's infraction answers (Game Rule
 *   Violation), not the MTR's section on spectators (rulings/policy.ts confidentPolicy, TOLD_PENALTY_SHARE);
 * - the decklist said to be right while a sideboard card stayed in the deck is a Deck Problem (deck-mismatch forms);
 * - cards turned face up beyond what an effect said are Looking at Extra Cards, never a Missed Trigger (card-seen forms).
 */
import { describe, expect, it } from 'vitest';
import { main } from '../bot/cli.ts';
import { expectAnswered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();

describe('a spectator noticed a game error', () => {
  it.each([
    'RCQ: someone watching our match saw that my opponent played two lands in one turn and called a judge. What happens to the game?',
    '競技RELで観戦者が、相手が1ターンに土地を2枚出したのに気づいてジャッジを呼んだ。どうなる？',
    "En RCQ, un spectateur a vu que mon adversaire avait joué deux terrains ce tour et a appelé l'arbitre. Que se passe-t-il ?",
  ])('%s → Game Rule Violation', (question) => {
    expectAnswered(search, question, 'mtg.policy.ipg.game-rule-violation');
  });

  it('rulebot ask names Game Rule Violation first, exit 0', async () => {
    const out: string[] = [];
    const code = await main(['ask', 'RCQ: someone watching our match saw that my opponent played two lands in one turn and called a judge. What happens to the game?'], { out: (s) => out.push(s), err: () => {} });
    const text = out.join('\n');
    expect(text.startsWith('Game Rule Violation (IPG 2.5)')).toBe(true);
    // The spectators' section is still offered, among the related answers.
    expect(text).toContain('Spectators: staying silent');
    expect(code).toBe(0);
  });
});

describe('the list was right, the deck was not', () => {
  it.each([
    'At a PPTQ my decklist was fine but I forgot to take a sideboard card out of my deck between games. Penalty?',
    '競技RELでデッキリストには問題なかったが、サイドボードのカードをデッキに入れたままにしていた。ペナルティは？',
  ])('%s → Deck Problem', (question) => {
    expectAnswered(search, question, 'mtg.policy.ipg.deck-problem');
  });

  it('a wrong card name written on the list stays a Decklist Problem', () => {
    expectAnswered(search, 'RCQ: I wrote Swamp instead of Island on my decklist, the deck I play is the one I meant. What is the penalty?', 'mtg.policy.ipg.decklist-problem');
  });
});

describe('cards turned face up beyond what the effect said', () => {
  it.each([
    "PPTQ: with Mulch he turned five cards face up instead of four. What's the penalty?",
    '競技RELで、誘発の解決前に相手がライブラリーの一番上を表にしてしまった。何の違反？',
  ])('%s → Looking at Extra Cards', (question) => {
    expectAnswered(search, question, 'mtg.policy.ipg.looking-at-extra-cards');
  });

  it('a trigger that said reveal one, two revealed: never answered with Missed Trigger', () => {
    const r = search.query('Competitive REL: his upkeep trigger said reveal the top card, he revealed the top two. Penalty?');
    if (r.found) expect(r.hits[0]?.id).not.toBe('mtg.policy.ipg.missed-trigger');
    else expect(r.suggestions[0]?.id).toBe('mtg.policy.ipg.looking-at-extra-cards');
  });
});
