import { expect, type Page, SAME_ON_PHONES, test } from "./support/test.ts";

/**
 * Every kind of listing, driven by clicks as a buyer drives it: after the first click the page
 * is rendered from React Router's data fetch, so a link built from the request's path would point
 * at ….data (then 404), and a search by suppliers' country would turn into one by products'.
 */

/** Ticks the first option of a filter group: at once on wide screens, through the bottom sheet on phones. */
async function tickFirst(page: Page, isMobile: boolean, group: string) {
  const before = page.url();
  // The box filters at once only once the page's script runs (before that it belongs to a plain
  // form): on a loaded machine the script can arrive after the box is on screen.
  await page.waitForLoadState("networkidle");
  if (isMobile) {
    await page.getByRole("button", { name: /^Filters/ }).click();
    const sheet = page.getByRole("dialog", { name: "Filters" });
    // A variation group may share a filter group's name ("Packaging"): the filter group comes first.
    const expand = sheet.getByRole("button", { name: group, exact: true }).first();
    if ((await expand.getAttribute("aria-expanded")) === "false") await expand.click();
    await sheet
      .getByRole("group", { name: group, exact: true })
      .first()
      .getByRole("checkbox")
      .first()
      .check();
    await sheet.getByRole("button", { name: "Done" }).click();
  } else {
    await page.getByRole("group", { name: group, exact: true }).first().getByRole("checkbox").first().check();
  }
  await expect(page).not.toHaveURL(before);
}

/** Page 2 when the list has one, else the other page size: a change of the list's page either way. */
async function changePage(page: Page) {
  const before = page.url();
  const pager = page.getByRole("navigation", { name: "Pages" });
  if (await pager.getByRole("link", { name: "Page 2" }).count())
    await pager.getByRole("link", { name: "Page 2" }).click();
  else await page.getByRole("link", { name: "50", exact: true }).click();
  await expect(page).not.toHaveURL(before);
}

/** The page is still the same listing, on its own address, and every link of the list stays there. */
async function expectSameListing(page: Page, basePath: string, heading: string | RegExp) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  expect(new URL(page.url()).pathname).toBe(basePath);
  const links = await page
    .locator("main nav[aria-label=Pages] a, main [aria-busy] a[href*='?'], main form[action]")
    .evaluateAll((els) => els.map((e) => e.getAttribute("href") ?? e.getAttribute("action") ?? ""));
  for (const link of links.filter((l) => !/\/(pr|co)\//.test(l))) {
    expect(link, "a link of the list").not.toContain(".data");
    expect(new URL(link, page.url()).pathname, link).toBe(basePath);
  }
}

async function filterPageFilter(
  page: Page,
  isMobile: boolean,
  start: string,
  basePath: string,
  heading: string | RegExp,
  groups: [string, string],
) {
  const response = await page.goto(start);
  expect(response?.status()).toBe(200);
  await tickFirst(page, isMobile, groups[0]);
  await expectSameListing(page, basePath, heading);
  await changePage(page);
  await expectSameListing(page, basePath, heading);
  await tickFirst(page, isMobile, groups[1]);
  await expectSameListing(page, basePath, heading);
  await expect(page.getByText("SORRY")).toHaveCount(0);
}

/** The English landing pages of the demo, from the sitemap: a category's page and a country's. */
async function landingPages(page: Page) {
  const sitemap = await (await page.request.get("/sitemaps/pages-0.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>[^<]+?(\/[^/<]+\/sp\/\d+)<\/loc>/g)].map((m) => m[1]!);
  expect(paths.length).toBeGreaterThanOrEqual(2);
  return paths.map((path) => {
    const [, slug, , id] = path.split("/");
    return { path, slug: slug!, id: id! };
  });
}

test.describe("every listing keeps working through filter, page and filter clicks", () => {
  // Each test loads a listing four times or more.
  test.describe.configure({ timeout: 90_000 });

  test("a category", async ({ page, isMobile }) => {
    await filterPageFilter(
      page,
      isMobile,
      "/apparel/ca/002",
      "/apparel-textile/ca/002",
      "Apparel & Textile",
      ["Business type", "Packaging"],
    );
  });

  test(
    "a category by its search forms pc/{c}/{t} and {name}/pc/{c}/{t}/{p}/{l}",
    SAME_ON_PHONES,
    async ({ page, isMobile }) => {
      await filterPageFilter(page, isMobile, "/pc/002/c", "/apparel-textile/ca/002", "Apparel & Textile", [
        "Business type",
        "Packaging",
      ]);
      await filterPageFilter(
        page,
        isMobile,
        "/x/pc/002/c/1/20",
        "/apparel-textile/ca/002",
        "Apparel & Textile",
        ["Business type", "Packaging"],
      );
    },
  );

  test("a leaf category's product list", async ({ page, isMobile }) => {
    const sitemap = await (await page.request.get("/sitemaps/categories-0.xml")).text();
    const leaves = [...sitemap.matchAll(/<loc>[^<]+?(\/[^/<]+\/pc\/002\d+\/c)<\/loc>/g)].map((m) => m[1]!);
    // The first leaf of Apparel & Textile with products to filter.
    let leaf: string | undefined;
    for (const path of leaves) {
      await page.goto(path);
      if (await page.locator("main article").count()) {
        leaf = path;
        break;
      }
    }
    expect(leaf).toBeDefined();
    const heading = (await page.getByRole("heading", { level: 1 }).textContent())!;
    await filterPageFilter(page, isMobile, leaf!, leaf!, heading, ["Business type", "Packaging"]);
  });

  test("a text search", async ({ page, isMobile }) => {
    await filterPageFilter(page, isMobile, "/search-product/cotton", "/search-product/cotton", /cotton/, [
      "Business type",
      "Packaging",
    ]);
  });

  test("products made in a country stay products made there", SAME_ON_PHONES, async ({ page, isMobile }) => {
    await filterPageFilter(
      page,
      isMobile,
      "/search-product/CN/pp",
      "/search-product/CN/pp",
      "Products made in China",
      ["Business type", "Packaging"],
    );
  });

  test(
    "products of suppliers in a country stay products of suppliers there",
    SAME_ON_PHONES,
    async ({ page, isMobile }) => {
      await filterPageFilter(
        page,
        isMobile,
        "/search-product/TR/cp",
        "/search-product/TR/cp",
        "Products of suppliers in Türkiye",
        ["Place of origin", "Business type"],
      );
    },
  );

  test("an SEO landing page", SAME_ON_PHONES, async ({ page, isMobile }) => {
    const [category] = await landingPages(page);
    await filterPageFilter(page, isMobile, category!.path, category!.path, /^Wholesale /, [
      "Business type",
      "Packaging",
    ]);
  });

  test(
    "an SEO landing page by its {seoUrl}/{seoId}/s form, whose links lead to its own form",
    SAME_ON_PHONES,
    async ({ page, isMobile }) => {
      const [, country] = await landingPages(page);
      const start = `/${country!.slug}/${country!.id}/s`;
      await page.goto(start);
      const heading = (await page.getByRole("heading", { level: 1 }).textContent())!;
      await filterPageFilter(page, isMobile, start, country!.path, heading, ["Business type", "Packaging"]);
    },
  );

  test(
    "an SEO landing page narrowed to a category ({seoUrl}/sc/{seoId}/{category})",
    SAME_ON_PHONES,
    async ({ page, isMobile }) => {
      const [, country] = await landingPages(page);
      const narrowed = `/${country!.slug}/sc/${country!.id}/016`;
      await page.goto(country!.path);
      const heading = (await page.getByRole("heading", { level: 1 }).textContent())!;
      await filterPageFilter(page, isMobile, narrowed, narrowed, heading, ["Business type", "Packaging"]);
    },
  );

  test("a storefront's product lists", SAME_ON_PHONES, async ({ page }) => {
    await page.goto("/x/co/1");
    const home = new URL(page.url()).pathname;
    expect(home).toMatch(/^\/[^/]+\/co\/1$/);
    const categories = page.locator("main aside a[href*='/co/pr/']");
    await categories.first().click();
    await expect(page).toHaveURL(/\/co\/pr\/1\/\d{3,}$/);
    const list = new URL(page.url()).pathname;
    const pager = page.getByRole("navigation", { name: "Pages" });
    if (await pager.getByRole("link", { name: "Page 2" }).count()) {
      await pager.getByRole("link", { name: "Page 2" }).click();
      await expect(page).toHaveURL(`${list}?p=1`);
    }
    await categories.nth(1).click();
    await expect(page).toHaveURL(/\/co\/pr\/1\/\d{3,}$/);
    await expect(page.locator("main article").first()).toBeVisible();
    for (const href of await page
      .locator("main a")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? "")))
      expect(href).not.toContain(".data");
    await page.locator("main aside a[href$='/co/1']").first().click();
    await expect(page).toHaveURL(home);
  });
});
