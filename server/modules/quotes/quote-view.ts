import { lineTotalE4 } from "#core/rules/money.ts";
import {
  type PriceRow,
  priceAtQuantity,
  type QuoteLineTerms,
  type QuoteStatus,
  type QuoteTerms,
} from "#core/rules/quote-flow.ts";
import type { AttachmentRow, LineRow } from "./quote-contents.repo.ts";
import type { RevisionRow } from "./quote-threads.repo.ts";

/*
 * How the pages read a revision: its terms (what the buyer agrees to), each line priced at its own
 * quantity from its price rows, exactly, and its files.
 */

/** A line with what it costs at its quantity (null only when it has no price rows, which a sent revision never has). */
export interface QuoteLineView extends QuoteLineTerms {
  id: number;
  unitPriceE4: number | null;
  totalE4: number | null;
}

export interface QuoteAttachmentView {
  id: number;
  name: string;
  mediaType: string;
  byteSize: number;
}

export interface QuoteRevisionView {
  id: number;
  number: number;
  status: QuoteStatus;
  /** The version a page sends back with an answer, so an answer to what changed meanwhile is refused. */
  version: number;
  terms: QuoteTerms;
  lines: QuoteLineView[];
  /** The lines' totals at their quantities (shipping apart). */
  goodsTotalE4: number;
  attachments: QuoteAttachmentView[];
  /** The buyer's decline reason or change request, or the supplier's reason to withdraw. */
  reason: string | null;
  orderId: number | null;
  createdAt: string;
  sentAt: string | null;
  seenAt: string | null;
  decidedAt: string | null;
}

function parsed<T>(json: string, fallback: T): T {
  try {
    return JSON.parse(json) as T;
  } catch {
    return fallback;
  }
}

export function lineTerms(line: LineRow, names?: ReadonlyMap<number, string>): QuoteLineTerms {
  return {
    productId: line.product_id,
    name: (line.product_id !== null && names?.get(line.product_id)) || line.product_name,
    variations: parsed<{ name: string; value: string }[]>(line.variations, []),
    quantity: Number(line.quantity),
    unit: line.unit,
    priceRows: parsed<PriceRow[]>(line.price_rows, []).map((r) => ({
      from: Number(r.from),
      priceE4: Number(r.priceE4),
    })),
  };
}

/** A revision's terms; product lines named in the reader's language when `names` has them. */
export function revisionTerms(
  revision: RevisionRow,
  lines: readonly LineRow[],
  names?: ReadonlyMap<number, string>,
): QuoteTerms {
  return {
    currency: revision.currency,
    incoterm: revision.incoterm,
    namedPlace: revision.named_place,
    depositPercent: revision.deposit_percent,
    balanceDue: revision.balance_due,
    leadTimeDays: Number(revision.lead_time_days),
    shipping: revision.shipping,
    shippingCostE4: revision.shipping_cost_e4 === null ? null : Number(revision.shipping_cost_e4),
    validUntil: revision.valid_until,
    note: revision.note,
    lines: lines.filter((l) => l.revision_id === revision.id).map((l) => lineTerms(l, names)),
  };
}

/** A line's unit price at its own quantity and its total, exact, rounded to the currency's minor unit. */
export function pricedLine(line: QuoteLineTerms, currency: string) {
  const unitPriceE4 = priceAtQuantity(line.priceRows, line.quantity);
  return {
    unitPriceE4,
    totalE4: unitPriceE4 === null ? null : lineTotalE4(unitPriceE4, line.quantity, currency),
  };
}

export function goodsTotal(terms: Pick<QuoteTerms, "currency" | "lines">): number {
  return terms.lines.reduce((sum, line) => sum + (pricedLine(line, terms.currency).totalE4 ?? 0), 0);
}

export function revisionView(
  revision: RevisionRow,
  lines: readonly LineRow[],
  attachments: readonly AttachmentRow[],
  names?: ReadonlyMap<number, string>,
): QuoteRevisionView {
  const terms = revisionTerms(revision, lines, names);
  const own = lines.filter((l) => l.revision_id === revision.id);
  return {
    id: revision.id,
    number: revision.number,
    status: revision.status,
    version: revision.version,
    terms,
    lines: terms.lines.map((line, i) => ({ ...line, id: own[i]!.id, ...pricedLine(line, terms.currency) })),
    goodsTotalE4: goodsTotal(terms),
    attachments: attachments
      .filter((a) => a.revision_id === revision.id)
      .map((a) => ({
        id: a.id,
        name: a.original_name,
        mediaType: a.media_type,
        byteSize: Number(a.byte_size),
      })),
    reason: revision.reason,
    orderId: revision.order_id,
    createdAt: revision.created_at,
    sentAt: revision.sent_at,
    seenAt: revision.seen_at,
    decidedAt: revision.decided_at,
  };
}

/** The latest revision the buyer was sent (never a draft), or undefined while only a draft exists. */
export function latestSent<R extends { status: QuoteStatus; number: number }>(
  revisions: readonly R[],
): R | undefined {
  return revisions.filter((r) => r.status !== "draft").at(-1);
}

/** The thread's draft: its newest revision while it is not sent. */
export function pendingDraft<R extends { status: QuoteStatus; number: number }>(
  revisions: readonly R[],
): R | undefined {
  const last = revisions.at(-1);
  return last?.status === "draft" ? last : undefined;
}

/** A text of the buyer's (a subject) in `lang`, else the language it was written in, else any. */
export function textIn(texts: Record<string, string>, lang: string, source: string): string {
  return texts[lang] || texts[source] || Object.values(texts)[0] || "";
}

export function textsOf(json: string): Record<string, string> {
  const value = parsed<unknown>(json, {});
  return typeof value === "object" && value !== null ? (value as Record<string, string>) : {};
}

/** A JSON list of texts (a request's certificates); empty for anything else. */
export function listOf(json: string): string[] {
  const value = parsed<unknown>(json, []);
  return Array.isArray(value) ? value.map(String) : [];
}
