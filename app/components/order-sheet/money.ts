import { useCallback } from "react";
import { isolate } from "#core/i18n/format.ts";
import { type Lang, languageInfo } from "#core/i18n/languages.ts";
import { formatMoneyE4 } from "#core/rules/money.ts";
import { useLang } from "../../lib/use-lang.ts";

/** An exact amount (e4) in the reader's language, kept whole inside right-to-left text. */
export function orderMoney(lang: Lang, e4: number, currency: string): string {
  const text = formatMoneyE4(e4, currency, languageInfo(lang).intl);
  return languageInfo(lang).dir === "rtl" ? isolate(text) : text;
}

/** orderMoney in the page's language. */
export function useOrderMoney(): (e4: number, currency: string) => string {
  const lang = useLang();
  return useCallback((e4, currency) => orderMoney(lang, e4, currency), [lang]);
}
