import { expect, type Page, SAME_ON_PHONES, test } from "./support/test.ts";

const port = Number(process.env.E2E_PORT ?? 3456);
const on = (lang: string, path: string) => `http://${lang}.localhost:${port}${path}`;

const count = async (page: Page) => {
  const text = (await page.getByRole("status").filter({ hasText: /\d/ }).first().textContent()) ?? "";
  return Number(text.replace(/\D/g, ""));
};
const firstOriginCheckbox = (page: Page) =>
  page.getByRole("group", { name: "Place of origin" }).getByRole("checkbox").first();

test.describe("product list and search screen", () => {
  test("browses a category: breadcrumb, cards, page size and paging", async ({ page }) => {
    await page.goto("/apparel/ca/002");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Apparel & Textile");
    const crumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumb.getByRole("link", { name: "Home" })).toBeVisible();
    await expect(crumb.locator("[aria-current=page]")).toHaveText("Apparel & Textile");
    await expect(page.getByText("You are in:")).toBeVisible();
    await expect(page.locator("main article")).toHaveCount(20 + 5); // the page and the sponsor block
    const total = await count(page);
    expect(total).toBeGreaterThan(20);

    const pager = page.getByRole("navigation", { name: "Pages" });
    await expect(pager.locator("[aria-current=page]")).toContainText("1");
    await pager.getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/[?&]p=1\b/);
    await expect(pager.locator("[aria-current=page]")).toContainText("2");

    await page.getByRole("link", { name: "50", exact: true }).click();
    await expect(page).toHaveURL(/l=50/);
    await expect(page).not.toHaveURL(/[?&]p=/);
    await page.getByRole("link", { name: "List", exact: true }).click();
    await expect(page).toHaveURL(/lt=1/);
  });

  test("combines filters with exact counts, chips and Clear All", async ({ page, isMobile }) => {
    test.skip(isMobile, "the phone's bottom sheet has a test of its own");
    await page.goto("/apparel/ca/002");
    const total = await count(page);
    const origin = firstOriginCheckbox(page);
    const optionCount = Number(
      ((await origin.locator("xpath=ancestor::label").textContent()) ?? "").replace(/\D/g, ""),
    );
    await origin.check();
    await expect(page).toHaveURL(/poo=/);
    await expect.poll(() => count(page)).toBe(optionCount);
    await expect(page.getByRole("list", { name: "Selected filters" }).getByRole("link")).toHaveCount(2); // chip + Clear All

    const company = page.getByRole("group", { name: "Companies" }).getByRole("checkbox").first();
    await company.check();
    await expect(page).toHaveURL(/co=/);
    await expect.poll(() => count(page)).toBeLessThanOrEqual(optionCount);
    await expect(page.getByRole("list", { name: "Selected filters" }).getByRole("link")).toHaveCount(3);

    await page
      .getByRole("link", { name: /^Remove filter/ })
      .first()
      .click();
    await expect(page).not.toHaveURL(/poo=/);
    await page
      .getByRole("list", { name: "Selected filters" })
      .getByRole("link", { name: "Clear All" })
      .click();
    await expect.poll(() => count(page)).toBe(total);
  });

  test("full-text search from the header shows the category accordion", async ({ page, isMobile }) => {
    await page.goto("/");
    await page
      .getByRole("searchbox")
      .or(page.getByPlaceholder("What are you looking for?"))
      .first()
      .fill("cotton");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/search-product\/cotton$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("cotton");
    const accordion = page.getByRole("navigation", { name: "Categories with matches" });
    // On a phone the accordion is one tap away, behind a disclosure above the products.
    if (isMobile) await accordion.locator("summary").first().click();
    const firstTab = accordion.locator("details details").first();
    await expect(firstTab).toHaveAttribute("open", "");
    const all = await count(page);
    const sub = firstTab.getByRole("link").nth(1);
    const subCount = Number(
      ((await sub.textContent()) ?? "").match(/\((\d[\d,]*)\)/)?.[1]?.replace(/,/g, ""),
    );
    await sub.click();
    await expect(page).toHaveURL(/[?&]c=\d{6}/);
    await expect(page).not.toHaveURL(/[?&]p=/);
    await expect.poll(() => count(page)).toBe(subCount);
    expect(subCount).toBeLessThanOrEqual(all);
    // The plain filter form keeps the chosen sub-category too.
    await expect(page.locator("form input[type=hidden][name=c]").first()).toHaveAttribute("value", /^\d{6}$/);
  });

  test("on a phone the filters are a bottom sheet that applies on Done", async ({ page, isMobile }) => {
    test.skip(!isMobile, "bottom sheet is the phone layout");
    await page.goto("/apparel/ca/002");
    const total = await count(page);
    await page.getByRole("button", { name: /^Filters/ }).click();
    const sheet = page.getByRole("dialog", { name: "Filters" });
    await expect(sheet).toBeVisible();
    const expand = sheet.getByRole("button", { name: "Place of origin" });
    if ((await expand.getAttribute("aria-expanded")) === "false") await expand.click();
    await sheet.getByRole("group", { name: "Place of origin" }).getByRole("checkbox").first().check();
    await expect(page).not.toHaveURL(/poo=/); // nothing applied before Done
    await sheet.getByRole("button", { name: "Done" }).click();
    await expect(page).toHaveURL(/poo=/);
    await expect(sheet).toBeHidden();
    await expect.poll(() => count(page)).toBeLessThan(total);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("origin searches, bad parameters and the no-results state", SAME_ON_PHONES, async ({ page }) => {
    await page.goto("/search-product/CN/pp");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("China");
    expect(await count(page)).toBeGreaterThan(0);
    await page.goto("/search-product/TR/cp?l=30&lt=7&p=-3&f=%7Bbroken");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Türkiye");
    // Exact: other tests' products and companies carry numbers in their names ("… pl-desktop-20647").
    await expect(page.getByRole("link", { name: "20", exact: true })).toHaveAttribute("aria-current", "true");
    await page.goto("/search-product/zzqxjv");
    await expect(page.getByRole("heading", { name: "Sorry" })).toBeVisible();
    const unknown = await page.goto("/anything/ca/999999");
    expect(unknown?.status()).toBe(404);
  });

  test(
    "orders the cards by price when the buyer chooses Price: low to high",
    SAME_ON_PHONES,
    async ({ page }) => {
      await page.goto("/apparel/ca/002?lt=1");
      const total = await count(page);
      // Choosing an order goes there at once only once the page's script runs (until then the
      // choice waits for the Sort button, which the script removes): on a loaded machine the script
      // can arrive after the box is on screen.
      await expect(page.locator("[data-sort-control] button[type=submit]")).toHaveCount(0);
      await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Price: low to high" });
      await expect(page).toHaveURL(/[?&]sort=price_asc\b/);
      await expect(page).toHaveURL(/[?&]lt=1\b/);
      await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("price_asc");
      expect(await count(page)).toBe(total);
      // Each card's price, or null for "Ask price": the lowest first, products without one last.
      const prices = await page.locator("[data-product-list] > li").evaluateAll((items) =>
        items.map((item) => {
          const text = item.querySelector("[data-card-price]")?.textContent ?? null;
          return text === null ? null : Number(text.replace(/,/g, "").match(/\d+(\.\d+)?/)![0]);
        }),
      );
      const priced = prices.filter((p): p is number => p !== null);
      expect(priced.length).toBeGreaterThan(1);
      expect(priced).toEqual([...priced].sort((a, b) => a - b));
      expect(prices.slice(0, priced.length)).toEqual(priced);
    },
  );

  test(
    "works without JavaScript: the filter form and the pager are links and forms",
    SAME_ON_PHONES,
    async ({ browser }) => {
      // The desktop layout is enough to prove the plain form.
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`http://localhost:${port}/apparel/ca/002`);
      await expect(
        page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Page 2" }),
      ).toHaveAttribute("href", /[?&]p=1/);
      const origin = firstOriginCheckbox(page);
      await origin.check();
      await page.getByRole("button", { name: "Apply filters" }).first().click();
      await expect(page).toHaveURL(/poo=/);
      await expect(page.getByRole("list", { name: "Selected filters" })).toBeVisible();
      // The order is a small form of its own, which keeps the filters.
      await page.getByRole("combobox", { name: "Sort by" }).selectOption("newest");
      await page.getByRole("button", { name: "Sort", exact: true }).click();
      await expect(page).toHaveURL(/sort=newest/);
      await expect(page).toHaveURL(/poo=/);
      await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("newest");
      await context.close();
    },
  );

  test(
    "a company's products in one category, with a title, and 404 for an unknown company",
    SAME_ON_PHONES,
    async ({ page }) => {
      await page.goto("/apparel/ca/002");
      const companyHref = await page
        .locator("main article")
        .first()
        .locator("a[href*='/co/']")
        .getAttribute("href");
      const companyId = companyHref?.match(/\/co\/(\d+)/)?.[1];
      await page.goto(`/some-company/co/pr/${companyId}/002`);
      // Inside the storefront shell: the company is the page's h1, the category titles the list.
      await expect(page.locator("#company-products-title")).toContainText("Apparel & Textile:");
      await expect(page.locator("main article").first()).toBeVisible();
      const missing = await page.goto("/some-company/co/pr/99999999/002");
      expect(missing?.status()).toBe(404);
    },
  );

  test("renders in Arabic, right to left, with translated labels", async ({ page }) => {
    await page.goto(on("ar", "/apparel/ca/002"));
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toMatch(/[\u0600-\u06FF]/);
    const resultCount = page.getByRole("status").filter({ hasText: /\d/ }).first();
    expect(await resultCount.textContent()).toMatch(/[\u0600-\u06FF]/);
    await expect(page.getByRole("button", { name: /[\u0600-\u06FF]/ }).first()).toBeVisible();
  });
});
