import { insertDeadJob } from "./support/jobs-db.ts";
import { expect, type Page, SAME_ON_PHONES, test } from "./support/test.ts";

const PASSWORD = "caravan-demo";
const unique = () => `${Date.now() % 1_000_000}-${Math.floor(Math.random() * 1e6)}`;

async function signIn(page: Page, email: string, returnTo: string) {
  await page.goto(`/login?returnUrl=${encodeURIComponent(returnTo)}`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
}

test.describe("failed jobs in the console", () => {
  test(
    "anonymous visitors sign in first; moderators are not allowed and do not see the section",
    SAME_ON_PHONES,
    async ({ page }) => {
      await page.goto("/admin/jobs");
      await expect(page).toHaveURL(/\/login\?returnUrl=%2Fadmin%2Fjobs$/);
      await signIn(page, "moderator@caravan.test", "/admin");
      const nav = page.getByRole("navigation", { name: "Console sections" });
      await expect(nav.getByRole("link", { name: "Comments" })).toBeVisible();
      await expect(nav.getByRole("link", { name: "Failed jobs" })).toHaveCount(0);
      expect((await page.goto("/admin/jobs"))?.status()).toBe(403);
      await expect(page.getByRole("heading", { name: "You are not allowed to see this page" })).toBeVisible();
      await expect(page.getByText("e2e-secret-token")).toHaveCount(0);
    },
  );

  test(
    "an admin sees a dead job without its payload, retries it once, and it leaves the list",
    SAME_ON_PHONES,
    async ({ page, context }) => {
      const queue = `e2e-retry-${unique()}`;
      const longError = `SMTP 451 temporary failure ${"x".repeat(300)} END-OF-ERROR`;
      const id = insertDeadJob({ queue, lastError: longError });
      await signIn(page, "admin@caravan.test", "/admin");
      await page
        .getByRole("navigation", { name: "Console sections" })
        .getByRole("link", { name: "Failed jobs" })
        .click();
      await expect(page.getByRole("heading", { level: 1, name: "Failed jobs" })).toBeVisible();
      await expect(page.getByRole("term").filter({ hasText: "Failed" }).first()).toBeVisible();
      const item = page.getByRole("listitem").filter({ hasText: queue });
      await expect(item).toContainText(`#${id}`);
      await expect(item).toContainText("8 of 8");
      await expect(item.getByText("SMTP 451 temporary failure").first()).toBeVisible();
      // The list shows the start of the error; the whole text opens below it.
      await expect(item.getByText("END-OF-ERROR")).toBeHidden();
      await item.getByText("Show the whole error").click();
      await expect(item.getByText(/END-OF-ERROR/)).toBeVisible();
      await expect(page.getByText("e2e-secret-token")).toHaveCount(0);
      await expect(page.getByText("e2e@example.com")).toHaveCount(0);

      // A second tab still shows the job: its retry comes after the first and is refused.
      const other = await context.newPage();
      await other.goto("/admin/jobs");
      const otherItem = other.getByRole("listitem").filter({ hasText: queue });
      await expect(otherItem).toBeVisible();

      await item.getByRole("button", { name: "Retry" }).click();
      await expect(page.getByRole("status")).toHaveText("The job is back in the queue.");
      await expect(page.getByRole("listitem").filter({ hasText: queue })).toHaveCount(0);

      await otherItem.getByRole("button", { name: "Retry" }).click();
      await expect(other.getByRole("status")).toHaveText("This job has already been retried.");
      await expect(other.getByRole("listitem").filter({ hasText: queue })).toHaveCount(0);

      await page.goto("/admin/audit?action=job.");
      await expect(page.getByRole("row").filter({ hasText: `job #${id}` })).toHaveCount(1);
    },
  );

  test("works without JavaScript", SAME_ON_PHONES, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL! });
    const page = await context.newPage();
    const queue = `e2e-nojs-${unique()}`;
    insertDeadJob({ queue, lastError: "connection refused" });
    await page.goto(`/login?returnUrl=${encodeURIComponent("/admin/jobs")}`);
    await page.getByLabel("E-mail").fill("admin@caravan.test");
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Failed jobs" })).toBeVisible();
    await page
      .getByRole("listitem")
      .filter({ hasText: queue })
      .getByRole("button", { name: "Retry" })
      .click();
    await expect(page.getByText("The job is back in the queue.")).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: queue })).toHaveCount(0);
    await context.close();
  });

  test("in Arabic the page reads right to left and does not scroll sideways on a phone", async ({
    page,
    baseURL,
  }, testInfo) => {
    const queue = `e2e-ar-${unique()}-${"q".repeat(40)}`;
    insertDeadJob({ queue, lastError: `ECONNREFUSED ${"y".repeat(400)}` });
    // Another language is another host; the session cookie does not follow, so sign in there.
    const ar = baseURL!.replace("localhost", "ar.localhost");
    await page.goto(`${ar}/login?returnUrl=%2Fadmin%2Fjobs`);
    await page.locator('input[name="email"]').fill("admin@caravan.test");
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('input[name="password"]').press("Enter");
    await page.waitForURL((url) => url.pathname === "/admin/jobs");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1, name: "المهام الفاشلة" })).toBeVisible();
    const item = page.getByRole("listitem").filter({ hasText: queue });
    await expect(item.getByRole("button", { name: "إعادة المحاولة" })).toBeVisible();
    await item.getByText("عرض الخطأ كاملًا").click();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath("jobs-ar.png"), fullPage: true });
  });
});
