import { cutText } from "../rules/cut-text.ts";
import { hasSearchableText } from "../rules/search-text.ts";
import {
  FILTER_GROUPS,
  isProductSort,
  MAX_SEARCH_TEXT,
  MAX_SELECTIONS,
} from "../schemas/search-constants.ts";
import {
  decodeAmount,
  decodeFilterList,
  decodeRange,
  encodeFilterList,
  encodeRange,
} from "./filter-codec.ts";
import {
  CATEGORY_CODE,
  emptySelections,
  GROUP_PARAM,
  type ListingState,
  MAX_PAGE,
  MAX_VALUE_LENGTH,
  VARIATION_GROUP_CODE,
  VARIATION_PARAM_PREFIX,
} from "./listing-state.ts";

/**
 * The listing state in the URL query: every state is a shareable address that renders on the
 * server, and plain HTML GET forms (no JavaScript) produce addresses this parser reads.
 */

/** The API refuses larger amounts (ProductQuerySchema), so the address cannot carry them either. */
const MAX_AMOUNT = 1e12;
/** Legacy `f` JSON longer than this is not worth parsing: no real selection is that long. */
const MAX_LEGACY_JSON = 50_000;

/** Collects a group's values: trimmed, first-seen order, no repeats, no overlong or extra values. */
class ValueSet {
  readonly values: string[] = [];
  private readonly seen = new Set<string>();
  get full() {
    return this.values.length >= MAX_SELECTIONS;
  }
  add(raw: string) {
    const value = raw.trim();
    if (!value || value.length > MAX_VALUE_LENGTH || this.full || this.seen.has(value)) return;
    this.seen.add(value);
    this.values.push(value);
  }
}

/** Every occurrence of a key (checkbox forms repeat it), each possibly a comma list, as one list. */
function groupValues(params: URLSearchParams, key: string): string[] {
  const set = new ValueSet();
  for (const occurrence of params.getAll(key)) {
    if (set.full) break;
    for (const value of decodeFilterList(occurrence)) set.add(value);
  }
  return set.values;
}

/** The first non-empty occurrence of a key: forms send empty fields, which mean "unset". */
function firstValue(params: URLSearchParams, key: string): string | undefined {
  return params
    .getAll(key)
    .map((v) => v.trim())
    .find((v) => v !== "");
}

const withinLimit = (n: number | undefined) => (n !== undefined && n <= MAX_AMOUNT ? n : undefined);
const parseAmount = (text: string | undefined) =>
  withinLimit(text === undefined ? undefined : decodeAmount(text));

function parsePage(text: string | undefined): number {
  if (!text || !/^\d+$/.test(text)) return 0;
  return Math.min(Number(text), MAX_PAGE);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The legacy `f` parameter: JSON, either {groupCode: [optionCodes]} or [{code, diversities: [codes]}].
 * Anything else, even partly wrong, gives no selections at all: a half-read filter would show
 * results the visitor did not ask for.
 */
function parseLegacyVariations(text: string | undefined): Array<[string, string[]]> {
  if (!text || text.length > MAX_LEGACY_JSON) return [];
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return [];
  }
  if (!json || typeof json !== "object") return [];
  const entries: Array<[unknown, unknown]> = Array.isArray(json)
    ? json.map((item) => (isObject(item) ? [item.code, item.diversities] : [undefined, undefined]))
    : Object.entries(json);
  const valid = entries.every(
    ([code, options]) =>
      typeof code === "string" &&
      VARIATION_GROUP_CODE.test(code) &&
      Array.isArray(options) &&
      options.every((o) => typeof o === "string"),
  );
  return valid ? (entries as Array<[string, string[]]>) : [];
}

function parseVariations(params: URLSearchParams): Record<string, string[]> {
  // A Map, not an object: group codes such as "constructor" must not meet Object.prototype.
  const groups = new Map<string, ValueSet>();
  // The API takes at most MAX_SELECTIONS variation options in all (the flattened `diversity`).
  let total = 0;
  const add = (code: string, values: string[]) => {
    let set = groups.get(code);
    if (!set) {
      set = new ValueSet();
      groups.set(code, set);
    }
    for (const value of values) {
      if (total >= MAX_SELECTIONS) return;
      const before = set.values.length;
      set.add(value);
      total += set.values.length - before;
    }
  };
  for (const [code, values] of parseLegacyVariations(firstValue(params, "f"))) add(code, values);
  for (const [key, value] of params) {
    if (!key.startsWith(VARIATION_PARAM_PREFIX)) continue;
    const code = key.slice(VARIATION_PARAM_PREFIX.length);
    if (VARIATION_GROUP_CODE.test(code)) add(code, decodeFilterList(value));
  }
  return Object.fromEntries(
    [...groups].filter(([, set]) => set.values.length).map(([c, s]) => [c, s.values]),
  );
}

/** Reads the listing state from a query; never throws, whatever a visitor types into the address. */
export function parseListingParams(params: URLSearchParams): ListingState {
  const selections = emptySelections();
  for (const group of FILTER_GROUPS) selections[group] = groupValues(params, GROUP_PARAM[group]);
  selections.variations = parseVariations(params);

  const range = decodeRange(firstValue(params, "price") ?? "");
  // `price` is what links write; `minp`/`maxp` are the separate fields an HTML form sends.
  const minPrice = withinLimit(range.min) ?? parseAmount(firstValue(params, "minp"));
  const maxPrice = withinLimit(range.max) ?? parseAmount(firstValue(params, "maxp"));
  const moqText = firstValue(params, "moq");
  const minOrderQuantity = moqText && /^\d+$/.test(moqText) ? parseAmount(moqText) : undefined;
  // A text of spaces or punctuation has no word to look for: it is no text, not "everything".
  const cut = cutText(firstValue(params, "s") ?? "", MAX_SEARCH_TEXT).trimEnd();
  const text = hasSearchableText(cut) ? cut : undefined;
  const category = firstValue(params, "c");
  // An order the site does not know is best match, as an address without one.
  const sort = firstValue(params, "sort");

  return {
    page: parsePage(firstValue(params, "p")),
    limit: firstValue(params, "l") === "50" ? 50 : 20,
    listType: firstValue(params, "lt") === "1" ? 1 : 0,
    ...(text && { text }),
    ...(category && CATEGORY_CODE.test(category) && { category }),
    selections,
    ...(minPrice !== undefined && { minPrice }),
    ...(maxPrice !== undefined && { maxPrice }),
    ...(minOrderQuantity !== undefined && { minOrderQuantity }),
    ...(isProductSort(sort) && { sort }),
  };
}

const isSet = (n: number | undefined): n is number => n !== undefined && Number.isFinite(n) && n >= 0;

// encodeURIComponent, but commas (the list separator, legal in a query) stay readable and spaces
// of the search text become "+", as forms write them.
const component = (text: string) => encodeURIComponent(text).replace(/%2C/g, ",").replace(/%20/g, "+");

/**
 * The query string ("?…", or "" when everything is default) for a state, optionally changed.
 * Keys come in a fixed order and defaults are left out, so one state has exactly one address.
 */
export function listingSearch(state: ListingState, changes?: Partial<ListingState>): string {
  const next = changes ? { ...state, ...changes } : state;
  const pairs: Array<[string, string]> = [];
  const list = (key: string, values: string[]) => {
    const kept = values.filter((v) => v !== "");
    if (kept.length) pairs.push([key, encodeFilterList(kept)]);
  };
  if (next.text) pairs.push(["s", next.text]);
  if (next.category) pairs.push(["c", next.category]);
  for (const group of FILTER_GROUPS) list(GROUP_PARAM[group], next.selections[group]);
  for (const code of Object.keys(next.selections.variations).sort()) {
    list(`${VARIATION_PARAM_PREFIX}${code}`, next.selections.variations[code]!);
  }
  const price = encodeRange(next.minPrice, next.maxPrice);
  if (price) pairs.push(["price", price]);
  if (isSet(next.minOrderQuantity)) pairs.push(["moq", String(next.minOrderQuantity)]);
  if (next.sort) pairs.push(["sort", next.sort]);
  if (next.listType !== 0) pairs.push(["lt", String(next.listType)]);
  if (next.limit !== 20) pairs.push(["l", String(next.limit)]);
  if (next.page > 0) pairs.push(["p", String(next.page)]);
  return pairs.length ? `?${pairs.map(([k, v]) => `${k}=${component(v)}`).join("&")}` : "";
}
