/**
 * Shared by the official-rules tests. The real Comprehensive Rules file is read at run time from
 * ../shared/reference/ or $RULEBOT_REFERENCE_DIR (never copied into the repo); tests that need it skip, saying
 * why, when it is absent.
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseRulesFile } from '../../rulings/official/parse.ts';
import type { RulesPack } from '../../rulings/official/types.ts';

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/**
 * ../shared/reference next to the repository (a checkout in /work/main, CI), or further up (a worktree in
 * /work/wt/<name>), or $RULEBOT_REFERENCE_DIR.
 */
export const REFERENCE_DIR =
  process.env.RULEBOT_REFERENCE_DIR ??
  [1, 2, 3].map((up) => join(REPO_ROOT, ...Array<string>(up).fill('..'), 'shared', 'reference')).find((p) => existsSync(p)) ??
  join(REPO_ROOT, '..', 'shared', 'reference');
export const CR_FILE = join(REFERENCE_DIR, 'mtg', 'MagicCompRules-20250207.txt');
export const HAVE_CR = existsSync(CR_FILE);
if (!HAVE_CR) {
  console.warn(`[official] ${CR_FILE} is absent: tests on the real Comprehensive Rules are skipped.`);
}

let bytes: Buffer | undefined;
let pack: RulesPack | undefined;

export function crBytes(): Buffer {
  bytes ??= readFileSync(CR_FILE);
  return bytes;
}

/** The file's lines as published (BOM and CR removed). */
export function crLines(): string[] {
  return crBytes().toString('utf8').replace(/^\uFEFF/, '').split('\r\n');
}

export function realPack(): RulesPack {
  if (!pack) {
    const r = parseRulesFile(crBytes(), { fileName: CR_FILE });
    if (!r.ok) throw new Error(r.message);
    pack = r.pack;
  }
  return pack;
}

export function tempDir(prefix = 'rulebot-official-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/**
 * A small rules document in the official layout (BOM, CRLF, contents, sections, headings, rules, subrules,
 * examples, glossary, credits) with placeholder text written for the tests.
 */
export function syntheticRules(options: { date?: string; extraBody?: string[]; mutate?: (lines: string[]) => void } = {}): string {
  const lines: string[] = ['Sample Game Comprehensive Rules', '', `These rules are effective as of ${options.date ?? 'January 5, 2024'}.`, ''];
  lines.push('Introduction', '', 'Placeholder introduction for tests.', '', 'Contents', '');
  lines.push('1. Basics', '100. General', '101. Turns', '', '2. Cards', '200. Parts', '', 'Glossary', '', 'Credits', '', '1. Basics', '');
  const rule = (n: string, text: string): void => void lines.push(`${n} ${text}`, '');
  lines.push('100. General', '');
  for (let i = 1; i <= 6; i++) {
    rule(`100.${i}.`, `Placeholder rule hundred point ${i}.`);
    for (const l of ['a', 'b']) rule(`100.${i}${l}`, `Placeholder subrule ${i}${l} of rule hundred.`);
  }
  lines.push('101. Turns', '');
  rule('101.1.', 'Turns proceed in order.');
  lines.push('101.1a Each turn has steps.', 'Example: A turn with a step in it.', '');
  lines.push('101.2. Trampling sample', '');
  rule('101.2a', 'A sample keyword subrule.');
  lines.push('2. Cards', '', '200. Parts', '');
  for (let i = 1; i <= 4; i++) rule(`200.${i}.`, `Cards have part number ${i}.`);
  lines.push(...(options.extraBody ?? []));
  lines.push('Glossary', '', 'Sample Term', 'A term for tests. See rule 101.2, “Trampling sample.”', '');
  lines.push('Other Term, Other Terms', '1. First sense.', '2. Second sense. See rules 100.1 and 100.2a.', '');
  lines.push('Alias Term', 'See Sample Term.', '', '');
  lines.push('Credits', '', 'Written for the tests.', '', `These rules are effective as of ${options.date ?? 'January 5, 2024'}.`, '');
  options.mutate?.(lines);
  return `\uFEFF${lines.join('\r\n')}`;
}

/**
 * The real file edited in four ways: 702.19b reworded, 100.6b removed, 702.19h added, 100.4d renumbered to 100.4e,
 * and a new effective date. The new and reworded texts are written for the test.
 */
export function editedCopy(): { path: string; text: string } {
  const lines = crLines();
  const at = (prefix: string): number => {
    const i = lines.findIndex((l) => l.startsWith(prefix));
    if (i < 0) throw new Error(`no line starts with ${prefix}`);
    return i;
  };
  if (lines.some((l) => /^(100\.4e|702\.19h) /.test(l))) throw new Error('test premise: 100.4e and 702.19h must not exist');
  lines[at('702.19b ')] = '702.19b Reworded for the diff test: this paragraph now says something else.';
  const removed = at('100.6b ');
  if (lines[removed + 1] !== '') throw new Error('test premise: 100.6b has no example lines');
  lines.splice(removed, 2);
  lines[at('100.4d ')] = lines[at('100.4d ')]!.replace(/^100\.4d /, '100.4e ');
  lines.splice(at('702.20. '), 0, '702.19h A subrule added for the diff test.', '');
  const text = `\uFEFF${lines.join('\r\n').replaceAll('effective as of February 7, 2025', 'effective as of March 14, 2025')}`;
  const path = join(tempDir(), 'MagicCompRules-edited.txt');
  writeFileSync(path, text);
  return { path, text };
}
