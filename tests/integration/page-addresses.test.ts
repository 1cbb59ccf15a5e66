import { RouterContextProvider } from "react-router";
import { expect, it } from "vitest";
import { loader as storefrontProductsLoader } from "#app/routes/company/products.tsx";
import { loader as shellLoader } from "#app/routes/company/shell.tsx";
import { loader as productLoader } from "#app/routes/product/product-page.tsx";
import { loader as listingLoader } from "#app/routes/product-list.tsx";
import { loader as landingLoader } from "#app/routes/seo-landing.tsx";
import { LANG_CODES, type Lang, languageInfo } from "#core/i18n/languages.ts";
import { slugify } from "#core/rules/slug.ts";
import type { PageAddress } from "#core/urls/page-address.ts";
import { seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";
import { requestContext } from "#server/request-context.ts";
import { describeEachDatabase, type TestDeps } from "../setup/test-db.ts";

/**
 * Loaders called as React Router calls them on an in-page navigation: the request is the data
 * fetch ({path}.data), `url` the page's address, `pattern` the matched route.
 */
async function load(
  d: TestDeps,
  loader: (args: never) => unknown,
  page: { path: string; pattern: string; params: Record<string, string>; lang?: Lang },
) {
  const lang = page.lang ?? "en";
  const context = new RouterContextProvider();
  context.set(requestContext, {
    deps: d,
    lang,
    dir: languageInfo(lang).dir,
    origin: "http://localhost:3000",
    user: undefined,
    sessionToken: undefined,
    ip: null,
    userAgent: null,
    requestId: "test",
  });
  const url = new URL(`http://localhost:3000${page.path}`);
  const fetched = new URL(url);
  fetched.pathname += ".data";
  fetched.searchParams.set("_routes", "routes/product-list");
  try {
    const data = await loader({
      context,
      params: page.params,
      pattern: page.pattern,
      url,
      request: new Request(fetched),
    } as never);
    // A page past the end of its list answers 404 with its data (data(…, { status: 404 })).
    const wrapped = data as { type?: string; data?: unknown; init?: { status?: number } } | null;
    const [body, status] =
      wrapped?.type === "DataWithResponseInit" ? [wrapped.data, wrapped.init?.status ?? 200] : [data, 200];
    return { status, data: body as Record<string, unknown> & { address: PageAddress }, location: null };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, data: null, location: thrown.headers.get("location") };
    const init = (thrown as { init?: { status?: number } }).init;
    if (init?.status) return { status: init.status, data: null, location: null };
    throw thrown;
  }
}

/** The name segment of a path, as the router hands it to a loader (decoded). */
const nameOf = (path: string) => decodeURIComponent(path.split("/")[1]!);

describeEachDatabase("page addresses on in-page navigations", (deps) => {
  it("keeps a search by the suppliers' country a search by suppliers' country after a filter", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 40, seed: 1 });
    const cp = await load(d, listingLoader, {
      path: "/search-product/TR/cp?lt=1&p=1",
      pattern: "/search-product/:code/cp",
      params: { code: "TR" },
    });
    expect(cp.data).toMatchObject({ kind: "cp", basePath: "/search-product/TR/cp" });
    expect(cp.data!.address.canonical).toBe("/search-product/TR/cp?p=1");
    const pp = await load(d, listingLoader, {
      path: "/search-product/TR/pp?lt=1",
      pattern: "/search-product/:code/pp",
      params: { code: "TR" },
    });
    expect(pp.data).toMatchObject({ kind: "pp", basePath: "/search-product/TR/pp" });
  });

  it("keeps an SEO landing page's links on its own address, in each of its forms", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 40, seed: 1 });
    const record = await d.db
      .selectFrom("seo_records")
      .select(["id", "seo_url"])
      .where("lang", "=", "en")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const slug = slugify(record.seo_url);
    const own = `/${encodeURIComponent(slug)}/sp/${record.id}`;
    const params = { seoUrl: slug, seoId: String(record.id) };
    for (const [path, pattern] of [
      [`${own}?poo=CN&p=1`, "/:seoUrl/sp/:seoId"],
      [`/${encodeURIComponent(slug)}/${record.id}/s?poo=CN&p=1`, "/:seoUrl/:seoId/s"],
    ] as const) {
      const page = await load(d, landingLoader, { path, pattern, params });
      expect(page.data!.basePath, path).toBe(own);
      expect(page.data!.address).toEqual({ canonical: `${own}?p=1`, languages: null });
    }
    const category = await load(d, landingLoader, {
      path: `/${encodeURIComponent(slug)}/sc/${record.id}/015001?lt=1`,
      pattern: "/:seoUrl/sc/:seoId/:categoryId",
      params: { ...params, categoryId: "015001" },
    });
    expect(category.data!.basePath).toBe(`/${encodeURIComponent(slug)}/sc/${record.id}/015001`);
  });

  it("gives a category's listing, under any of its addresses, the category's own in every language", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 40, seed: 1 });
    const fallback = await load(d, listingLoader, {
      path: "/products?c=015&t=c",
      pattern: "/products",
      params: {},
    });
    expect(fallback.data!.address.canonical).toBe("/food-beverage/ca/015");
    const names = await d.db
      .selectFrom("category_names")
      .select(["lang", "name"])
      .where("category_code", "=", "015")
      .execute();
    const byLang = new Map(names.map((n) => [n.lang, n.name]));
    const paged = await load(d, listingLoader, {
      path: "/food/ca/015?p=2&poo=CN",
      pattern: "/:slug/ca/:c",
      params: { slug: "food", c: "015" },
      lang: "tr",
    });
    expect(paged.data!.address.canonical).toBe(
      `/${encodeURIComponent(slugify(byLang.get("tr")!))}/ca/015?p=2`,
    );
    for (const lang of LANG_CODES)
      expect(paged.data!.address.languages![lang]).toBe(
        `/${encodeURIComponent(slugify(byLang.get(lang)!))}/ca/015?p=2`,
      );
  });

  it("names a product in each language's alternate by its name there, and each answers without a redirect", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 5, seed: 1 });
    // A product named in English and Turkish only, then given a Hindi name.
    await d.db
      .deleteFrom("product_texts")
      .where("product_id", "=", 1)
      .where("lang", "not in", ["en", "tr"])
      .execute();
    await d.db
      .insertInto("product_texts")
      .values({
        product_id: 1,
        lang: "hi",
        name: "हिन्दी चाय",
        description: "<p>चाय</p>",
        packaging_details: null,
      })
      .execute();
    const page = await load(d, productLoader, {
      path: `/x/pr/1`,
      pattern: "/:name/pr/:productId",
      params: { name: "हिन्दी-चाय", productId: "1" },
      lang: "hi",
    });
    const { languages, canonical } = page.data!.address;
    expect(canonical).toBe(`/${encodeURIComponent("हिन्दी-चाय")}/pr/1`);
    expect(new Set(Object.values(languages!)).size).toBe(3); // Hindi, Turkish, and English for the rest
    for (const lang of LANG_CODES) {
      const path = languages![lang];
      const there = await load(d, productLoader, {
        path,
        pattern: "/:name/pr/:productId",
        params: { name: nameOf(path), productId: "1" },
        lang,
      });
      expect(there.status, `${lang} ${path}`).toBe(200);
      expect(there.data!.address.canonical).toBe(path);
    }
  });

  it("sends a Hindi product's old slug, which had lost its vowel signs, to the new one", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 5, seed: 1 });
    await d.db.deleteFrom("product_texts").where("product_id", "=", 2).where("lang", "=", "hi").execute();
    await d.db
      .insertInto("product_texts")
      .values({ product_id: 2, lang: "hi", name: "सूती कपड़े", description: null, packaging_details: null })
      .execute();
    const old = await load(d, productLoader, {
      path: "/x/pr/2?tab=comments",
      pattern: "/:name/pr/:productId",
      params: { name: "सत-कपड", productId: "2" },
      lang: "hi",
    });
    expect(old.status).toBe(301);
    expect(old.location).toBe(`/${encodeURIComponent("सूती-कपड़े")}/pr/2?tab=comments`);
  });

  it("sends a storefront under another name to the company's own, keeping the page and the query", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 5, seed: 1 });
    const company = await d.db
      .selectFrom("companies")
      .select(["id", "name"])
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const own = encodeURIComponent(slugify(company.name));
    const cases = [
      [`/wrong-name/co/${company.id}`, "/:slug/co/:companyId", {}, `/${own}/co/${company.id}`],
      [
        `/wrong-name/co/pr/${company.id}/002?p=1`,
        "/:slug/co/pr/:companyId/:categoryId",
        { categoryId: "002" },
        `/${own}/co/pr/${company.id}/002?p=1`,
      ],
      [
        `/wrong-name/co/contact/${company.id}?x=%C3%A7`,
        "/:slug/co/contact/:companyId",
        {},
        `/${own}/co/contact/${company.id}?x=%C3%A7`,
      ],
    ] as const;
    for (const [path, pattern, extra, expected] of cases) {
      const page = await load(d, shellLoader, {
        path,
        pattern,
        params: { slug: "wrong-name", companyId: String(company.id), ...extra },
      });
      expect(page.status, path).toBe(301);
      expect(page.location).toBe(expected);
    }
    const right = await load(d, shellLoader, {
      path: `/${own}/co/${company.id}`,
      pattern: "/:slug/co/:companyId",
      params: { slug: slugify(company.name), companyId: String(company.id) },
    });
    expect(right.status).toBe(200);
  });

  it("sorts a listing's page but leaves the order out of its address, as it leaves out filters and views", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 80, seed: 1 });
    const sorted = await load(d, listingLoader, {
      path: "/food/ca/015?sort=price_asc&lt=1",
      pattern: "/:slug/ca/:c",
      params: { slug: "food", c: "015" },
    });
    expect(sorted.data!.address.canonical).toBe("/food-beverage/ca/015");
    const result = sorted.data!.result as { products: { priceMin: number | null }[] };
    const prices = result.products.flatMap((p) => ((p.priceMin ?? 0) > 0 ? [p.priceMin!] : []));
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const company = await d.db
      .selectFrom("companies")
      .select(["id", "name"])
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const slug = slugify(company.name);
    const storefront = await load(d, storefrontProductsLoader, {
      path: `/${encodeURIComponent(slug)}/co/${company.id}?sort=newest&p=0`,
      pattern: "/:slug/co/:companyId",
      params: { slug, companyId: String(company.id) },
    });
    expect(storefront.data!.address.canonical).toBe(`/${encodeURIComponent(slug)}/co/${company.id}`);
    const ids = (storefront.data!.products as { id: number }[]).map((p) => p.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });
});
