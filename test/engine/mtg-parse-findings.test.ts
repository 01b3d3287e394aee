/** Inputs that property tests found mishandled by the MTG notation, kept as regression tests. */
import { describe, expect, it } from 'vitest';
import { checkScenario } from '../../engine/index.ts';

describe('MTG notation edge cases', () => {
  it.each(['mtg; A: x=2/2; cast : x', 'mtg; A: x=2/2; cast :', 'mtg\nA: x=2/2\ncast : damage 1 x'])(
    '“%s”: a colon with no caster before it is a positioned error, not an internal one',
    (text) => {
      const r = checkScenario(text);
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.errors.map((e) => e.key)).toEqual(['engine.parse.bad-player']);
      const colon = text.split('\n').findIndex((l) => l.includes('cast :'));
      const line = text.split('\n')[colon]!;
      expect(r.errors[0]).toMatchObject({ line: colon + 1, col: line.indexOf(':', line.indexOf('cast')) + 1 });
    },
  );
});
