/**
 * The era's own name ("1998", "Urza") chooses the historical policy; like a topic word it does not make an entry
 * about the question by itself, so a question about an uncovered old rule is not answered with whichever 1998
 * entry has "rule" in its title.
 */
import { describe, expect, it } from 'vitest';
import { kbSearch } from './helpers/ask.ts';

const search = kbSearch();

describe('era names in questions', () => {
  it.each(['les règles de 1998 pour les interruptions', '1998 rules', 'urza rules'])(
    '"%s": no ruling found, the 1998 entries suggested',
    (q) => {
      const result = search.query(q);
      expect(result.found).toBe(false);
      expect(result.suggestions.length).toBeGreaterThan(0);
      expect(result.suggestions.every((h) => h.id.startsWith('mtg.usg1998.'))).toBe(true);
    },
  );

  it('a 1998 question with its own topic is still answered from the 1998 entries', () => {
    expect(search.query('urza saga era, worship - does it prevent dmg?').hits[0]?.id).toBe('mtg.usg1998.worship');
    expect(search.query('1998 damage prevention step').hits[0]?.id).toBe('mtg.usg1998.damage-prevention-step');
  });
});
