/**
 * A "not sure" made only of tournament-policy entries lists first the ones tagged with a concept the question reads
 * (rulings/search.ts policyChoicesByConcept): a judge scanning the choices sees the infraction asked about first.
 */
import { describe, expect, it } from 'vitest';
import { kbSearch } from './helpers/ask.ts';

const search = kbSearch();

describe('policy choices of a "not sure"', () => {
  it('puts the infraction the question names (a decklist) before its neighbour (the deck itself), and answers nothing', () => {
    const r = search.query("If my decklist just says 'Jace' and more than one Jace is legal in the format, is that really a game loss?");
    expect(r.found).toBe(false);
    expect(r.match).toBe('unsure');
    expect(r.analysis?.concepts).toContain('decklist');
    expect(r.suggestions.map((h) => h.id).slice(0, 2)).toEqual(['mtg.policy.ipg.decklist-problem', 'mtg.policy.ipg.deck-problem']);
  });
});
