/** Optional features wired in at start-up: each contributes index documents and service hooks (bot/services.ts). */
import { officialRules } from '../commands/render/official.ts';
import { loadLatestPack, officialSearchDocs } from '../rulings/official/index.ts';
import type { Feature } from './services.ts';

/** The newest imported official rules pack (rulebot import mtg-cr): /rule 702.19b, /define, search. */
export const officialRulesFeature: Feature = () => {
  const pack = loadLatestPack('mtg');
  if (!pack) return undefined;
  return { official: officialRules(pack), docs: officialSearchDocs(pack), extras: { officialPack: pack } };
};

export function defaultFeatures(): Feature[] {
  return [officialRulesFeature];
}
