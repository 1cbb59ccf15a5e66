import type { ProductDetail } from "#core/schemas/product.ts";

/** Where product views are counted (POST, form body; see server/api/views.api.ts). */
export const VIEW_EVENTS_PATH = "/api/products/view-events";

/** Where storefront visits are counted (POST, form body; see server/api/views.api.ts). */
export const VISIT_EVENTS_PATH = "/api/companies/visit-events";

/**
 * Tells the server about a product view (the view event: pid, pname, pic, cid, cname;
 * the server adds the signed-in user from the session cookie). It never waits for an answer: a
 * beacon is queued by the browser and survives leaving the page; where there is none, a keepalive
 * fetch does the same. The product page calls it once per product it shows (not again when it
 * revalidates after one of its forms).
 */
export function sendProductView(product: ProductDetail) {
  const body = new URLSearchParams({
    pid: String(product._id),
    pname: product.name,
    pic: product.pictures[0] ?? "",
    cid: String(product.company._id),
    cname: product.company.name,
  });
  beacon(VIEW_EVENTS_PATH, body);
}

/**
 * Tells the server a storefront page was opened (only the company's id is sent; the server keeps
 * nothing about the visitor). The storefront calls it once per page it shows.
 */
export function sendStorefrontVisit(companyId: number) {
  beacon(VISIT_EVENTS_PATH, new URLSearchParams({ cid: String(companyId) }));
}

function beacon(path: string, body: URLSearchParams) {
  try {
    if (navigator.sendBeacon?.(path, body)) return;
  } catch {
    // Some browsers throw instead of returning false (e.g. a body over their beacon quota).
  }
  fetch(path, { method: "POST", body, keepalive: true, credentials: "same-origin" }).catch(() => {
    // A lost view only makes a count one lower; the visitor must not notice.
  });
}
