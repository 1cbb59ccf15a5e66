import { createSupplierCompany } from "./support/evidence-db.ts";
import { expect, type Page, test } from "./support/test.ts";

const PASSWORD = "caravan-demo";
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const REASON = "The licence number is unreadable.";

async function signIn(page: Page, origin: string, email: string, returnTo: string) {
  await page.goto(`${origin}/login?returnUrl=${encodeURIComponent(returnTo)}`);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('input[name="password"]').press("Enter");
  await page.waitForURL((url) => url.pathname === returnTo);
}

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe("evidence through the API and on the operator's company page", () => {
  test("a supplier uploads through the API; the operator's company page lists the evidence, its file and reason; the supplier reads the reason", async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    const tag = `api-${testInfo.project.name}-${Date.now() % 1_000_000}`;
    const supplier = createSupplierCompany(tag);
    const origin = baseURL!;
    await signIn(page, origin, supplier.email, "/supplier/company/verification");

    // The API, with the session of the signed-in page, as a script of the site would call it.
    const api = `${origin}/api/companies/${supplier.companyId}/verification`;
    const script = await page.request.post(`${api}/documents`, {
      headers: { origin },
      multipart: {
        documentType: "business_licence",
        file: { name: "licence.jpg", mimeType: "image/jpeg", buffer: Buffer.from("#!/bin/sh\nrm -rf /\n") },
      },
    });
    expect(script.status()).toBe(400);
    expect((await script.json()).error.fields.file).toContain("This type of file is not accepted.");
    const licence = await page.request.post(`${api}/documents`, {
      headers: { origin },
      multipart: {
        documentType: "business_licence",
        expiresOn: "2030-06-30",
        file: { name: "licence.pdf", mimeType: "application/pdf", buffer: PDF },
      },
    });
    expect(licence.status()).toBe(201);
    const certificate = await page.request.post(`${api}/certificates`, {
      headers: { origin },
      multipart: {
        name: "ISO 9001",
        authorizingBody: "TÜV Nord",
        startDate: "2025-01-01",
        endDate: "2028-01-01",
        file: { name: "iso.pdf", mimeType: "application/pdf", buffer: PDF },
      },
    });
    expect(certificate.status()).toBe(201);
    // Another site's page cannot use the supplier's session.
    const foreign = await page.request.delete(`${api}/documents/${(await licence.json()).id}`, {
      headers: { origin: "https://evil.example" },
    });
    expect(foreign.status()).toBe(403);

    // The operator rejects the licence with a reason, then opens the company's page.
    const operatorContext = await browser.newContext({ baseURL: origin, viewport: page.viewportSize()! });
    const operator = await operatorContext.newPage();
    const evidencePage = `/admin/suppliers/${supplier.companyId}/evidence`;
    await signIn(operator, origin, "admin@caravan.test", evidencePage);
    const item = operator.getByRole("listitem").filter({ hasText: "Business licence" });
    await item.getByRole("textbox").fill(REASON);
    await item.getByRole("button", { name: /Reject/ }).click();
    await expect(operator.getByText("Rejected. The company's owners were told the reason.")).toBeVisible();

    await operator.goto(`/admin/suppliers/${supplier.companyId}`);
    const section = operator.getByRole("region", { name: "Verification documents and certificates" });
    await expect(section).toBeVisible();
    const document = section.getByRole("listitem").filter({ hasText: "Business licence" });
    await expect(document.getByText("Not approved")).toBeVisible();
    await expect(document).toContainText(REASON);
    await expect(document).toContainText(/Valid until .*2030/);
    const cert = section.getByRole("listitem").filter({ hasText: "ISO 9001" });
    await expect(cert.getByText("Waiting for review")).toBeVisible();
    await expect(cert).toContainText("TÜV Nord");
    const file = await operator.request.get(
      (await document.getByRole("link", { name: /Open the file/ }).getAttribute("href"))!,
    );
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toBe("application/pdf");
    expect(await sideways(operator)).toBeLessThanOrEqual(0);
    await section.scrollIntoViewIfNeeded();
    await operator.screenshot({ path: testInfo.outputPath("company-evidence.png"), fullPage: true });
    await section.getByRole("link", { name: "Review and decide on the evidence" }).click();
    await expect(
      operator.getByRole("heading", { level: 1, name: `Evidence of ${supplier.name}` }),
    ).toBeVisible();

    // The same page in Arabic, right to left.
    const arabic = origin.replace("localhost", "ar.localhost");
    await signIn(operator, arabic, "admin@caravan.test", `/admin/suppliers/${supplier.companyId}`);
    await expect(operator.locator("html")).toHaveAttribute("dir", "rtl");
    const arSection = operator.getByRole("region", { name: "مستندات التوثيق والشهادات" });
    await expect(arSection.getByRole("listitem").filter({ hasText: "الرخصة التجارية" })).toContainText(
      REASON,
    );
    expect(await sideways(operator)).toBeLessThanOrEqual(0);
    await operator.screenshot({ path: testInfo.outputPath("company-evidence-ar.png"), fullPage: true });
    await operatorContext.close();

    // The supplier reads the operator's reason in the workspace.
    await page.goto("/supplier/company/verification");
    await expect(
      page
        .getByRole("listitem")
        .filter({ hasText: "Business licence" })
        .getByText(`Reviewer's note: ${REASON}`),
    ).toBeVisible();
  });
});
