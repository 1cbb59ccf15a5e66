import { LANG_CODES, type Lang } from "#core/i18n/languages.ts";
import type { Db } from "#server/db/connect.ts";
import { coverage } from "#server/modules/companies/index.ts";
import { countTranslatedTexts } from "./stand-ins.repo.ts";

/*
 * STAND-INS for `profileCompleteness` and the translation coverage, until the company-profile
 * module provides them (see stand-ins.repo.ts).
 */

/**
 * Per language, the share (0–100) of the company's texts written in it: the company's own texts
 * count as one (as much of it as is present and current, from the companies module's
 * `coverage`), each product's name as one.
 */
export async function translationCoverage(
  db: Db,
  companyId: number,
): Promise<{ lang: Lang; percent: number }[]> {
  const [counts, company] = await Promise.all([countTranslatedTexts(db, companyId), coverage(db, companyId)]);
  const whole = counts.products + 1;
  return LANG_CODES.map((lang) => ({
    lang,
    percent: Math.round((((counts.productNames.get(lang) ?? 0) + company[lang] / 100) / whole) * 100),
  }));
}
