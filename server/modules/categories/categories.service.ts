import { slugify } from "#core/rules/slug.ts";
import type { CategoryNode } from "#core/schemas/catalog.ts";
import type { Db } from "#server/db/connect.ts";
import * as repo from "./categories.repo.ts";

export { categoryExists, findCategoryCodes, findCategoryNames } from "./categories.repo.ts";

export async function getCategoryTree(db: Db, lang: string, maxLevel = 3): Promise<CategoryNode[]> {
  const rows = await repo.findCategories(db, lang, maxLevel);
  const nodes = new Map<string, CategoryNode>();
  const roots: CategoryNode[] = [];
  for (const row of rows) {
    const node: CategoryNode = {
      code: row.code,
      name: row.name,
      icon: row.icon,
      hasChildren: Number(row.child_count) > 0,
      children: [],
    };
    nodes.set(row.code, node);
    const parent = row.parent_code ? nodes.get(row.parent_code) : undefined;
    if (parent) parent.children.push(node);
    else if (!row.parent_code) roots.push(node);
  }
  return roots;
}

/** Categories down to `maxLevel`, in the tree's order, each with its name in `lang`. */
export function findCategories(db: Db, lang: string, maxLevel: number) {
  return repo.findCategories(db, lang, maxLevel);
}

export interface CategoryTrailItem {
  code: string;
  name: string;
  hasChildren: boolean;
}

/** The category and its ancestors, root first; undefined for an unknown code. */
export async function getCategoryTrail(
  db: Db,
  lang: string,
  code: string,
): Promise<CategoryTrailItem[] | undefined> {
  const rows = await repo.findCategoryTrail(db, lang, code);
  if (rows.at(-1)?.code !== code) return undefined;
  return rows.map((r) => ({ code: r.code, name: r.name, hasChildren: Number(r.child_count) > 0 }));
}

/**
 * The route parser's lookup: a category by the slug of its name in the language
 * (or its code).
 */
export async function findCategoryByKey(db: Db, lang: string, key: string): Promise<string | undefined> {
  const wanted = slugify(key);
  const rows = await repo.findCategories(db, lang, 3);
  return rows.find((r) => r.code === key || slugify(r.name) === wanted)?.code;
}
