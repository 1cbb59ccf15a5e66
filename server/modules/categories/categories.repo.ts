import { sql } from "kysely";
import type { Db } from "#server/db/connect.ts";
import { selectLocalized } from "#server/db/localized.ts";

/** Categories with their name in `lang` (English, then the code, as fallback) and child count. */
function namedCategories(db: Db, lang: string) {
  return selectLocalized(
    db
      .selectFrom("categories as c")
      .select([
        "c.code",
        "c.parent_code",
        "c.level",
        "c.icon",
        "c.header_image_url",
        sql<number>`(select count(*) from categories k where k.parent_code = c.code)`.as("child_count"),
      ]),
    "category_names",
    "c.code",
    lang,
    "name",
    { fallback: sql.ref("c.code") },
  );
}

/** Categories down to `maxLevel`, in the tree's order. */
export async function findCategories(db: Db, lang: string, maxLevel: number) {
  return namedCategories(db, lang)
    .where("c.level", "<=", maxLevel)
    .orderBy("c.level")
    .orderBy("c.position")
    .orderBy("c.code")
    .execute();
}

/** A category and its ancestors, root first, named in `lang` (English, then the code, as fallback). */
export async function findCategoryTrail(db: Db, lang: string, code: string) {
  const codes = [];
  for (let end = 3; end <= code.length; end += 3) codes.push(code.slice(0, end));
  // A code shorter than one level ("0") names nothing; PostgreSQL refuses an empty `in ()`.
  if (!codes.length) return [];
  return namedCategories(db, lang).where("c.code", "in", codes).orderBy("c.level").execute();
}

/** A category's name in every language it is translated into. */
export function findCategoryNames(db: Db, code: string) {
  return db.selectFrom("category_names").select(["lang", "name"]).where("category_code", "=", code).execute();
}

export async function categoryExists(db: Db, code: string): Promise<boolean> {
  const row = await db.selectFrom("categories").select("code").where("code", "=", code).executeTakeFirst();
  return row !== undefined;
}

/** Every category's code. */
export async function findCategoryCodes(db: Db): Promise<string[]> {
  const rows = await db.selectFrom("categories").select("code").execute();
  return rows.map((r) => r.code);
}
