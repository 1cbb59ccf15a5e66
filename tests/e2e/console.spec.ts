import {
  type APIRequestContext,
  expect,
  type Page,
  type PlaywrightWorkerArgs,
  SAME_ON_PHONES,
  test,
} from "./support/test.ts";

// Product 40 belongs to the comment story below: other specs comment on other products.
const STORY_PRODUCT = 40;
const PASSWORD = "caravan-demo";
const unique = () => `${Date.now() % 1_000_000}-${Math.floor(Math.random() * 1e6)}`;

async function signIn(page: Page, email: string, returnTo: string) {
  await page.goto(`/login?returnUrl=${encodeURIComponent(returnTo)}`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
}

async function apiAs(playwright: PlaywrightWorkerArgs["playwright"], email: string, baseURL: string) {
  // State changes must carry the site's own Origin (server/http/origin-check.ts), as a browser's do.
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  expect((await api.post("/api/auth/login", { data: { email, password: PASSWORD } })).status()).toBe(200);
  return api;
}

const commentCount = async (api: APIRequestContext, productId: number) =>
  ((await (await api.get(`/api/comment/comments/${productId}`)).json()).comments ?? []).length as number;

test.describe("console access", () => {
  test("anonymous visitors sign in first and come back to the console", SAME_ON_PHONES, async ({ page }) => {
    await page.goto("/admin/comments");
    await expect(page).toHaveURL(/\/login\?returnUrl=%2Fadmin%2Fcomments$/);
    await page.getByLabel("E-mail").fill("moderator@caravan.test");
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin\/comments$/);
    await expect(page.getByRole("heading", { level: 1, name: "Comments" })).toBeVisible();
  });

  test(
    "a buyer gets a translated not-allowed page, in Turkish too",
    SAME_ON_PHONES,
    async ({ page, baseURL }) => {
      await signIn(page, "buyer@caravan.test", "/profile");
      await expect(page.getByRole("link", { name: "Open the console" })).toHaveCount(0);
      const response = await page.goto("/admin");
      expect(response?.status()).toBe(403);
      await expect(page.getByRole("heading", { name: "You are not allowed to see this page" })).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Console sections" })).toHaveCount(0);
      // Another language is another host; the session cookie does not follow, so sign in there too.
      const tr = baseURL!.replace("localhost", "tr.localhost");
      await page.goto(`${tr}/login?returnUrl=%2Fadmin`);
      await page.getByLabel("E-posta").fill("buyer@caravan.test");
      await page.getByLabel("Şifre", { exact: true }).fill(PASSWORD);
      await page.getByRole("button", { name: "Giriş yap" }).click();
      await expect(page.getByRole("heading", { name: "Bu sayfayı görme yetkiniz yok" })).toBeVisible();
    },
  );

  test("moderators do not see the audit log; admins do", SAME_ON_PHONES, async ({ page }) => {
    await signIn(page, "moderator@caravan.test", "/profile");
    await page.getByRole("link", { name: "Open the console" }).click();
    const nav = page.getByRole("navigation", { name: "Console sections" });
    await expect(nav.getByRole("link", { name: "Comments" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Audit log" })).toHaveCount(0);
    expect((await page.goto("/admin/audit"))?.status()).toBe(403);
  });

  test(
    "the translation page says no service is configured and cannot be tested",
    SAME_ON_PHONES,
    async ({ page }) => {
      await signIn(page, "moderator@caravan.test", "/admin/translation");
      await expect(page.getByText(/No translation service is configured/)).toBeVisible();
      await expect(page.getByRole("button", { name: "Translate" })).toBeDisabled();
    },
  );

  test(
    "a list filter chosen before the page's scripts ran is applied when they start",
    SAME_ON_PHONES,
    async ({ page }) => {
      await signIn(page, "admin@caravan.test", "/profile");
      let release!: () => void;
      const scriptsHeld = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\.js(\?|$)/, async (route) => {
        await scriptsHeld;
        await route.continue();
      });
      await page.goto("/admin/suppliers", { waitUntil: "domcontentloaded" });
      await page.getByLabel("Show").selectOption("pending_review");
      release();
      await expect(page).toHaveURL(/status=pending_review/);
      await expect(page.getByLabel("Show")).toHaveValue("pending_review");
    },
  );

  test("on a phone the section row shows the current section, and the page stays where the operator scrolled it", async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, "the sideways row of sections is the phone layout");
    await signIn(page, "admin@caravan.test", "/profile");
    // A short screen, and the page's scripts held back until the operator has scrolled, as on a
    // slow phone: the row is brought into line when the scripts run, and only the row moves.
    await page.setViewportSize({ width: 360, height: 300 });
    let release!: () => void;
    const scriptsHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\.js(\?|$)/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    // Failed jobs is the last section: far along the row, out of sight until the row scrolls.
    await page.goto("/admin/jobs", { waitUntil: "domcontentloaded" });
    // Scrolled past the row, so that bringing it into view would move the page.
    const scrolled = await page.evaluate(() => {
      const nav = document.querySelector('nav[aria-label="Console sections"]')!;
      window.scrollTo(0, nav.getBoundingClientRect().bottom + window.scrollY + 10);
      return window.scrollY;
    });
    expect(scrolled).toBeGreaterThan(0);
    release();
    const row = page.getByRole("navigation", { name: "Console sections" }).getByRole("list");
    await expect
      .poll(() =>
        row.evaluate((list) => {
          const shown = list.getBoundingClientRect();
          const item = list.querySelector('[aria-current="page"]')!.getBoundingClientRect();
          return item.left >= shown.left - 1 && item.right <= shown.right + 1;
        }),
      )
      .toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });
});

test(
  "a comment approved in the console reaches the product page, and leaves it when withdrawn; the audit log has both",
  SAME_ON_PHONES,
  async ({ page, playwright, baseURL }) => {
    test.slow(); // three people, two sign-ins in the page, five steps
    const productId = STORY_PRODUCT;
    const text = `Console approval check ${unique()} — solid stitching.`;
    const author = await apiAs(playwright, "supplier@caravan.test", baseURL!);
    expect(
      (await author.post("/api/comment", { data: { productID: productId, stars: 4, text } })).status(),
    ).toBe(201);
    const anonymous = await playwright.request.newContext({ baseURL });
    const before = await commentCount(anonymous, productId);

    await signIn(page, "moderator@caravan.test", "/admin/comments?status=pending");
    const item = page.getByRole("listitem").filter({ hasText: text });
    await expect(item.getByText("Waiting", { exact: true })).toBeVisible();
    await item.getByRole("button", { name: "Approve" }).click();
    // It leaves the waiting list and shows among the approved ones.
    await expect(item).toHaveCount(0);
    await page.getByLabel("Show").selectOption("approved");
    await expect(page).toHaveURL(/status=approved/);
    await expect(item.getByText("Approved", { exact: true })).toBeVisible();
    expect(await commentCount(anonymous, productId)).toBe(before + 1);

    // The product page shows it to everybody.
    await page.goto(`/x/pr/${productId}?tab=comments`);
    await expect(page.locator("#product-tabs").getByText(text)).toBeVisible();

    await page.goto("/admin/comments?status=approved");
    await item.getByRole("button", { name: "Withdraw approval" }).click();
    await expect(item).toHaveCount(0);
    await page.goto("/admin/comments?status=pending");
    await expect(item.getByRole("button", { name: "Approve" })).toBeVisible();
    expect(await commentCount(anonymous, productId)).toBe(before);
    await page.goto(`/x/pr/${productId}?tab=comments`);
    await expect(page.locator("#product-tabs").getByText(text)).toHaveCount(0);

    // An admin reads both changes in the audit log.
    await page.getByRole("button", { name: "Sign out" }).click();
    // Signed out only once the page says so: the sign-in page would otherwise still see the session.
    await expect(page.getByRole("link", { name: "Sign in" }).first()).toBeVisible();
    await signIn(page, "admin@caravan.test", "/admin/audit?action=comment.");
    const rows = page.getByRole("row").filter({ hasText: "Mona Haddad" });
    await expect(rows.filter({ hasText: "comment.unapprove" }).first()).toBeVisible();
    await expect(rows.filter({ hasText: "comment.approve" }).first()).toBeVisible();
    await author.dispose();
    await anonymous.dispose();
  },
);
