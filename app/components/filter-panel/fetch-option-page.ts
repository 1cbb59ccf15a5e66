import type { FilterGroup, OptionPage, ProductQueryInput } from "#core/schemas/search.ts";

export const FILTER_OPTIONS_URL = "/api/products/filter-options";

/** A refusal from the API; `message` is the server's own text, or "" when it gave none. */
export class OptionFetchError extends Error {
  override name = "OptionFetchError";
}

/** The listing's query plus which group, which page and what the group's search box holds. */
export interface OptionPageRequest extends Partial<ProductQueryInput> {
  aggregationField: FilterGroup;
  aggregationSearchStr?: string | undefined;
  optionPage: number;
  size: number | null;
}

const isOptionList = (value: unknown) =>
  Array.isArray(value) &&
  value.every(
    (o) => typeof o?.code === "string" && typeof o?.name === "string" && typeof o?.count === "number",
  );

function isOptionPage(value: unknown): value is OptionPage {
  const page = value as Partial<OptionPage> | null;
  return (
    !!page && isOptionList(page.selected) && isOptionList(page.options) && typeof page.hasMore === "boolean"
  );
}

/** One page of a group's options (POST, JSON both ways). Network failures reject with the fetch error. */
export async function fetchOptionPage(body: OptionPageRequest, signal: AbortSignal): Promise<OptionPage> {
  const response = await fetch(FILTER_OPTIONS_URL, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
    signal,
  });
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = (json as { error?: { message?: unknown } } | null)?.error?.message;
    throw new OptionFetchError(typeof message === "string" ? message : "");
  }
  if (!isOptionPage(json)) throw new OptionFetchError("");
  return json;
}
