import { expect, type Page, SAME_ON_PHONES, test } from "./support/test.ts";

// Each project works on its own category so desktop and phone runs never meet, and every title
// carries a unique token so parallel or repeated runs cannot match each other's records.
const categoryFor = (isMobile: boolean) => (isMobile ? "034001003" : "034001004");
const PASSWORD = "caravan-demo";
const unique = () => `${Date.now() % 1_000_000}-${Math.floor(Math.random() * 1e6)}`;

async function signIn(page: Page, email: string, returnTo: string) {
  await page.goto(`/login?returnUrl=${encodeURIComponent(returnTo)}`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`${returnTo.replace(/[/?]/g, "\\$&")}$`));
}

/** Nothing wider than the screen (the console's long category lists on a 360 px phone). */
async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** The page's <title>, meta description and meta keywords, as a search engine reads them. */
async function expectMeta(page: Page, meta: { title: string; description: string; keywords: string }) {
  await expect(page).toHaveTitle(`${meta.title} · Caravan`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", meta.description);
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute("content", meta.keywords);
}

test.describe("SEO records in the console reach the public pages", () => {
  test("a moderator creates a landing page record, edits it and deletes it", async ({ page, isMobile }) => {
    const id = unique();
    const category = categoryFor(isMobile);
    await signIn(page, "moderator@caravan.test", "/admin/seo");
    await expect(page.getByRole("heading", { name: "SEO records", level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.getByRole("link", { name: "New SEO record" }).click();

    // Sent empty first: the form says what is missing and nothing is created.
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.locator("#pageTitle-error")).toHaveText("*Required Field");
    await expect(page).toHaveURL(/\/admin\/seo\/new$/);
    await expectNoSidewaysScroll(page);

    const first = {
      title: `Wholesale bands ${id}`,
      description: `Bands from verified makers ${id}.`,
      keywords: `bands, wholesale, ${id}`,
    };
    await page.getByRole("combobox", { name: "Language", exact: true }).selectOption("en");
    await page.getByRole("combobox", { name: "Category", exact: true }).selectOption(category);
    await page.getByRole("textbox", { name: "Page title", exact: true }).fill(first.title);
    await page.getByRole("textbox", { name: "Description", exact: true }).fill(first.description);
    await page.getByRole("textbox", { name: "Keywords", exact: true }).fill(first.keywords);
    await page.getByRole("textbox", { name: "Address", exact: true }).fill(`bands landing ${id}`);
    await page.getByRole("combobox", { name: "Lists", exact: true }).selectOption("c");
    await page.getByLabel("Text (HTML)").fill(`<p>About bands ${id}</p><script>window.hacked=1</script>`);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/\/admin\/seo\/\d+\?notice=saved$/);
    await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
    const recordId = page.url().match(/\/admin\/seo\/(\d+)/)![1];

    const publicLink = page.getByRole("link", { name: "View the public page" });
    const href = (await publicLink.getAttribute("href"))!;
    expect(href).toMatch(new RegExp(`/bands-landing-${id}/sp/${recordId}$`));
    const landing = new URL(href).pathname;

    await page.goto(landing);
    await expectMeta(page, first);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.title);
    await expect(page.getByText(`About bands ${id}`)).toBeVisible();
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();

    // The list finds it by title and language.
    await page.goto(`/admin/seo?title=${encodeURIComponent(id)}&language=en`);
    await expect(page.getByText("Records: 1")).toBeVisible();
    await page.getByRole("link", { name: `Edit: ${first.title}` }).click();

    const second = { title: `Bulk bands ${id}`, description: `New text ${id}.`, keywords: `bulk, ${id}` };
    await page.getByRole("textbox", { name: "Page title", exact: true }).fill(second.title);
    await page.getByRole("textbox", { name: "Description", exact: true }).fill(second.description);
    await page.getByRole("textbox", { name: "Keywords", exact: true }).fill(second.keywords);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
    await page.goto(landing);
    await expectMeta(page, second);

    await page.goto(`/admin/seo/${recordId}`);
    await page.getByText("Delete this record").click();
    await expect(page.getByText(`Delete “${second.title}” for good?`)).toBeVisible();
    await page.getByRole("button", { name: "Yes, delete" }).click();
    await expect(page).toHaveURL(/\/admin\/seo\?notice=deleted$/);
    await expect(page.getByText("The SEO record has been deleted.")).toBeVisible();
    expect((await page.goto(landing))!.status()).toBe(404);
    expect((await page.goto(`/admin/seo/${recordId}`))!.status()).toBe(404);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("a moderator edits a category's SEO and the category page follows", async ({ page, isMobile }) => {
      const id = unique();
      const category = categoryFor(isMobile);
      await signIn(page, "moderator@caravan.test", "/admin/seo/categories");
      await page.getByRole("combobox", { name: "Category", exact: true }).selectOption(category);
      await page.getByRole("combobox", { name: "Language", exact: true }).selectOption("en");
      await page.getByRole("button", { name: "Open" }).click();
      await expectNoSidewaysScroll(page);

      const meta = {
        title: `Category SEO ${id}`,
        description: `Category text ${id}.`,
        keywords: `cat, ${id}`,
      };
      await page.getByRole("textbox", { name: "Page title", exact: true }).fill(meta.title);
      await page.getByRole("textbox", { name: "Description", exact: true }).fill(meta.description);
      await page.getByRole("textbox", { name: "Keywords", exact: true }).fill(meta.keywords);
      await page.getByLabel("Banner images").fill("javascript:alert(1)");
      await page.getByRole("button", { name: "Save" }).click();
      await expect(page.locator("#banners-error")).toHaveText(
        "Enter a web address (https://…) or a path starting with /.",
      );
      await page.getByLabel("Banner images").fill("");
      await page.getByRole("button", { name: "Save" }).click();
      await expect(page.getByText("Saved. The public page shows it now.")).toBeVisible();

      const href = (await page.getByRole("link", { name: "View the public page" }).getAttribute("href"))!;
      const listing = new URL(href).pathname;
      expect(listing).toContain(`/pc/${category}/c`);
      await page.goto(listing);
      await expectMeta(page, meta);

      // Removing the texts restores the page's own title.
      await page.goto(`/admin/seo/categories?category=${category}&language=en`);
      await page.getByText("Remove these texts").click();
      await page.getByRole("button", { name: "Yes, delete" }).click();
      await expect(page.getByText("The category's SEO in this language has been removed.")).toBeVisible();
      await page.goto(listing);
      await expect(page).not.toHaveTitle(new RegExp(id));
    });
  });

  test("the console speaks the host's language, right to left in Arabic", async ({ page, baseURL }) => {
    const ar = baseURL!.replace("//localhost", "//ar.localhost");
    // The browser resolves *.localhost (Node does not): sign in on the Arabic host's own form.
    await page.goto(`${ar}/login?returnUrl=${encodeURIComponent("/admin/seo")}`);
    await page.locator("#email").fill("moderator@caravan.test");
    await page.locator("#password").fill(PASSWORD);
    await page.locator('main button[type="submit"]').click();
    await expect(page).toHaveURL(/\/admin\/seo$/);
    await page.goto(`${ar}/admin/seo`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { name: "سجلات تحسين محركات البحث", level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.goto(`${ar}/admin/seo/new`);
    await page.locator('button[name="intent"][value="save"]').click();
    await expect(page.locator("#pageTitle-error")).toHaveText("*حقل مطلوب");
    await expect(page.getByText("العنوان في الموقع")).toBeVisible();
  });

  test(
    "a buyer is refused the console and the API answers 401 and 403",
    SAME_ON_PHONES,
    async ({ page, playwright, baseURL }) => {
      await signIn(page, "buyer@caravan.test", "/");
      const response = await page.goto("/admin/seo");
      expect(response!.status()).toBe(403);
      await expect(page.getByText("403")).toBeVisible();
      expect((await page.goto("/admin/seo/categories"))!.status()).toBe(403);

      // From the site's own origin, so the refusals below are about the role, not the Origin.
      const anonymous = await playwright.request.newContext({
        baseURL: baseURL!,
        extraHTTPHeaders: { origin: baseURL! },
      });
      expect((await anonymous.get("/api/seo/list/1/20")).status()).toBe(401);
      expect((await anonymous.post("/api/seo/", { data: {} })).status()).toBe(401);
      const buyer = await playwright.request.newContext({
        baseURL: baseURL!,
        extraHTTPHeaders: { origin: baseURL! },
      });
      const login = await buyer.post("/api/auth/login", {
        data: { email: "buyer@caravan.test", password: PASSWORD },
      });
      expect(login.status()).toBe(200);
      expect((await buyer.get("/api/seo/list/1/20")).status()).toBe(403);
      expect((await buyer.get("/api/seo/single/1")).status()).toBe(403);
      expect((await buyer.post("/api/seo/", { data: { pageTitle: "x" } })).status()).toBe(403);
      expect((await buyer.put("/api/seo/1", { data: {} })).status()).toBe(403);
      expect((await buyer.delete("/api/seo/1")).status()).toBe(403);
      await anonymous.dispose();
      await buyer.dispose();
    },
  );
});
