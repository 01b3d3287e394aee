/** The labelled query set for the shipped knowledge base: the search-quality questions that have an answer. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { PACKAGE_ROOT } from '../package-root.ts';

export interface LabelledQuery {
  q: string;
  expect: string;
  lang: 'en' | 'ja' | 'fr';
}

export function shippedQueries(): LabelledQuery[] {
  const dir = join(PACKAGE_ROOT, 'test', 'search-quality');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .flatMap((f) => parse(readFileSync(join(dir, f), 'utf8')) as Array<LabelledQuery & { expect: string | null }>)
    .filter((q): q is LabelledQuery => typeof q.expect === 'string');
}
