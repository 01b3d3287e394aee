/**
 * Knowledge-base entry ids the Riftbound targeting module cites (rulings/rb/), and the Core Rules paragraphs it puts
 * in `rules`, always with their version: rule numbers change between Core Rules versions.
 * test/engine/rb-cites.test.ts checks every id exists in the knowledge base.
 */
export const CITE = {
  default: 'rb.target.default',
  publicZones: 'rb.target.public-zones',
  nonPublic: 'rb.target.non-public-zones',
  faceDown: 'rb.target.face-down',
  playFromZone: 'rb.target.play-from-zone',
  yourChoice: 'rb.target.your-choice',
  otherChooser: 'rb.target.chosen-by-other-player',
  noChoice: 'rb.target.no-choice',
  onlyLegal: 'rb.target.only-legal-choice',
  exclusions: 'rb.target.exclusions',
  location: 'rb.target.location',
  costs: 'rb.target.costs',
  trigger: 'rb.target.trigger-condition',
  replacement: 'rb.target.replacement',
  must: 'rb.target.must',
  declare: 'rb.target.declare',
  illegal: 'rb.target.illegal-on-resolution',
  cull: 'rb.card.cull-the-weak',
  sigil: 'rb.card.sigil-of-the-storm',
  cruelPatron: 'rb.card.cruel-patron',
  malzahar: 'rb.card.malzahar',
} as const;

export const ALL_CITES: readonly string[] = Object.values(CITE);

export const CORE_VERSION = 'v1.4';

/** A Core Rules paragraph with its version, e.g. "355.10.a (v1.4)". */
export const rule = (n: string): string => `${n} (${CORE_VERSION})`;

export const RULE = {
  targets: rule('355.7'),
  declare: rule('355.8'),
  exceptions: rule('355.10'),
  /** a: objects in non-public zones. */
  nonPublic: rule('355.10.a'),
  /** b: location qualifiers (targeting restrictions). */
  location: rule('355.10.b'),
  /** c: trigger conditions, costs and replacement effects. */
  costTriggerReplacement: rule('355.10.c'),
  /** d: references with no real choice (all, the controller of, your Legend). */
  noChoice: rule('355.10.d'),
  /** e: sets chosen by other players. */
  otherChooser: rule('355.10.e'),
  /** f: "must" instructions. */
  must: rule('355.10.f'),
  illegal: rule('359.3.e'),
} as const;
