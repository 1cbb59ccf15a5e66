import { SUPPLIER_RFQS_PATH } from "#core/urls/rfq-paths.ts";

/** The longest search the box keeps; the service reads at most a few words of it anyway. */
export const RFQ_SEARCH_MAX = 200;

/** The list's search and page (from 1) as the address holds them; anything odd is the first page. */
export function rfqListQuery(url: URL) {
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, RFQ_SEARCH_MAX);
  const page = url.searchParams.get("page") ?? "";
  return { q, page: /^[1-9]\d{0,3}$/.test(page) ? Number(page) : 1 };
}

/** The address of a page of the list under the same search. */
export function rfqListHref(q: string, page: number) {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `${SUPPLIER_RFQS_PATH}?${search}` : SUPPLIER_RFQS_PATH;
}
