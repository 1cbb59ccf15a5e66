import { Hono } from "hono";
import { isLang } from "#core/i18n/languages.ts";
import { findCategories } from "#server/modules/categories/index.ts";
import type { AppDeps } from "../deps.ts";
import { translator } from "../lib/i18n.ts";

/**
 * Meta tags: GET /japi/json/getJSON/MetaTags/{lang}. The site's default title,
 * description and keywords in the language (keywords: the root categories), plus the SEO
 * records of that language (id, title, description, keywords, landing path).
 */
export function createMetaTagRoutes(deps: AppDeps) {
  const routes = new Hono();
  routes.get("/getJSON/MetaTags/:lang", async (c) => {
    const lang = c.req.param("lang");
    if (!isLang(lang))
      return c.json({ error: { code: "not_found", message: translator("en")("errors.not_found") } }, 404);
    const t = translator(lang);
    const [roots, records] = await Promise.all([
      findCategories(deps.db, lang, 1),
      deps.db
        .selectFrom("seo_records")
        .select(["id", "seo_url", "page_title", "page_description", "keywords"])
        .where("lang", "=", lang)
        .orderBy("id")
        .limit(1000)
        .execute(),
    ]);
    // Editors expect their changes at once: caches may keep it but must ask again.
    c.header("cache-control", "no-cache");
    return c.json({
      language: lang,
      title: `${t("site.name")} · ${t("site.tagline")}`,
      description: t("site.description"),
      keywords: roots.map((r) => r.name).join(", "),
      pages: records.map((r) => ({
        _id: r.id,
        pageTitle: r.page_title,
        pageDescription: r.page_description,
        keywords: r.keywords,
        seoUrl: r.seo_url,
      })),
    });
  });
  return routes;
}
