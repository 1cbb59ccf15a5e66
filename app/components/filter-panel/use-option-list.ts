import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import type { FilterGroup, OptionPage, ProductQueryInput } from "#core/schemas/search.ts";
import { FILTER_OPTION_PAGE } from "#core/schemas/search-constants.ts";
import { fetchOptionPage, OptionFetchError } from "./fetch-option-page.ts";
import { initialOptionList, reduceOptionList, visibleOptions } from "./option-list-state.ts";

/** The filter search box waits this long after the last key. */
export const SEARCH_DEBOUNCE_MS = 400;

interface OptionListInput {
  /** The first page from the server; a new object (after navigation) starts the list over. */
  page: OptionPage;
  /** The codes ticked in the panel's working state. */
  selectedCodes: string[];
  /** Dynamic groups only: the group the filter-options API pages and searches. */
  field?: FilterGroup | undefined;
  optionsQuery?: Partial<ProductQueryInput> | undefined;
}

const sameCodes = (a: string[], b: string[]) => a.length === b.length && a.every((c, i) => c === b[i]);

/** A group's options: selected and available lists, plus search and load-more for dynamic groups. */
export function useOptionList({ page, selectedCodes, field, optionsQuery }: OptionListInput) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(reduceOptionList, undefined, () =>
    initialOptionList(page, selectedCodes),
  );
  // Adjusting state while rendering (not in an effect) avoids showing stale options for a frame.
  if (state.source !== page) dispatch({ type: "source", page });
  if (!sameCodes(state.selected, selectedCodes)) dispatch({ type: "selected", codes: selectedCodes });

  const [searchText, setSearchText] = useState("");
  const activeSearch = useRef("");
  const inFlight = useRef<AbortController | null>(null);
  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Requests read the newest query and state without making every callback change on each render.
  const latest = useRef({ optionsQuery, state });
  useEffect(() => {
    latest.current = { optionsQuery, state };
  });

  const request = useCallback(
    async (search: string | null, optionPage: number) => {
      if (!field) return;
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      dispatch({ type: "start", status: search && optionPage === 0 ? "searching" : "fetching" });
      try {
        const result = await fetchOptionPage(
          {
            ...latest.current.optionsQuery,
            aggregationField: field,
            aggregationSearchStr: search || undefined,
            optionPage,
            size: FILTER_OPTION_PAGE,
          },
          controller.signal,
        );
        if (!controller.signal.aborted)
          dispatch({ type: "loaded", result, page: optionPage, searchText: search });
      } catch (error) {
        if (controller.signal.aborted) return;
        const message = error instanceof OptionFetchError && error.message ? error.message : "";
        dispatch({ type: "failed", message: message || t("filters.somethingWrong") });
      }
    },
    [field, t],
  );

  const runSearch = useCallback(
    (text: string, again = false) => {
      clearTimeout(debounce.current);
      const query = text.trim();
      if (query === activeSearch.current && !again) return;
      activeSearch.current = query;
      if (query) return void request(query, 0);
      inFlight.current?.abort();
      dispatch({ type: "search-cleared" });
    },
    [request],
  );

  const changeSearch = useCallback(
    (text: string) => {
      setSearchText(text);
      clearTimeout(debounce.current);
      debounce.current = setTimeout(() => runSearch(text), SEARCH_DEBOUNCE_MS);
    },
    [runSearch],
  );

  const loadMore = useCallback(() => {
    const current = latest.current.state;
    const list = current.search ?? current.unfiltered;
    if (!list.hasMore || current.status === "fetching" || current.status === "searching") return;
    void request(current.search?.text ?? null, list.page + 1);
  }, [request]);

  // New results from the server (another filter changed): pages loaded for the old ones are stale,
  // and an open search is asked again so its counts match.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new server page on purpose.
  useEffect(() => {
    inFlight.current?.abort();
    if (activeSearch.current) void request(activeSearch.current, 0);
  }, [page, request]);

  useEffect(
    () => () => {
      clearTimeout(debounce.current);
      inFlight.current?.abort();
    },
    [],
  );

  const lists = useMemo(() => visibleOptions(state), [state]);
  const current = state.search ?? state.unfiltered;
  return {
    ...lists,
    status: state.status,
    busy: state.status === "fetching" || state.status === "searching",
    error: state.error,
    hasMore: current.hasMore,
    searching: state.search !== null,
    searchText,
    changeSearch,
    /** Enter in the search box: search now instead of waiting (and again after a failure). */
    searchNow: () => runSearch(searchText, true),
    loadMore,
  };
}
