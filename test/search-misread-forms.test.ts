/**
 * Lexicon forms that everyday sentences spell by accident send a story to the wrong entry: « quand même des points
 * de vie » holds « même … points », which a tiebreaker form was reduced to after stopwords; "hit the yard" holds
 * "hit", the chat form of combat damage to a player; "tanks" (stemmed to "tank") made Riftbound's Tank keyword a slow-play
 * story. Each now reads as what it says (rulings/lexicon/).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '../rulings/loader.ts';
import { RulingsSearch, type SearchResult } from '../rulings/search.ts';

let search: RulingsSearch;
beforeAll(() => {
  search = new RulingsSearch(loadKnowledgeBase());
});

const shown = (r: SearchResult) => (r.found ? r.hits : r.suggestions).map((h) => h.id);

describe('« quand même des points de vie » is life, not tiebreakers', () => {
  it('answers a lifelink story that ends « il gagne quand même des points de vie ? » with lifelink', () => {
    const r = search.query('Mon adversaire bloque avec une créature qui a le lien de vie et je la tue avec un éphémère avant les blessures. Est-ce qu\'il gagne quand même des points de vie ?');
    expect(r.analysis?.concepts).not.toContain('tiebreakers');
    expect(r.found).toBe(true);
    expect(r.hits[0]?.id).toBe('mtg.lifelink');
  });

  it('keeps « PV » (points de vie) away from the tiebreaker entry', () => {
    const r = search.query('Je lance un sort qui me fait gagner des PV et mon adversaire le contre. Je gagne quand même les PV ?');
    expect(r.analysis?.concepts).not.toContain('tiebreakers');
    expect(shown(r)).not.toContain('mtg.policy.mtr.tiebreakers');
  });

  it('still reads « les mêmes points de match » as a tiebreaker question', () => {
    const r = search.query('Mon adversaire et moi avons les mêmes points de match après la ronde 5, qui passe en top 8 ?');
    expect(r.analysis?.concepts).toContain('tiebreakers');
    expect(shown(r)[0]).toBe('mtg.policy.mtr.tiebreakers');
  });
});

describe('"hit the yard" is dying, not damage to a player', () => {
  it('answers a board wipe story told with "hit the yard" with the look-back rule', () => {
    const r = search.query('My Blood Artist and three tokens hit the yard at once after a wrath. How many times does it drain?');
    expect(r.analysis?.concepts).toContain('dies');
    expect(r.analysis?.concepts).not.toContain('hits-player');
    expect(r.found).toBe(true);
    expect(r.hits[0]?.id).toBe('mtg.core.look-back');
  });

  it('still reads "it hits" as combat damage to the player', () => {
    const r = search.query('if my ninja hits, do I get the trigger before blockers are removed?');
    expect(r.analysis?.concepts).toContain('hits-player');
  });
});

describe("Riftbound's Tank is not slow play", () => {
  it('reads "has Tank" in a Riftbound combat question as the keyword, and offers its entry', () => {
    const r = search.query('My unit has Tank. Does the attacker have to assign lethal damage to it before my other units?');
    expect(r.analysis?.concepts).not.toContain('slow-play');
    expect(r.analysis?.words).toContain('tank');
    expect(shown(r)).toContain('rb.keyword.tank');
    expect(shown(r)[0]?.startsWith('rb.')).toBe(true);
  });

  it('still reads a player "tanking on every decision" as slow play', () => {
    const r = search.query('At a PPTQ my opponent kept tanking on every decision with five minutes left in the round. Is that slow play?');
    expect(r.analysis?.concepts).toContain('slow-play');
    expect(r.found).toBe(true);
    expect(r.hits[0]?.id).toBe('mtg.policy.ipg.slow-play');
  });
});

describe('policy words a rules question says in passing', () => {
  it('reads damage "marked" on a creature as the rules word, not marked cards', () => {
    const r = search.query('My 3/3 has 2 damage marked on it and then gets -1/-1. Does it die?');
    expect(r.analysis?.concepts).not.toContain('marked');
    expect(shown(r).every((id) => !id.includes('.policy.'))).toBe(true);
  });

  it('still reads marked sleeves as marked cards', () => {
    const r = search.query('His sleeves are marked: the foils are shorter than the rest. What is the penalty at Competitive?');
    expect(r.analysis?.concepts).toContain('marked');
  });

  it('reads « marqué » in a Riftbound scoring question as scoring, not marked cards', () => {
    const r = search.query("Je suis à 7 points et je conquiers un champ de bataille. Il faut avoir marqué l'autre champ ce tour-ci ?");
    expect(r.analysis?.concepts).not.toContain('marked');
  });

  it('does not read "…one first, or can I pick…" as a draft pick', () => {
    const r = search.query('Opponent blocks with two creatures. Do I have to kill the bigger one first, or can I pick which one takes the damage?');
    expect(r.analysis?.concepts).not.toContain('draft-procedure');
  });

  it('does not read "a draw or does the player" as drawing on the play', () => {
    const r = search.query('Both players end combat below 0 life. Is that a draw or does the player with more life win?');
    expect(r.analysis?.concepts).not.toContain('hidden-card-error');
  });

  it('reads a monarch rules question without the free-information policy concept', () => {
    const r = search.query("I'm the monarch and my opponent's creature deals combat damage to me. Who draws at the end step?");
    expect(r.analysis?.concepts).not.toContain('status-information');
  });
});
