import { describe, expect, it } from "vitest";
import { QUOTE_ERRORS, quoteFormCheck, quoteFormValues } from "./quote.ts";
import { defaultValidUntil } from "./quote-days.ts";
import {
  QuoteAcceptSchema,
  QuoteChangesSchema,
  QuoteDeclineSchema,
  QuoteListQuerySchema,
} from "./quote-answers.ts";
import { parseVariations, variationsText } from "./quote-variations.ts";

const TODAY = "2026-12-01";
const form = (values: Record<string, string> = {}) => ({
  "lines.0.product": "",
  "lines.0.name": "Bath towel",
  "lines.0.variation": "Colour: White; Size: 70x140",
  "lines.0.quantity": "500",
  "lines.0.unit": "piece",
  "lines.0.prices.0.from": "100",
  "lines.0.prices.0.price": "8.10",
  "lines.0.prices.1.from": "1000",
  "lines.0.prices.1.price": "7.5",
  currency: "USD",
  incoterm: "FOB",
  namedPlace: "Istanbul",
  depositPercent: "",
  balanceDue: "",
  leadTimeDays: "30",
  shipping: "included",
  shippingCost: "",
  validUntil: "2026-12-31",
  note: "",
  ...values,
});
const check = (values: Record<string, string>) => quoteFormCheck(TODAY).safeParse(values);
/** The refusals as field → message key. */
const refusals = (values: Record<string, string>) => {
  const result = check(values);
  expect(result.success).toBe(false);
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));
};

describe("the quote revision schema", () => {
  it("reads a whole revision exactly: price rows in ten-thousandths, variations as pairs", () => {
    const result = check(form());
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      lines: [
        {
          name: "Bath towel",
          variations: [
            { name: "Colour", value: "White" },
            { name: "Size", value: "70x140" },
          ],
          quantity: 500,
          unit: "piece",
          priceRows: [
            { from: 100, priceE4: 81000 },
            { from: 1000, priceE4: 75000 },
          ],
        },
      ],
      currency: "USD",
      incoterm: "FOB",
      namedPlace: "Istanbul",
      depositPercent: null,
      balanceDue: null,
      leadTimeDays: 30,
      shipping: "included",
      shippingCostE4: null,
      validUntil: "2026-12-31",
      note: null,
    });
  });

  it("takes a product without a typed name, and skips blank lines and blank price rows", () => {
    const result = check(
      form({
        "lines.0.product": "42",
        "lines.0.name": "",
        "lines.0.variation": "",
        "lines.0.prices.0.from": "",
        "lines.0.prices.0.price": "",
        "lines.0.prices.2.from": "5000",
        "lines.0.prices.2.price": "7.0125",
        "lines.1.unit": "piece",
        "lines.2.name": "",
      }),
    );
    expect(result.success).toBe(true);
    expect(result.data?.lines).toEqual([
      {
        product: 42,
        name: "",
        variations: [],
        quantity: 500,
        unit: "piece",
        priceRows: [
          { from: 1000, priceE4: 75000 },
          { from: 5000, priceE4: 70125 },
        ],
      },
    ]);
  });

  it("does not ask the first price row to start at or below the line's quantity", () => {
    expect(check(form({ "lines.0.quantity": "10" })).success).toBe(true);
  });

  it("refuses a price whose line total could not be added up exactly", () => {
    expect(
      refusals(form({ "lines.0.quantity": "99999999", "lines.0.prices.0.price": "99999999999" })),
    ).toEqual({ "lines.0.prices.0.price": QUOTE_ERRORS.price });
  });

  it("refuses price rows that do not climb, naming the row", () => {
    expect(refusals(form({ "lines.0.prices.1.from": "100" }))).toEqual({
      "lines.0.prices.1.from": QUOTE_ERRORS.priceOrder,
    });
    expect(refusals(form({ "lines.0.prices.1.from": "50" }))).toEqual({
      "lines.0.prices.1.from": QUOTE_ERRORS.priceOrder,
    });
  });

  it("refuses a line without prices, a half-filled row, a zero price and more rows than allowed", () => {
    expect(
      refusals(
        form({
          "lines.0.prices.0.from": "",
          "lines.0.prices.0.price": "",
          "lines.0.prices.1.from": "",
          "lines.0.prices.1.price": "",
        }),
      ),
    ).toEqual({ "lines.0.prices": QUOTE_ERRORS.prices });
    expect(refusals(form({ "lines.0.prices.1.price": "" }))).toEqual({
      "lines.0.prices.1.price": QUOTE_ERRORS.price,
    });
    expect(refusals(form({ "lines.0.prices.0.price": "0" }))).toEqual({
      "lines.0.prices.0.price": QUOTE_ERRORS.price,
    });
    expect(refusals(form({ "lines.0.prices.0.from": "0" }))).toEqual({
      "lines.0.prices.0.from": QUOTE_ERRORS.priceFrom,
    });
    // The form never posts a seventh row: the shaping leaves it out, and the six are checked.
    const seven = Object.fromEntries(
      Array.from({ length: 7 }, (_, i) => [
        [`lines.0.prices.${i}.from`, String((i + 1) * 100)],
        [`lines.0.prices.${i}.price`, "1"],
      ]).flat(),
    );
    expect((quoteFormValues(form(seven)).lines as { prices: unknown[] }[])[0]!.prices).toHaveLength(6);
  });

  it("refuses a free item without a name, a bad quantity, unit and variation text", () => {
    expect(refusals(form({ "lines.0.name": "" }))).toEqual({ "lines.0.name": QUOTE_ERRORS.name });
    expect(refusals(form({ "lines.0.quantity": "1.5" }))).toEqual({
      "lines.0.quantity": QUOTE_ERRORS.quantity,
    });
    expect(refusals(form({ "lines.0.quantity": "0" }))).toEqual({
      "lines.0.quantity": QUOTE_ERRORS.quantity,
    });
    expect(refusals(form({ "lines.0.unit": "bucket" }))).toEqual({ "lines.0.unit": QUOTE_ERRORS.unit });
    expect(refusals(form({ "lines.0.variation": "Blue" }))).toEqual({
      "lines.0.variation": QUOTE_ERRORS.variation,
    });
    expect(refusals(form({ "lines.0.variation": "Colour:" }))).toEqual({
      "lines.0.variation": QUOTE_ERRORS.variation,
    });
  });

  it("needs a line at all", () => {
    expect(
      refusals({
        ...form({ "lines.0.name": "", "lines.0.variation": "", "lines.0.quantity": "" }),
        "lines.0.prices.0.from": "",
        "lines.0.prices.0.price": "",
        "lines.0.prices.1.from": "",
        "lines.0.prices.1.price": "",
      }),
    ).toEqual({ lines: QUOTE_ERRORS.lines });
  });

  it("needs a deposit's balance term, and drops the term without a deposit", () => {
    expect(refusals(form({ depositPercent: "30" }))).toEqual({ balanceDue: QUOTE_ERRORS.balanceDue });
    expect(refusals(form({ depositPercent: "100", balanceDue: "net_30" }))).toEqual({
      depositPercent: QUOTE_ERRORS.percent,
    });
    expect(check(form({ depositPercent: "30", balanceDue: "against_documents" })).data).toMatchObject({
      depositPercent: 30,
      balanceDue: "against_documents",
    });
    expect(check(form({ balanceDue: "net_30" })).data).toMatchObject({
      depositPercent: null,
      balanceDue: null,
    });
  });

  it("needs the shipping cost when shipping is a cost, and keeps it only then", () => {
    expect(refusals(form({ shipping: "cost" }))).toEqual({ shippingCost: QUOTE_ERRORS.shippingCost });
    expect(check(form({ shipping: "cost", shippingCost: "250.5" })).data).toMatchObject({
      shipping: "cost",
      shippingCostE4: 2505000,
    });
    expect(check(form({ shipping: "to_quote", shippingCost: "250" })).data).toMatchObject({
      shippingCostE4: null,
    });
    expect(refusals(form({ shipping: "by_camel" }))).toEqual({ shipping: QUOTE_ERRORS.choice });
  });

  it("takes a validity from today to 180 days ahead, on a real day", () => {
    expect(check(form({ validUntil: TODAY })).success).toBe(true);
    expect(check(form({ validUntil: "2027-05-30" })).success).toBe(true);
    for (const day of ["2026-11-30", "2027-05-31", "2026-02-30", "31.12.2026", ""])
      expect(refusals(form({ validUntil: day })), day).toEqual({ validUntil: QUOTE_ERRORS.validUntil });
    expect(defaultValidUntil(TODAY)).toBe("2026-12-31");
  });

  it("refuses unknown choices and over-long texts", () => {
    expect(refusals(form({ currency: "XXX", incoterm: "ABC" }))).toEqual({
      currency: QUOTE_ERRORS.choice,
      incoterm: QUOTE_ERRORS.choice,
    });
    expect(refusals(form({ namedPlace: "x".repeat(121), note: "y".repeat(2001) }))).toEqual({
      namedPlace: QUOTE_ERRORS.text,
      note: QUOTE_ERRORS.note,
    });
    expect(refusals(form({ leadTimeDays: "366" }))).toEqual({ leadTimeDays: QUOTE_ERRORS.days });
  });

  it("never throws on hostile input", () => {
    for (const values of [null, 7, "x", [], { lines: "x" }, { "lines.0.prices.0.from": ["1"] }])
      expect(quoteFormCheck(TODAY).safeParse(values).success).toBe(false);
  });
});

describe("variations as text", () => {
  it("reads name: value pairs and writes them back", () => {
    const pairs = parseVariations("Colour: Blue;Size : XL\nFabric: cotton: 100%");
    expect(pairs).toEqual([
      { name: "Colour", value: "Blue" },
      { name: "Size", value: "XL" },
      { name: "Fabric", value: "cotton: 100%" },
    ]);
    expect(parseVariations(variationsText(pairs!))).toEqual(pairs);
    expect(parseVariations("")).toEqual([]);
    expect(parseVariations(Array.from({ length: 11 }, (_, i) => `a${i}: b`).join(";"))).toBeUndefined();
  });
});

describe("the buyer's answers and the lists' address", () => {
  it("needs words to decline or ask for changes", () => {
    expect(QuoteDeclineSchema.safeParse({ reason: "  " }).success).toBe(false);
    expect(QuoteDeclineSchema.parse({ reason: " Too dear " })).toEqual({ reason: "Too dear" });
    expect(QuoteChangesSchema.safeParse({ comment: "x".repeat(1001) }).success).toBe(false);
    expect(QuoteAcceptSchema.parse({ revision: "2", version: "" })).toEqual({ revision: 2 });
    expect(QuoteAcceptSchema.safeParse({ revision: "x" }).success).toBe(false);
  });

  it("drops a status it does not know and a page that makes no sense", () => {
    expect(QuoteListQuerySchema.parse({ status: "open", page: "2" })).toEqual({ status: "open", page: 2 });
    expect(QuoteListQuerySchema.parse({ status: "superseded", page: "-1" })).toEqual({
      status: undefined,
      page: 1,
    });
  });
});
