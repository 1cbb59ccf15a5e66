import { describe, expect, it } from "vitest";
import { createTranslator } from "#core/i18n/i18n.ts";
import { LANG_CODES } from "#core/i18n/languages.ts";
import { MESSAGES } from "#core/i18n/resources.ts";
import { ORDER_STATUSES, type OrderStatus, turnOf } from "#core/rules/order-flow.ts";
import { BUYER_STEPS } from "#app/components/buyer-orders/order-step-forms.tsx";
import { nextStepKey } from "./next-step.ts";
import { formatDeadline, orderMoney } from "./order-format.ts";

const NOW = Date.parse("2026-12-11T10:00:00Z");
const LATER = "2026-12-14T10:00:00Z";
const EARLIER = "2026-12-01T10:00:00Z";
/** The sentences that name no date: the order is finished, or its status has no deadline. */
const UNDATED = ["completed", "closed", "refundAsked", "yourTurn", "waiting"];
const facts = (status: OrderStatus, deadlineAt: string | null, extra: object = {}) => ({
  status,
  turn: turnOf({ status, refundRequested: false }),
  deadlineAt,
  updatedAt: EARLIER,
  ...extra,
});

describe("the sentence about an order's next step", () => {
  it("has one per status and turn, and its own once the deadline has passed", () => {
    expect(nextStepKey(facts("created", LATER), NOW)).toBe("orders.next.created");
    expect(nextStepKey(facts("created", EARLIER), NOW)).toBe("orders.next.lapsed");
    expect(nextStepKey(facts("payment_waiting", LATER, { milestone: "balance" }), NOW)).toBe(
      "orders.next.payBalance",
    );
    // A balance never times out: it is still to be paid after its date.
    expect(nextStepKey(facts("payment_waiting", EARLIER, { milestone: "balance" }), NOW)).toBe(
      "orders.next.payBalance",
    );
    expect(nextStepKey(facts("payment_approval_pending", EARLIER), NOW)).toBe("orders.next.supplierLate");
    expect(nextStepKey(facts("shipment_waiting", LATER, { milestone: "deposit" }), NOW)).toBe(
      "orders.next.inProduction",
    );
    expect(nextStepKey(facts("shipment_waiting", EARLIER), NOW)).toBe("orders.next.shipmentLate");
    expect(nextStepKey({ ...facts("shipment_waiting", EARLIER), turn: "operator" }, NOW)).toBe(
      "orders.next.refundAsked",
    );
    expect(nextStepKey(facts("closed", null), NOW)).toBe("orders.next.closed");
    expect(nextStepKey(facts("shipped", null), NOW)).toBe("orders.next.yourTurn");
  });

  it("is written in every language, with the date where it says one", () => {
    const keys = new Set<string>();
    for (const status of ORDER_STATUSES)
      for (const deadline of [LATER, EARLIER, null])
        for (const milestone of ["full", "deposit", "balance"] as const)
          keys.add(nextStepKey(facts(status, deadline, { milestone }), NOW));
    keys.add("orders.next.refundAsked");
    const done = BUYER_STEPS.map((step) => `orders.done.${step}`);
    for (const lang of LANG_CODES) {
      const t = createTranslator(MESSAGES[lang]);
      for (const key of [...keys, ...done]) expect(t(key, { date: "X" }), `${lang}: ${key}`).not.toBe(key);
      for (const key of keys)
        if (!UNDATED.includes(key.slice("orders.next.".length)))
          expect(t(key, { date: "X" }), `${lang}: ${key}`).toContain("X");
    }
  });

  it("names the deadline's day in the reader's language, with the year only when it is not this one", () => {
    // Never broken over two lines: the spaces do not break.
    expect(formatDeadline("en", LATER, NOW)).toBe("Dec\u00a014");
    expect(formatDeadline("de", LATER, NOW)).toBe("14.\u00a0Dez.");
    expect(formatDeadline("en", "2027-01-05T00:00:00Z", NOW)).toBe("Jan\u00a05,\u00a02027");
  });
});

describe("an order's amounts", () => {
  it("are exact, and keep the currency whole inside right-to-left text", () => {
    expect(orderMoney("en", 28_750_000, "USD")).toBe("$2,875.00");
    expect(orderMoney("en", 125, "USD")).toBe("$0.0125");
    expect(orderMoney("ja", 10_000_000, "JPY")).toBe("￥1,000");
    const arabic = orderMoney("ar", 28_750_000, "USD");
    expect(arabic.startsWith("\u2068")).toBe(true);
    expect(arabic).toContain("\u2066US$\u2069");
  });
});
