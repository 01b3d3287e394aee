/**
 * Questions about another card game, prices, ban lists or release dates get "no ruling found" even when an entry
 * shares words with them (rulings/out-of-scope.ts); naming one of our games keeps a comparison answerable.
 */
import { describe, expect, it } from 'vitest';
import { expectAnswered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();

describe('out-of-scope questions', () => {
  it.each([
    'hearthstone - does taunt stop spells?',
    'in Yu-Gi-Oh does trample exist?',
    'デュエマのシールドトリガーってどうなる？',
    'ゲートルーラーの新弾いつ発売？',
    '統率者戦で禁止カードってどれ？',
    'is trample banned in commander',
    'quel est le prix d\'un booster de riftbound ?',
    'mana screw every game lol',
    'which sleeves are best for foil cards?',
  ])('"%s" gets no ruling found and no suggestion', (q) => {
    const result = search.query(q);
    expect(result.found).toBe(false);
    expect(result.hits).toEqual([]);
    expect(result.suggestions).toEqual([]);
  });

  it('a proxy or a banned card asked about as tournament policy is answered from the Tournament Rules and the IPG', () => {
    expect(search.query('can i play proxies at fnm').hits[0]?.id).toBe('mtg.policy.mtr.proxies');
    expect(search.query('I registered a banned card on my decklist at an RCQ, what is the penalty?').hits[0]?.id).toBe('mtg.policy.ipg.decklist-problem');
    expect(search.query('what is banned in pioneer right now?').found).toBe(false);
  });

  it('still answers the rules question when one of our games is named next to another game', () => {
    expectAnswered(search, 'trample in mtg vs yugioh', 'mtg.trample.lethal');
  });

  it("« je bannis » is Riftbound's banish, a rules question; « sont bannis » is still a ban list", () => {
    expect(search.query('Si je bannis une unité avec Deathknell, est-ce que ça la tue ?').hits[0]?.id).toBe('rb.core.kill-banish');
    expect(search.query("Le Deathknell d'une unité se déclenche-t-il si elle est bannie ?").found).toBe(true);
    const banned = search.query('Griselbrand et Emrakul sont bannis en Commander ?');
    expect(banned.found).toBe(false);
    expect(banned.suggestions).toEqual([]);
  });

  it('a price-like word that is a rules term still reaches its entry (Visit, the attraction prize)', () => {
    expect(search.query('attraction visit prize').hits[0]?.id).toBe('mtg.kw.visit');
  });

  it("Gate Ruler's double attack asked about Magic is a concept Magic lacks: no ruling found", () => {
    expect(search.query('double attack in magic').found).toBe(false);
    expect(search.query('double attaque dans gate ruler').hits[0]?.id).toBe('gr.keyword.multi-attack');
  });
});
