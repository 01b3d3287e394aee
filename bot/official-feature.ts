/** The newest imported official rules pack (rulebot import mtg-cr): /rule 702.19b, /define, search. */
import { officialRules } from '../commands/render/official.ts';
import { loadLatestPack, officialSearchDocs } from '../rulings/official/index.ts';
import type { Feature } from './services.ts';

export const officialRulesFeature: Feature = () => {
  const pack = loadLatestPack('mtg');
  if (!pack) return undefined;
  return { official: officialRules(pack), docs: officialSearchDocs(pack) };
};
