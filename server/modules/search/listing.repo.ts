import { sql } from "kysely";
import type { Db } from "#server/db/connect.ts";
import { selectLocalized } from "#server/db/localized.ts";
import { VISIBLE_STATUS } from "#server/db/schema/company-tables.ts";

// What a listing shows around the index's answer: its cards, the names of its filter groups, and
// whether its category has children. Apart from search.repo.ts, whose queries decide what the
// index holds (and so what a snapshot of it is worth): these may change without invalidating one.

/** Names of variation groups and options in `lang`, English as fallback. */
export async function findVariationNames(db: Db, lang: string) {
  const [groups, options] = await Promise.all([
    selectLocalized(
      selectLocalized(
        db.selectFrom("variation_groups as g").select(["g.code", "g.position"]),
        "variation_group_names",
        "g.code",
        lang,
        "name",
        { fallback: sql.ref("g.code") },
      ),
      "category_names",
      "g.category_code",
      lang,
      "category_name",
      { fallback: sql.ref("g.category_code") },
    ).execute(),
    selectLocalized(
      db.selectFrom("variation_options as o").select(["o.code", "o.position"]),
      "variation_option_names",
      "o.code",
      lang,
      "name",
      { fallback: sql.ref("o.code") },
    ).execute(),
  ]);
  return { groups, options };
}

/**
 * Product summaries of `ids`, in the order given, named in `lang` with English as fallback: what a
 * listing's cards show, with their supplier and what the list view adds. Two queries for the
 * whole page, whatever its size: the rows (product and company), and every child row the cards
 * show (pictures, price tiers, approved certificates) in one union read by product id.
 */
export async function findProductSummaries(db: Db, lang: string, ids: number[]) {
  if (!ids.length) return [];
  const [rows, children] = await Promise.all([
    selectLocalized(
      db
        .selectFrom("products as p")
        .innerJoin("companies as co", "co.id", "p.company_id")
        .select([
          "p.id",
          "p.fob_currency",
          "p.fob_price_min",
          "p.fob_price_max",
          "p.fob_unit",
          "p.packaging",
          "p.min_order_quantity",
          "p.min_order_unit",
          "p.place_of_origin",
          "p.delivery_days",
          "co.id as company_id",
          "co.name as company_name",
          "co.is_verified",
          "co.country as company_country",
          "co.created_at as company_created_at",
          "co.status as company_status",
        ]),
      "product_texts",
      "p.id",
      lang,
      "name",
      { fallback: sql.lit("") },
    )
      .where("p.id", "in", ids)
      .execute()
      // The index follows a suspension within a second; this keeps even that second clean. Read,
      // not filtered on: a filter on the status leads SQLite through every active company.
      .then((found) => found.filter((r) => r.company_status === VISIBLE_STATUS)),
    findSummaryChildren(db, ids),
  ]);
  const pictures = new Map<number, { position: number; url: string }[]>();
  const tiers = new Map<number, { minQuantity: number; price: number }[]>();
  const certifications = new Map<number, Set<string>>();
  const add = <T>(map: Map<number, T[]>, id: number, value: T) =>
    map.set(id, [...(map.get(id) ?? []), value]);
  for (const c of children) {
    if (c.kind === "picture") add(pictures, c.product_id, { position: Number(c.n), url: c.text! });
    else if (c.kind === "tier")
      add(tiers, c.product_id, { minQuantity: Number(c.n), price: Number(c.price) });
    else if (c.kind === "certificate")
      certifications.set(c.product_id, (certifications.get(c.product_id) ?? new Set()).add(c.text!));
  }
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        ...row,
        pictures: (pictures.get(id) ?? []).sort((a, b) => a.position - b.position).map((p) => p.url),
        priceTiers: (tiers.get(id) ?? []).sort((a, b) => a.minQuantity - b.minQuantity),
        certifications: [...(certifications.get(id) ?? [])].sort(),
      },
    ];
  });
}

/** Pictures, price tiers and approved certificates of the products, as rows of one shape. */
function findSummaryChildren(db: Db, ids: number[]) {
  const noText = sql<string | null>`null`;
  const noPrice = sql<number | string | null>`null`;
  return db
    .selectFrom("product_pictures")
    .select([
      "product_id",
      sql<string>`'picture'`.as("kind"),
      sql<string | null>`${sql.ref("url")}`.as("text"),
      sql<number>`${sql.ref("position")}`.as("n"),
      noPrice.as("price"),
    ])
    .where("product_id", "in", ids)
    .unionAll(
      db
        .selectFrom("product_price_tiers")
        .select([
          "product_id",
          sql<string>`'tier'`.as("kind"),
          noText.as("text"),
          sql<number>`${sql.ref("min_quantity")}`.as("n"),
          sql<number | string | null>`${sql.ref("fob_price")}`.as("price"),
        ])
        .where("product_id", "in", ids),
    )
    .unionAll(
      db
        .selectFrom("product_certifications")
        .select([
          "product_id",
          // Buyers see the certificates the operator approved, as the product page shows them. The
          // status is read rather than filtered on: a filter on it leads SQLite to its status index,
          // which reads every approved certificate instead of the page's few.
          sql<string>`case when ${sql.ref("status")} = 'approved' then 'certificate' else 'unapproved' end`.as(
            "kind",
          ),
          sql<string | null>`${sql.ref("name")}`.as("text"),
          sql<number>`${sql.ref("id")}`.as("n"),
          noPrice.as("price"),
        ])
        .where("product_id", "in", ids),
    )
    .execute();
}

/** Codes of every category that has sub-categories. */
export async function findParentCategoryCodes(db: Db): Promise<Set<string>> {
  const rows = await db
    .selectFrom("categories")
    .select("parent_code")
    .distinct()
    .where("parent_code", "is not", null)
    .execute();
  return new Set(rows.map((r) => r.parent_code!));
}
