/** Edit-distance helpers for "did you mean" suggestions (knowledge base, notation parser, commands). */

/** ", did you mean "x"?" when one candidate is close enough. */
export function suggest(word: string, candidates: Iterable<string>): string {
  const best = closest(word, candidates);
  return best ? `; did you mean "${best}"?` : '';
}

export function closest(word: string, candidates: Iterable<string>, maxRatio = 0.4): string | undefined {
  let best: string | undefined;
  let bestScore = Infinity;
  for (const c of candidates) {
    const d = editDistance(word.toLowerCase(), c.toLowerCase());
    if (d < bestScore) {
      bestScore = d;
      best = c;
    }
  }
  return best !== undefined && bestScore <= Math.max(1, Math.floor(word.length * maxRatio)) ? best : undefined;
}

export function editDistance(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0]!;
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = prev[j]!;
      prev[j] = Math.min(prev[j]! + 1, prev[j - 1]! + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = tmp;
    }
  }
  return prev[b.length]!;
}
