/**
 * Finding the server's pin for a question (the `pinLookup` hook /ruling and /check call). Conservative on purpose —
 * a wrong "canonical answer" is worse than none:
 *
 *  1. the normalised topic equals the question's (store/normalise.ts);
 *  2. /ruling with an entry id (what Discord's autocomplete sends): the newest pin of that entry;
 *     /check: a scenario pin whose canonical form equals the checked scenario's;
 *  3. /ruling only: high word overlap (the knowledge-base tokenizer, rulings/tokenize.ts; Jaccard ≥ 0.75 over
 *     folded, stemmed, stopword-free words) with a pin's topic, or — for an entry pin — with one of the pinned
 *     entry's own questions (the question would land on that entry).
 *
 * A lookup never breaks the answer under it: a store error or a slow database means "no pin" (and a log line).
 */
import { checkScenario } from '../engine/index.ts';
import type { KnowledgeBase } from '../rulings/kb.ts';
import { tokenize } from '../rulings/tokenize.ts';
import { normaliseTopic } from '../store/normalise.ts';
import type { Pin, PinStore } from '../store/types.ts';
import type { PinLookup } from './context.ts';
import { pinSection } from './pin-render.ts';
import type { PinsLog } from './pin-service.ts';
import { assessPin, type ScenarioChecker } from './pin-verify.ts';

export const MIN_OVERLAP = 0.75;

export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (!a.size || !b.size) return 0;
  let both = 0;
  for (const x of a) if (b.has(x)) both++;
  return both / (a.size + b.size - both);
}

/** Tokens of pin topics and entry questions, kept between lookups (they rarely change; the cache is bounded). */
const wordCache = new Map<string, Set<string>>();
function words(text: string): Set<string> {
  let set = wordCache.get(text);
  if (!set) {
    if (wordCache.size > 20_000) wordCache.clear();
    set = new Set(tokenize(text));
    wordCache.set(text, set);
  }
  return set;
}

function newest(pins: Pin[]): Pin | undefined {
  return [...pins].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
}

export interface MatchOptions {
  check?: ScenarioChecker;
  /** Canonical forms of pinned scenarios, by scenario text (the engine is pure, so this never goes stale). */
  canonicalCache?: Map<string, string>;
}

function canonical(text: string, options: MatchOptions): string {
  const cache = options.canonicalCache;
  const hit = cache?.get(text);
  if (hit !== undefined) return hit;
  const result = (options.check ?? checkScenario)(text);
  const value = result.ok ? result.canonical : normaliseTopic(text);
  if (cache) {
    if (cache.size > 1000) cache.clear();
    cache.set(text, value);
  }
  return value;
}

/** The best pin among `pins` for a question (see the header for the rules), or undefined. */
export function matchPin(kb: KnowledgeBase, pins: readonly Pin[], kind: 'ruling' | 'check', query: string, options: MatchOptions = {}): Pin | undefined {
  const key = normaliseTopic(query);
  if (!key || !pins.length) return undefined;
  const exact = pins.find((p) => p.topicKey === key);
  if (exact) return exact;

  if (kind === 'check') {
    const wanted = canonical(query, options);
    return newest(pins.filter((p) => p.target.kind === 'scenario' && canonical(p.target.scenario, options) === wanted));
  }

  const id = query.trim();
  if (kb.byId.has(id)) {
    const same = newest(pins.filter((p) => p.target.kind === 'entry' && p.target.entryId === id));
    if (same) return same;
  }

  const asked = new Set(tokenize(query));
  if (!asked.size) return undefined;
  let best: Pin | undefined;
  let bestScore = 0;
  for (const pin of pins) {
    let score = jaccard(asked, words(pin.topic));
    if (pin.target.kind === 'entry') {
      const entry = kb.byId.get(pin.target.entryId);
      for (const q of [...(entry?.questions?.en ?? []), ...(entry?.questions?.ja ?? []), ...(entry?.questions?.fr ?? [])]) {
        score = Math.max(score, jaccard(asked, words(q)));
      }
    }
    if (score >= MIN_OVERLAP && (score > bestScore || (score === bestScore && best && pin.createdAt > best.createdAt))) {
      best = pin;
      bestScore = score;
    }
  }
  return best;
}

export interface PinLookupOptions extends MatchOptions {
  /** Give up (no pin shown) when the database takes longer than this. Default 1500 ms. */
  timeoutMs?: number;
  log?: PinsLog;
}

export function createPinLookup(store: PinStore, kb: KnowledgeBase, options: PinLookupOptions = {}): PinLookup {
  const matchOptions: MatchOptions = { check: options.check, canonicalCache: options.canonicalCache ?? new Map() };
  return async (guildId, kind, query, locale) => {
    let timer: NodeJS.Timeout | undefined;
    try {
      const timeout = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), options.timeoutMs ?? 1500);
      });
      const pins = await Promise.race([store.listPins(guildId), timeout]);
      if (pins === 'timeout') {
        options.log?.warn({ guildId, kind }, 'pin lookup too slow; answered without the pin');
        return undefined;
      }
      const pin = matchPin(kb, pins, kind, query, matchOptions);
      return pin ? pinSection(kb, pin, locale, assessPin(kb, pin, options.check), options.check) : undefined;
    } catch (error) {
      options.log?.warn({ err: error, guildId, kind }, 'pin lookup failed; answered without the pin');
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  };
}
