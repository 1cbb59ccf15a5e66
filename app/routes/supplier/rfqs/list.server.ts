import { isAppError } from "#server/lib/errors.ts";
import { getCompanyCategories } from "#server/modules/companies/index.ts";
import { listSupplierRfqs } from "#server/modules/rfqs/index.ts";
import type { RequestContext } from "#server/request-context.ts";
import { requireWorkspace } from "../access.server.ts";
import { rfqListQuery } from "./list-query.ts";

/**
 * The open requests in the company's categories, for every member (any team role reads them),
 * with the categories that bring them. A company that is not active is told why it sees none,
 * as a message on the page. `now` is the server's clock, so the time left reads the same on the
 * server and in the browser.
 */
export async function loadRfqList(ctx: RequestContext, request: Request, url: URL) {
  const { user, company } = await requireWorkspace(ctx, request, url, "rfqs.view");
  const query = rfqListQuery(url);
  // A category brings the requests of those under it too: naming its children as well says nothing more.
  const all = await getCompanyCategories(ctx.deps.db, company.id, ctx.lang);
  const categories = all.filter(
    (c) => !all.some((other) => other.code !== c.code && c.code.startsWith(other.code)),
  );
  const base = { query, categories, now: ctx.deps.clock.now() };
  try {
    const list = await listSupplierRfqs(ctx.deps, user, company.id, query, ctx.lang);
    return { ...base, list, refusal: null };
  } catch (error) {
    if (isAppError(error) && error.code === "not_allowed")
      return { ...base, list: null, refusal: error.messageKey };
    throw error;
  }
}
