import type { Db } from "../db/connect.ts";
import { CATEGORY_TREE, type CategorySeed } from "./data/categories.ts";
import { LANGS, type Names } from "./data/langs.ts";
import { LEAF_VOCAB, type LeafVocab } from "./data/product-vocab.ts";
import { VARIATION_GROUPS } from "./data/variation-groups.ts";

export interface FlatCategory {
  code: string;
  parent: string | null;
  level: number;
  icon: string | null;
  position: number;
  names: Names;
  isLeaf: boolean;
}
export interface Leaf {
  code: string;
  root: string;
  parent: string;
  names: Names;
  vocab: LeafVocab;
}
export interface VariationGroup {
  code: string;
  category: string;
  names: Names;
  options: { code: string; names: Names }[];
}

/** The demo's reference data in the shapes the generator and the inserts need; built once. */
export function referenceData() {
  const categories: FlatCategory[] = [];
  const walk = (node: CategorySeed, parent: string | null, level: number, position: number) => {
    categories.push({
      code: node.code,
      parent,
      level,
      icon: node.icon ?? null,
      position,
      names: node.names,
      isLeaf: !node.children?.length,
    });
    for (const [i, child] of (node.children ?? []).entries()) walk(child, node.code, level + 1, i);
  };
  for (const [i, root] of CATEGORY_TREE.entries()) walk(root, null, 1, i);

  const vocabByCode = new Map(LEAF_VOCAB.map((v) => [v.code, v]));
  const leaves: Leaf[] = categories
    .filter((c) => c.isLeaf && c.level === 3)
    .map((c) => {
      const vocab = vocabByCode.get(c.code);
      if (!vocab) throw new Error(`demo data: no product vocabulary for leaf ${c.code}`);
      return { code: c.code, root: c.code.slice(0, 3), parent: c.code.slice(0, 6), names: c.names, vocab };
    });

  // Group codes "v001", option codes group + 3 digits ("v001002"), like the products' variation serials.
  const groups: VariationGroup[] = VARIATION_GROUPS.map((g, i) => {
    const code = `v${String(i + 1).padStart(3, "0")}`;
    return {
      code,
      category: g.category,
      names: g.names,
      options: g.options.map((o, j) => ({
        code: `${code}${String(j + 1).padStart(3, "0")}`,
        names: o.names,
      })),
    };
  });
  const groupsByCategory = new Map<string, VariationGroup[]>();
  for (const g of groups) groupsByCategory.set(g.category, [...(groupsByCategory.get(g.category) ?? []), g]);

  const leavesByRoot = new Map<string, Leaf[]>();
  for (const leaf of leaves) leavesByRoot.set(leaf.root, [...(leavesByRoot.get(leaf.root) ?? []), leaf]);
  return {
    categories,
    leaves,
    leavesByRoot,
    groups,
    groupsByCategory,
    roots: categories.filter((c) => c.level === 1).map((c) => c.code),
  };
}
export type ReferenceData = ReturnType<typeof referenceData>;

/** Categories with their names, and additional-filter variations; skipped when present. */
export async function seedReferenceData(db: Db, ref: ReferenceData): Promise<void> {
  const present = await db.selectFrom("categories").select("code").limit(1).executeTakeFirst();
  if (present) return;
  await db.transaction().execute(async (trx) => {
    for (const level of [1, 2, 3]) {
      const rows = ref.categories.filter((c) => c.level === level);
      if (!rows.length) continue;
      await trx
        .insertInto("categories")
        .values(
          rows.map((c) => ({
            code: c.code,
            parent_code: c.parent,
            level: c.level,
            icon: c.icon,
            position: c.position,
          })),
        )
        .execute();
    }
    const names = ref.categories.flatMap((c) =>
      LANGS.map((lang) => ({ category_code: c.code, lang, name: c.names[lang] })),
    );
    for (let i = 0; i < names.length; i += 500)
      await trx
        .insertInto("category_names")
        .values(names.slice(i, i + 500))
        .execute();
    for (const [position, g] of ref.groups.entries()) {
      await trx
        .insertInto("variation_groups")
        .values({ code: g.code, category_code: g.category, position })
        .execute();
      await trx
        .insertInto("variation_group_names")
        .values(LANGS.map((lang) => ({ group_code: g.code, lang, name: g.names[lang] })))
        .execute();
      await trx
        .insertInto("variation_options")
        .values(g.options.map((o, p) => ({ code: o.code, group_code: g.code, position: p })))
        .execute();
      await trx
        .insertInto("variation_option_names")
        .values(
          g.options.flatMap((o) => LANGS.map((lang) => ({ option_code: o.code, lang, name: o.names[lang] }))),
        )
        .execute();
    }
  });
}
