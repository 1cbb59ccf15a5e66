import { sql } from "kysely";
import type { Db } from "#server/db/connect.ts";
import { selectLocalized } from "#server/db/localized.ts";
import { type CompanyStatus, VISIBLE_STATUS } from "#server/db/schema/company-tables.ts";

/** A company's row whatever its status (its own workspace and the operator read it). */
export function findCompanyRow(db: Db, id: number) {
  return db.selectFrom("companies").selectAll().where("id", "=", id).executeTakeFirst();
}

/** A company's row when buyers may see it (storefront, product page). */
export function findVisibleCompanyRow(db: Db, id: number) {
  return db
    .selectFrom("companies")
    .selectAll()
    .where("id", "=", id)
    .where("status", "=", VISIBLE_STATUS)
    .executeTakeFirst();
}

/** The company's texts in `lang`, else English, else any language it has. */
export function findCompanyText(db: Db, id: number, lang: string) {
  return db
    .selectFrom("company_texts")
    .select(["introduction_html", "main_products"])
    .where("company_id", "=", id)
    .orderBy(sql`case when lang = ${lang} then 0 when lang = 'en' then 1 else 2 end`)
    .orderBy("lang")
    .executeTakeFirst();
}

export async function findBusinessTypes(db: Db, id: number) {
  const rows = await db
    .selectFrom("company_business_types")
    .select("business_type")
    .where("company_id", "=", id)
    .orderBy("business_type")
    .execute();
  return rows.map((r) => r.business_type);
}

export function findCertifications(db: Db, id: number) {
  return (
    db
      .selectFrom("company_certifications")
      .selectAll()
      .where("company_id", "=", id)
      // Buyers see only what the operator approved; pending, rejected and expired stay in the workspace.
      .where("status", "=", "approved")
      .orderBy("end_date", "desc")
      .orderBy("id")
      .execute()
  );
}

export function findWebsite(db: Db, id: number) {
  return db
    .selectFrom("company_websites")
    .select(["theme_color", "banner_pictures"])
    .where("company_id", "=", id)
    .executeTakeFirst();
}

/** The company's categories, named in `lang` (English as fallback; null when neither exists). */
export function findCompanyCategories(db: Db, id: number, lang: string) {
  return selectLocalized(
    db
      .selectFrom("company_categories as cc")
      .innerJoin("categories as c", "c.code", "cc.category_code")
      .select(["c.code", "c.level"]),
    "category_names",
    "c.code",
    lang,
    "name",
  )
    .where("cc.company_id", "=", id)
    .orderBy("c.code")
    .execute();
}

/** A company's id and name whatever its status. */
export async function findCompanyName(db: Db, id: number) {
  return db.selectFrom("companies").select(["id", "name"]).where("id", "=", id).executeTakeFirst();
}

/** A company's id and name when buyers may see it. */
export async function findVisibleCompanyName(db: Db, id: number) {
  return db
    .selectFrom("companies")
    .select(["id", "name"])
    .where("id", "=", id)
    .where("status", "=", VISIBLE_STATUS)
    .executeTakeFirst();
}

/** The storefront website with this key, when its company may be seen. */
export async function findCompanyWebsiteByKey(db: Db, key: string) {
  return db
    .selectFrom("company_websites as w")
    .innerJoin("companies as c", "c.id", "w.company_id")
    .select(["w.company_id"])
    .where("w.name_key", "=", key)
    .where("c.status", "=", VISIBLE_STATUS)
    .executeTakeFirst();
}

/** How many suppliers buyers can see, and in how many countries. */
export async function countCompanies(db: Db) {
  const [suppliers, countries] = await Promise.all([
    db
      .selectFrom("companies")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("status", "=", VISIBLE_STATUS)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("companies")
      .select(sql<number>`count(distinct country)`.as("n"))
      .where("status", "=", VISIBLE_STATUS)
      .executeTakeFirstOrThrow(),
  ]);
  return { suppliers: Number(suppliers.n), countries: Number(countries.n) };
}

/** Every visible supplier with its main products in `lang`, else English (the company search's directory). */
export function findCompanyDirectory(db: Db, lang: string) {
  return selectLocalized(
    db
      .selectFrom("companies as c")
      .select(["c.id", "c.name", "c.logo_url", "c.is_verified", "c.country", "c.city"])
      .where("c.status", "=", VISIBLE_STATUS),
    "company_texts",
    "c.id",
    lang,
    "main_products",
    { column: "main_products" },
  ).execute();
}

/** Every company buyers may see: id, name and whether it is verified (the search box's suggestions). */
export function findVisibleCompanyNames(db: Db) {
  return db
    .selectFrom("companies")
    .select(["id", "name", "is_verified"])
    .where("status", "=", VISIBLE_STATUS)
    .orderBy("id")
    .execute();
}

/** Which of `ids` are companies buyers may see now. */
export async function findVisibleCompanyIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .selectFrom("companies")
    .select("id")
    .where("id", "in", ids)
    .where("status", "=", VISIBLE_STATUS)
    .execute();
  return new Set(rows.map((r) => r.id));
}

/**
 * Changes whenever a company is shown, hidden or edited: the last status change, the last change
 * of any company (`updated_at`, which every edit of what buyers see moves) and the number of
 * visible companies. Caches of what buyers see key on it, so a suspension or a rename is not
 * served from a cache, in any process.
 */
export async function findCompaniesStamp(db: Db): Promise<string> {
  const row = await db
    .selectFrom("companies")
    .select([
      sql<string | null>`max(status_changed_at)`.as("at"),
      sql<string | null>`max(updated_at)`.as("edited"),
      sql<number>`sum(case when status = ${VISIBLE_STATUS} then 1 else 0 end)`.as("n"),
    ])
    .executeTakeFirstOrThrow();
  return `${row.at ?? ""}/${row.edited ?? ""}/${Number(row.n ?? 0)}`;
}

/** How many companies buyers can see (the sitemap). */
export async function countCompanyRows(db: Db): Promise<number> {
  const row = await db
    .selectFrom("companies")
    .select(sql<number>`count(*)`.as("n"))
    .where("status", "=", VISIBLE_STATUS)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Visible companies' ids and names in id order, a page at a time (the sitemap). */
export function findCompanyNamePage(db: Db, limit: number, offset: number) {
  return db
    .selectFrom("companies")
    .select(["id", "name"])
    .where("status", "=", VISIBLE_STATUS)
    .orderBy("id")
    .limit(limit)
    .offset(offset)
    .execute();
}

export interface SellerCompany {
  id: number;
  name: string;
  email: string | null;
  status: CompanyStatus;
}

/** A company buyers write to, whatever its status (the caller refuses a hidden one with its own message). */
export function findSellerCompany(db: Db, id: number): Promise<SellerCompany | undefined> {
  return db
    .selectFrom("companies")
    .select(["id", "name", "email", "status"])
    .where("id", "=", id)
    .executeTakeFirst();
}

/**
 * Moves the company from one of `from` to `to` in one statement, so of two changes at once only
 * the first finds the status it leaves. Gives whether it changed.
 */
export async function updateCompanyStatus(
  db: Db,
  companyId: number,
  change: {
    from: readonly CompanyStatus[];
    to: CompanyStatus;
    reason: string | null;
    at: string;
    submittedAt?: string;
  },
): Promise<boolean> {
  const result = await db
    .updateTable("companies")
    .set({
      status: change.to,
      status_reason: change.reason,
      status_changed_at: change.at,
      updated_at: change.at,
      ...(change.submittedAt ? { submitted_at: change.submittedAt } : {}),
    })
    .where("id", "=", companyId)
    .where("status", "in", change.from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
