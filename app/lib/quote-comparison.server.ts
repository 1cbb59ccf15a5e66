import { z } from "zod";
import { availableQuoteActions, dayOf } from "#core/rules/quote-flow.ts";
import type { Actor } from "#server/modules/accounts/index.ts";
import { type ComparedQuote, listQuotesForRfq } from "#server/modules/quotes/index.ts";
import type { RequestContext } from "#server/request-context.ts";

/**
 * The comparison of a request's quotes, for the buyer's request page: each supplier's latest
 * revision priced at the request's quantity, in the order the buyer asked for (`sort` in the
 * address, so it works without JavaScript), with the best value of each comparable row marked.
 */
export const COMPARISON_SORTS = ["total", "price", "lead", "validity"] as const;
export type ComparisonSort = (typeof COMPARISON_SORTS)[number];
const SortSchema = z.enum(COMPARISON_SORTS).catch("total");

/** The rows whose best value is marked: lowest prices and lead time, longest validity, quickest replies, longest on Caravan. */
export const MARKED_ROWS = ["price", "total", "lead", "validity", "response", "years"] as const;
export type MarkedRow = (typeof MARKED_ROWS)[number];

export interface ComparedQuoteView extends ComparedQuote {
  /** The buyer may accept it now: open, and valid today. */
  acceptable: boolean;
  /** The rows where it has the best value among the quotes that can be accepted. */
  best: MarkedRow[];
}

export interface QuoteComparison {
  rfq: { id: number; title: string; quantity: number; unit: string };
  quotes: ComparedQuoteView[];
  sort: ComparisonSort;
  /** The quotes that can be accepted are in more than one currency: their prices are not marked against each other. */
  mixedCurrencies: boolean;
  today: string;
}

/** The sort the address asks for; anything else is the default, by total. */
export function comparisonSortOf(url: URL): ComparisonSort {
  return SortSchema.parse(url.searchParams.get("sort") ?? undefined);
}

type Value = (quote: ComparedQuote) => number | null;
/** Each marked row's value and whether more is better; money only where the quote prices the request's unit. */
const ROW_VALUES: Record<MarkedRow, { value: Value; more: boolean }> = {
  price: { value: (q) => (q.unitMatches ? q.unitPriceE4 : null), more: false },
  total: { value: (q) => (q.unitMatches ? q.totalE4 : null), more: false },
  lead: { value: (q) => q.leadTimeDays, more: false },
  validity: { value: (q) => q.daysLeft, more: true },
  response: { value: (q) => q.company.responseFigures?.within24hPercent ?? null, more: true },
  years: { value: (q) => q.company.yearsOnCaravan, more: true },
};
const MONEY_ROWS: readonly MarkedRow[] = ["price", "total"];

/**
 * The best value of each row among the quotes that can be accepted, when there is something to
 * compare: at least two values, not all equal (a row where every quote is the same marks none).
 * Prices are compared only within one currency.
 */
function bestRows(quotes: readonly ComparedQuote[], acceptable: ReadonlySet<number>, mixed: boolean) {
  const best = new Map<number, MarkedRow[]>(quotes.map((q) => [q.quoteId, []]));
  for (const row of MARKED_ROWS) {
    if (mixed && MONEY_ROWS.includes(row)) continue;
    const { value, more } = ROW_VALUES[row];
    const values = quotes.flatMap((q) => {
      const v = acceptable.has(q.quoteId) ? value(q) : null;
      return v === null ? [] : [{ id: q.quoteId, v }];
    });
    if (values.length < 2) continue;
    const top = more ? Math.max(...values.map((x) => x.v)) : Math.min(...values.map((x) => x.v));
    if (values.every((x) => x.v === top)) continue;
    for (const x of values) if (x.v === top) best.get(x.id)!.push(row);
  }
  return best;
}

/** Sort keys: what can be accepted first, then the chosen value (missing or incomparable values last), then the order received. */
function sortKey(sort: ComparisonSort, q: ComparedQuote): [string, number] {
  const missing = Number.POSITIVE_INFINITY;
  switch (sort) {
    case "total":
      return [q.currency, q.unitMatches && q.totalE4 !== null ? q.totalE4 : missing];
    case "price":
      return [q.currency, q.unitMatches && q.unitPriceE4 !== null ? q.unitPriceE4 : missing];
    case "lead":
      return ["", q.leadTimeDays];
    case "validity":
      return ["", -q.daysLeft];
  }
}

/** The quotes in the chosen order, each with whether it can be accepted and where it is best. */
export function compareQuotes(
  quotes: readonly ComparedQuote[],
  sort: ComparisonSort,
  today: string,
): { quotes: ComparedQuoteView[]; mixedCurrencies: boolean } {
  const acceptable = new Set(
    quotes
      .filter((q) =>
        availableQuoteActions("buyer", { status: q.status, validUntil: q.validUntil }, today).includes(
          "accept",
        ),
      )
      .map((q) => q.quoteId),
  );
  const mixed = new Set(quotes.filter((q) => acceptable.has(q.quoteId)).map((q) => q.currency)).size > 1;
  const best = bestRows(quotes, acceptable, mixed);
  const sorted = quotes
    .map((quote, index) => ({ quote, index, key: sortKey(sort, quote) }))
    .sort((a, b) => {
      const open = Number(acceptable.has(b.quote.quoteId)) - Number(acceptable.has(a.quote.quoteId));
      if (open) return open;
      // Money of one currency together: amounts are compared only within one.
      if (a.key[0] !== b.key[0]) return a.key[0] < b.key[0] ? -1 : 1;
      if (a.key[1] !== b.key[1]) return a.key[1] < b.key[1] ? -1 : 1;
      return a.index - b.index;
    });
  return {
    quotes: sorted.map(({ quote }) => ({
      ...quote,
      acceptable: acceptable.has(quote.quoteId),
      best: best.get(quote.quoteId) ?? [],
    })),
    mixedCurrencies: mixed,
  };
}

/**
 * The comparison for the request page's loader: the request's quotes (only its buyer; anyone else
 * gets the service's not found, which the page turns into its 404), sorted as the address asks.
 */
export async function loadQuoteComparison(
  ctx: RequestContext,
  buyer: Actor,
  rfqId: number,
  url: URL,
): Promise<QuoteComparison> {
  const { rfq, quotes } = await listQuotesForRfq(ctx.deps, buyer, rfqId, ctx.lang);
  const today = dayOf(ctx.deps.clock.now());
  const sort = comparisonSortOf(url);
  return { rfq, sort, today, ...compareQuotes(quotes, sort, today) };
}
