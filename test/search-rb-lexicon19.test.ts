/**
 * Riftbound's keywords as French and Japanese players write them (rb19, 2026-11-29): « Bouclier 2 » and « Assaut 1 »
 * with their value, « le mot-clé Cachée », and ヒドゥン in katakana are the keyword concepts, and a French keyword
 * named as such (« le mot-clé Cachée ») is a Riftbound sign. Questions written for this test, in our own words, not
 * taken from the question sets. « Assaut » and « Accélération » are words of their entries, so written with a capital
 * inside a sentence they are no longer taken for a card's name.
 */
import { describe, expect, it } from 'vitest';
import { gameSignsIn } from '../rulings/game-signals.ts';
import { foldTyped } from '../rulings/tokenize.ts';
import { expectAnswered, kbSearch } from './helpers/ask.ts';

const search = kbSearch();
const concepts = (q: string) => search.query(q).analysis?.concepts ?? [];

describe('Riftbound keywords in French and Japanese (rb19)', () => {
  it('read as their concepts', () => {
    expect(concepts('Mon unité a Bouclier 2, elle gagne combien quand elle défend ?')).toContain('shield');
    expect(concepts('Une unité avec Assaut 2 qui défend, elle garde son bonus ?')).toContain('assault');
    expect(concepts('Le mot-clé Cachée, il coûte quoi ?')).toContain('hidden');
    expect(concepts('ヒドゥンのカードはいつプレイできる？')).toContain('hidden');
    // capitalised mid-sentence, a word the index does not know reads as a card's name: the entries know these
    expect(search.query('Une unité avec Assaut 2 qui défend garde son bonus ?').analysis?.cards ?? []).toEqual([]);
    expect(search.query('Une unité avec Accélération arrive prête ?').analysis?.cards ?? []).toEqual([]);
  });

  it('a French keyword named as such is Riftbound\'s; a Magic shield counter is not', () => {
    expect(gameSignsIn(foldTyped('Comment marche le mot-clé Cachée ?'))).toEqual(['rb']);
    expect(gameSignsIn(foldTyped('Un marqueur bouclier empêche-t-il la destruction ?'))).toEqual([]);
    expect(gameSignsIn(foldTyped('Le mot-clé hidden agenda, on nomme la carte quand ?'))).toEqual([]);
  });

  it.each([
    ['Mon unité a Bouclier 2 et elle attaque : le bouclier compte ?', 'rb.keyword.shield'],
    ['ヒドゥンで伏せたカードは、伏せたターンのうちに使える？', 'rb.keyword.hidden'],
  ])('%s → answered with %s', (question, id) => {
    expectAnswered(search, question, id);
  });
});
