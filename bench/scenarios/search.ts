/**
 * One search benchmark in its own process: `search.ts <shipped|10000|100000> <ours|fuse|flexsearch>`.
 * Every library gets the same documents (title, card names, questions, keywords, answer, in all three languages)
 * and the same labelled queries; recall@3 is measured on the queries actually timed.
 */
import FlexSearch from 'flexsearch';
import Fuse from 'fuse.js';
import { loadKnowledgeBase, type KnowledgeBase } from '../../rulings/loader.ts';
import { entryDoc, RulingsSearch, type SearchDoc } from '../../rulings/search.ts';
import { tokenize } from '../../rulings/tokenize.ts';
import { shippedQueries, type LabelledQuery } from '../queries.ts';
import { emit, rssMb, round, timeEach } from '../stats.ts';
import { syntheticCorpus } from '../synthetic.ts';

const [corpusArg = 'shipped', lib = 'ours'] = process.argv.slice(2);

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

function build(): Searcher {
  switch (lib) {
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

const t0 = performance.now();
const search = build();
const buildMs = performance.now() - t0;

let hits = 0;
let asked = 0;
// Fuse.js scans every document for every query (seconds each at 10 000 entries), so it gets a few timed queries
// on the large corpora; the table says how many.
const fuseBig = lib === 'fuse' && corpusArg === '100000';
const runs = fuseBig ? 1 : lib === 'fuse' ? 300 : 3000;
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
