/** The benchmark times legal, fully resolved positions: a violation would time the engine stopping early instead. */
import { describe, expect, it } from 'vitest';
import { CHECK_SCENARIOS } from '../../bench/scenarios/check-scenarios.ts';
import { checkScenario } from '../../engine/index.ts';

describe('benchmark scenarios', () => {
  for (const [name, text] of Object.entries(CHECK_SCENARIOS)) {
    it(`${name}: parses and resolves without a violation`, () => {
      const r = checkScenario(text);
      expect(r.ok).toBe(true);
      if (r.ok) expect(r.resolution.violations.map((v) => v.key)).toEqual([]);
    });
  }
});
