/** Official rules packs: import, store, look up, search, diff. */
export * from './types.ts';
export { compareRuleNumbers, normalizeRuleNumber, parentNumber } from './numbers.ts';
export { decodeRulesFile, parseComprehensiveRules, parseRulesFile, type ParseOptions } from './parse.ts';
export {
  dataDir,
  findStoredPack,
  listPacks,
  loadLatestPack,
  loadPack,
  packDir,
  savePack,
  type SaveResult,
  type StoreOptions,
  type StoredPackInfo,
} from './store.ts';
export {
  childrenOf,
  contextTitle,
  defineTerm,
  getParagraph,
  isTitleOnly,
  lookupRule,
  resolveCitation,
  suggestNumbers,
  suggestTerms,
  type CitationResolution,
  type LookupOptions,
  type RuleLookup,
  type TermLookup,
} from './lookup.ts';
export { citedRulesAffected, diffPacks, paragraphHash, wordDiff, type AffectedCitation, type PackDiff } from './diff.ts';
export { glossaryDocId, officialSearchDocs, type OfficialSearchDoc } from './search-docs.ts';
