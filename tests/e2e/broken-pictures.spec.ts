import { expect, type Locator, type Page, SAME_ON_PHONES, test } from "./support/test.ts";

// Pictures that fail to load show the not-found picture or the default logo, or leave the page,
// even when the page's own scripts never run: the app's JavaScript modules are refused here, so
// the page is never hydrated and only the script at the start of its body works.
const NOT_FOUND = "/media/demo/notfound/0_200x200.jpg";
const NOT_FOUND_GALLERY = "/media/demo/notfound/0_400x520.jpg";
const DEFAULT_LOGO = "/media/demo/logo/0.png";
const STOREFRONT = "/ruifeng-plastic-import-export-co-ltd/co";

/** Refuses the app's JavaScript modules; returns a check that the page really ran without them. */
async function withoutAppScripts(page: Page) {
  let refused = 0;
  await page.route(/\/assets\/[^?]+\.js(\?|$)/, (route) => {
    refused++;
    return route.abort();
  });
  return async () => {
    expect(refused, "the app's modules were asked for and refused").toBeGreaterThan(0);
    expect(await page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(false);
  };
}

/** Answers 404 for the pictures matching `pattern`; returns the addresses that were asked for. */
async function failPictures(page: Page, pattern: RegExp) {
  const failed: string[] = [];
  await page.route(pattern, (route) => {
    failed.push(new URL(route.request().url()).pathname);
    return route.fulfill({ status: 404, body: "" });
  });
  return failed;
}

async function expectShowing(img: Locator, src: string) {
  await expect(img).toHaveAttribute("src", src);
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
}

test.describe("broken pictures before the page's scripts run", () => {
  test(
    "product pictures show the not-found picture in cards and in the gallery, logos the default logo",
    SAME_ON_PHONES,
    async ({ page }) => {
      const ranWithoutScripts = await withoutAppScripts(page);
      const products = await failPictures(page, /\/media\/demo\/product\//);
      const logos = await failPictures(page, /\/media\/demo\/logo\/[1-9]\d*\.png/);

      await page.goto("/apparel/ca/002");
      const card = page.locator("main article img").first();
      await expectShowing(card, NOT_FOUND);

      await page.goto("/x/pr/9");
      await expectShowing(page.locator("main img[width='400']").first(), NOT_FOUND_GALLERY);
      const supplierLogo = page.getByRole("complementary", { name: "Supplier" }).locator("img").first();
      await expectShowing(supplierLogo, DEFAULT_LOGO);

      expect(products.length).toBeGreaterThan(0);
      expect(logos.length).toBeGreaterThan(0);
      await ranWithoutScripts();
    },
  );

  test(
    "a storefront's failing logo shows the default logo and its banner carousel leaves the page",
    SAME_ON_PHONES,
    async ({ page }) => {
      const ranWithoutScripts = await withoutAppScripts(page);
      const banners = await failPictures(page, /\/media\/demo\/banner\//);
      const logos = await failPictures(page, /\/media\/demo\/logo\/[1-9]\d*\.png/);

      await page.goto(`${STOREFRONT}/detail/1`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectShowing(page.locator(`main header img[src="${DEFAULT_LOGO}"]`), DEFAULT_LOGO);
      await expect.poll(() => banners.length).toBeGreaterThan(0);
      await expect(page.locator("[aria-roledescription=carousel]")).toBeHidden();
      await expect(page.getByRole("rowheader", { name: "Business Type" })).toBeVisible();

      expect(logos.length).toBeGreaterThan(0);
      await ranWithoutScripts();
    },
  );

  test("a category's SEO banner that fails leaves the listing", SAME_ON_PHONES, async ({ page, browser }) => {
    // A category no other spec edits.
    const category = "034005001";
    const broken = `/media/uploads/missing-banner-${category}.jpg`;
    await page.goto(
      `/login?returnUrl=${encodeURIComponent(`/admin/seo/categories?category=${category}&language=en`)}`,
    );
    await page.getByLabel("E-mail").fill("moderator@caravan.test");
    await page.getByLabel("Password").fill("caravan-demo");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByLabel("Banner images").fill(broken);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Saved. The public page shows it now.")).toBeVisible();
    const listing = new URL(
      (await page.getByRole("link", { name: "View the public page" }).getAttribute("href"))!,
    ).pathname;

    try {
      const visitor = await browser.newContext();
      const anonymous = await visitor.newPage();
      const ranWithoutScripts = await withoutAppScripts(anonymous);
      await failPictures(anonymous, /\/media\/demo\/product\//);
      await anonymous.goto(listing);
      const banner = anonymous.locator(`img[src="${broken}"]`);
      await expect(banner).toHaveCount(1);
      await expect(banner).toBeHidden();
      await expectShowing(anonymous.locator("main article img").first(), NOT_FOUND);
      await ranWithoutScripts();
      await visitor.close();
    } finally {
      await page.getByText("Remove these texts").click();
      await page.getByRole("button", { name: "Yes, delete" }).click();
      await expect(page.getByText("The category's SEO in this language has been removed.")).toBeVisible();
    }
  });
});

test(
  "pictures a hydrated page renders later fall back too (a page of cards reached by a click)",
  SAME_ON_PHONES,
  async ({ page }) => {
    await failPictures(page, /\/media\/demo\/product\//);
    await page.goto("/apparel/ca/002");
    await expectShowing(page.locator("main article img").first(), NOT_FOUND);
    // Clicked before the page is hydrated, the link loads page 2 as a new document (seen on a loaded
    // machine); the pictures under test are those the hydrated page renders itself.
    await page.waitForFunction(() => "__reactRouterRouteModules" in window);
    await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/[?&]p=1\b/);
    await expectShowing(page.locator("main article img").first(), NOT_FOUND);
    expect(await page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(true);
  },
);
