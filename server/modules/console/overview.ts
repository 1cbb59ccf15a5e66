import type { Db } from "#server/db/connect.ts";

/** What waits for the console's attention, shown on its first page. */
export interface ConsoleOverview {
  pendingComments: number;
  openContactItems: number;
  seoRecords: number;
  contactLists: number;
  activeBanners: number;
}

export async function loadConsoleOverview(db: Db): Promise<ConsoleOverview> {
  const count = (n: { n: number | string | bigint } | undefined) => Number(n?.n ?? 0);
  const [pendingComments, openContactItems, seoRecords, contactLists, activeBanners] = await Promise.all([
    db
      .selectFrom("comments")
      .where("is_approved", "=", false)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirst(),
    db
      .selectFrom("help_contact_items")
      .where("archived_at", "is", null)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirst(),
    db
      .selectFrom("seo_records")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirst(),
    db
      .selectFrom("contact_lists")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirst(),
    db
      .selectFrom("home_banners")
      .where("is_active", "=", true)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirst(),
  ]);
  return {
    pendingComments: count(pendingComments),
    openContactItems: count(openContactItems),
    seoRecords: count(seoRecords),
    contactLists: count(contactLists),
    activeBanners: count(activeBanners),
  };
}
