import { LANG_CODES, type Lang } from "#core/i18n/languages.ts";
import type { Db } from "#server/db/connect.ts";
import { countTranslatedTexts, findCompanyProfile } from "./stand-ins.repo.ts";

/*
 * STAND-INS for `profileCompleteness` and the translation coverage, until the company-profile
 * module provides them (see stand-ins.repo.ts).
 */

/** The share (0–100) of the profile's fields that are filled in. */
export async function profileCompleteness(db: Db, companyId: number): Promise<number> {
  const profile = await findCompanyProfile(db, companyId);
  if (!profile) return 0;
  const c = profile.company;
  const filled = [
    c.name,
    c.legal_name,
    c.logo_url,
    c.email,
    c.office_phone ?? c.mobile_phone,
    c.address,
    c.city,
    c.registered_year,
    c.employees,
    c.annual_sales_volume,
    c.export_percentage,
    c.average_lead_time,
    c.writing_lang,
    profile.businessTypes > 0 ? 1 : null,
    profile.texts.some((t) => t.introduction_html) ? 1 : null,
    profile.texts.some((t) => t.main_products) ? 1 : null,
  ];
  return Math.round((filled.filter((v) => v !== null && v !== "").length / filled.length) * 100);
}

/**
 * Per language, the share (0–100) of the company's texts written in it: the company's own texts
 * count as one, each product's name as one.
 */
export async function translationCoverage(
  db: Db,
  companyId: number,
): Promise<{ lang: Lang; percent: number }[]> {
  const counts = await countTranslatedTexts(db, companyId);
  const whole = counts.products + 1;
  return LANG_CODES.map((lang) => ({
    lang,
    percent: Math.round(
      (((counts.productNames.get(lang) ?? 0) + (counts.companyTexts.has(lang) ? 1 : 0)) / whole) * 100,
    ),
  }));
}
