/**
 * rulebot check "<scenario>" [--lang en|ja|fr] [--json] — resolve a scenario; `-` reads it from standard input.
 * rulebot check --file <file|-> — many scenarios (blank-line-separated blocks, or JSON lines), one JSON line each.
 */
import { MAX_SCENARIO } from '../../commands/limits.ts';
import { isLocale, t, type Locale } from '../../commands/i18n.ts';
import { renderCheck, tm } from '../../commands/render/resolution.ts';
import type { CheckResult } from '../../engine/index.ts';
import { checkWithCardSource } from '../../commands/check-cards.ts';
import { createCardSource } from '../cards-feature.ts';
import { renderText } from '../text-render.ts';
import { readBatchFile, splitBatch } from './batch.ts';
import { parseArgs, UsageError, type CliCommand } from './types.ts';

/** The JSON answer for one scenario: message keys and parameters (stable), plus their text in `lang`. */
function checkJson(result: CheckResult, lang: Locale) {
  const localize = (m: Parameters<typeof tm>[1]) => ({ ...m, text: tm(lang, m) });
  return result.ok
    ? {
        ok: true,
        game: result.game,
        ruleset: result.ruleset,
        canonical: result.canonical,
        outcome: result.resolution.outcome.map(localize),
        resolution: result.resolution,
      }
    : { ok: false, errors: result.errors.map((e) => ({ ...e, text: tm(lang, { key: e.key, params: e.params }) })) };
}

const passed = (result: CheckResult) => result.ok && !result.resolution.stopped;

/** The same limit as /check's option, in every mode. */
const tooLong = (text: string, lang: Locale) =>
  text.length > MAX_SCENARIO ? t(lang, 'replies.errors.too_long', { length: text.length, max: MAX_SCENARIO }) : undefined;

export const checkCliCommand: CliCommand = {
  name: 'check',
  usage: [
    'rulebot check "<scenario>" [--lang en|ja|fr] [--json]',
    'rulebot check - < scenario.txt',
    'rulebot check --file <scenarios.txt | -> [--lang]   scenarios separated by blank lines (or JSON lines: a string,',
    '                                                   or {"scenario", "lang"}), one JSON answer a line',
  ].join('\n'),
  async run(args, io) {
    const { positionals, flags } = parseArgs(args, { lang: true, json: false, file: true });
    const lang = (flags.lang as string | undefined) ?? 'en';
    if (!isLocale(lang)) throw new UsageError('--lang must be en, ja or fr');
    // Card names resolve as in /check: the imported table (read only if a scenario names a card), then Scryfall.
    const cards = createCardSource({ warmUpMs: 0 });
    const check = (text: string) => checkWithCardSource(cards, text);

    if (typeof flags.file === 'string') {
      if (positionals.length) throw new UsageError('give either a scenario or --file, not both');
      let code = 0;
      for (const item of splitBatch(await readBatchFile(flags.file), 'scenario', true)) {
        const itemLang = item.fields.lang ?? lang;
        const replyLang = isLocale(itemLang) ? itemLang : lang;
        const problem =
          item.error ??
          (isLocale(itemLang) ? undefined : `unknown language "${String(itemLang)}" (en, ja, fr)`) ??
          (item.text?.trim() ? tooLong(item.text, replyLang) : 'empty scenario');
        if (problem) {
          io.out(JSON.stringify({ line: item.line, ok: false, error: problem }));
          code = 1;
          continue;
        }
        const result = await check(item.text!);
        if (!passed(result)) code = 1;
        io.out(JSON.stringify({ line: item.line, ...checkJson(result, replyLang) }));
      }
      return code;
    }

    let text = positionals.join(' ');
    // One scenario is at most a few kilobytes: standard input is read only that far (then refused as too long).
    if (text === '-') text = await readBatchFile('-', 1024 * 1024);
    if (!text.trim()) throw new UsageError('no scenario given');
    const problem = tooLong(text, lang);
    if (problem) {
      io.err(`rulebot check: ${problem}`);
      return 2;
    }
    const result = await check(text);
    if (flags.json) io.out(JSON.stringify(checkJson(result, lang), null, 2));
    else io.out(renderText({ locale: lang, ephemeral: false, sections: renderCheck(result, lang) }));
    return passed(result) ? 0 : 1;
  },
};
