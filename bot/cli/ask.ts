/** rulebot ask "<question>" [--game <game>] [--lang en|ja|fr] [--json]; rulebot ask --file <file|-> */
import { isLocale, t, type Locale } from '../../commands/i18n.ts';
import type { Services } from '../../commands/context.ts';
import { MAX_QUESTION } from '../../commands/limits.ts';
import { GAMES, isGame, type Game } from '../../rulings/games.ts';
import { localized, type SearchHit } from '../../rulings/search.ts';
import type { KnowledgeBase } from '../../rulings/kb.ts';
import { officialRulesFeature } from '../official-feature.ts';
import { cardsFeature, type CardsFeatureOptions } from '../cards-feature.ts';
import { consoleInvocation } from '../console-invocation.ts';
import { searchWithCardNames } from '../../commands/card-names.ts';
import { cardAnswers, rulingHits, type CardRulingHit } from '../../commands/card-answers.ts';
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

/** A card's official ruling as a hit (the stable JSON shape, documented in the README). */
export function cardRulingJson(hit: CardRulingHit, lang: Locale) {
  const { card, ruling } = hit;
  return {
    id: hit.id,
    kind: 'card-ruling' as const,
    game: 'mtg' as const,
    status: 'current' as const,
    supersededBy: null,
    score: Number(hit.coverage.toFixed(4)),
    coverage: Number(hit.coverage.toFixed(3)),
    title: t(lang, 'card.answer.title', { card: card.name }),
    answer: ruling.text,
    card: { name: card.name, oracleId: card.oracleId ?? null, uri: card.uri ?? null },
    date: ruling.date,
    citations: [{ source: 'card-rulings', sourceTitle: t(lang, 'card.answer.footer'), section: card.name, rule: null, date: ruling.date, version: null }],
  };
}

/** The JSON answer to one question (the --json shape); bench/questions.ts grades real questions through it. */
export async function answerJson(services: Services, question: string, game: Game | undefined, lang: Locale | undefined) {
  // the /ruling path: card names in any language, then the cards' official rulings (commands/card-answers.ts)
  const ctx = { services, invocation: consoleInvocation(lang ?? 'en') };
  const result = searchWithCardNames(ctx, question, { game, ...(lang ? { lang } : {}) });
  const cards = await cardAnswers(ctx, result, result.lang);
  const kbHits = result.found ? result.hits.map((h) => hitJson(services.kb, h, result.lang)) : [];
  const rulings = rulingHits(cards).map((h) => cardRulingJson(h, result.lang));
  return {
    query: question,
    lang: result.lang,
    langDetected: result.langDetected,
    found: result.found || cards.leads,
    // 'answer', 'unsure' (plausible suggestions, no answer) or 'none'; a card ruling that answers makes it 'answer'
    match: cards.leads ? ('answer' as const) : result.match,
    kbVersion: services.kb.version,
    hits: cards.leads ? [...rulings, ...kbHits] : [...kbHits, ...rulings],
    suggestions: [
      ...result.suggestions.map((h) => ({ id: h.id, title: h.entry ? localized(h.entry.title, result.lang) : h.doc.title, coverage: Number(h.coverage.toFixed(3)) })),
      // the cards' rulings closest to the question, when nothing answers it
      ...(result.found || cards.leads ? [] : rulingHits(cards, true)).map((h) => ({ id: h.id, title: t(result.lang, 'card.answer.title', { card: h.card.name }), coverage: Number(h.coverage.toFixed(3)), card: { name: h.card.name } })),
    ],
    cards: [
      ...cards.cards.map((c) => ({ name: c.card.name, written: c.written, rulings: c.card.rulings?.filter((r) => r.source === 'wotc').length ?? 0, relevant: c.relevant.length, uri: c.card.uri ?? null, error: null })),
      ...cards.missing.map((m) => ({ name: m.name, written: m.name, rulings: null, relevant: 0, uri: null, error: m.message })),
    ],
    ...(result.gamesInDoubt ? { gamesInDoubt: result.gamesInDoubt } : {}),
    // "which game?": each game's closest entries, offered as choices (never the answer: found stays false)
    ...(result.gamesInDoubt ? { doubtChoices: (result.doubtChoices ?? []).filter((h) => h.entry).map((h) => ({ id: h.id, game: h.game, title: localized(h.entry!.title, result.lang), coverage: Number(h.coverage.toFixed(3)) })) } : {}),
    analysis: result.analysis
      ? { concepts: result.analysis.concepts, cards: result.analysis.cards.map((c) => ({ text: c.text, name: c.name ?? null })) }
      : null,
  };
}

/**
 * The services a one-shot lookup needs: neither the pin store nor its start-up re-check. Card data as the bot has
 * it (the imported table, else Scryfall with what earlier lookups kept), without fetching the name list again.
 * `cards` overrides where the card data comes from (the grader's --cards: a table imported into a folder of its own).
 * `knowledgeBase` replaces the one read from rulings/ (bench/questions-holdout.ts adds studied questions to entries).
 */
export function askServices(cards: CardsFeatureOptions = {}, knowledgeBase?: KnowledgeBase) {
  return createServices({ features: [officialRulesFeature, cardsFeature({ warmUpMs: 0, ...cards })], ...(knowledgeBase ? { knowledgeBase } : {}) });
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
      const items = splitBatch(await readBatchFile(flags.file), 'question', false);
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
        const answer = await answerJson(services, item.text!.trim(), itemGame as Game | undefined, isLocale(itemLang) ? itemLang : undefined);
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
      const answer = await answerJson(services, question, game, lang);
      io.out(JSON.stringify(answer, null, 2));
      return answer.found ? 0 : 1;
    }
    {
      // The same reply a /ruling gives, as text (loaded only here: JSON and batch modes need none of it).
      // The /ruling handler itself, not the dispatcher: that would load every command (the engine, the pin
      // commands) for one search; the question's length was checked above with the same limit.
      const [{ rulingCommand }, { renderText }] = await Promise.all([import('../../commands/ruling.ts'), import('../text-render.ts')]);
      const view = await rulingCommand.run({ services, invocation: consoleInvocation(lang ?? 'en') }, { question, ...(game ? { game } : {}) });
      io.out(renderText({ ...view, actions: [] }));
    }
    // "No ruling found" is exit code 1 in text mode too (the answer the reply above was made from).
    return (await answerJson(services, question, game, lang)).found ? 0 : 1;
  },
};
