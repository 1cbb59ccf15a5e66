import type { Db } from "#server/db/connect.ts";

export function findStorefrontRow(db: Db, companyId: number) {
  return db
    .selectFrom("companies")
    .leftJoin("company_websites", "company_websites.company_id", "companies.id")
    .select([
      "companies.id",
      "companies.name",
      "companies.logo_url",
      "companies.updated_at",
      "company_websites.name_key",
      "company_websites.theme_color",
      "company_websites.banner_pictures",
    ])
    .where("companies.id", "=", companyId)
    .executeTakeFirst();
}

/** The company whose storefront has this name key, if any. */
export function findNameKeyOwner(db: Db, nameKey: string) {
  return db
    .selectFrom("company_websites")
    .select("company_id")
    .where("name_key", "=", nameKey)
    .executeTakeFirst();
}

export async function upsertWebsite(
  db: Db,
  companyId: number,
  values: { name_key: string; theme_color?: string | null; banner_pictures?: string },
): Promise<void> {
  await db
    .insertInto("company_websites")
    .values({ company_id: companyId, ...values })
    .onConflict((oc) => oc.column("company_id").doUpdateSet(values))
    .execute();
}

export async function setLogo(db: Db, companyId: number, logoUrl: string | null, now: string) {
  await db
    .updateTable("companies")
    .set({ logo_url: logoUrl, updated_at: now })
    .where("id", "=", companyId)
    .execute();
}

export async function setBannerPictures(db: Db, companyId: number, pictures: string): Promise<void> {
  await db
    .updateTable("company_websites")
    .set({ banner_pictures: pictures })
    .where("company_id", "=", companyId)
    .execute();
}
