import type { QuoteChange, QuoteLineTerms } from "#core/rules/quote-flow.ts";
import { quoteNumber } from "#core/rules/quote-flow.ts";
import { amountText } from "#server/modules/orders/index.ts";
import type {
  BuyerQuote,
  ComparedQuote,
  QuoteListRow,
  QuoteRevisionView,
  SupplierQuote,
} from "#server/modules/quotes/index.ts";

/*
 * The quote services' views as the API gives them: every amount (price rows, unit prices, totals,
 * the shipping cost, a target price) as exact decimal text in its currency, and a revision's terms
 * beside its lines rather than nested.
 */

const text = (e4: number | null, currency: string) => (e4 === null ? null : amountText(e4, currency));

function lineTermsOut(line: QuoteLineTerms, currency: string) {
  return {
    productId: line.productId,
    name: line.name,
    variations: line.variations,
    quantity: line.quantity,
    unit: line.unit,
    prices: line.priceRows.map((row) => ({ from: row.from, price: amountText(row.priceE4, currency) })),
  };
}

export function revisionOut(view: QuoteRevisionView) {
  const { terms } = view;
  const currency = terms.currency;
  const shippingE4 = terms.shipping === "cost" ? terms.shippingCostE4 : null;
  return {
    id: view.id,
    number: view.number,
    status: view.status,
    version: view.version,
    currency,
    incoterm: terms.incoterm,
    namedPlace: terms.namedPlace,
    depositPercent: terms.depositPercent,
    balanceDue: terms.balanceDue,
    leadTimeDays: terms.leadTimeDays,
    shipping: terms.shipping,
    shippingCost: text(terms.shippingCostE4, currency),
    validUntil: terms.validUntil,
    note: terms.note,
    lines: view.lines.map((line) => ({
      id: line.id,
      ...lineTermsOut(line, currency),
      unitPrice: text(line.unitPriceE4, currency),
      total: text(line.totalE4, currency),
    })),
    totals: {
      goods: amountText(view.goodsTotalE4, currency),
      shipping: text(shippingE4, currency),
      total: amountText(view.goodsTotalE4 + (shippingE4 ?? 0), currency),
    },
    attachments: view.attachments,
    reason: view.reason,
    orderId: view.orderId,
    createdAt: view.createdAt,
    sentAt: view.sentAt,
    seenAt: view.seenAt,
    decidedAt: view.decidedAt,
  };
}

/** A difference between two revisions; each side's amounts in that revision's currency. */
function changeOut(change: QuoteChange, before: string, after: string) {
  switch (change.kind) {
    case "field":
      return change.field === "shippingCostE4"
        ? {
            kind: change.kind,
            field: "shippingCost",
            from: typeof change.from === "number" ? amountText(change.from, before) : null,
            to: typeof change.to === "number" ? amountText(change.to, after) : null,
          }
        : { kind: change.kind, field: change.field as string, from: change.from, to: change.to };
    case "line_added":
      return { kind: change.kind, line: lineTermsOut(change.line, after) };
    case "line_removed":
      return { kind: change.kind, line: lineTermsOut(change.line, before) };
    case "line_changed":
      return {
        kind: change.kind,
        line: lineTermsOut(change.line, after),
        was: lineTermsOut(change.was, before),
        changed: change.changed.map((aspect) => (aspect === "priceRows" ? "prices" : aspect)),
      };
  }
}

export function buyerQuoteOut(quote: BuyerQuote) {
  return {
    id: quote.id,
    number: quote.number,
    origin: quote.origin,
    company: quote.company,
    revisions: quote.revisions.map((rev, i) => {
      const before = quote.revisions[i - 1]?.terms.currency ?? rev.terms.currency;
      return {
        ...revisionOut(rev),
        changes: rev.changes.map((change) => changeOut(change, before, rev.terms.currency)),
      };
    }),
    currentNumber: quote.currentNumber,
    actions: quote.actions,
    today: quote.today,
  };
}

export function supplierQuoteOut(quote: SupplierQuote) {
  const { request } = quote;
  return {
    id: quote.id,
    number: quoteNumber(quote.id),
    request:
      request.kind === "rfq"
        ? (() => {
            const { targetPriceE4, ...rest } = request;
            return {
              ...rest,
              targetPrice:
                targetPriceE4 === null || request.currency === null
                  ? null
                  : { amount: amountText(targetPriceE4, request.currency), currency: request.currency },
            };
          })()
        : request,
    buyer: quote.buyer,
    revisions: quote.revisions.map(revisionOut),
    currentNumber: quote.currentNumber,
    hasDraft: quote.hasDraft,
    actions: quote.actions,
    createdAt: quote.createdAt,
    updatedAt: quote.updatedAt,
  };
}

export function quoteListOut(list: { rows: QuoteListRow[]; total: number; page: number; pageSize: number }) {
  return {
    items: list.rows.map(({ goodsTotalE4, ...row }) => ({
      ...row,
      goodsTotal: row.currency === null ? null : text(goodsTotalE4, row.currency),
    })),
    total: list.total,
    page: list.page,
    pageSize: list.pageSize,
  };
}

export function comparedQuoteOut({ unitPriceE4, totalE4, shippingCostE4, ...quote }: ComparedQuote) {
  return {
    ...quote,
    unitPrice: text(unitPriceE4, quote.currency),
    total: text(totalE4, quote.currency),
    shippingCost: text(shippingCostE4, quote.currency),
  };
}
