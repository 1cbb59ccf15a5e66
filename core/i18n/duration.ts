import { type Lang, languageInfo } from "./languages.ts";
import { numberFormat } from "./intl-cache.ts";

/**
 * A span of time as people say it, in the page language: minutes under an hour, hours under two
 * days, days after that ("45 minutes", "3 hours", "4 days"), rounded to whole units.
 */
export function formatDuration(lang: Lang, minutes: number): string {
  const [value, unit] =
    minutes < 60
      ? [Math.max(1, Math.round(minutes)), "minute"]
      : minutes < 48 * 60
        ? [Math.round(minutes / 60), "hour"]
        : [Math.round(minutes / (24 * 60)), "day"];
  return numberFormat(languageInfo(lang).intl, { style: "unit", unit, unitDisplay: "long" }).format(value);
}

/** 0–100 as the language writes a percentage ("92 %", "%92", "٩٢٪"). */
export function formatPercent(lang: Lang, percent: number): string {
  return numberFormat(languageInfo(lang).intl, { style: "percent", maximumFractionDigits: 0 }).format(
    percent / 100,
  );
}

/** A whole number of days or years in the page language, plural and all ("1 day", "3 years"). */
export function formatUnitCount(lang: Lang, value: number, unit: "day" | "year"): string {
  return numberFormat(languageInfo(lang).intl, { style: "unit", unit, unitDisplay: "long" }).format(value);
}
