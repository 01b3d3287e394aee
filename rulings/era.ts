/**
 * Whether a question is about an earlier era of the rules ("under the Urza-era rules", "en 1998", "昔のルール").
 * The superseded-entry policy (search.ts, one place): today's ruling first unless the question names the old
 * era, then the historical one first (the reply labels it as superseded).
 */
const ERA = new RegExp(
  [
    '(?<![\\p{L}\\p{N}])(?:19[89]\\d|200\\d|201\\d)(?![\\p{N}])',
    "(?<![\\p{L}\\p{N}])(?:in|en|back in|since|of) '?9\\d(?![\\p{L}\\p{N}])",
    "(?<![\\p{L}\\p{N}])(?:urza|urza's|old(?:er)? rules?|back then|at the time|used to|originally|vieilles? regles?|anciennes? regles?|a l'epoque|autrefois|avant le changement)(?![\\p{L}\\p{N}])",
    'ウルザ|昔|旧ルール|当時|以前のルール|かつて',
  ].join('|'),
  'u',
);

/** True when the (folded) question names an earlier era. */
export function namesOldEra(folded: string): boolean {
  return ERA.test(folded);
}
