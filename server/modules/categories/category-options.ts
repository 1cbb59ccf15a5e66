import type { CategoryOption } from "#core/schemas/catalog.ts";
import type { Db } from "#server/db/connect.ts";
import { findCategories } from "./categories.repo.ts";

/** Every category down to the third level, in tree order (parents before their children). */
export async function categoryOptions(db: Db, lang: string): Promise<CategoryOption[]> {
  const rows = await findCategories(db, lang, 3);
  const children = new Map<string | null, typeof rows>();
  for (const row of rows) {
    const list = children.get(row.parent_code) ?? [];
    list.push(row);
    children.set(row.parent_code, list);
  }
  const out: CategoryOption[] = [];
  const walk = (parent: string | null) => {
    for (const row of children.get(parent) ?? []) {
      out.push({
        code: row.code,
        name: row.name,
        level: row.level,
        hasChildren: Number(row.child_count) > 0,
      });
      walk(row.code);
    }
  };
  walk(null);
  return out;
}
