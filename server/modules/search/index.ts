export { NO_SELECTION } from "./query-plan.ts";
export { recordIndexRebuild, recordSearchChange, recordSearchChanges } from "./search-changes.repo.ts";
export {
  filterOptions,
  originCounts,
  originNames,
  type SearchDeps,
  searchProducts,
  textMatches,
  toSummaryRow,
} from "./search.service.ts";
export { SearchEngine } from "./search-engine.ts";
export { popularSearches, recordSearch } from "./search-terms.ts";
export { foldText, queryTerms } from "./text-tokens.ts";
