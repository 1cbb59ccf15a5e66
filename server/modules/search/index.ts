export {
  type AppliedChange,
  type AppliedChanges,
  type AppliedChangesListener,
  localAppliedChanges,
} from "./applied-changes.ts";
export { RemoteAppliedChanges } from "./remote-applied-changes.ts";
export type { IndexStatus, ListingHits, SearchIndexAccess } from "./index-access.ts";
export { indexUnavailable, RemoteIndexAccess } from "./index-client.ts";
export { type IndexServer, serveIndex } from "./index-server.ts";
export { localIndexAccess } from "./local-index-access.ts";
export { type IndexFootprint, indexFootprint } from "./index-footprint.ts";
export { NO_SELECTION } from "./query-plan.ts";
export {
  recordIndexRebuild,
  recordSearchChange,
  recordSearchChanges,
  type SearchChangeEntity,
} from "./search-changes.repo.ts";
export {
  filterOptions,
  originCounts,
  originNames,
  type SearchDeps,
  searchProducts,
  textMatches,
  toEngineQuery,
  toSummaryRow,
} from "./search.service.ts";
export { SearchEngine } from "./search-engine.ts";
export { searchEngine } from "./serving-engine.ts";
export { parallelScan, scanHelperReady } from "./parallel-scan.ts";
export {
  builtInProvider,
  type CodeCounts,
  type ProviderHealth,
  type ProviderQuery,
  type ProviderResult,
  type SearchProvider,
} from "./search-provider.ts";
export {
  createSynonymGroup,
  deleteSynonymGroup,
  getSynonymGroup,
  listSynonymGroups,
  loadSynonymGroups,
  SYNONYM_GROUP_SCHEMA,
  type SynonymGroup,
  type SynonymGroupPage,
  type SynonymLanguageFilter,
  SynonymTermTaken,
  updateSynonymGroup,
} from "./synonyms.service.ts";
export { popularSearches, recordSearch, suggestableSearches } from "./search-terms.ts";
export { foldedWords, foldText, hasCjk, queryTerms } from "./text-tokens.ts";
