import { data } from "react-router";
import { parseId } from "#core/schemas/id.ts";
import { isAppError } from "#server/lib/errors.ts";
import { roleMay } from "#server/modules/companies/index.ts";
import { getSupplierRfq } from "#server/modules/rfqs/index.ts";
import type { RequestContext } from "#server/request-context.ts";
import { requireWorkspace } from "../access.server.ts";

/** Why the page offers no Quote now when it does not (the company's own quote aside). */
export type RfqQuoteBlock = "closed" | "full" | "ended" | "role" | null;

/**
 * One request for a member of the company: its terms, texts, files and buyer as the service gives
 * them (the buyer's person only once revealed), and why a quote cannot be sent when it cannot.
 * A request outside the company's categories (and not quoted on), a made-up id and an id past
 * the database's range are the same 404.
 */
export async function loadRfqPage(ctx: RequestContext, request: Request, url: URL, param?: string) {
  const { user, company } = await requireWorkspace(ctx, request, url, "rfqs.view");
  const rfqId = parseId(param);
  if (rfqId === undefined) throw data(null, { status: 404 });
  try {
    const rfq = await getSupplierRfq(ctx.deps, user, company.id, rfqId, ctx.lang);
    const now = ctx.deps.clock.now();
    const block: RfqQuoteBlock =
      rfq.quote || rfq.canQuote
        ? null
        : rfq.status === "closed"
          ? "closed"
          : rfq.quoteCount >= rfq.maxQuotes
            ? "full"
            : Date.parse(rfq.closesAt) <= now
              ? "ended"
              : !roleMay(company.role, "quotes.send")
                ? "role"
                : null;
    return { rfq, block, role: company.role, now };
  } catch (error) {
    if (isAppError(error) && error.code === "not_found") throw data(null, { status: 404 });
    throw error;
  }
}
