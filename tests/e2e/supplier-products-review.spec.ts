import { createSupplierCompany } from "./support/evidence-db.ts";
import { createDraftProduct } from "./support/product-review-db.ts";
import { expect, type Page, test } from "./support/test.ts";

const PASSWORD = "caravan-demo";

async function signIn(page: Page, origin: string, email: string, returnTo: string) {
  await page.goto(`${origin}/login?returnUrl=${encodeURIComponent(returnTo)}`);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('input[name="password"]').press("Enter");
  await page.waitForURL((url) => url.pathname === returnTo);
}

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe("the workspace product list and the operator's review queue", () => {
  test("a supplier submits a draft from the list; the operator approves it in the queue; the list shows it published", async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    test.slow(); // two people, five sign-ins, two decisions
    const tag = `pl-${testInfo.project.name}-${Date.now() % 1_000_000}`;
    const supplier = createSupplierCompany(tag);
    const name = `Review towel ${tag}`;
    const productId = createDraftProduct(supplier.companyId, name, `SKU-${tag}`);
    const origin = baseURL!;

    await signIn(page, origin, supplier.email, "/supplier/products");
    await expect(page.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();
    const row = page.locator(`[data-product-id="${productId}"]`);
    await expect(row).toContainText(name);
    await expect(row).toContainText(`SKU-${tag}`);
    await expect(row.locator("[data-product-status]")).toHaveText("Draft");
    await expect(row).toContainText("2 of 13 languages done");
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath("product-list.png"), fullPage: true });

    // The search finds it by its SKU, and the export link keeps the filters.
    await page.getByRole("searchbox", { name: "Search", exact: true }).fill(`sku-${tag}`);
    await page.getByRole("button", { name: "Apply", exact: true }).click();
    await expect(page).toHaveURL(/q=sku-/);
    await expect(page.locator("[data-product-id]")).toHaveCount(1);
    await expect(page.getByRole("link", { name: "Export" })).toHaveAttribute(
      "href",
      /\/supplier\/products\/export\?q=sku-/,
    );

    await row.getByRole("checkbox", { name: `Choose ${name}` }).check();
    await page.getByRole("combobox", { name: "With the checked products" }).selectOption("submit");
    await page.getByRole("button", { name: "Apply to checked" }).click();
    await expect(page.getByText("Submitted for review: 1.")).toBeVisible();
    await expect(row.locator("[data-product-status]")).toHaveText("Waiting for review");

    // The operator finds it in the queue, with its fields, and approves it.
    const operatorContext = await browser.newContext({ baseURL: origin, viewport: page.viewportSize()! });
    const operator = await operatorContext.newPage();
    await signIn(operator, origin, "admin@caravan.test", "/admin/products");
    await expect(operator.getByRole("heading", { level: 1, name: "Product review" })).toBeVisible();
    const item = operator.locator(`[data-review-item="product-${productId}"]`);
    await expect(item).toContainText("New product");
    await expect(item).toContainText(supplier.name);
    await expect(item).toContainText("Soft cotton towel");
    expect(await sideways(operator)).toBeLessThanOrEqual(0);
    await item.scrollIntoViewIfNeeded();
    await operator.screenshot({ path: testInfo.outputPath("review-queue.png"), fullPage: true });

    const arabic = origin.replace("localhost", "ar.localhost");
    await signIn(operator, arabic, "admin@caravan.test", "/admin/products");
    await expect(operator.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(operator.getByRole("heading", { level: 1, name: "مراجعة المنتجات" })).toBeVisible();
    expect(await sideways(operator)).toBeLessThanOrEqual(0);
    await operator.screenshot({ path: testInfo.outputPath("review-queue-ar.png"), fullPage: true });

    await operator.goto(`${origin}/admin/products`);
    await item.getByRole("button", { name: "Approve", exact: true }).click();
    await expect(operator.getByText("Approved: 1.")).toBeVisible();
    await expect(item).toHaveCount(0);

    await page.goto("/supplier/products");
    await expect(row.locator("[data-product-status]")).toHaveText("Published");

    // A change to the published product waits for review, shown field by field against the live one.
    const newName = `Premium towel ${tag}`;
    // Saved through the products API as the supplier (the server writes it, as the editor would).
    const api = `${origin}/api/supplier/companies/${supplier.companyId}/products/${productId}`;
    const current = (await (await page.request.get(api)).json()) as {
      input: Record<string, unknown> & { texts: Record<string, Record<string, unknown>> };
    };
    const saved = await page.request.put(api, {
      headers: { origin },
      data: {
        ...current.input,
        brand: "Anatolia",
        texts: { ...current.input.texts, en: { ...current.input.texts.en, name: newName } },
      },
    });
    expect(await saved.json()).toMatchObject({ outcome: "change_requested" });
    const requestId = ((await (await page.request.get(api)).json()) as { pendingChange: { id: number } })
      .pendingChange.id;
    await page.reload();
    await expect(row).toContainText("Changes waiting for review");
    await operator.goto(`${origin}/admin/products`);
    const change = operator.locator(`[data-review-item="change-${requestId}"]`);
    await expect(change).toContainText("Change request");
    const nameChange = change.locator("dl > div").filter({ hasText: "Name · English" });
    await expect(nameChange).toContainText(name);
    await expect(nameChange).toContainText(newName);
    await expect(change.locator("dl > div").filter({ hasText: "Brand" })).toContainText("Anatolia");
    await change.scrollIntoViewIfNeeded();
    await operator.screenshot({ path: testInfo.outputPath("review-change.png"), fullPage: true });
    await change.getByRole("button", { name: "Approve", exact: true }).click();
    await expect(operator.getByText("Approved: 1.")).toBeVisible();
    await operatorContext.close();
    await page.reload();
    await expect(row).toContainText(newName);
    await expect(row).not.toContainText("Changes waiting for review");

    // The list in Arabic, right to left.
    await signIn(page, origin.replace("localhost", "ar.localhost"), supplier.email, "/supplier/products");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator(`[data-product-id="${productId}"] [data-product-status]`)).toHaveText("منشور");
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath("product-list-ar.png"), fullPage: true });
  });
});

test.describe("the workspace product list without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("filters by status and submits a checked draft with plain forms", async ({
    page,
    baseURL,
  }, testInfo) => {
    const tag = `nojs-${testInfo.project.name}-${Date.now() % 1_000_000}`;
    const supplier = createSupplierCompany(tag);
    const first = createDraftProduct(supplier.companyId, `Plain towel ${tag}`, `A-${tag}`);
    const second = createDraftProduct(supplier.companyId, `Plain robe ${tag}`, `B-${tag}`);
    await signIn(page, baseURL!, supplier.email, "/supplier/products");
    await expect(page.locator("[data-product-id]")).toHaveCount(2);

    await page.locator(`[data-product-id="${first}"]`).getByRole("checkbox").check();
    await page.getByRole("combobox", { name: "With the checked products" }).selectOption("submit");
    await page.getByRole("button", { name: "Apply to checked" }).click();
    await expect(page.getByText("Submitted for review: 1.")).toBeVisible();

    await page.getByRole("combobox", { name: "Status" }).selectOption("draft");
    await page.getByRole("button", { name: "Apply", exact: true }).click();
    await expect(page).toHaveURL(/status=draft/);
    await expect(page.locator("[data-product-id]")).toHaveCount(1);
    await expect(page.locator(`[data-product-id="${second}"]`)).toBeVisible();
    await page.getByRole("link", { name: "Waiting for review (1)" }).click();
    await expect(page.locator(`[data-product-id="${first}"] [data-product-status]`)).toHaveText(
      "Waiting for review",
    );
  });
});
