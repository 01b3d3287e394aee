/**
 * The newest imported official documents: the rules packs (rulebot import mtg-cr / rb-rules, or fetched by the bot:
 * /rule 702.19b and 103.2.b, /define, and their paragraphs in the search, each document in its own tier) and the
 * tournament-policy PDFs (rulebot import mtg-ipg / mtg-mtr / mtg-jar: their text beside the summaries in /ipg and
 * /mtr).
 */
import { officialRules } from '../commands/render/official.ts';
import { loadLatestPacks, officialSearchDocs } from '../rulings/official/index.ts';
import { loadLatestPolicyPacks } from '../rulings/official/policy-store.ts';
import type { Feature, FeatureServices } from './services.ts';

export const officialRulesFeature: Feature = () => {
  const out: FeatureServices = {};
  const packs = loadLatestPacks();
  if (packs.length) Object.assign(out, { official: officialRules(packs), docs: packs.flatMap((pack) => officialSearchDocs(pack)) });
  const policy = loadLatestPolicyPacks();
  if (Object.keys(policy).length) out.policyPacks = policy;
  return Object.keys(out).length ? out : undefined;
};
