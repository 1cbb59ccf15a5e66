import { sql } from "kysely";
import type { Db } from "#server/db/connect.ts";
import { selectLocalized } from "#server/db/localized.ts";

/** All SQL of the merchandising console; the home page's own reads are in home.repo.ts. */

// ---------------------------------------------------------------- banners

/** Banners in their order; with `lang`, only those that language's home page would show. */
export function findConsoleBanners(db: Db, lang?: string) {
  let query = db
    .selectFrom("home_banners")
    .select(["id", "lang", "image_url", "description", "target_url", "position", "is_active"]);
  if (lang) query = query.where((eb) => eb.or([eb("lang", "=", lang), eb("lang", "is", null)]));
  return query.orderBy("position").orderBy("id").execute();
}

export function findBanner(db: Db, id: number) {
  return db
    .selectFrom("home_banners")
    .select(["id", "lang", "image_url", "description", "target_url", "position", "is_active"])
    .where("id", "=", id)
    .executeTakeFirst();
}

export async function countBanners(db: Db): Promise<number> {
  const row = await db
    .selectFrom("home_banners")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface BannerValues {
  lang: string | null;
  image_url: string;
  description: string;
  target_url: string;
  is_active: boolean;
}

/** Adds a banner after every other one; returns its id. */
export async function insertBanner(db: Db, values: BannerValues): Promise<number> {
  const last = await db
    .selectFrom("home_banners")
    .select((eb) => eb.fn.max("position").as("p"))
    .executeTakeFirst();
  const row = await db
    .insertInto("home_banners")
    .values({ ...values, position: last?.p == null ? 0 : Number(last.p) + 1 })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateBanner(db: Db, id: number, values: Partial<BannerValues>): Promise<boolean> {
  const result = await db.updateTable("home_banners").set(values).where("id", "=", id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteBanner(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom("home_banners").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function setBannerPosition(db: Db, id: number, position: number) {
  await db.updateTable("home_banners").set({ position }).where("id", "=", id).execute();
}

// ---------------------------------------------------------------- sponsor companies

export function findConsoleSponsors(db: Db) {
  return db
    .selectFrom("home_sponsor_companies as s")
    .innerJoin("companies as c", "c.id", "s.company_id")
    .select(["c.id", "c.name", "c.logo_url", "c.is_verified", "s.position"])
    .orderBy("s.position")
    .orderBy(sql`c.id`)
    .execute();
}

export async function insertSponsor(db: Db, companyId: number, position: number) {
  await db.insertInto("home_sponsor_companies").values({ company_id: companyId, position }).execute();
}

export async function deleteSponsor(db: Db, companyId: number): Promise<boolean> {
  const result = await db
    .deleteFrom("home_sponsor_companies")
    .where("company_id", "=", companyId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function setSponsorPosition(db: Db, companyId: number, position: number) {
  await db
    .updateTable("home_sponsor_companies")
    .set({ position })
    .where("company_id", "=", companyId)
    .execute();
}

// ---------------------------------------------------------------- recommended / opportunity products

export function findConsoleProducts(db: Db, kind: "recommended" | "opportunity", lang: string) {
  return selectLocalized(
    db
      .selectFrom("home_products as h")
      .innerJoin("products as p", "p.id", "h.product_id")
      .innerJoin("companies as co", "co.id", "p.company_id")
      .leftJoin("product_pictures as pic", (j) =>
        j.onRef("pic.product_id", "=", "p.id").on("pic.position", "=", 0),
      )
      .select(["p.id", "pic.url as picture", "co.name as company_name", "p.is_published", "h.position"]),
    "product_texts",
    "p.id",
    lang,
    "name",
    { fallback: sql.lit("") },
  )
    .where("h.kind", "=", kind)
    .orderBy("h.position")
    .orderBy("p.id")
    .execute();
}

export async function insertMerchandisingProduct(
  db: Db,
  kind: "recommended" | "opportunity",
  productId: number,
  position: number,
) {
  await db.insertInto("home_products").values({ kind, product_id: productId, position }).execute();
}

export async function deleteMerchandisingProduct(
  db: Db,
  kind: "recommended" | "opportunity",
  productId: number,
) {
  const result = await db
    .deleteFrom("home_products")
    .where("kind", "=", kind)
    .where("product_id", "=", productId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function setMerchandisingProductPosition(
  db: Db,
  kind: "recommended" | "opportunity",
  productId: number,
  position: number,
) {
  await db
    .updateTable("home_products")
    .set({ position })
    .where("kind", "=", kind)
    .where("product_id", "=", productId)
    .execute();
}

// ---------------------------------------------------------------- category rows and tiles

export function findCategorySlots(db: Db) {
  return db
    .selectFrom("home_categories")
    .select(["slot", "position", "category_code", "image_url"])
    .orderBy("slot")
    .orderBy("position")
    .execute();
}

/** Puts a category in a slot (replacing what was there); `image_url` undefined keeps the old one. */
export async function upsertCategorySlot(
  db: Db,
  slot: "row" | "tile",
  position: number,
  code: string,
  imageUrl: string | null | undefined,
) {
  const existing = await db
    .selectFrom("home_categories")
    .select("image_url")
    .where("slot", "=", slot)
    .where("position", "=", position)
    .executeTakeFirst();
  if (existing) {
    await db
      .updateTable("home_categories")
      .set({ category_code: code, ...(imageUrl !== undefined ? { image_url: imageUrl } : {}) })
      .where("slot", "=", slot)
      .where("position", "=", position)
      .execute();
  } else {
    await db
      .insertInto("home_categories")
      .values({ slot, position, category_code: code, image_url: imageUrl ?? null })
      .execute();
  }
}

export async function deleteCategorySlot(db: Db, slot: "row" | "tile", position: number): Promise<boolean> {
  const result = await db
    .deleteFrom("home_categories")
    .where("slot", "=", slot)
    .where("position", "=", position)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Banners the home page shows. */
export async function countActiveBanners(db: Db): Promise<number> {
  const row = await db
    .selectFrom("home_banners")
    .where("is_active", "=", true)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
