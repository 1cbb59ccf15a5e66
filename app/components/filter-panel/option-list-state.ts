import type { FilterOption, OptionPage } from "#core/schemas/search.ts";

/** The status of a dynamic filter list. */
export type ListStatus = "after-init" | "fetching" | "searching" | "after-fetch" | "after-search";

/** One list of options as it grows page by page: the unfiltered list, or the matches of a search. */
export interface LoadedList {
  options: FilterOption[];
  /** The last option page loaded (0 is the first). */
  page: number;
  hasMore: boolean;
}

export interface OptionListState {
  /** The server's page this list started from; a new one (new results, new counts) starts it over. */
  source: OptionPage;
  unfiltered: LoadedList;
  /** Matches of the search box, which replace the unfiltered list while a search is on. */
  search: (LoadedList & { text: string }) | null;
  status: ListStatus;
  /** The status to return to when a request fails. */
  settled: ListStatus;
  error: string | null;
  /** Name and count of every option seen, so a ticked option keeps its label in the selected list. */
  known: Record<string, FilterOption>;
  /** Codes unticked by the visitor, newest first: they go back to the top of the available list. */
  pinned: string[];
  /** Codes unticked since the last new source; their counts stay right across it (counts are disjunctive). */
  pinnedSinceSource: string[];
  /** The selected codes the list last saw, to notice what was ticked or unticked. */
  selected: string[];
}

export type OptionListAction =
  | { type: "source"; page: OptionPage }
  | { type: "selected"; codes: string[] }
  | { type: "start"; status: "fetching" | "searching" }
  | { type: "loaded"; result: OptionPage; page: number; searchText: string | null }
  | { type: "search-cleared" }
  | { type: "failed"; message: string };

function remember(known: Record<string, FilterOption>, ...lists: FilterOption[][]) {
  const next = { ...known };
  for (const list of lists) for (const option of list) next[option.code] = option;
  return next;
}

export function initialOptionList(page: OptionPage, selected: string[]): OptionListState {
  return {
    source: page,
    unfiltered: { options: page.options, page: 0, hasMore: page.hasMore },
    search: null,
    status: "after-init",
    settled: "after-init",
    error: null,
    known: remember({}, page.selected, page.options),
    pinned: [],
    pinnedSinceSource: [],
    selected,
  };
}

const unfilteredStatus = (list: LoadedList): ListStatus => (list.page > 0 ? "after-fetch" : "after-init");

export function reduceOptionList(state: OptionListState, action: OptionListAction): OptionListState {
  switch (action.type) {
    case "source": {
      const fresh = new Set([...action.page.selected, ...action.page.options].map((o) => o.code));
      const pinned = state.pinned.filter((c) => fresh.has(c) || state.pinnedSinceSource.includes(c));
      const unfiltered = { options: action.page.options, page: 0, hasMore: action.page.hasMore };
      // An open search stays on screen; the hook searches again in the new context.
      const status = state.search ? state.status : "after-init";
      return {
        ...state,
        source: action.page,
        unfiltered,
        status,
        settled: status,
        error: null,
        known: remember(state.known, action.page.selected, action.page.options),
        pinned,
        pinnedSinceSource: [],
      };
    }
    case "selected": {
      const now = new Set(action.codes);
      const unticked = state.selected.filter((c) => !now.has(c));
      const pinned = [...unticked, ...state.pinned.filter((c) => !now.has(c) && !unticked.includes(c))];
      return {
        ...state,
        selected: action.codes,
        pinned,
        pinnedSinceSource: [...unticked, ...state.pinnedSinceSource],
      };
    }
    case "start":
      return { ...state, status: action.status, error: null };
    case "loaded": {
      const { result, page, searchText } = action;
      const known = remember(state.known, result.selected, result.options);
      const grow = (list: LoadedList | null): LoadedList => {
        if (page === 0 || !list) return { options: result.options, page, hasMore: result.hasMore };
        // Pages can overlap (the first page came with the listing, the next ones from the API).
        const had = new Set(list.options.map((o) => o.code));
        const added = result.options.filter((o) => !had.has(o.code));
        return { options: [...list.options, ...added], page, hasMore: result.hasMore };
      };
      const status: ListStatus = page > 0 ? "after-fetch" : searchText ? "after-search" : "after-init";
      if (searchText === null)
        return { ...state, known, unfiltered: grow(state.unfiltered), status, settled: status };
      return {
        ...state,
        known,
        search: { ...grow(state.search), text: searchText },
        status,
        settled: status,
      };
    }
    case "search-cleared": {
      const status = unfilteredStatus(state.unfiltered);
      return { ...state, search: null, status, settled: status, error: null };
    }
    case "failed":
      return { ...state, status: state.settled, error: action.message };
  }
}

/** A selected option as shown: its count is unknown when the server never sent that option. */
export interface ShownOption {
  code: string;
  name: string;
  count?: number;
}

/** The two lists the group shows: ticked options on top, then the rest (recently unticked first). */
export function visibleOptions(state: OptionListState): {
  selected: ShownOption[];
  available: FilterOption[];
} {
  const selectedSet = new Set(state.selected);
  const selected = state.selected.map((code) => state.known[code] ?? { code, name: code });
  const list = state.search ?? state.unfiltered;
  const inList = new Set(list.options.map((o) => o.code));
  // While searching, only the unticked options that match the search go back on top.
  const pinnedCodes = state.search ? state.pinned.filter((c) => inList.has(c)) : state.pinned;
  const pinned = pinnedCodes.flatMap((code) => {
    const option = state.known[code];
    return option ? [option] : [];
  });
  const pinnedSet = new Set(pinnedCodes);
  const rest = list.options.filter((o) => !selectedSet.has(o.code) && !pinnedSet.has(o.code));
  return { selected, available: [...pinned.filter((o) => !selectedSet.has(o.code)), ...rest] };
}
