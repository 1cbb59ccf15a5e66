import { sql } from "kysely";
import type { Db } from "#server/db/connect.ts";
import type { CompanyStatus } from "#server/db/schema/company-tables.ts";

/**
 * A page of companies for review: those waiting for review first, the longest waiting first;
 * then the others, the most recently changed first. `status` keeps one status only.
 */
export async function findReviewPage(
  db: Db,
  { status, page, size }: { status: CompanyStatus | undefined; page: number; size: number },
) {
  let query = db.selectFrom("companies");
  if (status) query = query.where("status", "=", status);
  return query
    .select([
      "id",
      "name",
      "legal_name",
      "country",
      "city",
      "status",
      "status_reason",
      "submitted_at",
      "status_changed_at",
      "created_at",
    ])
    .orderBy(sql`case when status = 'pending_review' then 0 else 1 end`)
    .orderBy(sql`case when status = 'pending_review' then coalesce(submitted_at, created_at) end`)
    .orderBy(sql`coalesce(status_changed_at, created_at)`, "desc")
    .orderBy("id", "desc")
    .limit(size)
    .offset(page * size)
    .execute();
}

/** How many companies are in each status. */
export async function countByStatus(db: Db) {
  const rows = await db
    .selectFrom("companies")
    .select(["status", (eb) => eb.fn.countAll<number | string>().as("n")])
    .groupBy("status")
    .execute();
  return rows.map((r) => ({ status: r.status, count: Number(r.n) }));
}

export function findCompany(db: Db, id: number) {
  return db.selectFrom("companies").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Each language's texts of the company. */
export function findCompanyTexts(db: Db, id: number) {
  return db
    .selectFrom("company_texts")
    .select(["lang", "introduction_html", "main_products"])
    .where("company_id", "=", id)
    .orderBy("lang")
    .execute();
}

export async function findCompanyLists(db: Db, id: number) {
  const [businessTypes, certifications, website, categories] = await Promise.all([
    db
      .selectFrom("company_business_types")
      .select("business_type")
      .where("company_id", "=", id)
      .orderBy("business_type")
      .execute(),
    db
      .selectFrom("company_certifications")
      .select(["id", "name", "authorizing_body", "start_date", "end_date"])
      .where("company_id", "=", id)
      .orderBy("id")
      .execute(),
    db
      .selectFrom("company_websites")
      .select(["name_key", "theme_color"])
      .where("company_id", "=", id)
      .executeTakeFirst(),
    db
      .selectFrom("company_categories")
      .select("category_code")
      .where("company_id", "=", id)
      .orderBy("category_code")
      .execute(),
  ]);
  return { businessTypes, certifications, website, categories };
}

/** The company's members with their names, e-mail addresses and team roles, owners first. */
export function findCompanyTeam(db: Db, id: number) {
  return db
    .selectFrom("company_members as m")
    .innerJoin("users as u", "u.id", "m.user_id")
    .select(["u.id", "u.first_name", "u.last_name", "u.email", "u.preferred_lang", "m.role"])
    .where("m.company_id", "=", id)
    .orderBy(sql`case when m.role = 'owner' then 0 else 1 end`)
    .orderBy("u.id")
    .execute();
}

/** How many published products the company has (the operator weighs what a suspension hides). */
export async function countPublishedProducts(db: Db, id: number): Promise<number> {
  const row = await db
    .selectFrom("products")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("company_id", "=", id)
    .where("is_published", "=", true)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
