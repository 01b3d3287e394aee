/** rulebot ask "<question>" [--game mtg|rb|gr] [--lang en|ja|fr] [--json] */
import { isLocale, type Locale } from '../../commands/i18n.ts';
import { runCommand } from '../../commands/dispatch.ts';
import { GAMES, type Game } from '../../rulings/games.ts';
import { localized, type SearchHit } from '../../rulings/search.ts';
import type { KnowledgeBase } from '../../rulings/kb.ts';
import { consoleInvocation } from '../console.ts';
import { officialRulesFeature } from '../features.ts';
import { createServices } from '../services.ts';
import { renderText } from '../text-render.ts';
import { parseArgs, type CliCommand } from './types.ts';

/** The stable JSON shape of one hit (documented in the README). */
export function hitJson(kb: KnowledgeBase, h: SearchHit, lang: Locale) {
  const e = h.entry;
  return {
    id: h.id,
    kind: h.kind,
    game: h.game,
    status: e?.status ?? 'current',
    supersededBy: e?.superseded_by ?? null,
    score: Number(h.score.toFixed(4)),
    coverage: Number(h.coverage.toFixed(3)),
    title: e ? localized(e.title, lang) : h.doc.title,
    answer: e ? localized(e.answer, lang) : h.doc.body,
    citations: (e?.citations ?? []).map((c) => {
      const source = kb.sources.get(c.source);
      return {
        source: c.source,
        sourceTitle: source ? localized(source.title, lang) : c.source,
        section: c.section ?? null,
        rule: c.rule ?? null,
        date: c.date ?? source?.date ?? null,
        version: c.version ?? source?.version ?? null,
      };
    }),
  };
}

export const askCommand: CliCommand = {
  name: 'ask',
  summary: 'search the knowledge base for a question',
  usage: 'rulebot ask "<question>" [--game mtg|rb|gr] [--lang en|ja|fr] [--json]',
  async run(args, io) {
    const { positionals, flags } = parseArgs(args, ['game', 'lang']);
    const question = positionals.join(' ').trim();
    const game = typeof flags.game === 'string' ? flags.game : undefined;
    const lang = typeof flags.lang === 'string' ? flags.lang : undefined;
    if (!question || (game && !(GAMES as readonly string[]).includes(game)) || (lang && !isLocale(lang))) {
      io.err(`usage: ${this.usage}`);
      return 2;
    }
    // A one-shot lookup needs neither the pin store nor its start-up re-check.
    const services = await createServices({ features: [officialRulesFeature] });
    if (flags.json) {
      const result = services.search.query(question, { game: game as Game | undefined, lang: lang as Locale | undefined });
      io.out(JSON.stringify({
        query: question,
        lang: result.lang,
        langDetected: result.langDetected,
        found: result.found,
        kbVersion: services.kb.version,
        hits: result.hits.map((h) => hitJson(services.kb, h, result.lang)),
        suggestions: result.suggestions.map((h) => ({ id: h.id, title: h.entry ? localized(h.entry.title, result.lang) : h.doc.title, coverage: Number(h.coverage.toFixed(3)) })),
      }, null, 2));
      return result.found ? 0 : 1;
    }
    const invocation = consoleInvocation((lang as Locale | undefined) ?? 'en');
    const view = await runCommand({ services, invocation }, 'ruling', { question, game });
    io.out(renderText({ ...view, actions: [] }));
    return 0;
  },
};
