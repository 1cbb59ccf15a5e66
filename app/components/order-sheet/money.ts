import { useCallback } from "react";
import { isolate, isolateLtr } from "#core/i18n/format.ts";
import { type Lang, languageInfo } from "#core/i18n/languages.ts";
import { formatMoneyE4 } from "#core/rules/money.ts";
import { useLang } from "../../lib/use-lang.ts";

// Everything of a formatted amount that is not its number: the currency's symbol or code.
const NOT_NUMBER =
  /[^\s\d.,+\-\u00a0\u202f\u200e\u200f\u061c\u060c\u066b\u066c\u0660-\u0669\u06f0-\u06f9]+/gu;

/**
 * An exact amount (e4) in the reader's language. Right to left, the symbol ("US$") is kept whole
 * as a left-to-right island and the amount is isolated from the words around it, as the site's
 * other prices are (core/i18n/format.ts formatMoney), so "$" does not drift to the wrong side.
 */
export function orderMoney(lang: Lang, e4: number, currency: string): string {
  const text = formatMoneyE4(e4, currency, languageInfo(lang).intl);
  if (languageInfo(lang).dir === "ltr") return text;
  return isolate(text.replace(NOT_NUMBER, (symbol) => isolateLtr(symbol)));
}

/** orderMoney in the page's language. */
export function useOrderMoney(): (e4: number, currency: string) => string {
  const lang = useLang();
  return useCallback((e4, currency) => orderMoney(lang, e4, currency), [lang]);
}
