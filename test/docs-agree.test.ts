/** The README and the notation manual state the limits the code enforces, and the same ones. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_SCENARIO } from '../commands/limits.ts';
import { MAX_STATEMENTS, MAX_TEXT_LENGTH } from '../engine/core/parse.ts';
import { PACKAGE_ROOT } from '../package-root.ts';

const readme = readFileSync(join(PACKAGE_ROOT, 'README.md'), 'utf8');
const manual = readFileSync(join(PACKAGE_ROOT, 'docs', 'notation.md'), 'utf8');
/** 4000 → "4 000", as both documents write numbers. */
const written = (n: number) => n.toLocaleString('en').replace(/,/g, ' ');

describe('README and docs/notation.md agree with the code', () => {
  it('give the same scenario limits', () => {
    for (const doc of [readme, manual]) {
      expect(doc).toContain(`${written(MAX_TEXT_LENGTH)} characters`);
      expect(doc).toContain(`${MAX_STATEMENTS} statements`);
      expect(doc).toContain(`1 500`);
    }
    expect(MAX_SCENARIO).toBe(1500);
    // every "N characters" said of a scenario is one of the two limits
    for (const doc of [readme, manual]) {
      for (const m of doc.matchAll(/scenarios?\b[^.;\d]{0,40}?(\d[\d ]*) characters/gi)) {
        expect([written(MAX_TEXT_LENGTH), written(MAX_SCENARIO)], m[0]).toContain(m[1]!.trim());
      }
    }
  });
});
