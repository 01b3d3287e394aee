/**
 * The seeded, stratified dev/test split of a question set (test/policy-questions, test/rb-questions): the same
 * questions and seed always give the same halves, so anyone can check that no question moved between the parts.
 * Each stratum (language × category, or language × topic) is shuffled with the seed and dealt alternately; an odd
 * stratum flips which half deals first in the next one, so the halves differ by at most one question.
 */
import { rng } from '../../bench/synthetic.ts';

/** FNV-1a over the UTF-16 code units: turns the seed text into a 32-bit state. */
function hashSeed(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export interface SplitItem {
  /** Unique within the set (the question text). */
  key: string;
  /** The stratum it is dealt in, e.g. "ja/policy". */
  stratum: string;
}

/** The keys that go to the test part. */
export function testPart(items: readonly SplitItem[], seed: string): Set<string> {
  const random = rng(hashSeed(seed));
  const strata = new Map<string, string[]>();
  for (const item of items) strata.set(item.stratum, [...(strata.get(item.stratum) ?? []), item.key]);
  const test = new Set<string>();
  let first = 0;
  for (const stratum of [...strata.keys()].sort()) {
    const keys = strata.get(stratum)!.sort();
    for (let i = keys.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [keys[i], keys[j]] = [keys[j]!, keys[i]!];
    }
    keys.forEach((key, i) => {
      if ((i + first) % 2 === 1) test.add(key);
    });
    if (keys.length % 2 === 1) first ^= 1;
  }
  return test;
}
