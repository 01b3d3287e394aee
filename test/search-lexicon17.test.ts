/**
 * French and Japanese words for Magic's mana pool and for delve, and a negation that belongs to the teller
 * (« je comprends pas… », "I don't understand…") rather than to the concept after it. Each question is written
 * in words of its own.
 */
import { describe, expect, it } from 'vitest';
import { expectAnswered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();

describe('mana pool and delve in French and Japanese', () => {
  it('« réserve de mana » and マナ・プール are the mana pool, answered by the entry on when it empties', () => {
    expect(search.analyse('Le mana en réserve, il reste combien de temps ?').concepts).toContain('mana-pool');
    expect(search.analyse('マナ・プールに浮かせたマナはいつ消える？').concepts).toContain('mana-pool');
    expectAnswered(search, "C'est quoi la réserve de mana au juste ?", 'mtg.core.mana-pool-empties');
  });

  it('a bare « fouille » is delve, while « fouiller sa bibliothèque » is still a search', () => {
    expect(search.analyse('Avec la fouille, je peux exiler des cartes pour payer du mana coloré ?').concepts).toContain('delve');
    expect(search.analyse('Avec la fouille, je peux exiler des cartes pour payer du mana coloré ?').concepts).not.toContain('search-library');
    expect(search.analyse('Je dois fouiller ma bibliothèque pour un terrain, je suis obligé de le trouver ?').concepts).toContain('search-library');
  });
});

describe('negations of the teller', () => {
  it('« je comprends pas » does not negate the concept after it', () => {
    expect(search.analyse('Je comprends pas bien la réserve de mana, elle se vide quand ?').concepts).toContain('mana-pool');
    expectAnswered(search, 'Je comprends pas bien la réserve de mana, elle se vide quand ?', 'mtg.core.mana-pool-empties');
  });

  it('a negation of the rules question itself still reads the concept as absent', () => {
    expect(search.analyse("Ma créature n'a pas le piétinement, elle blesse quand même le joueur ?").concepts).not.toContain('trample');
  });
});
