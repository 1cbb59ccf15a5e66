import { describe, expect, it } from "vitest";
import {
  addDays,
  availableQuoteActions,
  daysBetween,
  diffRevisions,
  isAcceptable,
  maySendRevision,
  priceAtQuantity,
  QUOTE_ACTION_NAMES,
  QUOTE_STATUSES,
  type QuoteAction,
  type QuoteParty,
  type QuoteStatus,
  type QuoteTerms,
  quoteActionProblem,
  quoteNumber,
} from "./quote-flow.ts";

const TODAY = "2026-12-01";

/** The rules written out, not read from the table: who takes each action, from which statuses. */
const RULES: Record<QuoteAction, { party: QuoteParty; from: QuoteStatus[] }> = {
  send: { party: "supplier", from: ["draft"] },
  revise: { party: "supplier", from: ["sent", "seen", "changes_requested"] },
  withdraw: { party: "supplier", from: ["sent", "seen", "changes_requested"] },
  see: { party: "buyer", from: ["sent"] },
  accept: { party: "buyer", from: ["sent", "seen"] },
  decline: { party: "buyer", from: ["sent", "seen"] },
  request_changes: { party: "buyer", from: ["sent", "seen"] },
  expire: { party: "system", from: ["sent", "seen", "changes_requested"] },
};

describe("the quote action table", () => {
  it.each(QUOTE_ACTION_NAMES)("%s: only its party, only from its statuses", (action) => {
    const rule = RULES[action];
    // Expiry needs a revision past its last day; every other action one still valid.
    const validUntil = action === "expire" ? addDays(TODAY, -1) : TODAY;
    for (const status of QUOTE_STATUSES)
      expect(quoteActionProblem(action, rule.party, { status, validUntil }, TODAY), status).toBe(
        rule.from.includes(status) ? undefined : "wrong_status",
      );
    for (const party of ["buyer", "supplier", "system"] as const)
      if (party !== rule.party)
        expect(quoteActionProblem(action, party, { status: rule.from[0]!, validUntil }, TODAY)).toBe(
          "wrong_party",
        );
  });

  it("accepts and asks for changes only until the last valid day; declines after it; expires only after it", () => {
    const open = { status: "seen" as const, validUntil: TODAY };
    const past = { status: "seen" as const, validUntil: addDays(TODAY, -1) };
    expect(quoteActionProblem("accept", "buyer", open, TODAY)).toBeUndefined();
    expect(quoteActionProblem("accept", "buyer", past, TODAY)).toBe("expired");
    expect(quoteActionProblem("request_changes", "buyer", past, TODAY)).toBe("expired");
    expect(quoteActionProblem("decline", "buyer", past, TODAY)).toBeUndefined();
    expect(quoteActionProblem("expire", "system", open, TODAY)).toBe("not_yet");
    expect(quoteActionProblem("expire", "system", past, TODAY)).toBeUndefined();
    expect(isAcceptable("seen", TODAY, TODAY)).toBe(true);
    expect(isAcceptable("seen", TODAY, addDays(TODAY, 1))).toBe(false);
  });

  it("lists each side's buttons", () => {
    const sent = { status: "sent" as const, validUntil: TODAY };
    expect(availableQuoteActions("buyer", sent, TODAY)).toEqual([
      "see",
      "accept",
      "decline",
      "request_changes",
    ]);
    expect(availableQuoteActions("supplier", sent, TODAY)).toEqual(["revise", "withdraw"]);
    expect(availableQuoteActions("buyer", { status: "accepted", validUntil: TODAY }, TODAY)).toEqual([]);
    expect(availableQuoteActions("buyer", null, TODAY)).toEqual([]);
  });

  it("lets a new revision follow only a revision open to changes", () => {
    expect(maySendRevision(null)).toBe(true);
    for (const status of QUOTE_STATUSES)
      expect(maySendRevision(status), status).toBe(["sent", "seen", "changes_requested"].includes(status));
  });
});

describe("days and numbers", () => {
  it("counts whole days across months and years", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2027-03-01", -1)).toBe("2027-02-28");
    expect(daysBetween("2026-12-01", "2026-12-31")).toBe(30);
    expect(daysBetween("2026-12-31", "2026-12-01")).toBe(-30);
    expect(quoteNumber(42)).toBe("Q-000042");
  });

  it("prices a quantity from the row it reaches, the first row below them all", () => {
    const rows = [
      { from: 1000, priceE4: 75000 },
      { from: 100, priceE4: 81000 },
    ];
    expect(priceAtQuantity(rows, 50)).toBe(81000);
    expect(priceAtQuantity(rows, 999)).toBe(81000);
    expect(priceAtQuantity(rows, 1000)).toBe(75000);
    expect(priceAtQuantity([], 10)).toBeNull();
  });
});

describe("the difference between two revisions", () => {
  const base: QuoteTerms = {
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
    lines: [
      {
        productId: 7,
        name: "Bath towel",
        variations: [{ name: "Colour", value: "White" }],
        quantity: 500,
        unit: "piece",
        priceRows: [{ from: 100, priceE4: 81000 }],
      },
      {
        productId: 7,
        name: "Bath towel",
        variations: [{ name: "Colour", value: "Blue" }],
        quantity: 200,
        unit: "piece",
        priceRows: [{ from: 100, priceE4: 82000 }],
      },
      { productId: null, name: "Labels", variations: [], quantity: 700, unit: "piece", priceRows: [] },
    ],
  };

  it("finds nothing between a revision and itself", () => {
    expect(diffRevisions(base, structuredClone(base))).toEqual([]);
  });

  it("names each changed term and line, matching lines by product and variations whatever their order", () => {
    const after: QuoteTerms = {
      ...structuredClone(base),
      incoterm: "CIF",
      namedPlace: "Hamburg",
      depositPercent: 30,
      balanceDue: "against_documents",
      shipping: "cost",
      shippingCostE4: 2_500_000,
      validUntil: "2027-01-15",
      leadTimeDays: 25,
      note: "Better price for 1,000",
      currency: "EUR",
    };
    // The blue towels first now, with a new price row; the white ones in a greater quantity.
    after.lines = [
      { ...base.lines[1]!, priceRows: [...base.lines[1]!.priceRows, { from: 1000, priceE4: 76000 }] },
      { ...base.lines[0]!, quantity: 800 },
      { productId: null, name: "Gift box", variations: [], quantity: 10, unit: "box", priceRows: [] },
    ];
    const changes = diffRevisions(base, after);
    expect(changes.filter((c) => c.kind === "field").map((c) => c.kind === "field" && c.field)).toEqual([
      "currency",
      "incoterm",
      "namedPlace",
      "depositPercent",
      "balanceDue",
      "leadTimeDays",
      "shipping",
      "shippingCostE4",
      "validUntil",
      "note",
    ]);
    expect(changes).toContainEqual({ kind: "field", field: "incoterm", from: "FOB", to: "CIF" });
    expect(changes).toContainEqual({ kind: "field", field: "depositPercent", from: null, to: 30 });
    const lines = changes.filter((c) => c.kind !== "field");
    expect(lines).toEqual([
      { kind: "line_removed", line: base.lines[2] },
      { kind: "line_changed", line: after.lines[0], was: base.lines[1], changed: ["priceRows"] },
      { kind: "line_changed", line: after.lines[1], was: base.lines[0], changed: ["quantity"] },
      { kind: "line_added", line: after.lines[2] },
    ]);
  });

  it("sees a product line with other variations as the same line changed", () => {
    const after = structuredClone(base);
    after.lines[1]!.variations = [{ name: "Colour", value: "Green" }];
    after.lines[1]!.unit = "dozen";
    expect(diffRevisions(base, after)).toEqual([
      { kind: "line_changed", line: after.lines[1], was: base.lines[1], changed: ["variations", "unit"] },
    ]);
  });
});
