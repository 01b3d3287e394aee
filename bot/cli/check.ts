/** rulebot check "<scenario>" [--lang en|ja|fr] [--json] — resolve a scenario; `-` reads it from standard input. */
import { readFileSync } from 'node:fs';
import { isLocale, type Locale } from '../../commands/i18n.ts';
import { renderCheck, tm } from '../../commands/render/resolution.ts';
import { checkScenario } from '../../engine/index.ts';
import { renderText } from '../text-render.ts';
import { parseArgs, type CliCommand } from './types.ts';

export const checkCliCommand: CliCommand = {
  name: 'check',
  summary: 'resolve a game scenario written in the notation (docs/notation.md)',
  usage: 'rulebot check "<scenario>" [--lang en|ja|fr] [--json]\nrulebot check - < scenario.txt',
  async run(args, io) {
    const { positionals, flags } = parseArgs(args, ['lang']);
    const lang = typeof flags.lang === 'string' ? flags.lang : 'en';
    let text = positionals.join(' ');
    if (text === '-') text = readFileSync(0, 'utf8');
    if (!text.trim() || !isLocale(lang)) {
      io.err(`usage:\n${this.usage}`);
      return 2;
    }
    const result = checkScenario(text);
    if (flags.json) {
      // Messages are keys + params (stable); `text` fields carry the rendering in --lang for convenience.
      const localize = (m: Parameters<typeof tm>[1]) => ({ ...m, text: tm(lang as Locale, m) });
      io.out(JSON.stringify(
        result.ok
          ? {
              ok: true,
              game: result.game,
              ruleset: result.ruleset,
              canonical: result.canonical,
              outcome: result.resolution.outcome.map(localize),
              resolution: result.resolution,
            }
          : { ok: false, errors: result.errors.map((e) => ({ ...e, text: tm(lang as Locale, { key: e.key, params: e.params }) })) },
        null,
        2,
      ));
    } else {
      io.out(renderText({ locale: lang, ephemeral: false, sections: renderCheck(result, lang) }));
    }
    return result.ok && !result.resolution.stopped ? 0 : 1;
  },
};
