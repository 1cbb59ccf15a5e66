import { expect, SAME_ON_PHONES, test } from "./support/test.ts";

const port = Number(process.env.E2E_PORT ?? 3456);
const on = (lang: string, path = "/") => `http://${lang}.localhost:${port}${path}`;
const RFQ = "/profile/purchase-request/detail";

test.describe("home page", () => {
  test("shows the merchandising from the database without React's client runtime", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
    await page.goto("/");
    const tiles = page.locator("[data-category-tiles]");
    await expect(tiles.getByRole("link")).toHaveText([
      "Food & Beverage",
      "Apparel & Textile",
      "Furniture",
      "Electronics",
    ]);
    for (const tool of [
      "E-Commerce",
      "Communication Tools",
      "Export Tools",
      "E-Marketing Tools",
      "Educations",
      "Artificial Intelligence",
    ])
      await expect(page.getByRole("link", { name: new RegExp(`^${tool}`) })).toBeVisible();
    for (const heading of ["Recommended Products", "Opportunity Brands", "Sponsor Companies"])
      await expect(page.getByRole("heading", { name: heading })).toBeAttached();
    await expect(page.getByRole("link", { name: /^Go to Category/ })).toHaveCount(3);
    await expect(
      page.getByRole("region", { name: "Featured offers" }).getByRole("img").first(),
    ).toBeVisible();
    // One small page script, no hydration bundle.
    expect(scripts.filter((url) => url.includes("/assets/"))).toEqual([
      expect.stringMatching(/home-page-.*\.js$/),
    ]);
  });

  test("hovering a category opens its sub-categories, which stay 300 ms after the pointer leaves", async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, "the hover panel is for wide screens; phones scroll the categories sideways");
    await page.goto("/");
    const apparel = page.locator("[data-menu-item]").filter({ hasText: "Apparel & Textile" });
    const panel = apparel.locator("[data-menu-panel]");
    await expect(panel).toBeHidden();
    await apparel.getByRole("link").first().hover();
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("link")).toContainText(["Men's Clothing", "Women's Clothing"]);
    // The delay is a CSS transition. The page's animation clock is stopped for the next checks, so
    // they see the state the pointer left, however long a loaded machine takes to look.
    const animations = await page.context().newCDPSession(page);
    await animations.send("Animation.enable");
    await animations.send("Animation.setPlaybackRate", { playbackRate: 0 });
    const hiding = () =>
      panel.evaluate((element) =>
        element
          .getAnimations()
          .filter((animation) => (animation as CSSTransition).transitionProperty === "visibility")
          .map((animation) => animation.effect?.getTiming().delay),
      );
    // Into the panel: it stays open, nothing is hiding it.
    await panel.getByRole("link", { name: "Fabrics" }).hover();
    await expect(panel).toBeVisible();
    expect(await hiding()).toEqual([]);
    // Away from both: still shown, hiding after 300 ms; and gone once the clock runs again.
    await page.mouse.move(5, 600);
    await expect.poll(hiding).toEqual([300]);
    await expect(panel).toBeVisible();
    await animations.send("Animation.setPlaybackRate", { playbackRate: 1 });
    await expect(panel).toBeHidden({ timeout: 2000 });
    // Keyboard: focusing a category shows its panel, and Tab walks into it.
    await page.getByRole("link", { name: "Furniture", exact: true }).first().focus();
    await expect(
      page.locator("[data-menu-item]").filter({ hasText: "Furniture" }).locator("[data-menu-panel]"),
    ).toBeVisible();
    await page.getByRole("link", { name: "All Categories" }).first().click();
    await expect(page).toHaveURL(/\/categories$/);
  });

  test("the banner gallery plays on its own and can be paused", async ({ page }) => {
    // The page's timers run on a clock the test can move on at once (it flows as usual until then).
    await page.clock.install();
    await page.goto("/");
    const gallery = page.getByRole("region", { name: "Featured offers" });
    const current = gallery.locator('[data-carousel-dot][aria-current="true"]');
    await expect(current).toHaveAttribute("data-carousel-dot", "0");
    await expect(current).toHaveAttribute("data-carousel-dot", "1", { timeout: 8000 });
    await gallery.getByRole("button", { name: "Pause" }).click();
    await expect(gallery.getByRole("button", { name: "Play" })).toBeVisible();
    const paused = await current.getAttribute("data-carousel-dot");
    await page.mouse.move(1, 1);
    await page.clock.runFor(6000);
    await expect(current).toHaveAttribute("data-carousel-dot", paused!);
    await gallery.getByRole("button", { name: "Show slide 4" }).click();
    await expect(current).toHaveAttribute("data-carousel-dot", "3");
  });

  test("rows become carousels on scroll; recently viewed products come from local storage", async ({
    page,
  }) => {
    await page.goto("/");
    await page.evaluate(() =>
      localStorage.setItem(
        "recentlyProducts",
        JSON.stringify([
          { id: 7, name: "Seen Olive Oil", img: "/media/demo/product/015-1.jpg" },
          { id: 9, name: "Seen Towel", img: null },
        ]),
      ),
    );
    await page.reload();
    const recommended = page
      .locator("section")
      .filter({ has: page.getByRole("heading", { name: "Recommended Products" }) });
    await expect(recommended.getByRole("button", { name: "Next" })).toBeHidden();
    await expect(page.getByRole("heading", { name: "Recently Viewed Products" })).toBeHidden();
    await page.mouse.wheel(0, 200);
    await expect(recommended.getByRole("button", { name: "Next" })).toBeVisible();
    await page.mouse.wheel(0, 600);
    const recent = page
      .locator("section")
      .filter({ has: page.getByRole("heading", { name: "Recently Viewed Products" }) });
    await expect(recent.getByRole("link")).toHaveText(["Seen Olive Oil", "Seen Towel"]);
    await expect(recent.getByRole("link", { name: "Seen Olive Oil" })).toHaveAttribute(
      "href",
      "/seen-olive-oil/pr/7",
    );
  });

  test(
    "the quotation card sends anonymous visitors to sign in first and back",
    SAME_ON_PHONES,
    async ({ page }) => {
      await page.goto("/");
      const link = page.locator("[data-rfq-link]");
      await expect(link).toHaveAttribute("href", `/login?returnUrl=${encodeURIComponent(RFQ)}`);
      await expect(link).not.toHaveAttribute("target", "_blank");
      await link.click();
      await expect(page).toHaveURL(/\/login\?returnUrl=%2Fprofile%2Fpurchase-request%2Fdetail$/);
    },
  );

  test(
    "signed in, the quotation card opens the request form in a new tab",
    SAME_ON_PHONES,
    async ({ page }) => {
      await page.goto("/login");
      await page.getByLabel("E-mail").fill("buyer@caravan.test");
      await page.getByLabel("Password").fill("caravan-demo");
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.waitForURL((url) => url.pathname !== "/login");
      await page.goto("/");
      const link = page.locator("[data-rfq-link]");
      await expect(link).toHaveAttribute("href", RFQ);
      await expect(link).toHaveAttribute("target", "_blank");
    },
  );

  test("Arabic home page is right to left and fits a phone", async ({ page }) => {
    await page.goto(on("ar"));
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("#sponsors-title")).toHaveText("الشركات الراعية");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
