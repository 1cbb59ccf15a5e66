import { sql } from "kysely";
import type { Db } from "#server/db/connect.ts";

/** Writes the pages that have no text in their language yet; existing texts are kept. */
export async function insertMissingContentPages(
  db: Db,
  rows: { slug: string; lang: string; title: string; body_html: string }[],
): Promise<void> {
  await db
    .insertInto("content_pages")
    .values(rows)
    .onConflict((oc) => oc.columns(["slug", "lang"]).doNothing())
    .execute();
}

/** A static page in `lang`, else in English. */
export function findContentPage(db: Db, lang: string, slug: string) {
  return db
    .selectFrom("content_pages")
    .select(["title", "body_html", "lang", "updated_at"])
    .where("slug", "=", slug)
    .where("lang", "in", [lang, "en"])
    .orderBy(sql`case when lang = ${lang} then 0 else 1 end`)
    .executeTakeFirst();
}
