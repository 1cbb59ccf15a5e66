import { sql } from "kysely";
import type { Db } from "#server/db/connect.ts";
import { selectLocalized } from "#server/db/localized.ts";

export interface VariationChoiceGroup {
  code: string;
  name: string;
  options: { code: string; name: string }[];
}

/**
 * The variation groups (the listing's additional filters) of a category and its ancestors, with
 * their options, named in `lang` (English, then the code, as fallback): what a product of that
 * category may say it comes in.
 */
export async function findVariationChoices(
  db: Db,
  lang: string,
  categoryCode: string,
): Promise<VariationChoiceGroup[]> {
  if (!/^(\d{3})+$/.test(categoryCode)) return [];
  const lineage = Array.from({ length: categoryCode.length / 3 }, (_, i) =>
    categoryCode.slice(0, (i + 1) * 3),
  );
  const groups = await selectLocalized(
    db
      .selectFrom("variation_groups as g")
      .select(["g.code", "g.position"])
      .where("g.category_code", "in", lineage),
    "variation_group_names",
    "g.code",
    lang,
    "name",
    { fallback: sql.ref("g.code") },
  )
    .orderBy("g.position")
    .orderBy("g.code")
    .execute();
  if (!groups.length) return [];
  const options = await selectLocalized(
    db
      .selectFrom("variation_options as o")
      .select(["o.code", "o.group_code", "o.position"])
      .where(
        "o.group_code",
        "in",
        groups.map((g) => g.code),
      ),
    "variation_option_names",
    "o.code",
    lang,
    "name",
    { fallback: sql.ref("o.code") },
  )
    .orderBy("o.position")
    .orderBy("o.code")
    .execute();
  return groups.map((g) => ({
    code: g.code,
    name: g.name,
    options: options.filter((o) => o.group_code === g.code).map((o) => ({ code: o.code, name: o.name })),
  }));
}
