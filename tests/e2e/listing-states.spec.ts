import { expect, type Page, SAME_ON_PHONES, test } from "./support/test.ts";

const port = Number(process.env.E2E_PORT ?? 3456);
// The header's search box is a combobox: it suggests as the buyer types.
const searchBox = (page: Page) => page.locator("header").getByRole("combobox", { name: "Search products" });
const cards = (page: Page) => page.locator("main article").filter({ has: page.locator("h3") });
const matches = (page: Page) => page.getByRole("navigation", { name: "Categories with matches" });

test.describe("listing states", () => {
  // Each story loads several listings; the shared test machine can be slow.
  test.slow();

  test("the header's search box keeps what was searched", SAME_ON_PHONES, async ({ page }) => {
    await page.goto("/");
    await searchBox(page).fill("organic cotton");
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL(/\/search-product\/organic%20cotton$/);
    await expect(searchBox(page)).toHaveValue("organic cotton");
    // A listing narrowed by ?s= shows it too, and a new search replaces it.
    await page.goto("/apparel/ca/002?s=linen");
    await expect(searchBox(page)).toHaveValue("linen");
    await searchBox(page).fill("wool");
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL(/\/search-product\/wool$/);
    await expect(searchBox(page)).toHaveValue("wool");
    await page.goto("/apparel/ca/002");
    await expect(searchBox(page)).toHaveValue("");
  });

  test("on a phone a text search shows products first, the categories one tap away", async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, "the phone layout");
    await page.goto("/search-product/cotton");
    const first = cards(page).first();
    await expect(first).toBeVisible();
    const box = (await first.boundingBox())!;
    expect(box.y).toBeLessThan(page.viewportSize()!.height - 120); // its picture and name are in sight
    // The categories are one disclosure, closed, announced as a button.
    const toggle = matches(page).locator("summary").first();
    await expect(toggle).toContainText("All categories");
    const subCategory = matches(page)
      .getByRole("link", { name: /^All of / })
      .first();
    await expect(subCategory).toBeHidden();
    // Opened from the keyboard.
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(subCategory).toBeVisible();
    await subCategory.click();
    await expect(page).toHaveURL(/[?&]c=\d{3}/);
    // After the choice the disclosure is closed again, over the new list, and names the choice.
    await expect(cards(page).first()).toBeInViewport();
    await expect(matches(page).locator("summary").first()).not.toContainText("All categories");
  });

  test("on a wide screen the categories stay open beside the products", async ({ page, isMobile }) => {
    test.skip(isMobile, "the wide layout");
    await page.goto("/search-product/cotton");
    await expect(
      matches(page)
        .getByRole("link", { name: /^All of / })
        .first(),
    ).toBeVisible();
    await expect(matches(page).getByRole("heading", { name: "Categories with matches" })).toBeVisible();
  });

  test(
    "a page past the end says so with a 404 and leads back into the list",
    SAME_ON_PHONES,
    async ({ page }) => {
      const response = await page.goto("/apparel/ca/002?p=500");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Page 501 does not exist" })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      // No contradiction: no "Sorry" and no count toolbar beside it.
      await expect(page.getByRole("heading", { name: "Sorry" })).toHaveCount(0);
      await expect(page.getByRole("status").filter({ hasText: "Products found:" })).toHaveCount(0);
      const text = (await page.locator("#page-missing-title").locator("xpath=..").textContent())!;
      const total = Number(text.match(/Products found: ([\d,]+)/)![1]!.replace(/,/g, ""));
      const lastPage = Math.ceil(total / 20);
      expect(text).toContain(`The last page is page ${lastPage}.`);

      await page.getByRole("link", { name: `Go to the last page (${lastPage})` }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]p=${lastPage - 1}$`));
      await expect(cards(page).first()).toBeVisible();
      const pager = page.getByRole("navigation", { name: "Pages" });
      await expect(pager.locator("[aria-current=page]")).toContainText(String(lastPage));
      await page.goto("/apparel/ca/002?p=500");
      await page.getByRole("link", { name: "Go to the first page" }).click();
      await expect(page).toHaveURL(/\/ca\/002$/);
      await expect(pager.locator("[aria-current=page]")).toContainText("1");
      // The last page itself is a normal page.
      const last = await page.request.get(`/apparel/ca/002?p=${lastPage - 1}`);
      expect(last.status()).toBe(200);

      // A storefront's product list likewise.
      const storefront = await page.goto("/ruifeng-plastic-import-export-co-ltd/co/1?p=99");
      expect(storefront?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Page 100 does not exist" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Sorry" })).toHaveCount(0);
      await page.getByRole("link", { name: "Go to the first page" }).click();
      await expect(page).toHaveURL(/\/co\/1$/);
      await expect(cards(page).first()).toBeVisible();
    },
  );

  test(
    "a search for spaces or punctuation only asks for a word instead of listing everything",
    SAME_ON_PHONES,
    async ({ page, request }) => {
      for (const path of ["/search-product/%20", "/search-product/%21%21%21", "/search-product?s=+-+"]) {
        await page.goto(path);
        await expect(page).toHaveURL(/\/search-product\?s=/);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search products");
        await expect(page.getByText("Type at least one letter or number")).toBeVisible();
        await expect(cards(page)).toHaveCount(0);
      }
      // The header's box: a space passes the browser's "required", the server still refuses it.
      await page.goto("/");
      await searchBox(page).fill(" ");
      await searchBox(page).press("Enter");
      await expect(page.getByText("Type at least one letter or number")).toBeVisible();
      // The page's own form searches once a word is typed.
      await page.getByRole("main").getByRole("searchbox").fill("cotton");
      await page.getByRole("main").getByRole("button", { name: "Search" }).click();
      await expect(page).toHaveURL(/\/search-product\/cotton$/);
      // A listing's ?s= of punctuation is no text: the category's full list.
      const whole = await page.request.get("/apparel/ca/002");
      const punctuated = await page.request.get("/apparel/ca/002?s=%21%21");
      const countOf = (html: string) => html.match(/Products found: ([\d,]+)/)?.[1];
      expect(countOf(await punctuated.text())).toBe(countOf(await whole.text()));

      const api = await request.post(`http://localhost:${port}/api/products/search`, {
        data: { searchStr: " " },
        headers: { origin: `http://localhost:${port}` },
      });
      expect(api.status()).toBe(400);
      expect((await api.json()).error.code).toBe("invalid_data");
    },
  );
});
