import { QuoteListQuerySchema } from "#core/schemas/quote-answers.ts";
import { listSupplierQuotes } from "#server/modules/quotes/index.ts";
import type { RequestContext } from "#server/request-context.ts";
import { requireWorkspace } from "../access.server.ts";

/**
 * A page of the company's quotes, newest change first, filtered by where they stand (`?status=`,
 * `?page=`; a value that makes no sense is dropped), for every member who sees inquiries.
 */
export async function loadQuoteList(ctx: RequestContext, request: Request, url: URL) {
  const { user, company } = await requireWorkspace(ctx, request, url, "inquiries.view");
  const query = QuoteListQuerySchema.parse({
    status: url.searchParams.get("status") ?? undefined,
    page: url.searchParams.get("page") ?? undefined,
  });
  const list = await listSupplierQuotes(ctx.deps, user, company.id, query, ctx.lang);
  return { ...list, status: query.status ?? null };
}
