import { type Expression, type SelectQueryBuilder, sql } from "kysely";

/** The tables that hold a text per language, and the column naming the row each text belongs to. */
const OWNER_COLUMN = {
  category_names: "category_code",
  company_texts: "company_id",
  product_texts: "product_id",
  variation_group_names: "group_code",
  variation_option_names: "option_code",
} as const;

export type TranslationTable = keyof typeof OWNER_COLUMN;

interface LocalizedOptions {
  /** The text column to read; `name` unless told. */
  column?: string;
  /** What stands in when neither language has the text (a column such as the code, or `sql.lit("")`). */
  fallback?: Expression<string>;
}

/**
 * Selects, as `as`, a text in `lang`, else in English (else `fallback`): the one way every list
 * names a category, product, company or variation. It left-joins the translation table twice
 * (aliases `<as>_lang` and `<as>_en`) on `owner`, the query's reference to the row's key (`c.code`).
 */
export function selectLocalized<DB, TB extends keyof DB, O, A extends string>(
  query: SelectQueryBuilder<DB, TB, O>,
  table: TranslationTable,
  owner: string,
  lang: string,
  as: A,
  options: LocalizedOptions & { fallback: Expression<string> },
): SelectQueryBuilder<DB, TB, O & { [K in A]: string }>;
export function selectLocalized<DB, TB extends keyof DB, O, A extends string>(
  query: SelectQueryBuilder<DB, TB, O>,
  table: TranslationTable,
  owner: string,
  lang: string,
  as: A,
  options?: LocalizedOptions,
): SelectQueryBuilder<DB, TB, O & { [K in A]: string | null }>;
export function selectLocalized<DB, TB extends keyof DB, O, A extends string>(
  query: SelectQueryBuilder<DB, TB, O>,
  table: TranslationTable,
  owner: string,
  lang: string,
  as: A,
  { column = "name", fallback }: LocalizedOptions = {},
) {
  const key = OWNER_COLUMN[table];
  const here = `${as}_lang`;
  const en = `${as}_en`;
  // The aliases are made up at run time, which Kysely's types cannot follow; the result's type is
  // spelled out by the overloads above.
  const untyped = query as unknown as SelectQueryBuilder<Record<string, Record<string, unknown>>, string, O>;
  const text = fallback
    ? sql`coalesce(${sql.ref(`${here}.${column}`)}, ${sql.ref(`${en}.${column}`)}, ${fallback})`
    : sql`coalesce(${sql.ref(`${here}.${column}`)}, ${sql.ref(`${en}.${column}`)})`;
  return untyped
    .leftJoin(`${table} as ${here}`, (j) =>
      j.onRef(`${here}.${key}`, "=", owner).on(`${here}.lang`, "=", lang),
    )
    .leftJoin(`${table} as ${en}`, (j) => j.onRef(`${en}.${key}`, "=", owner).on(`${en}.lang`, "=", "en"))
    .select(text.as(as));
}
