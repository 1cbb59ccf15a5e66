import { describe, expect, it } from "vitest";
import { createTranslator, extendTranslator } from "#core/i18n/i18n.ts";
import { LANG_CODES } from "#core/i18n/languages.ts";
import { MESSAGES } from "#core/i18n/resources.ts";
import { flatSupplierMessages } from "#core/i18n/supplier-messages.ts";
import { ORDER_STATUSES, ORDER_SIDES, type OrderStatus, turnOf } from "#core/rules/order-flow.ts";
import { nextStepWords } from "./next-step.ts";
import { SIDE_WORDS } from "./side-words.ts";

const NOW = Date.parse("2026-12-11T10:00:00Z");
/** Each side's page reads the site's messages; the supplier's workspace its own as well. */
const translator = (lang: (typeof LANG_CODES)[number], side: "buyer" | "supplier") => {
  const site = createTranslator(MESSAGES[lang]);
  return side === "buyer" ? site : extendTranslator(flatSupplierMessages(lang), site);
};
const keysOf = (value: unknown): string[] =>
  typeof value === "string"
    ? value.includes(".") && !value.startsWith("/")
      ? [value]
      : []
    : value && typeof value === "object"
      ? Object.values(value).flatMap(keysOf)
      : [];

describe("the words that differ by who reads an order", () => {
  it.each(ORDER_SIDES)("are written for the %s in every language", (side) => {
    const keys = keysOf(SIDE_WORDS[side]);
    expect(keys.length).toBeGreaterThan(10);
    for (const lang of LANG_CODES) {
      const t = translator(lang, side);
      for (const key of keys) expect(t(key, { incoterm: "FOB" }), `${lang}: ${key}`).not.toBe(key);
    }
  });

  it("say the next step to each side in every language, with the date where there is one", () => {
    const facts = (status: OrderStatus, deadlineAt: string | null, refundRequested = false) => ({
      status,
      turn: turnOf({ status, refundRequested }),
      deadlineAt,
      updatedAt: "2026-12-01T10:00:00Z",
    });
    for (const side of ORDER_SIDES)
      for (const lang of LANG_CODES) {
        const t = translator(lang, side);
        for (const status of ORDER_STATUSES)
          for (const deadline of ["2026-12-14T10:00:00Z", "2026-12-01T10:00:00Z", null])
            for (const refund of [false, true]) {
              const words = nextStepWords(t, lang, side, facts(status, deadline, refund), NOW);
              expect(words.text, `${side} ${lang} ${status}`).not.toMatch(/^(supplier\.)?orders\./);
            }
      }
    const en = translator("en", "supplier");
    const late = nextStepWords(en, "en", "supplier", facts("created", "2026-12-01T10:00:00Z"), NOW);
    expect(late).toEqual({
      code: "overdue",
      text: "Confirm the order: overdue since Dec\u00a01",
      late: true,
    });
  });
});
