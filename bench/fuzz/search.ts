/** The shipped knowledge base's search, and the words its questions are built from, for the fuzzer. */
import { createServices } from '../../bot/services.ts';
import type { RulingsSearch } from '../../rulings/search.ts';

export async function fuzzSearch(): Promise<{ search: RulingsSearch; vocabulary: string[] }> {
  const services = await createServices({ features: [] });
  const words = new Set<string>();
  for (const e of services.kb.entries) {
    for (const text of [...Object.values(e.title), ...Object.values(e.questions ?? {}).flat()]) {
      for (const w of String(text).split(/[\s、。？?!！,.]+/)) if (w) words.add(w);
    }
  }
  return { search: services.search, vocabulary: [...words].sort() };
}
