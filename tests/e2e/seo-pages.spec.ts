import { LANGUAGES } from "#core/i18n/languages.ts";
import { productPath } from "#core/rules/slug.ts";
import {
  askPriceAndPricedProducts,
  productNamedInTurkish,
  removeProductText,
} from "./support/demo-products-db.ts";
import { type APIRequestContext, expect, type Page, test } from "./support/test.ts";

const port = Number(process.env.E2E_PORT ?? 3456);
const origin = `http://localhost:${port}`;
const on = (lang: string, path: string) => `http://${lang}.localhost:${port}${path}`;

/** Asks the server for a URL of any language host (Node does not resolve *.localhost as browsers do). */
function get(request: APIRequestContext, url: string) {
  const { host, pathname, search } = new URL(url);
  return request.get(`${origin}${pathname}${search}`, { headers: { host }, maxRedirects: 0 });
}

async function alternatesOf(page: Page) {
  return page
    .locator("link[rel=alternate][hreflang]")
    .evaluateAll((links) =>
      links.map((l) => [l.getAttribute("hreflang")!, l.getAttribute("href")!] as const),
    );
}

/** Every alternate is its language's page itself: 200, never a redirect to its canonical name. */
async function expectAlternatesAnswer(page: Page, request: APIRequestContext) {
  const alternates = await alternatesOf(page);
  expect(alternates).toHaveLength(14);
  for (const [lang, href] of alternates) {
    const response = await get(request, href);
    expect(response.status(), `${lang} ${href}`).toBe(200);
    // …and names itself as canonical there.
    const html = await response.text();
    expect(html, `${lang} ${href}`).toContain(
      `<link rel="canonical" href="${href.replace(/&/g, "&amp;")}"/>`,
    );
  }
}

async function jsonLdOf(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.flatMap((s) => {
    const data = JSON.parse(s);
    return data["@graph"] ?? [data];
  });
}

test.describe("language alternates are each language's own address", () => {
  test("a product page's alternates name it in each language and answer without a redirect", async ({
    page,
    request,
  }) => {
    // A product named in Turkish whose supplier wrote no German text: the German page reads the
    // English name, so its address carries that one.
    const { id, names } = productNamedInTurkish();
    removeProductText(id, "de");
    names.delete("de");
    await page.goto(on("tr", `/x/pr/${id}`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(names.get("tr")!);
    const alternates = new Map(await alternatesOf(page));
    for (const { code, intl } of LANGUAGES)
      expect(new URL(alternates.get(intl)!).pathname, code).toBe(
        productPath(names.get(code) ?? names.get("en")!, id),
      );
    expect(alternates.get("tr")).not.toBe(alternates.get("en")?.replace(origin, on("tr", "")));
    expect(alternates.get("de")!.replace(on("de", ""), "")).toBe(alternates.get("en")!.replace(origin, ""));
    await expectAlternatesAnswer(page, request);
  });

  test("a category's and a storefront's alternates answer without a redirect", async ({ page, request }) => {
    await page.goto(on("tr", "/apparel/ca/002?p=1&poo=CN"));
    await expect(page.locator("link[rel=canonical]")).toHaveAttribute(
      "href",
      on("tr", "/giyim-ve-tekstil/ca/002?p=1"),
    );
    await expect(page.locator("link[hreflang=ja]")).toHaveAttribute(
      "href",
      /^http:\/\/ja\.localhost:\d+\/[^/]+\/ca\/002\?p=1$/,
    );
    await expectAlternatesAnswer(page, request);
    await page.goto("/x/co/1");
    await expectAlternatesAnswer(page, request);
  });
});

test.describe("canonical addresses", () => {
  test("the /products fallback names the category's own listing as canonical, and that page answers", async ({
    page,
    request,
  }) => {
    await page.goto("/products?c=015&t=c");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Food & Beverage");
    const canonical = await page.locator("link[rel=canonical]").getAttribute("href");
    expect(canonical).toBe(`${origin}/food-beverage/ca/015`);
    expect((await get(request, canonical!)).status()).toBe(200);
  });

  test("a storefront under another name moves permanently to its own, keeping the page and the query", async ({
    page,
    request,
  }) => {
    await page.goto("/x/co/1");
    const own = new URL(page.url()).pathname.split("/")[1];
    await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", `${origin}/${own}/co/1`);
    for (const [path, expected] of [
      ["/wrong-name/co/1", `/${own}/co/1`],
      ["/wrong-name/co/detail/1?x=1", `/${own}/co/detail/1?x=1`],
      ["/wrong-name/co/pr/1/002?p=1", `/${own}/co/pr/1/002?p=1`],
      ["/wrong-name/co/pr/clothes/1/002", `/${own}/co/pr/clothes/1/002`],
    ]) {
      const response = await request.get(path!, { maxRedirects: 0 });
      expect(response.status(), path).toBe(301);
      expect(response.headers().location, path).toBe(expected);
    }
    // The category page's canonical drops the optional category-name segment.
    await page.goto(`/${own}/co/pr/clothes/1/002`);
    await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", `${origin}/${own}/co/pr/1/002`);
  });

  test("a Hindi category keeps its vowel signs in its address, and the old address points to it", async ({
    page,
    request,
  }) => {
    await page.goto(on("hi", "/food-beverage/ca/015"));
    const canonical = (await page.locator("link[rel=canonical]").getAttribute("href"))!;
    const name = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
    const slug = decodeURIComponent(new URL(canonical).pathname.split("/")[1]!);
    // Every letter of the name is in its address, vowel signs (matras) included.
    expect(slug.replace(/-/g, "")).toBe(name.replace(/[^\p{L}\p{M}\p{N}]/gu, ""));
    expect(slug).toMatch(/\p{M}/u);
    const stripped = slug.normalize("NFKD").replace(/\p{M}/gu, "");
    await page.goto(on("hi", `/${encodeURIComponent(stripped)}/ca/015`));
    await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", canonical);
    expect((await get(request, canonical)).status()).toBe(200);
  });
});

test.describe("structured data", () => {
  test("an Ask Price product has no offer; a priced one has offers with availability; both have their breadcrumb", async ({
    page,
  }) => {
    const { asked, priced } = askPriceAndPricedProducts();
    await page.goto(`/x/pr/${asked}`);
    let data = await jsonLdOf(page);
    const askProduct = data.find((d) => d["@type"] === "Product")!;
    expect(askProduct).toMatchObject({ name: expect.any(String), image: expect.any(Array) });
    expect(askProduct).not.toHaveProperty("offers");
    expect(JSON.stringify(askProduct)).not.toContain('"price');
    const crumbs = data.find((d) => d["@type"] === "BreadcrumbList") as {
      itemListElement: { position: number; name: string; item: string }[];
    };
    const visible = await page
      .getByRole("navigation", { name: "Breadcrumb" })
      .getByRole("link")
      .allTextContents();
    expect(crumbs.itemListElement.map((c) => c.name).slice(0, visible.length)).toEqual(
      visible.map((t) => t.trim()),
    );
    expect(crumbs.itemListElement.at(-1)!.item).toBe(`${origin}${new URL(page.url()).pathname}`);

    await page.goto(`/x/pr/${priced}`);
    data = await jsonLdOf(page);
    const offers = (data.find((d) => d["@type"] === "Product") as { offers: Record<string, unknown> }).offers;
    expect(offers).toMatchObject({ "@type": "AggregateOffer", availability: "https://schema.org/InStock" });
    for (const offer of offers.offers as Record<string, unknown>[]) {
      expect(offer.price).toEqual(expect.any(Number));
      expect(offer.availability).toBe("https://schema.org/InStock");
    }
    expect(data.some((d) => d["@type"] === "BreadcrumbList")).toBe(true);
  });

  test("a storefront describes its company as an Organization with its address", async ({ page }) => {
    await page.goto("/x/co/1");
    const own = new URL(page.url()).pathname;
    const organization = (await jsonLdOf(page)).find((d) => d["@type"] === "Organization")!;
    expect(organization).toMatchObject({
      name: "Ruifeng Plastic Import & Export Co., Ltd.",
      url: `${origin}${own}`,
      address: { "@type": "PostalAddress", addressCountry: "CN" },
    });
  });
});

test("page titles name the site once, on every kind of page", async ({ page }) => {
  test.slow(); // ten pages
  const titles: string[] = [];
  for (const path of [
    "/",
    "/apparel/ca/002",
    "/search-product/cotton",
    "/search-product/TR/cp",
    "/x/co/1",
    "/x/co/contact/1",
    "/x/pr/9",
    "/categories",
    "/about-us",
  ]) {
    await page.goto(path);
    titles.push(await page.title());
  }
  const [category] = await (async () => {
    const sitemap = await (await page.request.get("/sitemaps/pages-0.xml")).text();
    return [...sitemap.matchAll(/<loc>([^<]+\/sp\/\d+)<\/loc>/g)].map((m) => m[1]!);
  })();
  await page.goto(category!);
  titles.push(await page.title());
  for (const title of titles) {
    expect(title.match(/Caravan/g), title).toHaveLength(1);
    expect(title, title).toMatch(/Caravan$/);
  }
  // The demo's category SEO title is "Apparel & Textile · Caravan" itself.
  expect(titles[1]).toBe("Apparel & Textile · Caravan");
});
