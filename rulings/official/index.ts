/** Official rules packs: import, store, look up, search, diff. */
export * from './types.ts';
export { compareRuleNumbers, DOTTED, MTG_CR, normalizeRuleNumber, parentNumber, SCHEMES, type NumberingScheme, type SchemeId } from './numbers.ts';
export { decodeRulesFile, parseComprehensiveRules, parseRulesFile, type ParseOptions } from './parse.ts';
export {
  dataDir,
  findStoredPack,
  listPacks,
  loadLatestPack,
  loadLatestPacks,
  loadPack,
  packDir,
  savePack,
  type SaveResult,
  type StoreOptions,
  type StoredPackInfo,
} from './store.ts';
export {
  ancestorsOf,
  childrenOf,
  contextTitle,
  defineTerm,
  gameOfNumber,
  getParagraph,
  isRuleNumber,
  isTitleOnly,
  lookupRule,
  packForNumber,
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
