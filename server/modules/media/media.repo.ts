import type { Db } from "#server/db/connect.ts";

/**
 * Every stored text that may show an upload and matches `like`: the merchandising pictures and
 * the HTML staff write (SEO texts, static pages, campaigns), the companies' logos,
 * suppliers' banner pictures and introductions, and products' pictures, value pictures and the
 * changes waiting for review (which may name new pictures), one list of rows per column.
 */
export function findTextsContaining(db: Db, like: string) {
  return Promise.all([
    db.selectFrom("home_banners").select("image_url as text").where("image_url", "like", like).execute(),
    db.selectFrom("home_categories").select("image_url as text").where("image_url", "like", like).execute(),
    db.selectFrom("category_seo").select("banners as text").where("banners", "like", like).execute(),
    db
      .selectFrom("category_seo")
      .select("content_html as text")
      .where("content_html", "like", like)
      .execute(),
    db.selectFrom("seo_records").select("content_html as text").where("content_html", "like", like).execute(),
    db.selectFrom("content_pages").select("body_html as text").where("body_html", "like", like).execute(),
    db.selectFrom("campaigns").select("body_html as text").where("body_html", "like", like).execute(),
    // Suppliers' storefront pictures and introductions.
    db.selectFrom("companies").select("logo_url as text").where("logo_url", "like", like).execute(),
    db
      .selectFrom("company_websites")
      .select("banner_pictures as text")
      .where("banner_pictures", "like", like)
      .execute(),
    db
      .selectFrom("company_texts")
      .select("introduction_html as text")
      .where("introduction_html", "like", like)
      .execute(),
    db.selectFrom("product_pictures").select("url as text").where("url", "like", like).execute(),
    db
      .selectFrom("product_custom_variation_values")
      .select("image_url as text")
      .where("image_url", "like", like)
      .execute(),
    db
      .selectFrom("product_change_requests")
      .select("payload as text")
      .where("status", "=", "pending")
      .where("payload", "like", like)
      .execute(),
  ]);
}
