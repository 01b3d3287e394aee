/**
 * The newest imported official documents: the Comprehensive Rules pack (rulebot import mtg-cr: /rule 702.19b,
 * /define, search) and the tournament-policy PDFs (rulebot import mtg-ipg / mtg-mtr / mtg-jar: their text beside
 * the summaries in /ipg and /mtr).
 */
import { officialRules } from '../commands/render/official.ts';
import { loadLatestPack, officialSearchDocs } from '../rulings/official/index.ts';
import { loadLatestPolicyPacks } from '../rulings/official/policy-store.ts';
import type { Feature, FeatureServices } from './services.ts';

export const officialRulesFeature: Feature = () => {
  const out: FeatureServices = {};
  const pack = loadLatestPack('mtg');
  if (pack) Object.assign(out, { official: officialRules(pack), docs: officialSearchDocs(pack) });
  const policy = loadLatestPolicyPacks();
  if (Object.keys(policy).length) out.policyPacks = policy;
  return Object.keys(out).length ? out : undefined;
};
