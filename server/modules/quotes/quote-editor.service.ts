import type { Lang } from "#core/i18n/languages.ts";
import { moneyText } from "#core/rules/money.ts";
import { dayOf, maySendRevision, type QuoteStatus, type QuoteTerms } from "#core/rules/quote-flow.ts";
import { PRODUCT_UNITS } from "#core/schemas/purchase-request-rules.ts";
import { defaultValidUntil } from "#core/schemas/quote-days.ts";
import { variationsText } from "#core/schemas/quote-variations.ts";
import type { AppDeps } from "#server/deps.ts";
import type { Actor } from "#server/modules/accounts/index.ts";
import { requireCan } from "#server/modules/companies/index.ts";
import { hasPaymentDetails } from "#server/modules/orders/index.ts";
import { findCompanyPriceList, type PriceListProduct } from "#server/modules/products/index.ts";
import { QUOTE_ACT, requireSignedIn } from "./quote-access.ts";
import { QUOTE_SUPPLIER_ERRORS } from "./quote-errors.ts";
import { priceText } from "./quote-fill.ts";
import { type QuoteRequest, type QuoteTarget, resolveTarget } from "./quote-target.ts";
import {
  latestSent,
  pendingDraft,
  type QuoteAttachmentView,
  revisionTerms,
  revisionView,
} from "./quote-view.ts";
import * as contents from "./quote-contents.repo.ts";
import * as parties from "./quote-parties.repo.ts";
import * as threads from "./quote-threads.repo.ts";

export type QuoteDeps = Pick<AppDeps, "db" | "clock" | "config">;

/** What the quote form shows and starts from. */
export interface QuoteEditorContext {
  /** The thread, once begun. */
  quoteId: number | null;
  request: QuoteRequest;
  /** The company's products to choose from ("Fill from my product" copies their prices). */
  products: PriceListProduct[];
  /**
   * Each product's own variations (by product id) with their values: the page may offer them as
   * choices that write the line's "name: value; …" text.
   */
  variations: Record<number, { name: string; values: string[] }[]>;
  /** Without bank details no quote can be sent (the buyer could not be asked to pay). */
  hasBankDetails: boolean;
  /** The form's flat fields to start from: the draft, else the last sent revision, else the request. */
  values: Record<string, string>;
  /** The draft being edited (its version goes back with the save), or null when saving makes a new revision. */
  draft: { number: number; version: number } | null;
  /** The sent revision the next one replaces once sent, or null before the first is sent. */
  replaces: { number: number; status: QuoteStatus } | null;
  /** The files the revision carries: the draft's, or those the sent revision passes on. */
  attachments: QuoteAttachmentView[];
  /** Why it cannot be sent now (a translation key), or null. */
  problem: string | null;
  /** Today, for the form's validity bounds. */
  today: string;
}

/** A revision's terms as the form's flat fields. */
export function formValuesOf(terms: QuoteTerms, validUntil: string): Record<string, string> {
  const values: Record<string, string> = {
    currency: terms.currency,
    incoterm: terms.incoterm ?? "",
    namedPlace: terms.namedPlace ?? "",
    depositPercent: terms.depositPercent === null ? "" : String(terms.depositPercent),
    balanceDue: terms.balanceDue ?? "",
    leadTimeDays: String(terms.leadTimeDays),
    shipping: terms.shipping,
    shippingCost: terms.shippingCostE4 === null ? "" : moneyText(terms.shippingCostE4, 2),
    validUntil,
    note: terms.note ?? "",
  };
  terms.lines.forEach((line, i) => {
    values[`lines.${i}.product`] = line.productId === null ? "" : String(line.productId);
    values[`lines.${i}.name`] = line.name;
    values[`lines.${i}.variation`] = variationsText(line.variations);
    values[`lines.${i}.quantity`] = String(line.quantity);
    values[`lines.${i}.unit`] = line.unit;
    line.priceRows.forEach((row, j) => {
      values[`lines.${i}.prices.${j}.from`] = String(row.from);
      values[`lines.${i}.prices.${j}.price`] = priceText(row.priceE4);
    });
  });
  return values;
}

/** A first revision's fields from what the buyer asked: the product, quantity and unit, the request's currency and Incoterm. */
function requestValues(
  request: QuoteRequest,
  products: PriceListProduct[],
  today: string,
): Record<string, string> {
  const own = request.kind === "inquiry" ? products.find((p) => p.id === request.productId) : undefined;
  const currency =
    (request.kind === "rfq" ? request.currency : null) ?? own?.currency ?? products[0]?.currency ?? "USD";
  return {
    "lines.0.product": own ? String(own.id) : "",
    "lines.0.name": "",
    "lines.0.variation": "",
    "lines.0.quantity": request.quantity > 0 ? String(request.quantity) : "",
    "lines.0.unit": (PRODUCT_UNITS as readonly string[]).includes(request.unit) ? request.unit : "piece",
    currency,
    incoterm: (request.kind === "rfq" ? request.incoterm : null) ?? "",
    namedPlace: "",
    depositPercent: "",
    balanceDue: "",
    leadTimeDays: "",
    shipping: "",
    shippingCost: "",
    validUntil: defaultValidUntil(today),
    note: "",
  };
}

/**
 * The quote form for one of the company's inquiries, a request for quotation, or a thread it
 * began: what the buyer asked for, the company's products, and the values to start from. Only
 * members who send quotes (owners, admins, sales); another company's inquiry or thread is not
 * found, and a request the company may not quote is refused with the reason.
 */
export async function loadQuoteEditor(
  deps: QuoteDeps,
  actor: Actor | null | undefined,
  companyId: number,
  target: QuoteTarget,
  lang: Lang,
): Promise<QuoteEditorContext> {
  await requireCan(deps.db, requireSignedIn(actor), QUOTE_ACT, companyId);
  const now = deps.clock.now();
  const today = dayOf(now);
  const resolved = await resolveTarget(deps.db, companyId, target, lang, new Date(now).toISOString());
  const [products, hasBankDetails] = await Promise.all([
    findCompanyPriceList(deps.db, companyId, lang),
    hasPaymentDetails(deps.db, companyId),
  ]);
  const [revisions, variationRows] = await Promise.all([
    resolved.thread ? threads.findRevisions(deps.db, resolved.thread.id) : Promise.resolve([]),
    parties.findProductVariations(
      deps.db,
      products.map((p) => p.id),
    ),
  ]);
  const variations: QuoteEditorContext["variations"] = {};
  let current: { id: number; values: string[] } | undefined;
  for (const row of variationRows) {
    if (current?.id !== row.id) {
      const group = { name: row.name, values: [] as string[] };
      variations[row.product_id] = [...(variations[row.product_id] ?? []), group];
      current = { id: row.id, values: group.values };
    }
    current.values.push(row.value);
  }
  const draft = pendingDraft(revisions);
  const sent = latestSent(revisions);
  const base = draft ?? sent;
  const [lines, files] = base
    ? await Promise.all([
        contents.findLines(deps.db, [base.id]),
        contents.findAttachments(deps.db, [base.id]),
      ])
    : [[], []];
  const keepDay = draft && draft.valid_until >= today ? draft.valid_until : defaultValidUntil(today);
  const problem =
    resolved.buyerUserId === null
      ? QUOTE_SUPPLIER_ERRORS.noBuyerAccount
      : !maySendRevision(sent?.status ?? null)
        ? QUOTE_SUPPLIER_ERRORS.closed
        : !hasBankDetails
          ? QUOTE_SUPPLIER_ERRORS.noBankDetails
          : null;
  return {
    quoteId: resolved.thread?.id ?? null,
    request: resolved.request,
    products,
    variations,
    hasBankDetails,
    values: base
      ? formValuesOf(revisionTerms(base, lines), keepDay)
      : requestValues(resolved.request, products, today),
    draft: draft ? { number: draft.number, version: draft.version } : null,
    replaces: sent ? { number: sent.number, status: sent.status } : null,
    attachments: base ? revisionView(base, lines, files).attachments : [],
    problem,
    today,
  };
}
