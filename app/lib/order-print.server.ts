import { data } from "react-router";
import { parseId } from "#core/schemas/id.ts";
import type { Actor } from "#server/modules/accounts/index.ts";
import { type OrderViewer, printableOrder } from "#server/modules/orders/index.ts";
import type { RequestContext } from "#server/request-context.ts";

/**
 * The printable order or proforma invoice (`?document=proforma`) for one of its parties: the
 * buyer at /profile/orders/:id/print, a member of the supplier at /supplier/orders/:id/print.
 * Anyone else, and an id that is not one, gets the 404 page: nothing says the order exists.
 */
export async function loadPrintableOrder(
  ctx: RequestContext,
  url: URL,
  actor: Actor,
  viewer: OrderViewer,
  orderParam: string | undefined,
) {
  const id = parseId(orderParam);
  if (id === undefined) throw data(null, { status: 404 });
  const record = await printableOrder(ctx.deps, actor, viewer, id).catch((error: unknown) => {
    const code = (error as { code?: string }).code;
    if (code === "not_found" || code === "not_allowed") throw data(null, { status: 404 });
    throw error;
  });
  const area = viewer.side === "buyer" ? "/profile/orders" : "/supplier/orders";
  return {
    ...record,
    document: url.searchParams.get("document") === "proforma" ? ("proforma" as const) : ("order" as const),
    printedAt: new Date(ctx.deps.clock.now()).toISOString(),
    orderHref: `${area}/${id}`,
    printHref: `${area}/${id}/print`,
  };
}
