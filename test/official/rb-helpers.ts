/**
 * The Riftbound Core Rules (2025-06-02) as the reference folder holds them: a Markdown conversion of the official
 * PDF in four parts, read at run time from ../shared/reference/riftbound-core-rules/ (or $RULEBOT_REFERENCE_DIR),
 * never copied into the repo. Tests that need them skip, saying why, when the folder is absent.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseRiftboundRules, type InputFile } from '../../rulings/official/rb-parse.ts';
import type { RulesPack } from '../../rulings/official/types.ts';
import { REFERENCE_DIR } from './helpers.ts';

export const RB_DIR = join(REFERENCE_DIR, 'riftbound-core-rules');
export const HAVE_RB = existsSync(RB_DIR);
if (!HAVE_RB) console.warn(`[official] ${RB_DIR} is absent: tests on the real Riftbound Core Rules are skipped.`);

/** Every .md file of the folder (the four parts and SOURCE.md), as `rulebot import rb-rules <dir>/*.md` sees them. */
export function rbPaths(): string[] {
  return readdirSync(RB_DIR)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => join(RB_DIR, f));
}

/** The four parts only, in document order. */
export function rbParts(): Array<InputFile & { bytes: Buffer }> {
  return rbPaths()
    .filter((p) => /\/\d\d_\d\d_[^/]+\.md$/.test(p))
    .map((p) => ({ name: p, bytes: readFileSync(p) }));
}

let pack: RulesPack | undefined;
export function rbPack(): RulesPack {
  if (!pack) {
    const r = parseRiftboundRules(rbParts(), { now: new Date('2026-01-01T00:00:00Z') });
    if (!r.ok) throw new Error(r.message);
    pack = r.pack;
  }
  return pack;
}

/** The pack as plain text, one paragraph a line after its number: the shape of the official PDF's extracted text. */
export function rbAsText(p: RulesPack = rbPack(), header = `${p.title}\nLast Updated: ${p.effectiveDate}\n`): string {
  const lines = [header];
  for (const q of p.paragraphs) {
    const [first = '', ...rest] = q.text.split('\n');
    lines.push(`${q.number}. ${first}`, ...rest, ...q.examples.map((e) => `Example: ${e}`));
  }
  return lines.join('\n');
}
