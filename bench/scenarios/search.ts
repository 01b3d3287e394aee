/**
 * One search benchmark in its own process: `search.ts <shipped|10000|100000> <ours|minisearch|fuse|flexsearch|pair> [runs]`.
 * Every library gets the same documents (title, card names, questions, keywords, answer, in all three languages)
 * and the same labelled queries; recall@3 is measured on the queries actually timed.
 *
 * `pair` builds ours and FlexSearch in the same process and times them in alternating blocks, so that a busy
 * machine slows both alike: its `ratio` (our queries per second ÷ FlexSearch's) is the number to compare on a
 * shared machine. `runs` shortens a run (default 3000 timed queries).
 */
import FlexSearch from 'flexsearch';
import Fuse from 'fuse.js';
import MiniSearch from 'minisearch';
import { loadKnowledgeBase, type KnowledgeBase } from '../../rulings/loader.ts';
import { entryDoc, RulingsSearch, type SearchDoc } from '../../rulings/search.ts';
import { tokenize } from '../../rulings/tokenize.ts';
import { shippedQueries, type LabelledQuery } from '../queries.ts';
import { emit, rssMb, round, summarize, timeEach } from '../stats.ts';
import { syntheticCorpus } from '../synthetic.ts';

const [corpusArg = 'shipped', lib = 'ours', runsArg] = process.argv.slice(2);

let kb: KnowledgeBase;
let queries: LabelledQuery[];
if (corpusArg === 'shipped') {
  kb = loadKnowledgeBase();
  queries = shippedQueries();
} else {
  ({ kb, queries } = syntheticCorpus(Number(corpusArg)));
}

const docs: SearchDoc[] = kb.entries.map(entryDoc);
type Searcher = (q: string) => string[];

function build(which = lib): Searcher {
  switch (which) {
    case 'ours': {
      const s = new RulingsSearch(kb);
      return (q) => s.query(q, { limit: 3 }).hits.map((h) => h.id);
    }
    case 'fuse': {
      // The configuration rules bots typically use: weighted keys, match anywhere in the text.
      const fuse = new Fuse(docs, {
        keys: [
          { name: 'title', weight: 3 },
          { name: 'cards', weight: 4 },
          { name: 'questions', weight: 2 },
          { name: 'keywords', weight: 2.5 },
          { name: 'body', weight: 1 },
        ],
        ignoreLocation: true,
        threshold: 0.4,
      });
      return (q) => fuse.search(q, { limit: 3 }).map((r) => r.item.id);
    }
    case 'minisearch': {
      // The library the project started with, given our tokenizer and field boosts: the baseline that our own index
      // (rulings/inverted-index.ts) replaced for queries. Kept here so that decision can be re-measured.
      const mini = new MiniSearch<SearchDoc>({
        fields: ['title', 'cards', 'questions', 'keywords', 'body'],
        tokenize: (text) => tokenize(text),
        processTerm: (t) => t,
        searchOptions: { boost: { title: 3, cards: 4, questions: 2, keywords: 2.5 }, combineWith: 'OR' },
      });
      mini.addAll(docs);
      return (q) => mini.search(q).slice(0, 3).map((r) => r.id as string);
    }
    case 'flexsearch': {
      // FlexSearch's default encoders drop Japanese, so it gets our tokenizer: the comparison is then about the index.
      const index = new FlexSearch.Index({ tokenize: 'forward', encode: tokenize, resolution: 9 });
      docs.forEach((d, i) => index.add(i, [d.title, d.title, d.cards, d.cards, d.questions, d.keywords, d.body].join('\n')));
      return (q) => (index.search(q, { limit: 3 }) as number[]).map((i) => docs[i]!.id);
    }
    default:
      throw new Error(`unknown library ${lib}`);
  }
}

if (lib === 'pair') {
  const ours = build('ours');
  const flex = build('flexsearch');
  const runs = Number(runsArg ?? 3000);
  const block = Math.max(50, Math.floor(runs / 10));
  const samples = { ours: [] as number[], flexsearch: [] as number[] };
  const recall = (s: Searcher) => round(queries.filter((q) => s(q.q).includes(q.expect)).length / queries.length, 3);
  for (let i = 0; i < 200; i++) {
    ours(queries[i % queries.length]!.q);
    flex(queries[i % queries.length]!.q);
  }
  for (let done = 0; done < runs; done += block) {
    for (const [name, s] of [['ours', ours], ['flexsearch', flex]] as const) {
      for (let i = done; i < done + block; i++) {
        const t = performance.now();
        s(queries[i % queries.length]!.q);
        samples[name].push(performance.now() - t);
      }
    }
  }
  const a = summarize(samples.ours);
  const b = summarize(samples.flexsearch);
  emit({ scenario: 'search-pair', corpus: corpusArg, entries: kb.entries.length, ours: { ...a, recallAt3: recall(ours) }, flexsearch: { ...b, recallAt3: recall(flex) }, ratio: round(a.perSecond / b.perSecond, 2), rssMb: rssMb() });
  process.exit(0);
}

const t0 = performance.now();
const search = build();
const buildMs = performance.now() - t0;

let hits = 0;
let asked = 0;
// Fuse.js scans every document for every query (seconds each at 10 000 entries), so it gets a few timed queries
// on the large corpora; the table says how many.
const fuseBig = lib === 'fuse' && corpusArg === '100000';
const runs = fuseBig ? 1 : lib === 'fuse' ? 300 : Number(runsArg ?? 3000);
const timing = timeEach(queries, (q) => {
  const ids = search(q.q);
  if (asked < queries.length) {
    asked++;
    if (ids.slice(0, 3).includes(q.expect)) hits++;
  }
  return ids;
}, runs, fuseBig ? 0 : lib === 'fuse' ? 1 : 50, lib === 'fuse' ? 6_000 : corpusArg === '100000' ? 10_000 : 30_000, fuseBig ? 1 : lib === 'fuse' ? 3 : 50);
// Recall over every labelled query (when the timed loop did not already see them all).
let recallAsked = asked;
let recallHits = hits;
if (asked < queries.length && lib !== 'fuse') {
  recallAsked = queries.length;
  recallHits = queries.filter((q) => search(q.q).includes(q.expect)).length;
}
emit({
  scenario: 'search',
  corpus: corpusArg,
  entries: kb.entries.length,
  lib,
  buildMs: round(buildMs, 1),
  ...timing,
  recallAt3: round(recallHits / Math.max(1, recallAsked), 3),
  recallQueries: recallAsked,
  rssMb: rssMb(),
});
