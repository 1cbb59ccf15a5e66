import { describe, expect, it } from "vitest";
import type { ComparedQuote } from "#server/modules/quotes/index.ts";
import { compareQuotes, comparisonSortOf } from "./quote-comparison.server.ts";

const TODAY = "2026-12-01";

/** A quote valid ten days, open, in dollars, priced per piece as the request asked. */
function quote(
  id: number,
  values: Partial<ComparedQuote> = {},
  company: Partial<ComparedQuote["company"]> = {},
) {
  return {
    quoteId: id,
    number: `Q-${id}`,
    revision: 1,
    status: "sent",
    company: {
      id,
      name: `Supplier ${id}`,
      country: "TR",
      isVerified: false,
      responseFigures: null,
      yearsOnCaravan: 1,
      ...company,
    },
    currency: "USD",
    lineName: "Towel",
    unit: "piece",
    unitMatches: true,
    otherLines: 0,
    unitPriceE4: 80_000,
    totalE4: 80_000_000,
    incoterm: "FOB",
    namedPlace: null,
    shipping: "included",
    shippingCostE4: null,
    leadTimeDays: 30,
    depositPercent: null,
    balanceDue: null,
    validUntil: "2026-12-11",
    daysLeft: 10,
    sentAt: null,
    ...values,
  } satisfies ComparedQuote;
}

const ids = (result: ReturnType<typeof compareQuotes>) => result.quotes.map((q) => q.quoteId);
const bestOf = (result: ReturnType<typeof compareQuotes>, id: number) =>
  result.quotes.find((q) => q.quoteId === id)!.best;

describe("the comparison of a request's quotes", () => {
  it("reads the sort from the address, by total unless it names another", () => {
    expect(comparisonSortOf(new URL("http://x/?sort=lead"))).toBe("lead");
    expect(comparisonSortOf(new URL("http://x/?sort=LEAD"))).toBe("total");
    expect(comparisonSortOf(new URL("http://x/"))).toBe("total");
  });

  it("sorts by the chosen value, missing values last, ties in the order received", () => {
    const quotes = [
      quote(1, { totalE4: 90_000_000, unitPriceE4: 90_000, leadTimeDays: 10, daysLeft: 3 }),
      quote(2, { totalE4: null, unitPriceE4: null, leadTimeDays: 40, daysLeft: 20 }),
      quote(3, { totalE4: 70_000_000, unitPriceE4: 70_000, leadTimeDays: 10, daysLeft: 9 }),
    ];
    expect(ids(compareQuotes(quotes, "total", TODAY))).toEqual([3, 1, 2]);
    expect(ids(compareQuotes(quotes, "price", TODAY))).toEqual([3, 1, 2]);
    expect(ids(compareQuotes(quotes, "lead", TODAY))).toEqual([1, 3, 2]);
    expect(ids(compareQuotes(quotes, "validity", TODAY))).toEqual([2, 3, 1]);
  });

  it("puts the quotes that cannot be accepted (answered, or past their last day) after those that can", () => {
    const quotes = [
      quote(1, { totalE4: 10_000_000, status: "declined" }),
      quote(2, { totalE4: 20_000_000, validUntil: "2026-11-30", daysLeft: -1 }),
      quote(3, { totalE4: 30_000_000, status: "seen" }),
    ];
    const result = compareQuotes(quotes, "total", TODAY);
    expect(ids(result)).toEqual([3, 1, 2]);
    expect(result.quotes.map((q) => q.acceptable)).toEqual([true, false, false]);
    // One quote that can be accepted has nothing to be compared with: nothing is marked.
    expect(result.quotes.flatMap((q) => q.best)).toEqual([]);
  });

  it("marks the best value of each row among the quotes that can be accepted, none where all are equal", () => {
    const quotes = [
      quote(1, { totalE4: 70_000_000, unitPriceE4: 70_000, leadTimeDays: 30 }, { yearsOnCaravan: 4 }),
      quote(
        2,
        { totalE4: 80_000_000, unitPriceE4: 80_000, leadTimeDays: 20 },
        {
          responseFigures: { inquiries: 20, within24hPercent: 95, medianMinutes: 60 },
        },
      ),
      quote(3, {
        totalE4: 70_000_000,
        unitPriceE4: 70_000,
        leadTimeDays: 20,
        daysLeft: 12,
        validUntil: "2026-12-13",
      }),
      // Cheapest of all, but declined: not marked, and no one is marked against it.
      quote(4, { totalE4: 1, unitPriceE4: 1, leadTimeDays: 1, status: "declined" }),
    ];
    const result = compareQuotes(quotes, "total", TODAY);
    expect(bestOf(result, 1)).toEqual(["price", "total", "years"]);
    // The only figures to be had are nothing to compare with.
    expect(bestOf(result, 2)).toEqual(["lead"]);
    expect(bestOf(result, 3)).toEqual(["price", "total", "lead", "validity"]);
    expect(bestOf(result, 4)).toEqual([]);
  });

  it("compares money only in one currency and in the request's unit", () => {
    const mixed = compareQuotes(
      [
        quote(1, { totalE4: 70_000_000 }),
        quote(2, { currency: "EUR", totalE4: 60_000_000, leadTimeDays: 10 }),
      ],
      "total",
      TODAY,
    );
    expect(mixed.mixedCurrencies).toBe(true);
    expect(bestOf(mixed, 1)).toEqual([]);
    expect(bestOf(mixed, 2)).toEqual(["lead"]);
    // Amounts of one currency stay together.
    expect(ids(mixed)).toEqual([2, 1]);

    const otherUnit = compareQuotes(
      [quote(1, { totalE4: 70_000_000 }), quote(2, { unitMatches: false, unit: "carton", totalE4: 1_000 })],
      "total",
      TODAY,
    );
    expect(ids(otherUnit)).toEqual([1, 2]);
    expect(otherUnit.quotes.flatMap((q) => q.best)).toEqual([]);
  });
});
