import { listOrders } from "#server/modules/orders/index.ts";
import type { RequestContext } from "#server/request-context.ts";
import { requireWorkspace } from "../access.server.ts";

/**
 * The company's orders grouped by whose turn it is, for every member who may see orders. `now`
 * comes from the server's clock, so the deadlines read the same on the server and in the browser.
 */
export async function loadOrderList(ctx: RequestContext, request: Request, url: URL) {
  const { user, company } = await requireWorkspace(ctx, request, url, "orders.view");
  const list = await listOrders(ctx.deps, user, { side: "supplier", companyId: company.id });
  return { list, now: ctx.deps.clock.now() };
}
