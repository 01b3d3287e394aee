/**
 * Trust first: an extra card drawn is a Hidden Card Error only when it was a slip. A story saying the player did it on
 * purpose, knew it was against the rules or admitted it (rulings/lexicon/policy.yaml knowing-violation, tagged on IPG
 * 4.8 Cheating) is Cheating's; a slip said to be one ("not on purpose", « sans faire exprès », わざとじゃない) stays a
 * Hidden Card Error or Looking at Extra Cards. The questions were written for this test, not taken from the sets.
 */
import { describe, expect, it } from 'vitest';
import { main } from '../bot/cli.ts';
import { expectAnswered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();

describe('an extra card drawn knowingly', () => {
  it.each([
    "Competitive event: my opponent drew two cards instead of one on purpose, he knew it was illegal and admitted it to the judge afterwards. What's the penalty?",
    'At an RCQ a player drew an extra card deliberately hoping nobody would notice, then lied to the judge that two cards were stuck together. What infraction?',
    '競技RELで相手がわざと1枚多く引いて、ジャッジに聞かれて故意だったと認めた。ペナルティは？',
    "En RCQ, mon adversaire a pioché une carte de trop exprès, il savait que c'était interdit et l'a avoué à l'arbitre. Quelle pénalité ?",
  ])('%s → Cheating', (question) => {
    expectAnswered(search, question, 'mtg.policy.ipg.cheating');
  });

  it('intent told while the asker guesses Hidden Card Error: never answered with HCE, Cheating offered first', () => {
    const r = search.query('PPTQ: my opponent intentionally drew an extra card and hid it in his hand. He confessed when the judge asked. Is that a hidden card error?');
    if (r.found) expect(r.hits[0]?.id).toBe('mtg.policy.ipg.cheating');
    else expect(r.suggestions[0]?.id).toBe('mtg.policy.ipg.cheating');
  });

  it('rulebot ask names Cheating, not Hidden Card Error, exit 0', async () => {
    const out: string[] = [];
    const code = await main(['ask', "Competitive event: my opponent drew two cards instead of one on purpose, he knew it was illegal and admitted it to the judge afterwards. What's the penalty?"], { out: (s) => out.push(s), err: () => {} });
    const text = out.join('\n');
    expect(text).toContain('Cheating (IPG 4.8)');
    expect(text).not.toMatch(/^.*Hidden Card Error \(IPG 2\.3\)/);
    expect(code).toBe(0);
  });
});

describe('a slip said to be one stays a game play error', () => {
  it('« sans faire exprès » → Hidden Card Error', () => {
    expectAnswered(search, "En RCQ, j'ai pioché deux cartes au lieu d'une sans faire exprès, elles sont dans ma main. Quelle pénalité ?", 'mtg.policy.ipg.hidden-card-error');
  });

  it('"not on purpose" is never answered nor offered first as Cheating', () => {
    const r = search.query('At a competitive event I drew two cards instead of one by accident, not on purpose. Penalty?');
    expect((r.found ? r.hits[0] : r.suggestions[0])?.id).not.toBe('mtg.policy.ipg.cheating');
  });

  it('a card flipped while cutting, わざとじゃない → Looking at Extra Cards', () => {
    expectAnswered(search, '競技RELで相手のデッキをカットしたら一番上のカードがめくれて見えてしまった。わざとじゃない。罰則は？', 'mtg.policy.ipg.looking-at-extra-cards');
  });
});
