import { LANGS } from "./data/langs.ts";
import type { Db } from "../db/connect.ts";
import { demoBanner } from "../modules/media/demo-images.ts";
import { Random } from "./random.ts";
import type { ReferenceData } from "./reference.ts";
import { slugify } from "../../app/lib/slug.ts";

/** Home-page merchandising and category SEO for the demo, as an admin would set them up. */
export async function seedMerchandising(
  db: Db,
  ref: ReferenceData,
  seed: number,
  productCount: number,
): Promise<void> {
  const r = new Random(seed, 4_000_037);
  const roots = ref.categories.filter((c) => c.level === 1);
  await db
    .insertInto("home_banners")
    .values(
      roots.slice(0, 5).map((root, position) => ({
        lang: null,
        image_url: demoBanner(position * 3),
        description: root.names.en,
        target_url: `/${slugify(root.names.en)}/ca/${root.code}`,
        position,
      })),
    )
    .execute();
  const tiles = ["015", "002", "016", "008"];
  const rows = tiles.slice(0, 3).map((root) => ref.categories.find((c) => c.parent === root)!.code);
  await db
    .insertInto("home_categories")
    .values([
      ...tiles.map((code, i) => ({
        slot: "tile" as const,
        position: i + 1,
        category_code: code,
        image_url: demoBanner(i + 8),
      })),
      ...rows.map((code, i) => ({
        slot: "row" as const,
        position: i + 1,
        category_code: code,
        image_url: null,
      })),
    ])
    .execute();
  const sponsors = await db
    .selectFrom("companies")
    .select("id")
    .where("is_verified", "=", true)
    .orderBy("id")
    .limit(12)
    .execute();
  if (sponsors.length)
    await db
      .insertInto("home_sponsor_companies")
      .values(sponsors.map((s, position) => ({ company_id: s.id, position })))
      .execute();
  if (productCount > 0) {
    const picks = r.sample(
      [...Array(Math.min(productCount, 5000)).keys()].map((i) => i + 1),
      Math.min(24, productCount),
    );
    await db
      .insertInto("home_products")
      .values(
        picks.map((id, i) => ({
          kind: i % 2 === 0 ? ("recommended" as const) : ("opportunity" as const),
          product_id: id,
          position: i,
        })),
      )
      .execute();
  }
  await db
    .insertInto("category_seo")
    .values(
      roots.flatMap((root) =>
        LANGS.map((lang) => ({
          category_code: root.code,
          lang,
          title: `${root.names[lang]} · Caravan`,
          description: null,
          keywords: root.names[lang],
          content_html: null,
          banners: "[]",
        })),
      ),
    )
    .execute();
}
