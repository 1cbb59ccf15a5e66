import { isolate, isolateLtr } from "#core/i18n/format.ts";
import { type Lang, languageInfo } from "#core/i18n/languages.ts";
import { formatMoneyE4 } from "#core/rules/money.ts";
import { dateTimeFormat, numberFormat } from "#core/i18n/intl-cache.ts";

/**
 * An exact amount in the reader's language. Right to left, the currency symbol is kept whole as a
 * left-to-right island and the amount is isolated from the words around it (as formatMoney does),
 * so "US$" does not come apart inside an Arabic sentence.
 */
export function orderMoney(lang: Lang, e4: number, currency: string): string {
  const { intl, dir } = languageInfo(lang);
  const text = formatMoneyE4(e4, currency, intl);
  if (dir === "ltr") return text;
  let symbol: string | undefined;
  try {
    symbol = numberFormat(intl, { style: "currency", currency })
      .formatToParts(0)
      .find((part) => part.type === "currency")?.value;
  } catch {
    symbol = undefined;
  }
  return isolate(symbol ? text.replace(symbol, isolateLtr(symbol)) : text);
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A deadline as a day in the reader's language ("14 Dec"), with the year when it is not this
 * year's; kept on one line, as "Dec 2" split over two lines reads badly in a narrow cell.
 */
export function formatDeadline(lang: Lang, iso: string, now: number): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const withYear = date.getUTCFullYear() !== new Date(now).getUTCFullYear();
  const key = `${lang}:${withYear}`;
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(languageInfo(lang).intl, {
      day: "numeric",
      month: "short",
      ...(withYear ? { year: "numeric" } : {}),
      timeZone: "UTC",
    });
    dayFormats.set(key, format);
  }
  return format.format(date).replace(/ /g, "\u00a0");
}

/** When something happened, to the minute, in UTC like every date of the site (and said so). */
export function formatMoment(lang: Lang, iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return dateTimeFormat(languageInfo(lang).intl, {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "UTC",
    timeZoneName: "short",
  }).format(date);
}

/** A file's size in the reader's language and units: "240 kB", "3.1 MB". */
export function fileSizeText(lang: Lang, bytes: number): string {
  const mb = bytes >= 1_000_000;
  return numberFormat(languageInfo(lang).intl, {
    style: "unit",
    unit: mb ? "megabyte" : "kilobyte",
    maximumFractionDigits: 1,
  }).format(mb ? bytes / 1_000_000 : Math.max(1, Math.round(bytes / 1000)));
}
