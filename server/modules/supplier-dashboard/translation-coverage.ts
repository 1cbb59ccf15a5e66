import { LANG_CODES, type Lang } from "#core/i18n/languages.ts";
import type { Db } from "#server/db/connect.ts";
import { coverage } from "#server/modules/companies/index.ts";
import { countCompanyProductNames } from "#server/modules/products/index.ts";

/**
 * Per language, the share (0–100) of what buyers read of the company that is written in it: the
 * company's own texts count as one unit (as much of it as is present and current, from the
 * companies module's `coverage`), and each product's name as one more. A company with a hundred
 * products is mostly judged by its catalogue, which is what buyers mostly read.
 */
export async function translationCoverage(
  db: Db,
  companyId: number,
): Promise<{ lang: Lang; percent: number }[]> {
  const [products, company] = await Promise.all([
    countCompanyProductNames(db, companyId),
    coverage(db, companyId),
  ]);
  const whole = products.products + 1;
  return LANG_CODES.map((lang) => ({
    lang,
    percent: Math.round((((products.named.get(lang) ?? 0) + company[lang] / 100) / whole) * 100),
  }));
}
