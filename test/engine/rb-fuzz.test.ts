/** Property tests for Riftbound targeting: random notation and wordings never make the engine throw, and round-trip. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_CITES } from '../../engine/rb/cites.ts';
import { analyzeWording } from '../../engine/rb/wording.ts';
import { docExamples } from './helpers.ts';
import { checkAny } from './gr-helpers.ts';

const RUNS = 400;

const words = fc.constantFrom(
  'Kill', 'Deal 3 to', 'Choose', 'When', 'Whenever', 'As an additional cost to play this,', 'you must', 'would', 'instead', 'Each player',
  'kills', 'an', 'a', 'all', 'each', 'your', 'another', 'up to two', 'one of their', 'enemy', 'friendly', 'facedown', 'unit', 'units',
  'card', 'spell', 'gear', 'rune', 'battlefield', 'Legend', 'player', 'opponent', 'at a battlefield', 'from your hand', 'from your trash',
  'on the chain', 'its controller', 'the controller of', 'it', 'them', 'play', '[E],', '[A]', ':', ',', '.', 'this turn', 'draw 1',
);

describe('Riftbound: the engine never throws and always round-trips', () => {
  it('on random wordings', () => {
    fc.assert(
      fc.property(fc.array(words, { maxLength: 30 }), (parts) => {
        const text = parts.join(' ');
        expect(() => analyzeWording(text)).not.toThrow();
        checkAny(`rb ; A: y=unit ; B: e=unit in=battlefield ; h=card in=hand ; text A: ${text}`, ALL_CITES);
      }),
      { numRuns: RUNS },
    );
  });

  it('on mutated Riftbound examples of the documentation', () => {
    const pieces = fc.constantFrom(...'abexy ;:=,.\n'.split(''), 'rb ', 'A:', 'B:', 'e=', 'unit ', 'card ', 'in=', 'hand', 'trash', 'facedown ', 'text ', 'mention ', 'card ', 'choose ', 'leave ', 'cost ', 'all ', 'must ', 'enemy ', 'Kill ', 'an enemy unit', '；', '：');
    const examples = docExamples()
      .map((e) => e.text)
      .filter((t) => /^(rb|riftbound|リフトバウンド)\b/i.test(t));
    expect(examples.length).toBeGreaterThan(8);
    fc.assert(
      fc.property(
        fc.nat({ max: examples.length - 1 }),
        fc.array(fc.record({ at: fc.nat({ max: 200 }), piece: pieces, del: fc.nat({ max: 4 }) }), { minLength: 1, maxLength: 3 }),
        (n, edits) => {
          let t = examples[n]!;
          for (const e of edits) {
            const at = Math.min(e.at, t.length);
            t = t.slice(0, at) + e.piece + t.slice(at + e.del);
          }
          checkAny(t, ALL_CITES);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
