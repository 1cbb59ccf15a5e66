import type { ProductDetail } from "~/schemas/product.ts";

/** Where product views are counted (POST, form body; see server/api/views.api.ts). */
export const VIEW_EVENTS_PATH = "/api/products/view-events";

let lastSent: number | undefined;

/**
 * Tells the server about a product view (storefront §7 view event: pid, pname, pic, cid, cname;
 * the server adds the signed-in user from the session cookie). It never waits for an answer: a
 * beacon is queued by the browser and survives leaving the page; where there is none, a keepalive
 * fetch does the same. The page revalidating after one of its forms is not another view, so the
 * product just counted is not sent again until another one has been viewed.
 */
export function sendProductView(product: ProductDetail) {
  if (lastSent === product._id) return;
  lastSent = product._id;
  const body = new URLSearchParams({
    pid: String(product._id),
    pname: product.name,
    pic: product.pictures[0] ?? "",
    cid: String(product.company._id),
    cname: product.company.name,
  });
  try {
    if (navigator.sendBeacon?.(VIEW_EVENTS_PATH, body)) return;
  } catch {
    // Some browsers throw instead of returning false (e.g. a body over their beacon quota).
  }
  fetch(VIEW_EVENTS_PATH, { method: "POST", body, keepalive: true, credentials: "same-origin" }).catch(() => {
    // A lost view only makes a count one lower; the visitor must not notice.
  });
}
