import { countryName } from "#core/i18n/format.ts";
import { slugify } from "#core/rules/slug.ts";
import { demoBanner } from "#server/modules/media/index.ts";
import type { Db } from "../db/connect.ts";
import { translator } from "../lib/i18n.ts";
import { LANGS } from "./data/langs.ts";
import { Random } from "./random.ts";
import type { ReferenceData } from "./reference.ts";

/** Home-page merchandising and category SEO for the demo, as an admin would set them up. */
export async function seedMerchandising(
  db: Db,
  ref: ReferenceData,
  seed: number,
  productCount: number,
): Promise<void> {
  const r = new Random(seed, 4_000_037);
  const roots = ref.categories.filter((c) => c.level === 1);
  // One banner set per language, so each banner's text (its image's alt) is in the page language.
  await db
    .insertInto("home_banners")
    .values(
      LANGS.flatMap((lang) =>
        roots.slice(0, 5).map((root, position) => ({
          lang,
          image_url: demoBanner(position * 3),
          description: root.names[lang],
          target_url: `/${slugify(root.names[lang])}/ca/${root.code}`,
          position,
          is_active: true,
        })),
      ),
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
  await seedLandingPages(db, ref, rows[0]!);
}

/**
 * Two SEO landing pages per language, as an SEO editor would write them: a category's
 * wholesale page and the products made in Türkiye (at {seoUrl}/sp/{seoId}).
 */
async function seedLandingPages(db: Db, ref: ReferenceData, categoryCode: string) {
  const category = ref.categories.find((c) => c.code === categoryCode)!;
  await db
    .insertInto("seo_records")
    .values(
      LANGS.flatMap((lang) => {
        const t = translator(lang);
        const name = category.names[lang];
        const country = countryName(lang, "TR");
        const categoryTitle = t("seoDemo.categoryTitle", { name });
        const originTitle = t("seoDemo.originTitle", { country });
        return [
          {
            lang,
            seo_url: slugify(categoryTitle),
            page_title: categoryTitle,
            page_description: t("seoDemo.categoryDescription", { name }),
            keywords: name,
            content_html: `<p>${escapeHtml(t("seoDemo.categoryText"))}</p>`,
            category_code: category.code,
            search_query: JSON.stringify({ kind: "c", key: category.code, params: "" }),
          },
          {
            lang,
            seo_url: slugify(originTitle),
            page_title: originTitle,
            page_description: t("seoDemo.originDescription", { country }),
            keywords: country,
            content_html: null,
            category_code: null,
            search_query: JSON.stringify({ kind: "pp", key: "TR", params: "" }),
          },
        ];
      }),
    )
    .execute();
}

const escapeHtml = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;" })[c]!);
