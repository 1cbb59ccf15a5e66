import type { Insertable } from "kysely";
import type { Db } from "#server/db/connect.ts";
import type { Database } from "#server/db/schema.ts";

export type DealValues = Insertable<Database["deals"]>;

export interface SellerCompany {
  id: number;
  name: string;
  email: string | null;
}

export function findSellerCompany(db: Db, id: number): Promise<SellerCompany | undefined> {
  return db.selectFrom("companies").select(["id", "name", "email"]).where("id", "=", id).executeTakeFirst();
}

/** A published product as a deal refers to it: its company, its category and its names by language. */
export async function findDealProduct(db: Db, id: number) {
  const product = await db
    .selectFrom("products")
    .select(["id", "company_id", "category_code"])
    .where("id", "=", id)
    .where("is_published", "=", true)
    .executeTakeFirst();
  if (!product) return undefined;
  const texts = await db
    .selectFrom("product_texts")
    .select(["lang", "name"])
    .where("product_id", "=", id)
    .orderBy("lang")
    .execute();
  return {
    ...product,
    names: Object.fromEntries(texts.map((t) => [t.lang, t.name])) as Record<string, string>,
  };
}

export async function insertDeal(db: Db, values: DealValues): Promise<number> {
  const row = await db.insertInto("deals").values(values).returning("id").executeTakeFirstOrThrow();
  return row.id;
}
