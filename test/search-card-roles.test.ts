/**
 * A staple card named in a story stands for its role (rulings/analyse/card-roles.ts): "my opponent casts Supreme
 * Verdict" is a board wipe, "he Disenchants my aura" destroys it. Without a card table nothing else reads what the
 * card does, and its name is not a word to cover, so the story kept only "casts… all of them".
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '../rulings/loader.ts';
import { RulingsSearch, type SearchResult } from '../rulings/search.ts';
import { cardRole, roleConcepts, roleMentions } from '../rulings/analyse/card-roles.ts';
import { loadLexicon } from '../rulings/analyse/lexicon.ts';

let search: RulingsSearch;
beforeAll(() => {
  search = new RulingsSearch(loadKnowledgeBase());
});

/** What the asker sees first: the answer, else the first of the closest entries offered. */
const firstShown = (r: SearchResult) => (r.found ? r.hits[0] : r.suggestions[0])?.id;

describe('a staple card read as its role in the story', () => {
  it('answers a board wipe told by its card name with the look-back rule', () => {
    const r = search.query('My opponent casts Supreme Verdict while my Blood Artist and three tokens are out. Does Blood Artist trigger for all of them?');
    expect(r.analysis?.concepts).toContain('board-wipe');
    expect(r.found).toBe(true);
    expect(r.hits[0]?.id).toBe('mtg.core.look-back');
  });

  it('reads another wipe the same way', () => {
    const r = search.query('Blood Artist and four other creatures die to Damnation. How many triggers?');
    expect(r.analysis?.concepts).toContain('board-wipe');
    expect(firstShown(r)).toBe('mtg.core.look-back');
  });

  it('reads a card name used as a verb ("Disenchants") as its role', () => {
    const r = search.query('He Disenchants my aura in response. What happens?');
    expect(r.analysis?.concepts).toContain('destroy');
  });

  it('leaves a card an entry is about as words to cover (Control Magic has its own examples)', () => {
    const r = search.query('If I Control Magic his creature and he destroys the Control Magic, who gets the creature?');
    expect(r.analysis?.cards.find((c) => c.text === 'Control Magic')?.known).toBe(true);
    expect(r.analysis?.concepts).not.toContain('control-change');
    expect(r.found).toBe(true);
    expect(r.hits[0]?.id).toBe('mtg.core.control-change');
  });
});

describe('what counts as naming a staple card', () => {
  it('needs a capital inside a sentence for a one-word name', () => {
    expect(roleMentions('I Fork his spell').map((m) => m.name)).toEqual(['Fork']);
    expect(roleMentions('Fork his spell, can I?')).toEqual([]);
    expect(roleMentions('a fork in the road')).toEqual([]);
  });

  it('finds longer names with one capital, and names as written or in English', () => {
    expect(roleMentions('then she casts wrath of God').map((m) => m.name)).toEqual(['Wrath of God']);
    expect(cardRole('Swords to Plowshares')).toBe('exile');
    expect(cardRole("Hero's Downfall")).toBe('destroy');
    expect(cardRole('Dismember')).toBe('minus-pt');
    expect(cardRole('Lightning Bolt')).toBeUndefined();
  });

  it('uses only concepts the lexicon has', () => {
    const ids = new Set(loadLexicon().concepts.map((c) => c.id));
    for (const id of roleConcepts()) expect(ids.has(id), id).toBe(true);
  });
});

describe('how players name a static pump or haste', () => {
  it('reads "anthem" as a pump and "hasty" as haste', () => {
    expect(search.analyse('does the anthem still pump my tokens?').concepts).toContain('pump');
    expect(search.analyse('is the token hasty?').concepts).toContain('haste');
  });
});
