import { describe, expect, it } from "vitest";
import type { FilterOption, OptionPage } from "#core/schemas/search.ts";
import {
  initialOptionList,
  type OptionListAction,
  type OptionListState,
  reduceOptionList,
  visibleOptions,
} from "./option-list-state.ts";

const option = (code: string, count = 1): FilterOption => ({ code, name: `Name ${code}`, count });
const page = (codes: string[], selected: string[] = [], hasMore = false): OptionPage => ({
  selected: selected.map((c) => option(c)),
  options: codes.map((c) => option(c)),
  hasMore,
});
const run = (state: OptionListState, ...actions: OptionListAction[]) =>
  actions.reduce(reduceOptionList, state);
const codes = (options: { code: string }[]) => options.map((o) => o.code);

describe("option list", () => {
  it("moves a ticked option to the selected list and an unticked one to the top of the rest", () => {
    let state = initialOptionList(page(["a", "b", "c", "d"]), []);
    state = run(state, { type: "selected", codes: ["c"] });
    expect(codes(visibleOptions(state).selected)).toEqual(["c"]);
    expect(codes(visibleOptions(state).available)).toEqual(["a", "b", "d"]);
    state = run(state, { type: "selected", codes: ["c", "d"] }, { type: "selected", codes: ["d"] });
    expect(codes(visibleOptions(state).available)).toEqual(["c", "a", "b"]);
  });

  it("keeps an option unticked just before new results at the top, even when they leave it out", () => {
    let state = initialOptionList(page(["a", "b"], ["z"]), ["z"]);
    state = run(state, { type: "selected", codes: [] }, { type: "source", page: page(["a", "b"]) });
    expect(codes(visibleOptions(state).available)).toEqual(["z", "a", "b"]);
    // A later result set that does not contain it: its count would be stale, so it goes.
    state = run(state, { type: "source", page: page(["a", "b"]) });
    expect(codes(visibleOptions(state).available)).toEqual(["a", "b"]);
  });

  it("shows a selected option the server never named by its code, without a count", () => {
    const state = initialOptionList(page(["a"]), ["unknown"]);
    expect(visibleOptions(state).selected).toEqual([{ code: "unknown", name: "unknown" }]);
  });

  it("appends loaded pages and reports after-fetch; the end of the list stops hasMore", () => {
    let state = initialOptionList(page(["a", "b"], [], true), []);
    state = run(state, { type: "start", status: "fetching" });
    expect(state.status).toBe("fetching");
    state = run(state, { type: "loaded", result: page(["c"], [], false), page: 1, searchText: null });
    expect(state.status).toBe("after-fetch");
    expect(codes(visibleOptions(state).available)).toEqual(["a", "b", "c"]);
    expect(state.unfiltered.hasMore).toBe(false);
  });

  it("drops options a later page repeats", () => {
    let state = initialOptionList(page(["a", "b"], [], true), []);
    state = run(state, { type: "loaded", result: page(["b", "c"], [], true), page: 1, searchText: null });
    expect(codes(visibleOptions(state).available)).toEqual(["a", "b", "c"]);
  });

  it("replaces the list with search matches and returns to the unfiltered list when cleared", () => {
    let state = initialOptionList(page(["a", "b"], [], true), []);
    state = run(
      state,
      { type: "start", status: "searching" },
      { type: "loaded", result: page(["b"]), page: 0, searchText: "b" },
    );
    expect(state.status).toBe("after-search");
    expect(codes(visibleOptions(state).available)).toEqual(["b"]);
    state = run(state, { type: "search-cleared" });
    expect(state.status).toBe("after-init");
    expect(codes(visibleOptions(state).available)).toEqual(["a", "b"]);
  });

  it("keeps a ticked search match's name after the search is cleared", () => {
    let state = initialOptionList(page(["a"]), []);
    state = run(
      state,
      { type: "loaded", result: page(["far"]), page: 0, searchText: "far" },
      { type: "selected", codes: ["far"] },
      { type: "search-cleared" },
    );
    expect(visibleOptions(state).selected).toEqual([option("far")]);
  });

  it("returns to the settled status with the message when a request fails", () => {
    let state = initialOptionList(page(["a"], [], true), []);
    state = run(state, { type: "start", status: "fetching" }, { type: "failed", message: "Boom" });
    expect(state.status).toBe("after-init");
    expect(state.error).toBe("Boom");
    state = run(state, { type: "start", status: "fetching" });
    expect(state.error).toBeNull();
  });
});
