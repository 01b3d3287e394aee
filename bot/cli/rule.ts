/** rulebot rule <id | rule number> [--game mtg|rb] [--lang] [--subrules] [--json] */
import { isLocale, type Locale } from '../../commands/i18n.ts';
import { runCommand } from '../../commands/dispatch.ts';
import { RULE_GAMES } from '../../commands/rule.ts';
import { consoleInvocation } from '../console.ts';
import { officialRulesFeature } from '../official-feature.ts';
import { createServices } from '../services.ts';
import { renderText } from '../text-render.ts';
import { hitJson } from './ask.ts';
import { parseArgs, type CliCommand } from './types.ts';

export const ruleCommand: CliCommand = {
  name: 'rule',
  usage: 'rulebot rule <id | rule number> [--game mtg|rb] [--lang en|ja|fr] [--subrules] [--json]',
  async run(args, io) {
    const { positionals, flags } = parseArgs(args, { lang: true, subrules: false, json: false, game: true });
    const id = positionals.join(' ').trim();
    const lang = typeof flags.lang === 'string' ? flags.lang : 'en';
    const game = typeof flags.game === 'string' ? flags.game.toLowerCase() : undefined;
    if (game !== undefined && !(RULE_GAMES as readonly string[]).includes(game)) {
      io.err(`rulebot rule: --game ${flags.game} has no rule numbers; use ${RULE_GAMES.join(' or ')}\nusage: ${this.usage}`);
      return 2;
    }
    if (!id || !isLocale(lang)) {
      io.err(`usage: ${this.usage}`);
      return 2;
    }
    // A one-shot lookup needs neither the pin store nor its start-up re-check.
    const services = await createServices({ features: [officialRulesFeature] });
    const entry = services.kb.byId.get(id);
    if (flags.json && entry) {
      const hit = { id, kind: 'entry' as const, game: entry.game, score: 1, coverage: 1, entry, doc: services.search.doc(id)! };
      io.out(JSON.stringify({ ...hitJson(services.kb, hit, lang), related: entry.related ?? [], kbVersion: services.kb.version, hash: entry.hash }, null, 2));
      return 0;
    }
    const view = await runCommand({ services, invocation: consoleInvocation(lang as Locale) }, 'rule', {
      id,
      subrules: flags.subrules === true,
      ...(game ? { game } : {}),
    });
    if (flags.json) {
      io.out(JSON.stringify({ error: view.sections.map((s) => s.description).join('\n') }, null, 2));
      return 1;
    }
    io.out(renderText({ ...view, actions: [] }));
    return view.sections.some((s) => s.tone === 'error') ? 1 : 0;
  },
};
