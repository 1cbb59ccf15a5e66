import { expect, SAME_ON_PHONES, test } from "./support/test.ts";

const port = Number(process.env.E2E_PORT ?? 3456);
const on = (lang: string, path = "/") => `http://${lang}.localhost:${port}${path}`;

test.describe("static pages from the database", () => {
  test(
    "every static page of the route table exists, in English and in Turkish",
    SAME_ON_PHONES,
    async ({ request }) => {
      // Pages are checked once; the phone project covers layout elsewhere.
      const slugs = [
        "about-us",
        "vision-mission",
        "contact",
        "how-to-buy",
        "membership-agreement",
        "site-rules",
        "verified-company-link",
        "membership",
        "help-center",
        "help-center-support",
        "search-result",
        "public-education",
        "privacy-policy",
      ];
      for (const slug of slugs) {
        const en = await request.get(`/${slug}`);
        expect(en.status(), slug).toBe(200);
        const tr = await request.get(`/${slug}`, { headers: { host: `tr.localhost:${port}` } });
        expect(tr.status(), slug).toBe(200);
        const [enTitle, trTitle] = await Promise.all(
          [en.text(), tr.text()].map(async (t) => /<h1[^>]*>([^<]+)</.exec(await t)?.[1]),
        );
        expect(enTitle, slug).toBeTruthy();
        expect(trTitle, slug).not.toBe(enTitle);
      }
    },
  );

  test("a reader reaches About us from the footer, in Arabic right to left", async ({ page }) => {
    await page.goto(on("ar"));
    await page.locator("footer").getByRole("link").first().click();
    await expect(page.locator("article h1")).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("article")).not.toContainText("lorem", { ignoreCase: true });
    await expect(page.locator("article a").first()).toHaveAttribute("href", /^\//);
  });
});

test.describe("SEO landing pages", () => {
  test(
    "a landing page from the sitemap shows its saved search with its SEO texts",
    SAME_ON_PHONES,
    async ({ page, request }) => {
      const sitemap = await (await request.get("/sitemaps/pages-0.xml")).text();
      const landing = [...sitemap.matchAll(/<loc>([^<]+\/sp\/\d+)<\/loc>/g)].map((m) => m[1]!);
      expect(landing.length).toBeGreaterThanOrEqual(2);
      expect(sitemap).toContain(`http://localhost:${port}/about-us`);
      await page.goto(landing[0]!);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Wholesale /);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /verified suppliers/);
      await expect(page.getByText("Every supplier on this page lists")).toBeVisible();
      // One language's page: canonical, but no alternates on other language hosts.
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", landing[0]!);
      await expect(page.locator('link[rel="alternate"]')).toHaveCount(0);
      await expect(page.locator("main article").first()).toBeVisible();
      // Filters stay on the landing address.
      const path = new URL(landing[0]!).pathname;
      await expect(page.locator(`main a[href^="${path}?"]`).first()).toBeAttached();
    },
  );

  test(
    "a wrong name redirects to the landing page's own; another language's record is not found",
    SAME_ON_PHONES,
    async ({ request }) => {
      const sitemap = await (await request.get("/sitemaps/pages-0.xml")).text();
      const path = new URL(/<loc>([^<]+\/sp\/\d+)<\/loc>/.exec(sitemap)![1]!).pathname;
      const id = path.split("/").at(-1);
      const renamed = await request.get(`/some-old-name/sp/${id}`, { maxRedirects: 0 });
      expect(renamed.status()).toBe(301);
      expect(renamed.headers().location).toBe(path);
      expect((await request.get(`/x/${id}/s`)).status()).toBe(200);
      const tr = await request.get(`/x/sp/${id}`, {
        headers: { host: `tr.localhost:${port}` },
        maxRedirects: 0,
      });
      expect(tr.status()).toBe(404);
      expect((await request.get("/x/sp/999999")).status()).toBe(404);
      expect((await request.get(`/x/sc/${id}/not-a-code`)).status()).toBe(404);
    },
  );
});

test(
  "verify without a configured verification service explains verification",
  SAME_ON_PHONES,
  async ({ request }) => {
    const response = await request.get("/verify?token=abc123", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/verified-company-link");
  },
);
