/**
 * The newest imported version of every official document (rulebot import mtg-cr / rb-rules, or fetched by the
 * bot): /rule 702.19b and 103.2.b, /define, and their paragraphs in the search, each in its own game's tier.
 */
import { officialRules } from '../commands/render/official.ts';
import { loadLatestPacks, officialSearchDocs } from '../rulings/official/index.ts';
import type { Feature } from './services.ts';

export const officialRulesFeature: Feature = () => {
  const packs = loadLatestPacks();
  if (packs.length === 0) return undefined;
  return { official: officialRules(packs), docs: packs.flatMap((pack) => officialSearchDocs(pack)) };
};
