import { sql } from "kysely";
import type { Db } from "#server/db/connect.ts";
import { VISIBLE_STATUS } from "#server/db/schema/company-tables.ts";
import { recordSearchChange } from "#server/modules/search/index.ts";

/** Active banners for the language (a banner without a language shows in every language). */
export function findBanners(db: Db, lang: string) {
  return db
    .selectFrom("home_banners")
    .select(["id", "image_url", "description", "target_url"])
    .where("is_active", "=", true)
    .where((eb) => eb.or([eb("lang", "=", lang), eb("lang", "is", null)]))
    .orderBy("position")
    .orderBy("id")
    .limit(MAX_BANNERS)
    .execute();
}
const MAX_BANNERS = 12;

/** The admin-chosen category tiles and rows, in their order. */
export function findHomeCategories(db: Db) {
  return db
    .selectFrom("home_categories")
    .select(["slot", "position", "category_code", "image_url"])
    .orderBy("slot")
    .orderBy("position")
    .execute();
}

/** Sponsor companies buyers may see (active), in their order, with name and logo. */
export function findSponsorCompanies(db: Db, limit: number) {
  return db
    .selectFrom("home_sponsor_companies as s")
    .innerJoin("companies as c", "c.id", "s.company_id")
    .select(["c.id", "c.name", "c.logo_url"])
    .where("c.status", "=", VISIBLE_STATUS)
    .orderBy("s.position")
    .orderBy(sql`c.id`)
    .limit(limit)
    .execute();
}

export async function findMerchandisedProductIds(db: Db, kind: "recommended" | "opportunity", limit: number) {
  const rows = await db
    .selectFrom("home_products")
    .select("product_id")
    .where("kind", "=", kind)
    .orderBy("position")
    .limit(limit)
    .execute();
  return rows.map((r) => r.product_id);
}

/** Raises the merchandising revision; call it inside the transaction of every change. */
export async function bumpMerchandisingRevision(db: Db): Promise<void> {
  await db.updateTable("merch_revision").set({ revision: sql`revision + 1` }).where("id", "=", 1).execute();
  // The cached pages of every process follow the change feed, not the revision (docs/decisions/035).
  await recordSearchChange(db, "merchandising", 0);
}

/** The current revision: one primary-key read, far cheaper than the data it guards. */
export async function readMerchandisingRevision(db: Db): Promise<number> {
  const row = await db.selectFrom("merch_revision").select("revision").where("id", "=", 1).executeTakeFirst();
  return Number(row?.revision ?? 0);
}
