/** rulebot ask "<question>" [--game <game>] [--lang en|ja|fr] [--json]; rulebot ask --file <file|-> */
import { isLocale, t, type Locale } from '../../commands/i18n.ts';
import type { Services } from '../../commands/context.ts';
import { MAX_QUESTION } from '../../commands/limits.ts';
import { GAMES, isGame, type Game } from '../../rulings/games.ts';
import { localized, type SearchHit } from '../../rulings/search.ts';
import type { KnowledgeBase } from '../../rulings/kb.ts';
import { officialRulesFeature } from '../official-feature.ts';
import { createServices } from '../services.ts';
import { readBatchFile, splitBatch } from './batch.ts';
import { parseArgs, UsageError, type CliCommand } from './types.ts';

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

/** Why a question cannot be asked (empty, too long, unknown game), in `lang`; undefined when it can. */
function refusal(question: string, game: string | undefined, lang: Locale): string | undefined {
  if (!question) return t(lang, 'replies.ruling.empty_question');
  // The same limit as /ruling's option, in text and JSON modes alike.
  if (question.length > MAX_QUESTION) return t(lang, 'replies.errors.too_long', { length: question.length, max: MAX_QUESTION });
  if (game !== undefined && !(GAMES as readonly string[]).includes(game)) return `unknown game "${game}" (${GAMES.join(', ')})`;
  return undefined;
}

/** The JSON answer to one question (the --json shape); bench/questions.ts grades real questions through it. */
export function answerJson(services: Services, question: string, game: Game | undefined, lang: Locale | undefined) {
  const result = services.search.query(question, { game, lang });
  return {
    query: question,
    lang: result.lang,
    langDetected: result.langDetected,
    found: result.found,
    match: result.match,
    kbVersion: services.kb.version,
    hits: result.hits.map((h) => hitJson(services.kb, h, result.lang)),
    suggestions: result.suggestions.map((h) => ({ id: h.id, title: h.entry ? localized(h.entry.title, result.lang) : h.doc.title, coverage: Number(h.coverage.toFixed(3)) })),
    analysis: result.analysis
      ? { concepts: result.analysis.concepts, cards: result.analysis.cards.map((c) => ({ text: c.text, name: c.name ?? null })) }
      : null,
  };
}

/** The services a one-shot lookup needs: neither the pin store nor its start-up re-check. */
export function askServices() {
  return createServices({ features: [officialRulesFeature] });
}

export const askCommand: CliCommand = {
  name: 'ask',
  usage: [
    `rulebot ask "<question>" [--game ${GAMES.join('|')}] [--lang en|ja|fr] [--json]`,
    'rulebot ask --file <questions.txt | -> [--game] [--lang]   one question a line (or JSON lines: {"question", "game", "lang"}),',
    '                                                            one JSON answer a line',
    'A question that starts with "-" goes after --: rulebot ask -- "-1/-1 counters and persist"',
  ].join('\n'),
  async run(args, io) {
    const { positionals, flags } = parseArgs(args, { game: true, lang: true, json: false, file: true });
    const gameFlag = flags.game as string | undefined;
    const langFlag = flags.lang as string | undefined;
    if (gameFlag !== undefined && !isGame(gameFlag)) throw new UsageError(`--game must be one of ${GAMES.join(', ')}`);
    if (langFlag !== undefined && !isLocale(langFlag)) throw new UsageError('--lang must be en, ja or fr');
    const game = isGame(gameFlag) ? gameFlag : undefined;
    const lang = isLocale(langFlag) ? langFlag : undefined;

    if (typeof flags.file === 'string') {
      if (positionals.length) throw new UsageError('give either a question or --file, not both');
      const items = splitBatch(readBatchFile(flags.file), 'question', false);
      const services = await askServices();
      let code = 0;
      for (const item of items) {
        const itemLang = item.fields.lang ?? lang;
        const itemGame = item.fields.game ?? game;
        const replyLang = isLocale(itemLang) ? itemLang : 'en';
        const problem =
          item.error ??
          (itemLang !== undefined && !isLocale(itemLang) ? `unknown language "${String(itemLang)}" (en, ja, fr)` : undefined) ??
          refusal((item.text ?? '').trim(), typeof itemGame === 'string' ? itemGame : itemGame === undefined ? undefined : String(itemGame), replyLang);
        if (problem) {
          io.out(JSON.stringify({ line: item.line, query: item.text ?? null, error: problem }));
          code = 1;
          continue;
        }
        const answer = answerJson(services, item.text!.trim(), itemGame as Game | undefined, isLocale(itemLang) ? itemLang : undefined);
        if (!answer.found) code = 1;
        io.out(JSON.stringify({ line: item.line, ...answer }));
      }
      return code;
    }

    const question = positionals.join(' ').trim();
    const problem = refusal(question, game, lang ?? 'en');
    if (problem) {
      io.err(`rulebot ask: ${problem}`);
      if (!question) io.err(`usage:\n${this.usage}`);
      return 2;
    }
    const services = await askServices();
    if (flags.json) {
      const answer = answerJson(services, question, game, lang);
      io.out(JSON.stringify(answer, null, 2));
      return answer.found ? 0 : 1;
    }
    {
      // The same reply a /ruling gives, as text (loaded only here: JSON and batch modes need none of it).
      // The /ruling handler itself, not the dispatcher: that would load every command (the engine, the pin
      // commands) for one search; the question's length was checked above with the same limit.
      const [{ rulingCommand }, { consoleInvocation }, { renderText }] = await Promise.all([
        import('../../commands/ruling.ts'),
        import('../console-invocation.ts'),
        import('../text-render.ts'),
      ]);
      const view = await rulingCommand.run({ services, invocation: consoleInvocation(lang ?? 'en') }, { question, ...(game ? { game } : {}) });
      io.out(renderText({ ...view, actions: [] }));
    }
    // "No ruling found" is exit code 1 in text mode too (the search the reply above was made from).
    return services.search.query(question, { game: game, fallbackLang: lang ?? 'en' }).found ? 0 : 1;
  },
};
