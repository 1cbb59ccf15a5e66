import { insertPendingCompany } from "./support/company-db.ts";
import { expect, type Page, SAME_ON_PHONES, test } from "./support/test.ts";

// The operator's review of suppliers: a company waiting for review is approved, then suspended
// (its storefront answers 404 and its product leaves search), then reinstated (both come back).
// The company comes from a stand-in for the onboarding wizard (support/company-db.ts).

const PASSWORD = "caravan-demo";
const port = Number(process.env.E2E_PORT ?? 3456);
const unique = () => `${Date.now() % 1_000_000}${Math.floor(Math.random() * 1e4)}`;
/** A word found in no other product: searching it finds the new company's product or nothing. */
const tokenOf = (id: string) => `Zephyrine${id.replace(/\d/g, (d) => "abcdefghij"[Number(d)]!)}`;

async function signIn(page: Page, origin: string) {
  await page.goto(`${origin}/login?returnUrl=${encodeURIComponent("/admin/suppliers")}`);
  await page.locator('input[name="email"]').fill("admin@caravan.test");
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('form:has(input[name="password"]) button[type="submit"]').click();
  await expect(page).toHaveURL(/\/admin\/suppliers$/);
}

/** Clicks a decision on the open company page and waits for its notice. */
async function decide(page: Page, decision: string, reason: string | null, notice: RegExp | string) {
  if (reason !== null) await page.locator("#reason").fill(reason);
  await page.locator(`button[name="decision"][value="${decision}"]`).click();
  await expect(page.getByRole("status").filter({ hasText: notice })).toBeVisible();
}

/** Whether searching the token lists the product, within a second or two of the decision. */
async function expectInSearch(
  page: Page,
  origin: string,
  token: string,
  productName: string,
  shown: boolean,
) {
  await expect
    .poll(
      async () => {
        await page.goto(`${origin}/search-product/${token}`);
        return (await page.getByText(productName).count()) > 0;
      },
      { timeout: 5_000, intervals: [250, 250, 500] },
    )
    .toBe(shown);
}

async function storefrontStatus(page: Page, origin: string, path: string) {
  return (await page.goto(`${origin}${path}`))?.status();
}

test.describe("the operator's review of suppliers", () => {
  test(
    "approves a company waiting for review, suspends it (storefront 404, product out of search), reinstates it",
    SAME_ON_PHONES,
    async ({ page }) => {
      test.slow(); // a sign-in, three decisions, and the storefront and search after each
      const id = unique();
      const token = tokenOf(id);
      const name = `Review Test Trading ${id}`;
      const productName = `${token} ceramic vase`;
      const { companyId } = insertPendingCompany(name, productName);
      const origin = `http://localhost:${port}`;

      await page.goto("/admin/suppliers");
      await expect(page).toHaveURL(/\/login\?returnUrl=/);
      await signIn(page, origin);
      await expect(
        page.getByRole("navigation", { name: "Console sections" }).getByRole("link", { name: "Suppliers" }),
      ).toHaveAttribute("aria-current", "page");
      await page.getByLabel("Show").selectOption("pending_review");
      await expect(page).toHaveURL(/status=pending_review/);
      await page.getByRole("link", { name }).click();
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      await expect(page.getByText("Buyers do not see this company or its products.")).toBeVisible();

      await expectInSearch(page, origin, token, productName, false);
      await page.goto(`/admin/suppliers/${companyId}`);
      await decide(page, "approve", null, "The company is approved: buyers see it now.");
      const storefront = await page.getByRole("link", { name: "Open the storefront" }).getAttribute("href");
      expect(storefront).toContain(`/co/${companyId}`);
      expect(await storefrontStatus(page, origin, storefront!)).toBe(200);
      await expectInSearch(page, origin, token, productName, true);

      await page.goto(`/admin/suppliers/${companyId}`);
      // A suspension needs a reason: the form says so before anything is sent.
      await page.locator('button[name="decision"][value="suspend"]').click();
      await expect(page.getByRole("alert").filter({ hasText: "Give the reason" })).toBeVisible();
      await decide(page, "suspend", "Counterfeit goods reported", "The company is suspended");
      await expect(page.getByText("Counterfeit goods reported").first()).toBeVisible();
      expect(await storefrontStatus(page, origin, storefront!)).toBe(404);
      await expectInSearch(page, origin, token, productName, false);

      await page.goto(`/admin/suppliers/${companyId}`);
      await decide(page, "reinstate", "Investigation closed", "The company is reinstated");
      expect(await storefrontStatus(page, origin, storefront!)).toBe(200);
      await expectInSearch(page, origin, token, productName, true);
      await page.goto(`/admin/suppliers/${companyId}`);
      const history = page.getByRole("region", { name: "History" });
      await expect(history.getByRole("listitem")).toHaveCount(3);
    },
  );

  test("works right to left in Arabic", SAME_ON_PHONES, async ({ page }) => {
    test.slow(); // a sign-in on the Arabic host and three decisions, each page in Arabic
    const id = unique();
    const token = tokenOf(id);
    const name = `Review Arabic Trading ${id}`;
    const productName = `${token} brass lamp`;
    const { companyId } = insertPendingCompany(name, productName);
    const origin = `http://ar.localhost:${port}`;

    await signIn(page, origin);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1, name: "الموردون" })).toBeVisible();
    // What the pages look like in Arabic on this project's screen, kept with the test's output.
    await page.screenshot({ path: test.info().outputPath("suppliers-ar.png"), fullPage: true });
    await page.goto(`${origin}/admin/suppliers/${companyId}`);
    await page.screenshot({ path: test.info().outputPath("supplier-ar.png"), fullPage: true });
    await decide(page, "approve", null, "تم قبول الشركة");
    const storefront = await page.getByRole("link", { name: "فتح واجهة المتجر" }).getAttribute("href");
    await expectInSearch(page, origin, token, productName, true);

    await page.goto(`${origin}/admin/suppliers/${companyId}`);
    await decide(page, "suspend", "وثائق منتهية الصلاحية", "تم تعليق الشركة");
    expect(await storefrontStatus(page, origin, storefront!)).toBe(404);
    await expectInSearch(page, origin, token, productName, false);

    await page.goto(`${origin}/admin/suppliers/${companyId}`);
    await decide(page, "reinstate", "جُدّدت الوثائق", "أُعيد تفعيل الشركة");
    expect(await storefrontStatus(page, origin, storefront!)).toBe(200);
    await expectInSearch(page, origin, token, productName, true);
  });
});
