import { sql, type UpdateObject } from "kysely";
import type { BasicsInput, ContactInput, TradeInput } from "#core/schemas/company-profile.ts";
import type { Db } from "#server/db/connect.ts";
import type { Database } from "#server/db/schema.ts";
import type { CompanyStatus } from "#server/db/schema/company-tables.ts";

/**
 * The company's row whatever its status (onboarding edits companies buyers cannot see yet), with
 * the minimum order value as the database's exact decimal text.
 */
export function findProfileRow(db: Db, companyId: number) {
  return db
    .selectFrom("companies")
    .selectAll()
    .select(sql<string | null>`cast(minimum_order_value as text)`.as("minimum_order_text"))
    .where("id", "=", companyId)
    .executeTakeFirst();
}

/** The main products in the company's writing language, else English, else any language. */
export function findMainProducts(db: Db, companyId: number, lang: string) {
  return db
    .selectFrom("company_texts")
    .select("main_products")
    .where("company_id", "=", companyId)
    .orderBy(sql`case when lang = ${lang} then 0 when lang = 'en' then 1 else 2 end`)
    .orderBy("lang")
    .executeTakeFirst();
}

const basicsColumns = (basics: BasicsInput) => ({
  name: basics.displayName,
  legal_name: basics.legalName,
  legal_owner: basics.legalOwner,
  country: basics.country,
  city: basics.city,
  address: basics.address,
  zip: basics.zip,
  registered_year: basics.registeredYear,
});

/** A new company in draft, its creator its owner; gives its id. */
export async function insertDraftCompany(db: Db, userId: number, basics: BasicsInput, at: string) {
  const row = await db
    .insertInto("companies")
    .values({
      ...basicsColumns(basics),
      status: "draft",
      status_changed_at: at,
      created_at: at,
      updated_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("company_members")
    .values({ company_id: row.id, user_id: userId, role: "owner" })
    .execute();
  return row.id;
}

/** Gives the user the site's supplier role, once. */
export async function addSupplierRole(db: Db, userId: number) {
  const has = await db
    .selectFrom("user_roles")
    .select("role")
    .where("user_id", "=", userId)
    .where("role", "=", "supplier")
    .executeTakeFirst();
  if (!has) await db.insertInto("user_roles").values({ user_id: userId, role: "supplier" }).execute();
}

/** The company's business types, in a stable order. */
export async function findBusinessTypes(db: Db, companyId: number): Promise<string[]> {
  const rows = await db
    .selectFrom("company_business_types")
    .select("business_type")
    .where("company_id", "=", companyId)
    .orderBy("business_type")
    .execute();
  return rows.map((r) => r.business_type);
}

export async function replaceBusinessTypes(db: Db, companyId: number, types: readonly string[]) {
  await db.deleteFrom("company_business_types").where("company_id", "=", companyId).execute();
  if (types.length)
    await db
      .insertInto("company_business_types")
      .values(types.map((business_type) => ({ company_id: companyId, business_type })))
      .execute();
}

type Columns = UpdateObject<Database, "companies">;

/**
 * Writes the columns of a company whose status is one of `editable`, in one statement, so an
 * edit never lands on a company that meanwhile went to review. Gives whether it was written.
 */
export async function updateEditableCompany(
  db: Db,
  companyId: number,
  editable: readonly CompanyStatus[],
  columns: Columns,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable("companies")
    .set({ ...columns, updated_at: at })
    .where("id", "=", companyId)
    .where("status", "in", editable)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export const basicsUpdate = (basics: BasicsInput) => basicsColumns(basics);

export const contactUpdate = (contact: ContactInput) => ({
  email: contact.inquiryEmail,
  office_phone: contact.officePhone,
  mobile_phone: contact.mobilePhone,
  spoken_languages: JSON.stringify(contact.spokenLanguages),
  writing_lang: contact.writingLang,
});

export const tradeUpdate = (trade: TradeInput) => ({
  main_markets: JSON.stringify(trade.mainMarkets),
  customers: JSON.stringify(trade.customers),
  annual_sales_volume: trade.annualSales,
  export_percentage: trade.exportPercentage,
  employees: trade.employees,
  office_size: trade.officeSize,
  rd_staff: trade.rdStaff,
  qc_staff: trade.qcStaff,
  payment_types: JSON.stringify(trade.paymentTypes),
  delivery_terms: JSON.stringify(trade.deliveryTerms),
  currencies: JSON.stringify(trade.currencies),
  // The decimal text goes to the database as it was typed, so no binary fraction creeps in.
  minimum_order_value:
    trade.minimumOrderValue === null ? null : sql<number>`cast(${trade.minimumOrderValue} as numeric)`,
  minimum_order_currency: trade.minimumOrderValue === null ? null : trade.minimumOrderCurrency,
  ports: JSON.stringify(trade.ports),
  average_lead_time: trade.averageLeadTime,
});

/** How many companies the user owns that are still drafts. */
export async function countOwnedDrafts(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom("company_members")
    .innerJoin("companies", "companies.id", "company_members.company_id")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("company_members.user_id", "=", userId)
    .where("company_members.role", "=", "owner")
    .where("companies.status", "=", "draft")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
