import { data, redirect } from "react-router";
import { loadQuoteComparison } from "#app/lib/quote-comparison.server.ts";
import { rfqBuyerOf, rfqIdOf, rfqNotFound } from "#app/lib/rfq-page.server.ts";
import { countryName } from "#core/i18n/format.ts";
import { rfqPath } from "#core/urls/rfq-paths.ts";
import { AppError, isAppError } from "#server/lib/errors.ts";
import { formFailure } from "#server/lib/form-response.ts";
import { closeRfq, extendRfq, getBuyerRfq } from "#server/modules/rfqs/index.ts";
import type { RequestContext } from "#server/request-context.ts";

/** The buyer's changes of their request: close it early, give it more time once. */
export const RFQ_INTENTS = ["close", "extend"] as const;
export type RfqIntent = (typeof RFQ_INTENTS)[number];
/** What the page says after each, once the redirect has shown the request again. */
export const RFQ_DONE = { close: "closed", extend: "extended" } as const;
/** Closing ends the request for every supplier: the form's "I confirm" box must be ticked (checked here too). */
export const CLOSE_CONFIRM_ERROR = "rfqBuyer.errors.confirmClose";

/** One of the buyer's requests in full, with what they may still do with it; anyone else's is not found. */
export async function loadBuyerRfq(ctx: RequestContext, url: URL, param: string | undefined) {
  const buyer = rfqBuyerOf(ctx, url);
  const rfq = await getBuyerRfq(ctx.deps, buyer, rfqIdOf(param), ctx.lang).catch(rfqNotFound);
  // The page's "now" says how much time is left; the browser renders with the same one. The
  // countries are named here: the browser's own names differ for a few.
  const countries = {
    destination: countryName(ctx.lang, rfq.destinationCountry),
    buyer: countryName(ctx.lang, rfq.buyerCountry),
  };
  // The request's quotes side by side, sorted as the address asks.
  const comparison = await loadQuoteComparison(ctx, buyer, rfq.id, url);
  return { rfq, countries, comparison, now: ctx.deps.clock.now() };
}

/**
 * The page's forms, told apart by `intent`, each sending back the version the page showed: of two
 * changes at once one applies and the other is told the request changed, and nothing else moves.
 * Done, the page is shown again by a redirect that says what was done; refused, the form answers
 * with its messages and what was typed.
 */
export async function runBuyerRfqAction(
  ctx: RequestContext,
  request: Request,
  url: URL,
  param: string | undefined,
) {
  const buyer = rfqBuyerOf(ctx, url);
  const id = rfqIdOf(param);
  const form = await request.formData().catch(() => new FormData());
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string") values[key] = value;
  const intent = values.intent as RfqIntent;
  if (!RFQ_INTENTS.includes(intent)) throw data(null, { status: 400 });
  try {
    if (intent === "close") {
      if (values.confirmed !== "on") {
        // Whose request it is first: another user's is not found, confirmed or not.
        await getBuyerRfq(ctx.deps, buyer, id);
        throw new AppError("invalid_data", CLOSE_CONFIRM_ERROR, { confirmed: CLOSE_CONFIRM_ERROR });
      }
      await closeRfq(ctx.deps, buyer, id, values.version, values.note);
    } else {
      await extendRfq(ctx.deps, buyer, id, values.version, values.days);
    }
  } catch (error) {
    if (isAppError(error) && (error.code === "not_found" || error.code === "not_allowed")) rfqNotFound(error);
    return formFailure(error, values, { extra: { intent } });
  }
  return redirect(`${rfqPath(id)}?done=${RFQ_DONE[intent]}`, 303);
}
