/**
 * Property tests for Gate Ruler: random notation never makes the engine throw; errors have positions inside the
 * text; every parsed scenario prints back to itself and resolves with a rule reference and known ids on every step.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_CITES } from '../../engine/gr/cites.ts';
import { docExamples } from './helpers.ts';
import { checkAny } from './gr-helpers.ts';

const RUNS = 400;

const pieces = fc.constantFrom(
  ...'uvwxAB0123456789 ;:=>,/+*-\n'.split(''),
  'gr ', 'A:', 'B: ', 'u=', 'v=', 'w=', '3/2 ', '1/1 ', '0/3 ', 'dmg=', 'soul=', 'stk=', 'stay=3/怪異 ', 'dz=', 'down=', 'energy=',
  'ruler=overload ', 'ソウルガード ', '接死 ', '2回攻撃 ', '3回攻撃 ', 'パルジファル ', '反撃 ', '破壊時能力 ', 'レスト ',
  'damage ', 'prevent next ', 'destroy ', 'graveyard ', 'attack ', 'rest ', 'end', 'dr ', 'heal ', 'cost ', 'modify ',
  'from=', 'to=', 'by=', 'pick=', 'combat ', 'effect ', 'unreducible ', 'all ', '=0 ', 'eot ', 'copy=', 'discount=', 'reduce=', 'free ',
  '怪異', 'ミリタリー', '・', '《', '》', '《方違え》', 'u=2', 'B=2', ', ', '+1/+1 ', '；', '＝', '、',
);

describe('Gate Ruler: the engine never throws and always round-trips', () => {
  it('on strings made of notation pieces', () => {
    const seen = { ok: 0, errors: 0 };
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 50 }), (parts) => {
        seen[checkAny(`gr\n${parts.join('')}`, ALL_CITES)]++;
      }),
      { numRuns: RUNS },
    );
    expect(seen.ok).toBeGreaterThan(0);
    expect(seen.errors).toBeGreaterThan(0);
  });

  it('on mutated Gate Ruler examples of the documentation', () => {
    const examples = docExamples()
      .map((e) => e.text)
      .filter((t) => /^(gr|gate ruler|ゲートルーラー)\b/i.test(t));
    expect(examples.length).toBeGreaterThan(15);
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
