import { describe, expect, it } from "vitest";
import { rfqBuyerActions, rfqTimeLeft } from "#core/rules/rfq-flow.ts";
import { fieldErrors } from "./field-errors.ts";
import {
  RFQ_ERRORS,
  RfqCloseSchema,
  RfqExtendSchema,
  rfqBrowserDates,
  rfqPostSchema,
  rfqServerDates,
} from "./rfq.ts";

const DATES = { earliest: "2026-12-02", latest: "2027-12-01" };
const schema = rfqPostSchema(DATES);

/** A request as the form sends it: every value text. */
const form = (overrides: Record<string, unknown> = {}) => ({
  title: "  Cotton towels, 500 gsm  ",
  categoryCode: "100100",
  description: "White, hemmed, 50×100 cm.",
  quantity: "5000",
  unit: "piece",
  targetPrice: "",
  currency: "",
  destinationCountry: "fr",
  destinationPort: "",
  incoterm: "",
  neededBy: "",
  certificates: "",
  openDays: "",
  maxQuotes: "",
  buyerCompany: "",
  buyerCountry: "FR",
  ...overrides,
});

const errorsOf = (input: unknown) => {
  const parsed = schema.safeParse(input);
  return parsed.success ? {} : fieldErrors(parsed.error);
};

describe("the request for quotation schema", () => {
  it("reads a form with only the required fields, with the defaults", () => {
    expect(schema.parse(form())).toEqual({
      title: "Cotton towels, 500 gsm",
      categoryCode: "100100",
      description: "White, hemmed, 50×100 cm.",
      quantity: 5000,
      unit: "piece",
      targetPriceE4: null,
      currency: null,
      destinationCountry: "FR",
      destinationPort: null,
      incoterm: null,
      neededBy: null,
      certificates: [],
      openDays: 14,
      maxQuotes: 10,
      buyerCompany: null,
      buyerCountry: "FR",
    });
  });

  it("reads every optional field, the price exactly", () => {
    const parsed = schema.parse(
      form({
        targetPrice: "0.0125",
        currency: "EUR",
        destinationPort: " Le Havre ",
        incoterm: "CIF",
        neededBy: "2027-03-01",
        certificates: "OEKO-TEX, ISO 9001\nGOTS\n\n iso 9001 ",
        openDays: "30",
        maxQuotes: "50",
        buyerCompany: "Maison Linge",
      }),
    );
    expect(parsed).toMatchObject({
      targetPriceE4: 125,
      currency: "EUR",
      destinationPort: "Le Havre",
      incoterm: "CIF",
      neededBy: "2027-03-01",
      certificates: ["OEKO-TEX", "ISO 9001", "GOTS"],
      openDays: 30,
      maxQuotes: 50,
      buyerCompany: "Maison Linge",
    });
  });

  it("reads JSON as the API sends it: numbers and a list", () => {
    const parsed = schema.parse({
      ...form(),
      quantity: 12,
      targetPrice: 8.1,
      currency: "USD",
      certificates: ["CE"],
      openDays: 7,
      maxQuotes: 3,
    });
    expect(parsed).toMatchObject({ quantity: 12, targetPriceE4: 81_000, certificates: ["CE"], openDays: 7 });
  });

  it("drops a currency chosen without a price, and asks for one with a price", () => {
    expect(schema.parse(form({ currency: "USD" })).currency).toBeNull();
    expect(errorsOf(form({ targetPrice: "10" }))).toEqual({ currency: RFQ_ERRORS.currency });
  });

  it.each([
    ["title", "", RFQ_ERRORS.title],
    ["title", "x".repeat(151), RFQ_ERRORS.title],
    ["categoryCode", "10", RFQ_ERRORS.category],
    ["categoryCode", "100abc", RFQ_ERRORS.category],
    ["description", " ", RFQ_ERRORS.description],
    ["description", "x".repeat(4001), RFQ_ERRORS.description],
    ["quantity", "0", RFQ_ERRORS.quantity],
    ["quantity", "100000000", RFQ_ERRORS.quantity],
    ["quantity", "2.5", RFQ_ERRORS.quantity],
    ["quantity", "-3", RFQ_ERRORS.quantity],
    ["quantity", "", RFQ_ERRORS.quantity],
    ["unit", "barrel", RFQ_ERRORS.unit],
    ["targetPrice", "0", RFQ_ERRORS.targetPrice],
    ["targetPrice", "1.23456", RFQ_ERRORS.targetPrice],
    ["targetPrice", "ten", RFQ_ERRORS.targetPrice],
    ["destinationCountry", "XX", RFQ_ERRORS.country],
    ["destinationCountry", "", RFQ_ERRORS.country],
    ["buyerCountry", "France", RFQ_ERRORS.country],
    ["destinationPort", "p".repeat(101), RFQ_ERRORS.port],
    ["incoterm", "FOO", RFQ_ERRORS.incoterm],
    ["neededBy", "2026-12-01", RFQ_ERRORS.neededBy],
    ["neededBy", "2027-12-02", RFQ_ERRORS.neededBy],
    ["neededBy", "2027-02-30", RFQ_ERRORS.neededBy],
    ["certificates", "c".repeat(61), RFQ_ERRORS.certificates],
    ["certificates", Array.from({ length: 11 }, (_, i) => `C${i}`).join(","), RFQ_ERRORS.certificates],
    ["openDays", "0", RFQ_ERRORS.openDays],
    ["openDays", "31", RFQ_ERRORS.openDays],
    ["maxQuotes", "51", RFQ_ERRORS.maxQuotes],
    ["maxQuotes", "0", RFQ_ERRORS.maxQuotes],
    ["buyerCompany", "b".repeat(121), RFQ_ERRORS.buyerCompany],
  ])("refuses %s = %j with its message", (field, value, message) => {
    expect(errorsOf(form({ [field]: value }))).toEqual({ [field]: message });
  });

  it("takes the dates at the edges of the range", () => {
    expect(schema.parse(form({ neededBy: DATES.earliest })).neededBy).toBe(DATES.earliest);
    expect(schema.parse(form({ neededBy: DATES.latest })).neededBy).toBe(DATES.latest);
  });

  it("refuses what is not an object or has fields of the wrong kind, with messages only", () => {
    expect(schema.safeParse(null).success).toBe(false);
    const errors = errorsOf({ title: 5, quantity: {}, certificates: { a: 1 }, unit: ["piece"] });
    for (const message of Object.values(errors)) expect(message).toMatch(/^rfq\.errors\./);
  });
});

describe("the date ranges", () => {
  it("on the server: tomorrow somewhere on Earth, up to a year from today somewhere", () => {
    // 2026-12-01 at 20:00 UTC: it is already 2 December east of UTC+4, still 1 December in UTC−12.
    expect(rfqServerDates(Date.parse("2026-12-01T20:00:00Z"))).toEqual({
      earliest: "2026-12-02",
      latest: "2027-12-02",
    });
  });

  it("in the browser: tomorrow to a year from today, in its own calendar", () => {
    expect(rfqBrowserDates(new Date(2026, 11, 1, 9))).toEqual({
      earliest: "2026-12-02",
      latest: "2027-12-01",
    });
    expect(rfqBrowserDates(new Date(2027, 1, 28, 9))).toEqual({
      earliest: "2027-03-01",
      latest: "2028-02-28",
    });
  });
});

describe("closing and extending", () => {
  it("takes an optional note of at most 500 characters", () => {
    expect(RfqCloseSchema.parse({ note: "  " })).toEqual({ note: null });
    expect(RfqCloseSchema.parse({})).toEqual({ note: null });
    expect(RfqCloseSchema.parse({ note: " Found a supplier " })).toEqual({ note: "Found a supplier" });
    expect(fieldErrors(RfqCloseSchema.safeParse({ note: "n".repeat(501) }).error!)).toEqual({
      note: RFQ_ERRORS.note,
    });
  });

  it("extends by 1 to 30 whole days", () => {
    expect(RfqExtendSchema.parse({ days: "7" })).toEqual({ days: 7 });
    expect(RfqExtendSchema.parse({ days: 30 })).toEqual({ days: 30 });
    for (const days of [0, 31, "1.5", "", null, "seven"])
      expect(fieldErrors(RfqExtendSchema.safeParse({ days }).error!)).toEqual({
        days: RFQ_ERRORS.extendDays,
      });
  });
});

describe("the flow's helpers", () => {
  const now = Date.parse("2026-12-01T09:00:00Z");
  it("says what is left of the deadline", () => {
    expect(rfqTimeLeft("2026-12-03T10:00:00.000Z", now)).toEqual({ unit: "days", count: 2 });
    expect(rfqTimeLeft("2026-12-01T12:30:00.000Z", now)).toEqual({ unit: "hours", count: 3 });
    expect(rfqTimeLeft("2026-12-01T09:00:20.000Z", now)).toEqual({ unit: "minutes", count: 1 });
    expect(rfqTimeLeft("2026-12-01T09:00:00.000Z", now)).toEqual({ unit: "ended", count: 0 });
  });

  it("offers closing while open, and one extension before the deadline", () => {
    const open = { status: "open" as const, isExtended: false, closesAt: "2026-12-05T00:00:00.000Z" };
    expect(rfqBuyerActions(open, now)).toEqual({ close: true, extend: true });
    expect(rfqBuyerActions({ ...open, isExtended: true }, now)).toEqual({ close: true, extend: false });
    expect(rfqBuyerActions({ ...open, closesAt: "2026-12-01T08:00:00.000Z" }, now)).toEqual({
      close: true,
      extend: false,
    });
    expect(rfqBuyerActions({ ...open, status: "closed" }, now)).toEqual({ close: false, extend: false });
  });
});
