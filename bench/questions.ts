/**
 * The real-question grader: `node dist/bench/questions.js <set.yaml…> [--json] [--no-misses] [--ranking] [--server-game] [--cards <file>]… [--frozen]`.
 *
 * Asks every question of the given sets in-process through the same entry point as `rulebot ask --json` (the same
 * services, the same search, whatever official rules are imported under RULEBOT_DATA_DIR), grades each answer by
 * the rule in test/real-questions/README.md (bench/questions-grade.ts) and prints right at the first hit,
 * confidently wrong, partial and non-answers — overall, per language, game and category — and the misses.
 *
 * A file under a `frozen/` folder is a test part measured only at the end: it is refused without `--frozen`.
 * `--server-game` asks each question as in a server whose game is set to the question's game; without it, as in a
 * server with no game set (the headline figures). `--cards <file>` grades with a card table imported from that
 * Scryfall-shaped file (cardTableFrom); the "first if forced" column is the ranking apart from the confidence bar, and
 * `--ranking` lists the questions it misses instead of every miss.
 */
import { mkdtempSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { answerJson, askServices } from '../bot/cli/ask.ts';
import type { CardsFeatureOptions } from '../bot/cards-feature.ts';
import { importScryfall } from '../rulings/cards/import.ts';
import { saveTable } from '../rulings/cards/store.ts';
import type { Game } from '../rulings/games.ts';
import { PACKAGE_ROOT } from '../package-root.ts';
import { withAddedLabels } from './questions-labels.ts';
import { grade, readQuestionSet, tally, tallyBy, unknownLabels, withEntryCitations, type Graded, type QuestionItem, type Tally } from './questions-grade.ts';

export interface GradeOptions {
  /** Ask with the question's game as the filter, as a server set to that game would. */
  serverGame?: boolean;
  /** Where the card data comes from (default: as `rulebot ask` has it); see cardTableFrom(). */
  cards?: CardsFeatureOptions;
}

/**
 * `--cards <file…>`: Scryfall-shaped bulk files (Oracle Cards, All Cards, rulings) imported through the real
 * importer into a folder of their own, read with no network: the grade with that card table, whatever is imported
 * under RULEBOT_DATA_DIR (the official rules stay where they are).
 */
export function cardTableFrom(files: string[]): CardsFeatureOptions {
  const result = importScryfall(files);
  if (!result.ok) throw new Error(`--cards: ${JSON.stringify(result.error)}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'rulebot-grade-cards-'));
  saveTable(result.table, { dataDir });
  return { store: { dataDir }, env: { ...process.env, RULEBOT_CARDS: 'local' } };
}

export interface GradeReport {
  date: string;
  files: { file: string; questions: number }[];
  kbVersion: string;
  /** Official documents in the index (id and effective date), e.g. "mtg-cr 2025-02-07"; empty when none is imported. */
  official: string[];
  /** Card data the card rulings came from: "table <date>", "Scryfall live", or "none" (RULEBOT_CARDS, see README). */
  cards: string;
  serverGame: boolean;
  unknownLabels: string[];
  total: Tally;
  byLang: Record<string, Tally>;
  byGame: Record<string, Tally>;
  byCategory: Record<string, Tally>;
  results: Graded[];
}

/** Grades the given set files (already read) against the shipped knowledge base and whatever is imported. */
export async function gradeSets(sets: { file: string; items: QuestionItem[] }[], options: GradeOptions = {}): Promise<GradeReport> {
  const services = await askServices(options.cards);
  const official = (services.official?.packs ?? []).map((pack) => `${pack.id} ${pack.effectiveDate}`);
  const status = services.cards?.status();
  const cards = !status ? 'none' : [status.table ? `table ${status.table}` : '', status.live ? 'Scryfall live' : ''].filter(Boolean).join(' + ');
  const items = sets.flatMap((s) => s.items);
  const results: Graded[] = [];
  for (const item of items) {
    const game = options.serverGame && item.game !== 'other' ? (item.game as Game) : undefined;
    results.push(grade(item, withEntryCitations(await answerJson(services, item.q, game, undefined), services.kb)));
  }
  const record = (m: Map<string, Tally>) => Object.fromEntries(m);
  return {
    date: new Date().toISOString().slice(0, 10),
    files: sets.map((s) => ({ file: s.file, questions: s.items.length })),
    kbVersion: services.kb.version,
    official,
    cards,
    serverGame: Boolean(options.serverGame),
    unknownLabels: unknownLabels(items, services.kb),
    total: tally(results),
    byLang: record(tallyBy(results, (g) => g.item.lang)),
    byGame: record(tallyBy(results, (g) => g.item.game)),
    byCategory: record(tallyBy(results, (g) => g.item.category)),
    results,
  };
}

function pct(part: number, whole: number): string {
  return whole ? `${part} (${((100 * part) / whole).toFixed(1)}%)` : '0 (—)';
}

const COLUMNS = ['', 'n', 'covered', 'right@1', 'right@1 covered', 'conf. wrong', 'partial', 'non-answers', 'covered missed', 'right suggested', 'first if forced', 'unsure (1st right)', 'other game'];

function row(label: string, t: Tally): string[] {
  return [label, String(t.n), String(t.covered), pct(t.right, t.n), pct(t.rightCovered, t.covered), pct(t.wrong, t.n), pct(t.partial, t.n), pct(t.nonAnswers, t.n), String(t.missedCovered), pct(t.suggestedRight, t.missedCovered), pct(t.forcedRight, t.covered), `${t.unsure} (${t.unsureRight})`, String(t.otherGame)];
}

function table(rows: string[][]): string {
  const widths = COLUMNS.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map((r) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ')).join('\n');
}

function expected(item: QuestionItem): string {
  const parts = [
    item.accept.length ? `accept ${item.accept.join(', ')}` : '',
    item.accept_rules.length ? `rules ${item.accept_rules.join(', ')}` : '',
    item.accept_cards.length ? `cards ${item.accept_cards.join(', ')}` : '',
    item.partial.length ? `partial ${item.partial.join(', ')}` : '',
  ].filter(Boolean);
  return parts.length ? parts.join('; ') : 'nothing acceptable: a non-answer';
}

export function formatReport(report: GradeReport, misses = true, ranking = false): string {
  const out: string[] = [];
  out.push(`real questions, ${report.date}: ${report.files.map((f) => `${f.file} (${f.questions})`).join(', ')}`);
  out.push(`knowledge base ${report.kbVersion}; official rules: ${report.official.join(', ') || 'none imported'}; card data: ${report.cards}; ${report.serverGame ? 'each asked with its game as the server game' : 'asked with no game set'}`);
  const rows = [COLUMNS, row('all', report.total)];
  for (const [title, group] of [['lang', report.byLang], ['game', report.byGame], ['category', report.byCategory]] as const) {
    for (const [k, t] of Object.entries(group)) rows.push(row(`${title} ${k}`, t));
  }
  out.push('', table(rows));
  out.push('', 'right@1: confident answer whose first hit is acceptable, or a non-answer where nothing is; "covered": questions something answers.');
  out.push('covered missed: non-answers to covered questions; right suggested: of those, an acceptable entry among the suggestions.');
  out.push('first if forced: covered questions whose best candidate (first hit, else first suggestion) is acceptable — the ranking, apart from the confidence bar.');
  out.push('unsure: non-answers that said "not sure" with choices (in brackets: the first choice acceptable).');
  out.push('other game: questions whose reply (any hit or suggestion) holds an entry or paragraph of another game.');
  if (report.unknownLabels.length) out.push('', `labels naming no entry (${report.unknownLabels.length}): ${report.unknownLabels.join('; ')}`);
  if (misses) {
    // --ranking: only the covered questions whose best candidate is not acceptable (the ranking's misses)
    const missed = report.results.filter((g) => (ranking ? g.covered && !g.forcedRight : g.verdict !== 'right'));
    out.push('', `${ranking ? 'ranking misses' : 'misses'} (${missed.length}):`);
    for (const g of missed) {
      const got = g.first ? `answered ${g.first}` : `no ruling${g.suggestions.length ? `, suggested ${g.suggestions.join(', ')}` : ''}${g.suggestedRight ? ' (right one suggested)' : ''}`;
      out.push(`- [${g.verdict}] ${g.item.id ? `${g.item.id} ` : ''}${g.item.lang}/${g.item.game}/${g.item.category}: ${g.item.q}`, `    expected: ${expected(g.item)}`, `    got: ${got}`);
    }
    const foreign = report.results.filter((g) => g.otherGame.length);
    if (foreign.length) out.push('', `replies holding another game's entries (${foreign.length}):`);
    for (const g of foreign) out.push(`- ${g.item.id ? `${g.item.id} ` : ''}${g.item.lang}/${g.item.game}: ${g.item.q}`, `    other game: ${g.otherGame.join(', ')}`);
  }
  return out.join('\n');
}

/** A set's path as shown: relative to the package when inside it, else as given. */
function shortPath(file: string): string {
  const rel = relative(PACKAGE_ROOT, resolve(file));
  return rel && !rel.startsWith('..') ? rel : file;
}

const USAGE = 'usage: node dist/bench/questions.js <set.yaml…> [--json] [--no-misses] [--ranking] [--server-game] [--cards <Scryfall bulk file>]… [--frozen]';

async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { json: { type: 'boolean' }, 'no-misses': { type: 'boolean' }, ranking: { type: 'boolean' }, 'server-game': { type: 'boolean' }, frozen: { type: 'boolean' }, cards: { type: 'string', multiple: true }, help: { type: 'boolean' } } });
  } catch (error) {
    console.error(`questions: ${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help || !positionals.length) {
    (values.help ? console.log : console.error)(USAGE);
    return values.help ? 0 : 2;
  }
  const frozen = positionals.filter((f) => /(^|[\\/])frozen[\\/]/.test(resolve(f)));
  if (frozen.length && !values.frozen) {
    console.error(`questions: ${frozen.join(', ')} is a frozen test part, measured only at the end (test/real-questions/README.md); pass --frozen to grade it`);
    return 2;
  }
  let sets;
  try {
    sets = positionals.map((file) => {
      const labelled = withAddedLabels(file, readQuestionSet(file));
      if (labelled.addedFrom) console.error(`questions: ${shortPath(labelled.addedFrom)} merged (labels written after the freeze): ${labelled.questionsChanged} questions gain labels`);
      return { file: shortPath(file), items: labelled.items };
    });
  } catch (error) {
    console.error(`questions: ${(error as Error).message}`);
    return 2;
  }
  let cards: CardsFeatureOptions | undefined;
  try {
    cards = values.cards?.length ? cardTableFrom(values.cards) : undefined;
  } catch (error) {
    console.error(`questions: ${(error as Error).message}`);
    return 2;
  }
  const report = await gradeSets(sets, { serverGame: values['server-game'], cards });
  if (cards) report.cards += ` imported from ${values.cards!.map(shortPath).join(', ')}`;
  if (values.json) console.log(JSON.stringify({ ...report, results: report.results.map((g) => ({ id: g.item.id ?? null, q: g.item.q, lang: g.item.lang, game: g.item.game, category: g.item.category, covered: g.covered, verdict: g.verdict, first: g.first ?? null, suggestions: g.suggestions, suggestedRight: g.suggestedRight, forcedRight: g.forcedRight, unsure: g.unsure, otherGame: g.otherGame })) }, null, 2));
  else console.log(formatReport(report, !values['no-misses'], values.ranking));
  return 0;
}

const invoked = process.argv[1] && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
if (invoked) process.exitCode = await main(process.argv.slice(2));
