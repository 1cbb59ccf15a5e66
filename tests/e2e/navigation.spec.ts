import { expect, SAME_ON_PHONES, test } from "./support/test.ts";

test.describe("category and country directories", () => {
  test("/categories lists every category in three levels and links to the listings", async ({ page }) => {
    await page.goto("/categories");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("All categories");
    await expect(page.locator("main section").getByRole("heading", { level: 2 })).toHaveCount(8);
    const apparel = page.getByRole("region", { name: "Apparel & Textile" });
    const second = apparel.getByRole("link").nth(1);
    const name = (await second.textContent()) ?? "";
    await second.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  });

  test(
    "/browse-country counts products per place of origin, matching the origin search",
    SAME_ON_PHONES,
    async ({ page }) => {
      await page.goto("/browse-country");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Browse by country");
      const china = page.getByRole("link", { name: /^China/ });
      const shown = Number(((await china.textContent()) ?? "").replace(/\D/g, ""));
      expect(shown).toBeGreaterThan(0);
      await china.click();
      await expect(page).toHaveURL(/\/search-product\/CN\/pp$/);
      const status = page.getByRole("status").filter({ hasText: /\d/ }).first();
      await expect(status).toContainText(new Intl.NumberFormat("en").format(shown));
    },
  );
});

test.describe("route parser", () => {
  test(
    "a single segment naming a category goes to its listing; an unknown one is 404",
    SAME_ON_PHONES,
    async ({ page }) => {
      await page.goto("/apparel-textile");
      await expect(page).toHaveURL(/\/apparel-textile\/ca\/002$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Apparel & Textile");
      const port = Number(process.env.E2E_PORT ?? 3456);
      await page.goto(`http://tr.localhost:${port}/giyim-ve-tekstil`);
      await expect(page).toHaveURL(/\/giyim-ve-tekstil\/ca\/002$/);
      const unknown = await page.goto("/no-such-thing-here");
      expect(unknown?.status()).toBe(404);
      await expect(page.getByText("SORRY")).toBeVisible();
    },
  );
});

test(
  "in company-subdomain mode the route parser finds a company's website by its name key",
  SAME_ON_PHONES,
  async ({ request }) => {
    const companyMode = `http://localhost:${Number(process.env.E2E_PORT ?? 3456) + 1}`;
    const company = await request.get(`${companyMode}/ruifeng-plastic-1`, { maxRedirects: 0 });
    expect(company.status()).toBe(302);
    expect(company.headers().location).toBe("/ruifeng-plastic-1/co/1");
    // …which is the company's storefront.
    const storefront = await request.get(`${companyMode}/ruifeng-plastic-1`);
    expect(storefront.status()).toBe(200);
    expect(await storefront.text()).toContain("Ruifeng Plastic Import &amp; Export Co., Ltd.");
    // Keys are not categories in this mode, and unknown keys are not found.
    expect((await request.get(`${companyMode}/apparel-textile`, { maxRedirects: 0 })).status()).toBe(404);
    expect((await request.get(`${companyMode}/no-such-company`, { maxRedirects: 0 })).status()).toBe(404);
  },
);

test("a search that finds products shows on the popular searches page", SAME_ON_PHONES, async ({ page }) => {
  await page.goto("/search-product/organic%20cotton");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("organic cotton");
  await page.goto("/topsearch");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Popular searches");
  await page.getByRole("link", { name: /^organic cotton/ }).click();
  await expect(page).toHaveURL(/\/search-product\/organic%20cotton$/);
});

test("the category browser drills down and comes back, and a leaf goes to its product list", async ({
  page,
}) => {
  await page.goto("/categories");
  const browser = page.getByRole("navigation", { name: "Category browser" });
  await expect(browser.getByRole("link")).toHaveCount(8);
  // Choosing drills down once the page's script runs (before, each item is a plain link to its
  // listing); the script has run when the route manifest it asks for after hydration is in.
  await page.waitForLoadState("networkidle");
  await browser.getByRole("link", { name: "Apparel & Textile" }).click();
  await expect(page).toHaveURL(/\/categories$/);
  await expect(browser.getByRole("heading")).toHaveText("Apparel & Textile");
  const second = browser.getByRole("list").getByRole("link").first();
  const secondName = (await second.textContent())?.replace("›", "").trim() ?? "";
  await second.click();
  await expect(browser.getByRole("heading")).toHaveText(secondName);
  await browser.getByRole("button", { name: /Back/ }).click();
  await expect(browser.getByRole("heading")).toHaveText("Apparel & Textile");
  await browser.getByRole("list").getByRole("link").first().click();
  const leaf = browser.getByRole("list").getByRole("link").first();
  const href = await leaf.getAttribute("href");
  expect(href).toMatch(/\/pc\/\d{9}\/c$/);
  await leaf.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test("the category browser works from the keyboard", async ({ page, isMobile }) => {
  test.skip(isMobile, "keyboard use is a desktop matter");
  await page.goto("/categories");
  // Enter opens the level in place only once the page's script runs; before that the link is a
  // plain link to the category's page (seen on a loaded machine in CI).
  await page.waitForLoadState("networkidle");
  const browser = page.getByRole("navigation", { name: "Category browser" });
  await browser.getByRole("link", { name: "Apparel & Textile" }).focus();
  await page.keyboard.press("Enter");
  await expect(browser.getByRole("heading")).toHaveText("Apparel & Textile");
  await expect(browser.getByRole("list").getByRole("link").first()).toBeFocused();
});

test(
  "a product search offers the suppliers of the same name, which the company search lists",
  SAME_ON_PHONES,
  async ({ page }) => {
    await page.goto("/search-product/textile");
    await page.getByRole("link", { name: "Suppliers named “textile”" }).click();
    await expect(page).toHaveURL(/\/search-company\/textile$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Suppliers: “textile”");
    const names = page.getByRole("heading", { level: 2 }).getByRole("link");
    expect(await names.count()).toBeGreaterThan(0);
    // Name matches come first (main-product matches follow).
    expect((await names.first().textContent())?.toLowerCase()).toContain("textile");
    await expect(names.first()).toHaveAttribute("href", /\/co\/\d+$/);
    const none = await page.goto("/search-company/zzqx-no-such-supplier");
    expect(none?.status()).toBe(200);
    await expect(page.getByText("Suppliers found: 0")).toBeVisible();
  },
);
