import sharp from "sharp";
import { createSupplierCompany } from "./support/evidence-db.ts";
import { leafWithVariations } from "./support/product-db.ts";
import { expect, type Page, test } from "./support/test.ts";

const PASSWORD = "caravan-demo";

async function signIn(page: Page, email: string, returnTo: string) {
  await page.goto(`/login?returnUrl=${encodeURIComponent(returnTo)}`);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('input[name="password"]').press("Enter");
  await page.waitForURL((url) => url.pathname === returnTo);
}

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The supplier side's product story in one run, every step through the pages: a supplier writes
 * a product with variations, tiers and a picture and submits it; the operator approves it in the
 * review queue; buyers find it by search; a new name waits for review while a new price is live
 * at once. (The spreadsheet import of 200 rows has its own spec.)
 */
test("a supplier's product goes from the editor through review to search, and later changes split into live and reviewed", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const stamp = `${testInfo.project.name[0]}${Date.now().toString(36)}`;
  const supplier = createSupplierCompany(`story-${stamp}`);
  const leaf = leafWithVariations();
  const name = `Enamel mug ${stamp}`;

  await signIn(page, supplier.email, "/supplier/products");
  await page.getByRole("main").getByRole("link", { name: "Add product" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "New product" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Pick on the map" })).toBeVisible(); // hydrated
  await page.getByLabel("Search categories").fill(leaf.name);
  await page
    .getByRole("radio", { name: new RegExp(literally(leaf.name)) })
    .first()
    .check();
  await page.locator('input[name="variationOptions"]').first().check();
  await page.locator('[name="texts.en.name"]').fill(name);
  await page.locator('[name="texts.en.description"]').fill("<p>A <strong>sturdy</strong> enamel mug.</p>");
  await page.locator('[name="placeOfOrigin"]').selectOption("TR");
  await page.getByLabel("Add pictures").setInputFiles({
    name: "mug.png",
    mimeType: "image/png",
    buffer: await sharp({ create: { width: 400, height: 400, channels: 3, background: "#2f6f9f" } })
      .png()
      .toBuffer(),
  });
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByRole("img", { name: "Picture 1" })).toBeVisible();
  await page.locator('[name="customVariations.0.name"]').fill("Colour");
  await page.locator('[name="customVariations.0.values.0.name"]').fill("Blue");
  await page.locator('[name="priceMin"]').fill("2.5");
  await page.locator('[name="priceMax"]').fill("4");
  await page.locator('[name="priceTiers.0.minQuantity"]').fill("100");
  await page.locator('[name="priceTiers.0.price"]').fill("4");
  await page.getByRole("group", { name: "Price tiers" }).getByRole("button", { name: "More rows" }).click();
  await page.locator('[name="priceTiers.1.minQuantity"]').fill("500");
  await page.locator('[name="priceTiers.1.price"]').fill("3.5");
  await page.locator('[name="minOrderQuantity"]').fill("100");
  await page.getByRole("button", { name: "Save product" }).click();
  await expect(page).toHaveURL(/\/supplier\/products\/\d+\?saved=created$/);
  const id = Number(/\/products\/(\d+)/.exec(page.url())![1]);
  await page.getByRole("button", { name: "Submit for review" }).click();
  await expect(page.getByText("The product is submitted for review.")).toBeVisible();

  // Not public while it waits.
  expect((await page.request.get(`/x/pr/${id}`)).status()).toBe(404);

  // The operator approves it in the review queue.
  const operatorContext = await browser.newContext({ baseURL, viewport: page.viewportSize()! });
  const operator = await operatorContext.newPage();
  await signIn(operator, "admin@caravan.test", "/admin/products");
  const item = operator.locator(`[data-review-item="product-${id}"]`);
  await expect(item).toContainText(name);
  await item.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(operator.getByText("Approved: 1.")).toBeVisible();
  await operatorContext.close();

  // Buyers find it by search: the index follows the approval through the change feed.
  const buyerContext = await browser.newContext({ baseURL, viewport: page.viewportSize()! });
  const buyer = await buyerContext.newPage();
  await expect(async () => {
    await buyer.goto(`/search-product/${stamp}`);
    await expect(buyer.locator(`a[href*="/pr/${id}"]`).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });

  // Later: a new name waits for the operator, a new tier price is live at once.
  await page.goto(`/supplier/products/${id}`);
  await expect(page.getByRole("heading", { name: /Status/ })).toContainText("Published");
  // Typed once the page is hydrated: the map button is drawn then.
  await expect(page.getByRole("button", { name: "Pick on the map" })).toBeVisible();
  await page.locator('[name="texts.en.name"]').fill(`${name} XL`);
  await page.locator('[name="priceTiers.0.price"]').fill("3.75");
  await page.getByRole("button", { name: "Save product" }).click();
  await expect(page.getByText("Changes waiting for review")).toBeVisible();

  await buyer.goto(`/x/pr/${id}`);
  await expect(buyer.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(buyer.getByRole("list", { name: "Price by quantity" })).toContainText("3.75");
  await buyerContext.close();

  // The list shows where the product stands.
  await page.goto("/supplier/products");
  const row = page.locator(`[data-product-id="${id}"]`);
  await expect(row.locator("[data-product-status]")).toHaveText("Published");
  await expect(row).toContainText("Changes waiting for review");
});
