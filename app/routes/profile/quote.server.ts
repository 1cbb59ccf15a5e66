import { data, redirect } from "react-router";
import { quoteBuyerOf, idParamOf, quoteNotFound } from "#app/lib/quote-page.server.ts";
import { buyerOrderPath, quotePath } from "#core/urls/quote-paths.ts";
import { QuoteAcceptSchema, QuoteChangesSchema, QuoteDeclineSchema } from "#core/schemas/quote-answers.ts";
import { AppError, isAppError } from "#server/lib/errors.ts";
import { formFailure } from "#server/lib/form-response.ts";
import {
  acceptQuote,
  declineQuote,
  getBuyerQuote,
  requestQuoteChanges,
} from "#server/modules/quotes/index.ts";
import type { RequestContext } from "#server/request-context.ts";

/** The buyer's answers to a quote, told apart by the form's `intent`. */
export const QUOTE_INTENTS = ["accept", "request_changes", "decline"] as const;
export type QuoteIntent = (typeof QUOTE_INTENTS)[number];
/** What the page says after an answer that leaves the buyer on it (accepting goes to the order). */
export const QUOTE_DONE = { request_changes: "changes_requested", decline: "declined" } as const;
/** Accepting places an order the buyer must pay: the form's "I accept" box must be ticked (checked here too). */
export const ACCEPT_CONFIRM_ERROR = "quotes.errors.confirmAccept";

/** One of the signed-in buyer's quotes with every revision sent; opening it marks the latest seen. */
export async function loadBuyerQuote(ctx: RequestContext, url: URL, param: string | undefined) {
  const buyer = quoteBuyerOf(ctx, url);
  const quote = await getBuyerQuote(ctx.deps, buyer, idParamOf(param), ctx.lang).catch(quoteNotFound);
  return { quote };
}

/**
 * The buyer's answer: accept (an order is placed, and the page goes to it), ask for changes (with
 * what), or decline (with why). Each names the revision and version the page showed, so an answer
 * to a quote that changed meanwhile (a newer revision, an answer from another tab, its last day
 * passed) is refused with the reason and changes nothing. Refused, the form answers with its
 * messages and what was typed; done, the quote is shown again by a redirect that says what was done.
 */
export async function answerBuyerQuote(
  ctx: RequestContext,
  request: Request,
  url: URL,
  param: string | undefined,
) {
  const buyer = quoteBuyerOf(ctx, url);
  const id = idParamOf(param);
  const form = await request.formData().catch(() => new FormData());
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string") values[key] = value;
  const intent = values.intent as QuoteIntent;
  if (!QUOTE_INTENTS.includes(intent)) throw data(null, { status: 400 });
  const extra = { intent };
  // Whose quote it is comes before anything about the form: another's is not found, filled in or not.
  const refuse = async (error: unknown) => {
    await getBuyerQuote(ctx.deps, buyer, id, ctx.lang).catch(quoteNotFound);
    return formFailure(error, values, { extra });
  };
  const answered = QuoteAcceptSchema.safeParse(values);
  if (!answered.success) return refuse(answered.error);
  const expected = { revision: answered.data.revision, version: answered.data.version };
  try {
    if (intent === "accept") {
      if (values.confirmed !== "on")
        return refuse(
          new AppError("invalid_data", ACCEPT_CONFIRM_ERROR, { confirmed: ACCEPT_CONFIRM_ERROR }),
        );
      const orderId = await acceptQuote(ctx.deps, buyer, id, expected.revision, expected.version);
      return redirect(buyerOrderPath(orderId), 303);
    }
    if (intent === "decline") {
      const parsed = QuoteDeclineSchema.safeParse(values);
      if (!parsed.success) return refuse(parsed.error);
      await declineQuote(ctx.deps, buyer, id, parsed.data.reason, expected);
    } else {
      const parsed = QuoteChangesSchema.safeParse(values);
      if (!parsed.success) return refuse(parsed.error);
      await requestQuoteChanges(ctx.deps, buyer, id, parsed.data.comment, expected);
    }
  } catch (error) {
    if (isAppError(error) && (error.code === "not_found" || error.code === "not_allowed"))
      quoteNotFound(error);
    return formFailure(error, values, { extra });
  }
  return redirect(`${quotePath(id)}?done=${QUOTE_DONE[intent]}`, 303);
}
