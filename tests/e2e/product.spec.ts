import { completeProduct, productWithPictures } from "./support/demo-products-db.ts";
import { expect, SAME_ON_PHONES, test } from "./support/test.ts";

test.describe("product detail page", () => {
  test("a card leads to its page: name, breadcrumb, price, supplier, structured data", async ({ page }) => {
    await page.goto("/apparel/ca/002");
    const card = page.locator("main [aria-busy] article").first();
    const name = (await card.locator("h3").textContent())!.trim();
    await card.locator("h3 a").click();
    await expect(page).toHaveURL(/\/pr\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(
      page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link").first(),
    ).toBeVisible();
    await expect(page.getByText(/^\$|Ask Price/).first()).toBeVisible();
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent())!,
    );
    expect(jsonLd).toMatchObject({ "@type": "Product", name });
    await page.getByRole("link", { name: "Go Company" }).first().click();
    await expect(page).toHaveURL(/\/co\/\d+$/);
  });

  test("price tiers, variations, tabs and certifications of a complete product", async ({ page }) => {
    const id = completeProduct();
    await page.goto(`/x/pr/${id}`);
    await expect(page).toHaveURL(new RegExp(`/[^/]+/pr/${id}$`)); // the canonical name replaces "x"
    const tiers = page.getByRole("list", { name: "Price by quantity" }).getByRole("listitem");
    expect(await tiers.count()).toBeGreaterThan(1);
    await expect(tiers.first()).toContainText("≥");
    await expect(page.locator("fieldset legend").first()).toBeVisible();
    await expect(page.getByRole("rowheader", { name: "Place of Origin" })).toBeVisible();
    await page.getByRole("link", { name: "Company Profile" }).click();
    await expect(page).toHaveURL(/\?tab=company$/);
    await expect(page.getByRole("rowheader", { name: "Main Products" })).toBeVisible();
    await page.getByRole("link", { name: "Certifications" }).click();
    await expect(page.getByText(/^Issued by /).first()).toBeVisible();
  });

  test("the gallery moves on by itself every 2 s and stops under the pointer", async ({ page, isMobile }) => {
    test.skip(isMobile, "hover is for pointers");
    // The page's timers run on a clock the test can move on at once (it flows as usual until then).
    await page.clock.install();
    const { id, pictures } = productWithPictures(3);
    const large = pictures.map((url) => url.replace(/(\.(?:jpe?g|png))$/i, "_400x520$1"));
    await page.goto(`/x/pr/${id}`);
    const main = page.locator('section[aria-roledescription="carousel"] img').first();
    const first = await main.getAttribute("src");
    expect(first).toBe(large[0]);
    await expect(main).not.toHaveAttribute("src", first!, { timeout: 4000 });
    await main.hover();
    const held = await main.getAttribute("src");
    expect(large).toContain(held);
    await page.clock.runFor(2500);
    await expect(main).toHaveAttribute("src", held!);
    // Under the pointer a thumbnail still chooses the picture: the one after the held one.
    const next = (large.indexOf(held!) + 1) % large.length;
    await page.getByRole("button", { name: `Show slide ${next + 1}` }).click();
    await expect(main).toHaveAttribute("src", large[next]!);
  });

  test(
    "recently viewed keeps the 15 newest visits, which the home page shows",
    SAME_ON_PHONES,
    async ({ page }) => {
      // Local storage is the same on phones.
      test.slow(); // eighteen pages
      for (let id = 1; id <= 17; id++) {
        // Not waiting for each page's pictures: seventeen pages of them outlasted the test's minute
        // on a loaded machine.
        await page.goto(`/x/pr/${id}`, { waitUntil: "domcontentloaded" });
        // Recorded once the page's script runs.
        await page.waitForFunction(
          (expected) => JSON.parse(localStorage.getItem("recentlyProducts") ?? "[]")[0]?.id === expected,
          id,
        );
      }
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("recentlyProducts") ?? "[]"));
      expect(stored).toHaveLength(15);
      expect(stored.map((e: { id: number }) => e.id)).toEqual([
        17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3,
      ]);
      await page.goto("/");
      await page.mouse.wheel(0, 900);
      const recent = page
        .locator("section")
        .filter({ has: page.getByRole("heading", { name: "Recently Viewed Products" }) });
      await expect(recent.getByRole("link")).toHaveCount(15);
    },
  );

  test("an unknown product is the 404 page", SAME_ON_PHONES, async ({ page }) => {
    expect((await page.goto("/x/pr/99999999"))?.status()).toBe(404);
    expect((await page.goto("/x/pr/abc"))?.status()).toBe(404);
  });
});

test.describe("product page tabs and links", () => {
  test("the Location tab loads the map only when opened, at the product's place, with directions", async ({
    page,
  }) => {
    const leaflet: string[] = [];
    page.on("request", (r) => {
      if (/leaflet/i.test(r.url())) leaflet.push(r.url());
    });
    await page.goto("/x/pr/9");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(leaflet).toEqual([]);
    await page.getByRole("link", { name: "Location" }).click();
    await expect(page).toHaveURL(/\?tab=location$/);
    const map = page.getByRole("region", { name: "Map of the production location" });
    await expect(map.locator(".leaflet-container, .leaflet-pane").first()).toBeAttached();
    await expect(map).toHaveAttribute("aria-busy", "false");
    expect(leaflet.length).toBeGreaterThan(0);
    const directions = page.getByRole("link", { name: "Get directions" });
    await expect(directions).toHaveAttribute("href", /openstreetmap\.org\/directions\?route=%3B-?\d/);
    await expect(directions).toHaveAttribute("target", "_blank");
  });

  test(
    "Ask Company remembers the supplier and goes to sign in, then to the meeting page",
    SAME_ON_PHONES,
    async ({ page }) => {
      await page.goto("/x/pr/9");
      const ask = page.getByRole("link", { name: "Ask Company" });
      const href = await ask.getAttribute("href");
      expect(href).toMatch(/^\/login\?returnUrl=%2Fprofile%2Fmeeting%3Fcompany%3D\d+$/);
      // Remembering the supplier is the link's script: click once the page is hydrated (a click
      // before that still works, through the address alone, which the meeting page reads too).
      await page.waitForLoadState("networkidle");
      await ask.click();
      await expect(page).toHaveURL(/\/login\?returnUrl=/);
      const stored = await page.evaluate(() => localStorage.getItem("chatCompanyId"));
      expect(href).toContain(`company%3D${stored}`);
      await page.getByLabel("E-mail").fill("buyer@caravan.test");
      await page.getByLabel("Password").fill("caravan-demo");
      await page.getByRole("button", { name: "Sign in" }).click();
      // Signed in, the link opens (or starts) the conversation with that company.
      await expect(page).toHaveURL(/\/profile\/meeting\/\d+$/);
      await page.goto("/x/pr/9");
      await expect(page.getByRole("link", { name: "Ask Company" })).toHaveAttribute(
        "href",
        `/profile/meeting?company=${stored}`,
      );
    },
  );
});

test(
  "a supplier logo that fails to load is replaced by the default logo",
  SAME_ON_PHONES,
  async ({ page }) => {
    await page.route(/\/media\/demo\/logo\/[1-9]\d*/, (route) => route.fulfill({ status: 404 }));
    await page.goto("/x/pr/9");
    const logo = page.getByRole("complementary", { name: "Supplier" }).locator("img").first();
    await expect(logo).toHaveAttribute("src", /\/media\/demo\/logo\/0\.png$/);
  },
);
