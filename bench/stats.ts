/** Timing helpers: warm up, then time each call, and report median / p99 / throughput. */
export interface Timing {
  runs: number;
  p50Ms: number;
  p99Ms: number;
  meanMs: number;
  perSecond: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

export function summarize(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  const total = samples.reduce((a, b) => a + b, 0);
  return {
    runs: samples.length,
    p50Ms: round(percentile(sorted, 50)),
    p99Ms: round(percentile(sorted, 99)),
    meanMs: round(total / samples.length),
    perSecond: Math.round((samples.length / total) * 1000),
  };
}

/** Calls fn over the inputs round-robin: `warmup` untimed calls, then `runs` timed ones (or until budgetMs). */
export function timeEach<T>(inputs: T[], fn: (input: T) => unknown, runs: number, warmup = Math.min(200, runs), budgetMs = 30_000, minSamples = 50): Timing {
  for (let i = 0; i < warmup; i++) fn(inputs[i % inputs.length]!);
  const samples: number[] = [];
  const start = performance.now();
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn(inputs[i % inputs.length]!);
    samples.push(performance.now() - t0);
    if (performance.now() - start > budgetMs && samples.length >= minSamples) break;
  }
  return summarize(samples);
}

export async function timeEachAsync<T>(inputs: T[], fn: (input: T) => Promise<unknown>, runs: number, warmup = Math.min(100, runs)): Promise<Timing> {
  for (let i = 0; i < warmup; i++) await fn(inputs[i % inputs.length]!);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn(inputs[i % inputs.length]!);
    samples.push(performance.now() - t0);
  }
  return summarize(samples);
}

export function round(n: number, digits = 4): number {
  return Number(n.toFixed(digits));
}

export function rssMb(): number {
  return round(process.memoryUsage().rss / 1024 / 1024, 1);
}

/**
 * The JS heap after a full collection, in MB, when the process may force one (node --expose-gc); else undefined.
 * Resident memory also holds garbage not yet collected and room the collector keeps, so it moves by tens of MB
 * between identical runs; this holds only what the process keeps, which is where growth shows.
 */
export function heapAfterGcMb(): number | undefined {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) return undefined;
  gc();
  return round(process.memoryUsage().heapUsed / 1024 / 1024, 1);
}

/** Each scenario process prints exactly one JSON line as its result. */
export function emit(result: unknown): void {
  process.stdout.write(`${JSON.stringify(result)}\n`);
}
