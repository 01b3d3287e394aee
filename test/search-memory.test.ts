/**
 * A bot answers for weeks, and nearly every question holds some word no document has (a typo, a number, a
 * nickname): nothing the search keeps between questions may grow with them. The check counts what the search
 * holds — the size of every Map and Set and the length of every array reachable from it — after a warm-up and
 * again after several hundred more questions, each with words never seen before; no count may have grown. Lazy
 * structures (the fuzzy buckets, the sorted term list) are built by the warm-up, so only a cache kept per new word
 * (as the per-word game counts were until 2026-11-27: one entry per unknown word, ~10,000 after 16,000 questions)
 * shows up, named by its path.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '../rulings/loader.ts';
import { RulingsSearch } from '../rulings/search.ts';

/** path → size of every collection reachable from `root` (keys of a Map followed when they are not objects). */
function collectionSizes(root: object): Map<string, number> {
  const out = new Map<string, number>();
  const seen = new Set<unknown>();
  const walk = (v: unknown, path: string, depth: number): void => {
    if (v === null || typeof v !== 'object' || seen.has(v) || depth > 10 || ArrayBuffer.isView(v)) return;
    seen.add(v);
    if (v instanceof Map) {
      out.set(path, v.size);
      for (const [k, x] of v) if (typeof k !== 'object') walk(x, `${path}[${String(k)}]`, depth + 1);
    } else if (v instanceof Set) {
      out.set(path, v.size);
    } else if (Array.isArray(v)) {
      out.set(path, v.length);
      // the documents and entries themselves are fixed; a long array's items are not walked one by one
      if (v.length <= 64) v.forEach((x, i) => walk(x, `${path}[${i}]`, depth + 1));
    } else {
      for (const k of Object.keys(v)) walk((v as Record<string, unknown>)[k], `${path}.${k}`, depth + 1);
    }
  };
  walk(root, 'search', 0);
  return out;
}

/** A word no language has and no document uses: letters only, so the tokenizer keeps it whole. */
function unknownWord(i: number): string {
  let s = '';
  for (let n = i + 26 * 26; n > 0; n = Math.floor(n / 26)) s += String.fromCharCode(97 + (n % 26));
  return `zqv${s}qz`;
}

// Questions that take the search's different paths: Magic, Riftbound's part, tournament policy, Japanese, French,
// a card-led question and one that names a game.
const QUESTIONS = [
  'does trample work with deathtouch when blocked by two creatures',
  'in Riftbound can I play a spell during a showdown',
  'what is the penalty for drawing an extra card at competitive',
  'トランプルと接死を持つクリーチャーがブロックされたら',
  'est-ce que le piétinement marche avec le contact mortel',
  'if I evoke Mulldrifter do I draw the cards',
  'gate ruler how does the gate work',
];

describe('what the search keeps between questions', () => {
  let search: RulingsSearch;
  beforeAll(() => {
    search = new RulingsSearch(loadKnowledgeBase());
  });

  it('does not grow with words it has never seen', () => {
    let n = 0;
    const ask = (count: number): void => {
      for (let i = 0; i < count; i++, n++) {
        const q = QUESTIONS[n % QUESTIONS.length]!;
        const asked = n % 2 === 0 ? `${q} ${unknownWord(n)}` : `${unknownWord(n)} ${q} ${unknownWord(n + 100_000)}`;
        search.query(asked);
      }
    };
    ask(QUESTIONS.length * 4);
    const before = collectionSizes(search);
    ask(QUESTIONS.length * 60);
    const after = collectionSizes(search);
    const grown = [...after].filter(([path, size]) => before.has(path) && size > before.get(path)!).map(([path, size]) => `${path}: ${before.get(path)} → ${size}`);
    const added = [...after.keys()].filter((path) => !before.has(path));
    expect(after.size, 'collections were found to count').toBeGreaterThan(50);
    expect({ grown, added: added.length ? `${added.length}, e.g. ${added.slice(0, 3).join(', ')}` : 'none' }).toEqual({ grown: [], added: 'none' });
  }, 60_000);
});
