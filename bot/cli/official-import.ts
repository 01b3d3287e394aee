/**
 * The command-line side of an official-document import (rulings/official/document.ts): the refusal, in the
 * `--lang` language, says what is wrong with which file and that the stored version was left in place; exit code 1.
 * `rulebot import mtg-cr` uses it; other documents' import commands call the same two functions.
 */
import { t, type Locale } from '../../commands/i18n.ts';
import type { IntakeError } from '../../rulings/intake/errors.ts';
import type { OfficialDocument, OfficialImport } from '../../rulings/official/document.ts';

/** An IntakeError in the reader's language. */
export function intakeText(lang: Locale, error: IntakeError): string {
  return t(lang, error.key, error.params);
}

/**
 * The lines of a refusal: what is wrong (each missing part on its own line), then what was kept. `stored` is the
 * effective date (or version) of the stored document the refused file would have replaced, if any.
 */
export function refusalLines(lang: Locale, kind: OfficialDocument<unknown, unknown>, outcome: Exclude<OfficialImport<unknown>, { ok: true }>, file: string, stored?: string): string[] {
  const document = t(lang, kind.nameKey);
  const lines: string[] = [t(lang, 'intake.refused', { file: outcome.stage === 'read' && outcome.file ? outcome.file : file })];
  switch (outcome.stage) {
    case 'read':
    case 'save':
      lines.push(intakeText(lang, outcome.error));
      break;
    case 'parse':
      lines.push(t(lang, 'intake.not-document', { file, document, reason: outcome.message }));
      break;
    case 'incomplete':
      lines.push(t(lang, 'intake.incomplete', { file, document }));
      for (const gap of outcome.gaps) lines.push(`  - ${t(lang, gap.key, gap.params)}`);
      break;
  }
  lines.push(stored ? t(lang, 'intake.kept', { date: stored }) : t(lang, 'intake.nothing-saved'));
  return lines;
}
