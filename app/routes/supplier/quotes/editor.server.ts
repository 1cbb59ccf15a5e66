import { data, redirect } from "react-router";
import { QUOTE_ATTACHMENTS_MAX } from "#core/rules/quote-flow.ts";
import { parseId } from "#core/schemas/id.ts";
import { quoteFormCheck } from "#core/schemas/quote.ts";
import { AppError, isAppError } from "#server/lib/errors.ts";
import { formFailure } from "#server/lib/form-response.ts";
import {
  fillQuoteFromProducts,
  loadQuoteEditor,
  QUOTE_FILE_MAX_BYTES,
  QUOTE_SUPPLIER_ERRORS,
  type QuoteEditorContext,
  type QuoteTarget,
  type QuoteUpload,
  saveQuote,
} from "#server/modules/quotes/index.ts";
import type { RequestContext } from "#server/request-context.ts";
import {
  applyRowIntent,
  filledShape,
  postedShape,
  type QuoteShape,
  rowIntent,
} from "#app/components/supplier/quotes/quote-form-shape.ts";
import { requireWorkspace } from "../access.server.ts";

/** A made-up id, another company's inquiry or quote, or none given: the same 404. */
const notFound = () => data(null, { status: 404 });

/** The quote a new quote's address names: `?deal=` (an inquiry) or `?rfq=` (a request for quotation). */
export function newQuoteTarget(url: URL): QuoteTarget {
  const deal = url.searchParams.get("deal");
  const rfq = url.searchParams.get("rfq");
  const dealId = deal === null ? undefined : parseId(deal);
  const rfqId = rfq === null ? undefined : parseId(rfq);
  if (dealId !== undefined && rfq === null) return { dealId };
  if (rfqId !== undefined && deal === null) return { rfqId };
  throw notFound();
}

export function threadTarget(param: string | undefined): { quoteId: number } {
  const quoteId = parseId(param);
  if (quoteId === undefined) throw notFound();
  return { quoteId };
}

/**
 * The editor's context for a member who sends quotes (owners, admins, sales; others get 403
 * before anything is read). A request the company may not quote answers its reason instead.
 */
async function openEditor(ctx: RequestContext, request: Request, url: URL, target: QuoteTarget) {
  const { user, company } = await requireWorkspace(ctx, request, url, "quotes.send");
  try {
    const editor = await loadQuoteEditor(ctx.deps, user, company.id, target, ctx.lang);
    return { user, company, editor, refusal: undefined };
  } catch (error) {
    if (isAppError(error) && error.code === "not_found") throw notFound();
    if (isAppError(error) && error.code === "conflict")
      return { user, company, editor: undefined, refusal: error.messageKey };
    throw error;
  }
}

/** The page's data: what the buyer asked, the products, and the form to start from. */
function editorPage(editor: QuoteEditorContext, action: string, now: number) {
  return {
    refusal: undefined,
    action,
    quoteId: editor.quoteId,
    request: editor.request,
    products: editor.products.map((p) => ({ id: p.id, name: p.name })),
    variations: editor.variations,
    hasBankDetails: editor.hasBankDetails,
    values: editor.values,
    shape: filledShape(editor.values),
    draft: editor.draft,
    replaces: editor.replaces,
    attachments: editor.attachments,
    problem: editor.problem,
    today: editor.today,
    now,
  };
}

/**
 * The editor for a new quote (`?deal=` or `?rfq=`) or a thread (its draft, else a new revision of
 * the last one sent). A new quote for an inquiry or request the company already quotes opens
 * that quote instead.
 */
export async function loadEditorPage(ctx: RequestContext, request: Request, url: URL, target: QuoteTarget) {
  const opened = await openEditor(ctx, request, url, target);
  if (!opened.editor) return data({ refusal: opened.refusal }, { status: 409 });
  if (!("quoteId" in target) && opened.editor.quoteId !== null)
    throw redirect(`/supplier/quotes/${opened.editor.quoteId}`);
  return editorPage(opened.editor, url.pathname + url.search, ctx.deps.clock.now());
}

/**
 * The files chosen, within the count and size before a byte is read; what each file is, the
 * quotes service judges by its content.
 */
async function readFiles(form: FormData): Promise<QuoteUpload[]> {
  const chosen = form.getAll("files").filter((f): f is File => f instanceof File && f.size > 0);
  if (chosen.length > QUOTE_ATTACHMENTS_MAX)
    throw new AppError("invalid_data", QUOTE_SUPPLIER_ERRORS.fileCount, {
      files: QUOTE_SUPPLIER_ERRORS.fileCount,
    });
  if (chosen.some((file) => file.size > QUOTE_FILE_MAX_BYTES))
    throw new AppError("invalid_data", QUOTE_SUPPLIER_ERRORS.fileSize, {
      files: QUOTE_SUPPLIER_ERRORS.fileSize,
    });
  return Promise.all(
    chosen.map(async (file) => ({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })),
  );
}

/** The draft version posted: a number, 0 without a draft, and -1 (never a version) for anything else. */
function versionOf(text: string | undefined): number {
  if (!text || text === "0") return 0;
  return parseId(text) ?? -1;
}

/**
 * The editor's buttons, told apart by `intent`. "fill" copies the products' price tiers, and the
 * row buttons add a line or a price row or take one out: each shows the form again and stores
 * nothing (so they work without JavaScript). "save" keeps the revision as the thread's draft and
 * "send" sends it to the buyer; both open the quote. A refusal keeps what was typed, by the field
 * it concerns; a quote changed meanwhile shows the form as it is now.
 */
export async function runEditorAction(ctx: RequestContext, request: Request, url: URL, target: QuoteTarget) {
  const { user, company, editor, refusal } = await openEditor(ctx, request, url, target);
  const form = await request.formData().catch(() => new FormData());
  const posted: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string") posted[key] ??= value;
  const { intent = "save", draftVersion, removeAttachments: _, ...fields } = posted;
  const removed = form.getAll("removeAttachments").filter((v): v is string => typeof v === "string");
  const shape: QuoteShape = postedShape(fields);
  const extra = { intent, shape, removed, draftVersion: versionOf(draftVersion) };
  if (!editor) {
    const key = refusal ?? "errors.conflict";
    return formFailure(new AppError("conflict", key, { form: key }), fields, { extra });
  }
  if (intent === "fill") {
    const values = fillQuoteFromProducts(fields, editor.products);
    return { ok: true as const, ...extra, values, shape: filledShape(values) };
  }
  const rows = rowIntent(intent);
  if (rows) return { ok: true as const, ...extra, ...applyRowIntent(fields, shape, rows) };
  if (intent !== "save" && intent !== "send") throw data(null, { status: 400 });

  const parsed = quoteFormCheck(editor.today).safeParse(fields);
  if (!parsed.success) return formFailure(parsed.error, fields, { extra });
  try {
    const files = await readFiles(form);
    const saved = await saveQuote(
      ctx.deps,
      user,
      company.id,
      target,
      parsed.data,
      files,
      {
        send: intent === "send",
        draftVersion: extra.draftVersion,
        removeAttachments: removed.flatMap((id) => parseId(id) ?? []),
      },
      ctx.lang,
    );
    return redirect(`/supplier/quotes/${saved.quoteId}?done=${intent === "send" ? "sent" : "saved"}`, 303);
  } catch (error) {
    if (isAppError(error) && error.code === "not_found") throw notFound();
    if (isAppError(error) && error.messageKey === QUOTE_SUPPLIER_ERRORS.changedMeanwhile) {
      // Someone saved or sent meanwhile: the form as it is now, with the reason.
      const now = await loadQuoteEditor(ctx.deps, user, company.id, target, ctx.lang).catch(() => undefined);
      if (now)
        return formFailure(error, now.values, {
          extra: {
            ...extra,
            shape: filledShape(now.values),
            removed: [],
            draftVersion: now.draft?.version ?? 0,
          },
        });
    }
    return formFailure(error, fields, { extra });
  }
}
