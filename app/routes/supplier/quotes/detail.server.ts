import { data, redirect } from "react-router";
import { parseId } from "#core/schemas/id.ts";
import { QUOTE_ERRORS, quoteFormCheck } from "#core/schemas/quote.ts";
import { QuoteWithdrawSchema } from "#core/schemas/quote-answers.ts";
import { AppError, isAppError } from "#server/lib/errors.ts";
import { formFailure } from "#server/lib/form-response.ts";
import { roleMay } from "#server/modules/companies/index.ts";
import {
  getSupplierQuote,
  loadQuoteEditor,
  QUOTE_SUPPLIER_ERRORS,
  saveQuote,
  type SupplierQuote,
  withdrawQuote,
} from "#server/modules/quotes/index.ts";
import type { RequestContext } from "#server/request-context.ts";
import { notFoundAsPage } from "#app/lib/order-page.server.ts";
import type { MemberUser } from "../access.server.ts";
import { requireWorkspace } from "../access.server.ts";
import { threadTarget } from "./editor.server.ts";

/** One of the company's quotes with every revision, for members who see inquiries; who may act on it. */
export async function loadQuotePage(ctx: RequestContext, request: Request, url: URL, param?: string) {
  const { user, company } = await requireWorkspace(ctx, request, url, "inquiries.view");
  const { quoteId } = threadTarget(param);
  const quote = await getSupplierQuote(ctx.deps, user, company.id, quoteId, ctx.lang).catch(notFoundAsPage);
  return { quote, now: ctx.deps.clock.now(), mayAct: roleMay(company.role, "quotes.send") };
}

const changedMeanwhile = () =>
  new AppError("conflict", QUOTE_SUPPLIER_ERRORS.changedMeanwhile, {
    form: QUOTE_SUPPLIER_ERRORS.changedMeanwhile,
  });

/**
 * The revision the form was about, as the page showed it: the same number at the same version,
 * else the quote changed meanwhile and nothing is done.
 */
function shownRevision(quote: SupplierQuote, values: Record<string, string>) {
  const revision = quote.revisions.find((r) => r.number === parseId(values.revision ?? ""));
  if (!revision || revision.version !== parseId(values.version ?? "")) throw changedMeanwhile();
  return revision;
}

/** Sends the draft as it was saved; a draft whose last valid day has passed is opened to choose another. */
async function sendDraft(
  ctx: RequestContext,
  user: MemberUser,
  companyId: number,
  quote: SupplierQuote,
  values: Record<string, string>,
) {
  const draft = shownRevision(quote, values);
  if (draft.status !== "draft") throw changedMeanwhile();
  const editor = await loadQuoteEditor(ctx.deps, user, companyId, { quoteId: quote.id }, ctx.lang);
  if (editor.draft?.number !== draft.number || editor.draft.version !== draft.version)
    throw changedMeanwhile();
  if (editor.values.validUntil !== draft.terms.validUntil)
    throw new AppError("invalid_data", QUOTE_ERRORS.validUntil, { form: QUOTE_ERRORS.validUntil });
  const parsed = quoteFormCheck(editor.today).safeParse(editor.values);
  if (!parsed.success) throw parsed.error;
  await saveQuote(
    ctx.deps,
    user,
    companyId,
    { quoteId: quote.id },
    parsed.data,
    [],
    {
      send: true,
      draftVersion: draft.version,
    },
    ctx.lang,
  );
}

/**
 * The quote page's forms, told apart by `intent`: "send" the draft, "withdraw" the latest sent
 * revision with a reason. Each names the revision and version the page showed: if the quote
 * changed meanwhile nothing is done and the page says so. Only members who send quotes; done,
 * the page is shown again by a redirect, so a reload posts nothing twice.
 */
export async function runQuoteAction(ctx: RequestContext, request: Request, url: URL, param?: string) {
  const { user, company } = await requireWorkspace(ctx, request, url, "quotes.send");
  const { quoteId } = threadTarget(param);
  const quote = await getSupplierQuote(ctx.deps, user, company.id, quoteId, ctx.lang).catch(notFoundAsPage);
  const form = await request.formData().catch(() => new FormData());
  const values = Object.fromEntries(
    ["intent", "revision", "version", "reason"].map((k) => [k, String(form.get(k) ?? "")]),
  ) as Record<string, string>;
  const intent = values.intent ?? "";
  if (intent !== "send" && intent !== "withdraw") throw data(null, { status: 400 });
  try {
    if (intent === "send") await sendDraft(ctx, user, company.id, quote, values);
    else {
      const revision = shownRevision(quote, values);
      if (revision.number !== quote.currentNumber) throw changedMeanwhile();
      const parsed = QuoteWithdrawSchema.safeParse({ revision: revision.number, reason: values.reason });
      if (!parsed.success) return formFailure(parsed.error, values, { extra: { intent } });
      await withdrawQuote(ctx.deps, user, company.id, quoteId, parsed.data);
    }
  } catch (error) {
    if (isAppError(error) && error.code === "not_found") notFoundAsPage(error);
    return formFailure(error, values, { extra: { intent } });
  }
  return redirect(`/supplier/quotes/${quoteId}?done=${intent === "send" ? "sent" : "withdrawn"}`, 303);
}
