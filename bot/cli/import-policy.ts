/**
 * rulebot import mtg-ipg | mtg-mtr | mtg-jar <file.pdf> [--dry-run] [--json] [--lang] [--data-dir <dir>]
 *
 * Reads the official PDF once under the byte cap (rulings/intake/read.ts), reads its text (PDF.js), then goes through
 * the shared import contract (rulings/official/document.ts): parsed into sections, checked complete against the
 * document's own table of contents or headings, saved as a new version. Any refusal says what and where, in the
 * --lang language, and leaves the stored version as it was; exit code 1.
 */
import { t, type Locale } from '../../commands/i18n.ts';
import { IntakeError } from '../../rulings/intake/errors.ts';
import { readCapped } from '../../rulings/intake/read.ts';
import { acceptOfficial } from '../../rulings/official/document.ts';
import { pdfText } from '../../rulings/official/pdf-text.ts';
import { POLICY_MAX_BYTES, policyDocument } from '../../rulings/official/policy-document.ts';
import { listPolicyPacks } from '../../rulings/official/policy-store.ts';
import type { PolicyPackId } from '../../rulings/official/policy-types.ts';
import type { StoreOptions } from '../../rulings/official/store.ts';
import { cliLocale } from './import-scryfall.ts';
import { intakeText, refusalLines } from './official-import.ts';
import type { CliIO, ParsedArgs } from './types.ts';

export const POLICY_USAGE = [
  'rulebot import mtg-ipg <file.pdf> [--dry-run] [--json] [--lang] [--data-dir <dir>]  import the Infraction Procedure Guide PDF',
  'rulebot import mtg-mtr <file.pdf> [--dry-run] [--json] [--lang] [--data-dir <dir>]  import the Magic Tournament Rules PDF',
  'rulebot import mtg-jar <file.pdf> [--dry-run] [--json] [--lang] [--data-dir <dir>]  import the Judging at Regular REL PDF',
];

function refused(lang: Locale, file: string, reason: string, stored: string | undefined, flags: ParsedArgs['flags'], io: CliIO, extra: Record<string, unknown>): number {
  const lines = [t(lang, 'intake.refused', { file }), reason, stored ? t(lang, 'intake.kept', { date: stored }) : t(lang, 'intake.nothing-saved')];
  if (flags.json) io.out(JSON.stringify({ file, refused: true, message: reason, kept: stored ?? null, ...extra }, null, 2));
  for (const line of lines) io.err(line);
  return 1;
}

export async function importPolicyCli(id: PolicyPackId, file: string | undefined, flags: ParsedArgs['flags'], store: StoreOptions, io: CliIO): Promise<number> {
  if (!file) {
    io.err(`usage:\n${POLICY_USAGE.join('\n')}`);
    return 2;
  }
  const lang = cliLocale(flags);
  const stored = listPolicyPacks(id, store).at(-1)?.effectiveDate;
  let bytes: Uint8Array;
  try {
    bytes = await readCapped(file, POLICY_MAX_BYTES);
  } catch (error) {
    if (!(error instanceof IntakeError)) throw error;
    return refused(lang, file, intakeText(lang, error), stored, flags, io, { stage: 'read', problem: error.problem });
  }
  const started = performance.now();
  const text = await pdfText(bytes);
  if (!text.ok) {
    const reason = t(lang, `intake.pdf.${text.code}`, { file, ...text.params });
    return refused(lang, file, reason, stored, flags, io, { stage: 'pdf', code: text.code, ...(text.offset !== undefined ? { offset: text.offset } : {}), ...(text.page !== undefined ? { page: text.page } : {}) });
  }
  const kind = policyDocument(id, new Map([[file, text.pdf]]), store);
  const outcome = acceptOfficial(kind, [{ name: file, bytes }], { dryRun: !!flags['dry-run'] });
  if (!outcome.ok) {
    const lines = refusalLines(lang, kind, outcome, file, stored);
    if (flags.json) io.out(JSON.stringify({ file, refused: true, stage: outcome.stage, message: lines.slice(1, -1).join('\n'), kept: stored ?? null }, null, 2));
    for (const line of lines) io.err(line);
    return 1;
  }
  const pack = outcome.doc;
  const saved = outcome.saved;
  const ms = performance.now() - started;
  if (flags.json) {
    io.out(
      JSON.stringify(
        {
          id: pack.id,
          title: pack.title,
          effectiveDate: pack.effectiveDate,
          contentHash: pack.contentHash,
          pages: pack.pages,
          sections: pack.sections.map((s) => ({ number: s.number, title: s.title, page: s.page, chars: s.text.length })),
          parseMs: Math.round(ms),
          saved: saved ?? null,
          problems: pack.problems,
        },
        null,
        2,
      ),
    );
    return 0;
  }
  io.out(`${pack.title}, effective ${pack.effectiveDate} — ${pack.pages} pages read in ${ms.toFixed(0)} ms`);
  io.out(`  ${pack.sections.length} sections (${pack.sections[0]?.number} … ${pack.sections.at(-1)?.number}) · content hash ${pack.contentHash.slice(0, 16)}…`);
  if (!saved) io.out('  dry run: nothing saved');
  else if (saved.status === 'unchanged') io.out(`  already imported, unchanged: ${saved.path}`);
  else if (saved.status === 'saved-alongside') io.out(`  saved to ${saved.path} (a different file with the same date is kept at ${saved.existing})`);
  else io.out(`  saved to ${saved.path}`);
  for (const p of pack.problems) io.out(`  page ${p.line}: ${p.message}`);
  return 0;
}
