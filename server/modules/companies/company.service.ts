import type { CompanyCategory, CompanyInfo } from "#core/schemas/company.ts";
import { parseId } from "#core/schemas/id.ts";
import type { Db } from "#server/db/connect.ts";
import { jsonList } from "#server/lib/json-list.ts";
import { sanitizeRichText } from "#server/lib/sanitize.ts";
import * as repo from "./company.repo.ts";

/**
 * A company buyers may see (status active), by id and language: everything a storefront page
 * shows, or undefined for any other status, as for an id that does not exist. The workspace reads
 * its own company, whatever its status, through its own getters, never this one.
 */
export async function getCompanyInfo(db: Db, id: number, lang: string): Promise<CompanyInfo | undefined> {
  if (parseId(id) === undefined) return undefined;
  const row = await repo.findVisibleCompanyRow(db, id);
  if (!row) return undefined;
  const [text, businessTypes, certifications, website] = await Promise.all([
    repo.findCompanyText(db, id, lang),
    repo.findBusinessTypes(db, id),
    repo.findCertifications(db, id),
    repo.findWebsite(db, id),
  ]);
  return {
    _id: row.id,
    name: row.name,
    legalOwner: row.legal_owner,
    logo: row.logo_url,
    isVerifiedCompany: Boolean(row.is_verified),
    email: row.email,
    contactInfo: {
      officePhone: row.office_phone,
      mobilePhone: row.mobile_phone,
      address: row.address,
      country: row.country,
      city: row.city,
      zip: row.zip,
    },
    location:
      row.latitude !== null && row.longitude !== null
        ? { lat: Number(row.latitude), lon: Number(row.longitude) }
        : null,
    businessTypes,
    companyRegisteredYear: row.registered_year,
    totalAnnualSalesVolume: row.annual_sales_volume,
    totalNoOfEmployees: row.employees,
    officeSize: row.office_size,
    averageLeadTime: row.average_lead_time,
    mainMarkets: jsonList(row.main_markets),
    paymentTypes: jsonList(row.payment_types),
    exportPercentage: row.export_percentage,
    noOfRDstaff: row.rd_staff,
    noOfQCstaff: row.qc_staff,
    customers: jsonList(row.customers),
    deliveryTerms: jsonList(row.delivery_terms),
    currencies: jsonList(row.currencies),
    ports: jsonList(row.ports),
    spokenLanguges: jsonList(row.spoken_languages),
    minimumOrderValue:
      row.minimum_order_value === null
        ? null
        : { amount: Number(row.minimum_order_value), currency: row.minimum_order_currency ?? "USD" },
    mainProducts: text?.main_products ?? null,
    detailedCompanyIntroduction: text?.introduction_html ? sanitizeRichText(text.introduction_html) : null,
    certifications: certifications.map((c) => ({
      id: c.id,
      name: c.name,
      authorizedOrganization: c.authorizing_body,
      startDate: c.start_date,
      endDate: c.end_date,
    })),
    website: {
      bannerPictures: website ? jsonList(website.banner_pictures) : [],
      themeColor:
        website?.theme_color && /^#[0-9a-f]{3,8}$/i.test(website.theme_color) ? website.theme_color : null,
    },
  };
}

/** Company categories: the codes the company lists products in, named in the language. */
export async function getCompanyCategories(db: Db, id: number, lang: string): Promise<CompanyCategory[]> {
  const rows = await repo.findCompanyCategories(db, id, lang);
  return rows.map((r) => ({ code: r.code, name: r.name, level: r.level }));
}

/** A visible company's id and name, or undefined (company pages resolve their company first). */
export async function findCompanyHeader(db: Db, id: number) {
  if (parseId(id) === undefined) return undefined;
  return repo.findVisibleCompanyName(db, id);
}

/** The route parser's lookup: a visible company's website by its name key. */
export async function findCompanyIdByWebsiteKey(db: Db, key: string): Promise<number | undefined> {
  return (await repo.findCompanyWebsiteByKey(db, key.toLowerCase()))?.company_id;
}

/**
 * Which of `ids` are companies buyers may see now: what was cached while a company was active
 * (product cards, recommendations) is filtered through it, so a suspension shows at once.
 */
export function visibleCompanyIds(db: Db, ids: number[]): Promise<Set<number>> {
  return repo.findVisibleCompanyIds(db, [...new Set(ids)]);
}

export { countCompanies } from "./company.repo.ts";
