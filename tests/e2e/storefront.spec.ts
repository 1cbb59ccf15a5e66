import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { companyWithMostCategories } from "./support/company-db.ts";
import { expect, type Locator, SAME_ON_PHONES, test } from "./support/test.ts";

const port = Number(process.env.E2E_PORT ?? 3456);
const on = (lang: string, path = "/") => `http://${lang}.localhost:${port}${path}`;
// The demo catalogue's first supplier, whose products include vases.
const HOME = "/ruifeng-plastic-import-export-co-ltd/co/1";

/** The supplier named on each product card within `area` (a storefront's cards name it plainly). */
const supplierNames = (area: Locator) =>
  area
    .locator("article [data-card-supplier] > a:first-child, article a[data-card-company]")
    .allTextContents();

test.describe("supplier storefront", () => {
  test("the company home shows the header, categories, contact card and its products, up to 20 a page", async ({
    page,
  }) => {
    await page.goto(HOME);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(
      "Ruifeng Plastic Import & Export Co., Ltd.",
    );
    await expect(page.locator("header a[href^='tel:']").first()).toBeVisible();
    await expect(page.getByText("Working hours: 08:00 - 17:00")).toBeVisible();
    // Best match is the order until the buyer picks another: no `sort` in the address.
    await expect(page.getByLabel("Sort By").locator("option:checked")).toHaveText("Best match");
    const count = page.locator("#company-products-title");
    await expect(count).toContainText(/^All products: \d+ products$/);
    const total = Number((await count.textContent())!.replace(/\D/g, ""));
    await expect(page.locator("main ul li article")).toHaveCount(Math.min(total, 20));
    // Every product on the page is this company's.
    const names = await supplierNames(page.locator("main"));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toBe("Ruifeng Plastic Import & Export Co., Ltd.");
    // A category of the company narrows the list and names it in the count.
    const categories = page.getByRole("navigation", { name: "Product Categories" });
    const first = categories.getByRole("link").nth(1);
    const categoryName = (await first.textContent())!;
    await first.click();
    await expect(page).toHaveURL(/\/co\/pr\/1\/\d{3,9}$/);
    await expect(count).toContainText(`${categoryName}:`);
    await expect(categories.getByRole("link", { name: categoryName })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("the profile pages: general information, certificates first, commercial capacity, contact", async ({
    page,
    isMobile,
  }) => {
    await page.goto(HOME);
    if (isMobile) await page.getByText("Menu", { exact: true }).click();
    const menu = page.getByRole("navigation", { name: "Company menu" });
    await menu.getByText("Company Profile").filter({ visible: true }).click();
    await menu.getByRole("link", { name: "General Information" }).filter({ visible: true }).click();
    await expect(page).toHaveURL(/\/co\/detail\/1$/);
    await expect(page.getByRole("rowheader", { name: "Business Type" })).toBeVisible();
    await expect(page.getByText("Onsite Inspection")).toBeVisible();
    await expect(
      page.locator("section").filter({ hasText: "Company Presentation" }).locator(".rich-text p").first(),
    ).toBeVisible();

    await page.goto(HOME.replace("/co/1", "/co/certificates/1"));
    const headings = await page.locator("main h2").allTextContents();
    expect(headings.indexOf("Certification")).toBeLessThan(headings.indexOf("General Information"));

    await page.goto(HOME.replace("/co/1", "/co/capability/1"));
    await expect(page.getByRole("heading", { name: "Commercial Capacity" })).toBeVisible();
    for (const caption of ["Trade & Market", "Business Terms", "Commercial Capabilities"])
      await expect(page.locator("caption", { hasText: caption })).toBeVisible();

    await page.goto(HOME.replace("/co/1", "/co/contact/1"));
    await expect(page.getByRole("link", { name: "Show on map" })).toHaveAttribute(
      "href",
      /openstreetmap\.org/,
    );
    await expect(page.locator("main a[href^='tel:']").first()).toBeVisible();
    await expect(page.getByRole("rowheader", { name: "Location" })).toBeVisible();
  });

  test("the search box searches this company's products", SAME_ON_PHONES, async ({ page }) => {
    await page.goto(HOME);
    await page.getByLabel("Search the products of Ruifeng Plastic Import & Export Co., Ltd.").fill("vase");
    await page.getByLabel("Search the products of Ruifeng Plastic Import & Export Co., Ltd.").press("Enter");
    await expect(page).toHaveURL(/\/search-product\/vase\?co=1$/);
    // The results, not the sponsor products below them.
    const companies = await supplierNames(page.locator("main [aria-busy]"));
    expect(companies.length).toBeGreaterThan(0);
    for (const name of companies) expect(name).toBe("Ruifeng Plastic Import & Export Co., Ltd.");
  });

  test("unknown companies are not found; dashboard links redirect", SAME_ON_PHONES, async ({ request }) => {
    expect((await request.get("/x/co/999999")).status()).toBe(404);
    expect((await request.get("/x/co/detail/abc")).status()).toBe(404);
    expect((await request.get("/x/co/pr/1/not-a-code")).status()).toBe(404);
    const dashboard = await request.get("/x/co/dashboard/1", { maxRedirects: 0 });
    expect(dashboard.status()).toBe(301);
    expect(dashboard.headers().location).toBe("/x/co/1");
    const contact = await request.get("/x/co/1/contact", { maxRedirects: 0 });
    expect(contact.headers().location).toBe("/x/co/contact/1");
    // The header's category link form with an empty name segment.
    const header = await request.get("/x/co/pr//1/020?p=1", { maxRedirects: 0 });
    expect(header.status()).toBe(301);
    expect(header.headers().location).toBe("/x/co/pr/1/020?p=1");
  });

  test(
    "a long category list shows its first eight and a Show More for the rest, also without JavaScript",
    SAME_ON_PHONES,
    async ({ browser }) => {
      test.slow(); // two browser contexts, each loading two storefront pages
      const company = companyWithMostCategories();
      expect(company.categories).toBeGreaterThan(8);
      for (const javaScriptEnabled of [true, false]) {
        const context = await browser.newContext({ javaScriptEnabled });
        const page = await context.newPage();
        await page.goto(`http://localhost:${port}/x/co/${company.id}`);
        const list = page.getByRole("navigation", { name: "Product Categories" });
        const more = list.locator("summary", { hasText: "Show more" });
        await expect(more).toHaveText(new RegExp(`^Show more \\(${company.categories - 8}\\)`));
        await expect(list.getByRole("link")).toHaveCount(1 + 8); // All products and the first eight
        await more.click();
        await expect(list.getByRole("link")).toHaveCount(1 + company.categories);
        await expect(list.locator("summary")).toContainText("Show fewer");
        // The category shown is among the rest: the list opens on it.
        const hidden = list.locator("details a").last();
        const href = (await hidden.getAttribute("href"))!;
        await hidden.click();
        await expect(page).toHaveURL(new RegExp(`${href}$`));
        await expect(list.locator("details a[aria-current=page]")).toBeVisible();
        await context.close();
      }
    },
  );

  test("in Arabic the storefront is right to left and fits a phone", async ({ page }) => {
    await page.goto(on("ar", HOME));
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe("storefront message form", () => {
  const CONTACT = HOME.replace("/co/1", "/co/contact/1");

  test("anonymous visitors are asked to sign in and come back", async ({ page }) => {
    await page.goto(CONTACT);
    const signIn = page.locator("#message").getByRole("link", { name: "Sign in" });
    await expect(signIn).toHaveAttribute("href", `/login?returnUrl=${encodeURIComponent(CONTACT)}`);
    await expect(page.locator("#message form")).toHaveCount(0);
  });

  test(
    "a signed-in buyer sends a message: invalid first, then delivered, and the supplier is e-mailed",
    SAME_ON_PHONES,
    async ({ page }) => {
      // One buyer session is enough; the phone layout is covered above.
      await page.goto(`/login?returnUrl=${encodeURIComponent(CONTACT)}`);
      await page.getByLabel("E-mail").fill("buyer@caravan.test");
      await page.getByLabel("Password").fill("caravan-demo");
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page).toHaveURL(new RegExp(`${CONTACT}$`));
      const form = page.locator("#message form");
      // Signed-in details are filled in.
      await expect(form.getByLabel("E-mail")).toHaveValue("buyer@caravan.test");
      await expect(form.getByLabel("Your name")).not.toHaveValue("");

      await form.getByLabel("Subject").fill("X");
      await form.getByLabel("Message").fill("short");
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByText("Invalid Message")).toBeVisible();
      await expect(page.getByText("Error Message")).toBeVisible();
      await expect(form.locator("#subject-error")).toHaveText("This is too short.");
      await expect(form.locator("#requestDetails-error")).toHaveText("This is too short.");

      const subject = `Vases ${Date.now() % 1_000_000}`;
      await form.getByLabel("Phone").fill("+90 212 555 0101");
      await form.getByLabel("Subject").fill(subject);
      await form.getByLabel("Message").fill("Please quote 2,000 glass vases for delivery in March.");
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByText("Message sent")).toBeVisible();
      await expect(page.getByText("Your message has been delivered")).toBeVisible();
      // The form comes back, reset, after 1.5 s.
      await expect(form).toBeVisible({ timeout: 4000 });
      await expect(form.getByLabel("Subject")).toHaveValue("");

      const outbox = join(process.env.E2E_DATA_DIR!, "outbox");
      await expect
        .poll(() =>
          readdirSync(outbox)
            .filter((f) => f.includes("sales@ruifeng-plastic-1.example"))
            .some((f) => readFileSync(join(outbox, f), "utf8").includes(subject)),
        )
        .toBe(true);
    },
  );
});
