import { expect, type Page, SAME_ON_PHONES, test } from "./support/test.ts";

const port = Number(process.env.E2E_PORT ?? 3456);
const box = (page: Page, name = "Search products") => page.locator("header").getByRole("combobox", { name });
const suggestions = (page: Page, name = "Suggestions") => page.getByRole("listbox", { name });
const group = (page: Page, name: string) => suggestions(page).getByRole("group", { name, exact: true });
/** The live region that says how many suggestions there are. */
const announcement = (page: Page) => page.locator("header [aria-live=polite]");

test.describe("search box suggestions", () => {
  test("typing on the home page suggests searches, categories and suppliers; the keyboard opens a category", async ({
    page,
  }) => {
    // The home page runs without React: the suggestions come with its own small script.
    await page.goto("/");
    await box(page).pressSequentially("shirt", { delay: 40 });
    await expect(suggestions(page)).toBeVisible();
    await expect(box(page)).toHaveAttribute("aria-expanded", "true");
    // The last word completed from the category names; the categories with a word starting with it.
    await expect(group(page, "Searches").getByRole("option", { name: "shirts", exact: true })).toBeVisible();
    await expect(group(page, "Categories").getByRole("option")).toContainText([
      "Shirts",
      "T-Shirts",
      "Kids' T-Shirts",
    ]);
    const count = await suggestions(page).getByRole("option").count();
    await expect(announcement(page)).toHaveText(
      `Suggestions: ${count}. Choose one with the up and down arrow keys.`,
    );

    // Down goes through the options one by one, the box saying which is highlighted; focus stays.
    const options = suggestions(page).getByRole("option");
    await box(page).press("ArrowDown");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await expect(box(page)).toHaveAttribute(
      "aria-activedescendant",
      (await options.first().getAttribute("id"))!,
    );
    const shirts = group(page, "Categories").getByRole("option", {
      name: "Shirts in Men's Clothing",
      exact: true,
    });
    for (let i = 0; i < count && (await shirts.getAttribute("aria-selected")) !== "true"; i++)
      await box(page).press("ArrowDown");
    await expect(shirts).toHaveAttribute("aria-selected", "true");
    await expect(box(page)).toBeFocused();
    // Escape closes the list and keeps the text; Down opens it again where it was.
    await box(page).press("Escape");
    await expect(suggestions(page)).toBeHidden();
    await expect(box(page)).toHaveAttribute("aria-expanded", "false");
    await expect(box(page)).toHaveValue("shirt");
    await box(page).press("ArrowUp");
    await expect(options.last()).toHaveAttribute("aria-selected", "true");
    for (let i = 0; i < count && (await shirts.getAttribute("aria-selected")) !== "true"; i++)
      await box(page).press("ArrowUp");
    await box(page).press("Enter");
    await expect(page).toHaveURL(/\/shirts\/pc\/002001002\/c$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shirts");
  });

  test("on a listing the script loads on focus; a supplier opens from the list, and a click outside closes it", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
    await page.goto("/apparel-textile/ca/002");
    const supplierLink = page.locator("main article a[href*='/co/']").first();
    const supplier = ((await supplierLink.textContent()) ?? "").trim();
    const storefront = (await supplierLink.getAttribute("href"))!;
    // Nothing is paid for before the buyer turns to the box.
    expect(scripts.filter((url) => url.includes("search-box"))).toEqual([]);
    await box(page).click();
    await box(page).pressSequentially(supplier.slice(0, 24), { delay: 20 });
    // Loaded once, on focus (or, for a box tapped before the page's script ran, once it runs).
    await expect.poll(() => scripts.filter((url) => url.includes("search-box")).length).toBe(1);
    const option = group(page, "Suppliers").getByRole("option", { name: supplier, exact: true });
    await expect(option).toBeVisible();
    // A click elsewhere closes the list; focusing the box again shows it.
    await page.locator("header").click({ position: { x: 2, y: 2 } });
    await expect(suggestions(page)).toBeHidden();
    await box(page).focus();
    await expect(suggestions(page)).toBeVisible();
    await option.click();
    await expect(page).toHaveURL(new RegExp(`${storefront.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(supplier);
    await expect(box(page)).toHaveValue("");
  });

  test(
    "Enter without a highlighted suggestion searches the typed text; short texts suggest nothing",
    SAME_ON_PHONES,
    async ({ page }) => {
      await page.goto("/apparel-textile/ca/002");
      await box(page).click();
      await box(page).pressSequentially("c", { delay: 20 });
      await page.waitForTimeout(400);
      await expect(suggestions(page)).toBeHidden();
      await box(page).pressSequentially("otton", { delay: 20 });
      await expect(group(page, "Categories").getByRole("option").first()).toBeVisible();
      await box(page).press("Enter");
      await expect(page).toHaveURL(/\/search-product\/cotton$/);
      await expect(suggestions(page)).toBeHidden();
      // The newest text wins: typing on while answers arrive shows the last text's suggestions.
      await box(page).fill("");
      await box(page).pressSequentially("steel pi", { delay: 10 });
      await expect(group(page, "Categories").getByRole("option")).toHaveText([
        "Steel Pipes in Steel & Aluminum",
      ]);
    },
  );

  test("in Arabic the list reads right to left, in Arabic", async ({ page }) => {
    await page.goto(`http://ar.localhost:${port}/`);
    const arabicBox = box(page, "البحث عن المنتجات");
    await arabicBox.pressSequentially("قمص", { delay: 40 });
    const list = suggestions(page, "اقتراحات");
    await expect(list).toBeVisible();
    const shirts = list.getByRole("group", { name: "الفئات" }).getByRole("option").first();
    await expect(shirts).toContainText("قمصان");
    await expect(list).toHaveCSS("direction", "rtl");
    // The list hangs under the box, and each name starts at the right.
    const [boxRect, listRect, nameRect] = await Promise.all([
      arabicBox.boundingBox(),
      list.boundingBox(),
      shirts.locator("bdi").boundingBox(),
    ]);
    expect(listRect!.y).toBeGreaterThanOrEqual(boxRect!.y + boxRect!.height - 1);
    expect(nameRect!.x + nameRect!.width).toBeGreaterThan(listRect!.x + listRect!.width - 40);
    await arabicBox.press("ArrowDown");
    await expect(list.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
  });

  test("without JavaScript the box still searches", SAME_ON_PHONES, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL! });
    const page = await context.newPage();
    await page.goto("/");
    await box(page).fill("cotton");
    await box(page).press("Enter");
    await expect(page).toHaveURL(/\/search-product\/cotton$/);
    await context.close();
  });
});
