import { expect, test } from "./support/test.ts";

const port = Number(process.env.E2E_PORT ?? 3456);
const origin = `http://localhost:${port}`;

test.describe("crawlers: robots, sitemaps, canonical and hreflang", () => {
  test("robots.txt points to the sitemap of its language host", async ({ request }) => {
    const en = await (await request.get("/robots.txt")).text();
    expect(en).toContain("Disallow: /api/");
    expect(en).toContain(`Sitemap: ${origin}/sitemap.xml`);
    // Node does not resolve *.localhost as the browser does: ask the same server with the host name.
    const tr = await (await request.get("/robots.txt", { headers: { host: `tr.localhost:${port}` } })).text();
    expect(tr).toContain(`Sitemap: http://tr.localhost:${port}/sitemap.xml`);
  });

  test("the sitemap index and its files are well-formed and their category pages answer", async ({
    page,
    request,
  }) => {
    const index = await request.get("/sitemap.xml");
    expect(index.headers()["content-type"]).toContain("application/xml");
    const indexXml = await index.text();
    const files = [...indexXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(files).toContain(`${origin}/sitemaps/categories-0.xml`);
    expect(files).toContain(`${origin}/sitemaps/pages-0.xml`);
    expect(files.some((f) => /products-0\.xml$/.test(f))).toBe(true);
    await page.goto("/");
    for (const url of [`${origin}/sitemap.xml`, ...files]) {
      const xml = await (await request.get(url)).text();
      const wellFormed = await page.evaluate(
        (text) => !new DOMParser().parseFromString(text, "application/xml").querySelector("parsererror"),
        xml,
      );
      expect(wellFormed, url).toBe(true);
    }
    const categories = await (await request.get(`${origin}/sitemaps/categories-0.xml`)).text();
    const urls = [...categories.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(urls.length).toBeGreaterThan(150);
    for (const url of urls.slice(0, 12)) expect((await request.get(url)).status(), url).toBe(200);
    const pages = await (await request.get(`${origin}/sitemaps/pages-0.xml`)).text();
    for (const [, url] of pages.matchAll(/<loc>([^<]+)<\/loc>/g))
      expect((await request.get(url!)).status(), url).toBe(200);
    expect((await request.get(`${origin}/sitemaps/products-999.xml`)).status()).toBe(404);
  });

  test("every page names its canonical URL and its 13 language versions", async ({ page }) => {
    // Under any name of the category, the canonical URL is the category's own name's.
    await page.goto("/apparel/ca/002?p=2&poo=CN&lt=1");
    await expect(page.locator("link[rel=canonical]")).toHaveAttribute(
      "href",
      `${origin}/apparel-textile/ca/002?p=2`,
    );
    const alternates = page.locator("link[rel=alternate][hreflang]");
    await expect(alternates).toHaveCount(14);
    // Each language's URL names the category in that language.
    await expect(page.locator("link[hreflang=tr]")).toHaveAttribute(
      "href",
      `http://tr.localhost:${port}/giyim-ve-tekstil/ca/002?p=2`,
    );
    await expect(page.locator("link[hreflang=he]")).toHaveAttribute(
      "href",
      new RegExp(`^http://iw\\.localhost:${port}/(%D7%[0-9A-F]{2}|-)+/ca/002\\?p=2$`),
    );
    await expect(page.locator("link[hreflang=x-default]")).toHaveAttribute(
      "href",
      `${origin}/apparel-textile/ca/002?p=2`,
    );
  });
});

test("a listing describes its breadcrumb and products as schema.org JSON-LD", async ({ page }) => {
  await page.goto("/apparel/ca/002");
  const json = await page.locator('script[type="application/ld+json"]').first().textContent();
  const data = JSON.parse(json ?? "{}");
  const [breadcrumb, list] = data["@graph"];
  expect(breadcrumb["@type"]).toBe("BreadcrumbList");
  expect(breadcrumb.itemListElement.at(-1)).toMatchObject({
    name: "Apparel & Textile",
    item: `${origin}/apparel-textile/ca/002`,
  });
  expect(list["@type"]).toBe("ItemList");
  expect(list.itemListElement).toHaveLength(20);
  expect(list.itemListElement[0].url).toMatch(new RegExp(`^${origin}/.+/pr/\\d+$`));
});
