import { mkdirSync } from "node:fs";
import sharp from "sharp";
import { registerBuyer } from "./fixtures/accounts.ts";
import { makeCompanyMember } from "./support/company-members-db.ts";
import { leafWithVariations, publishProduct } from "./support/product-db.ts";
import { expect, type Page, SAME_ON_PHONES, test } from "./support/test.ts";

const port = Number(process.env.E2E_PORT ?? 3456);
const SHOTS = process.env.EDITOR_SHOTS;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const picture = (colour = "#2f6f9f") =>
  sharp({ create: { width: 480, height: 480, channels: 3, background: colour } })
    .png()
    .toBuffer();

test.describe("a catalogue editor writes a product", () => {
  test("creates one with variations, tiers and a picture, submits it; later a name change waits and a price goes live", async ({
    page,
  }, testInfo) => {
    // One long story through many pages and posts.
    test.setTimeout(120_000);
    const phone = testInfo.project.name === "phone";
    // Each project works for its own company, so desktop and phone runs do not meet.
    const email = await registerBuyer(page, { confirm: false });
    makeCompanyMember(email, phone ? 5 : 4, "catalog_editor");
    const leaf = leafWithVariations();
    const stamp = Date.now().toString(36);
    const name = `Enamel mug ${stamp}`;

    await page.goto("/supplier/products/new");
    await expect(page.getByRole("heading", { level: 1, name: "New product" })).toBeVisible();
    // The map button is drawn once the page is hydrated: the search then filters as one types.
    await expect(page.getByRole("button", { name: "Pick on the map" })).toBeVisible();
    // The category: searched, chosen, and its variations offered.
    await page.getByLabel("Search categories").fill(leaf.name);
    await page
      .getByRole("radio", { name: new RegExp(leaf.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) })
      .first()
      .check();
    const variations = page.getByRole("heading", { name: "Variations buyers can filter on" });
    await expect(variations).toBeVisible();
    await page.locator('input[name="variationOptions"]').first().check();

    await page.locator('[name="texts.en.name"]').fill(name);
    await page.locator('[name="texts.en.description"]').fill("<p>A <strong>sturdy</strong> mug.</p>");
    await page.locator('[name="placeOfOrigin"]').selectOption("TR");

    // A picture, uploaded and shown as the main picture.
    await page.getByLabel("Add pictures").setInputFiles({
      name: "mug.png",
      mimeType: "image/png",
      buffer: await picture(),
    });
    await page.getByRole("button", { name: "Upload" }).click();
    await expect(page.getByText("Main picture")).toBeVisible();
    await expect(page.getByRole("img", { name: "Picture 1" })).toBeVisible();
    // The page came back with what was typed.
    await expect(page.locator('[name="texts.en.name"]')).toHaveValue(name);
    // A second picture, made the main one: it moves first, and the keyboard stays with it.
    await page.getByLabel("Add pictures").setInputFiles({
      name: "mug-side.png",
      mimeType: "image/png",
      buffer: await picture("#9f2f2f"),
    });
    await page.getByRole("button", { name: "Upload" }).click();
    const second = await page.getByRole("img", { name: "Picture 2" }).getAttribute("src");
    await page.getByRole("button", { name: "Make picture 2 the main picture" }).click();
    await expect(page.getByRole("img", { name: "Picture 1" })).toHaveAttribute("src", second!);
    await expect(page.locator(":focus")).toHaveAttribute(
      "data-focus",
      `picture:${second!.replace("_200x200.jpg", ".jpg")}`,
    );

    await page.locator('[name="customVariations.0.name"]').fill("Colour");
    await page.locator('[name="customVariations.0.values.0.name"]').fill("Red");

    await page.locator('[name="priceMin"]').fill("2.5");
    await page.locator('[name="priceMax"]').fill("4");
    await page.locator('[name="priceTiers.0.minQuantity"]').fill("100");
    await page.locator('[name="priceTiers.0.price"]').fill("4");
    await page.getByRole("group", { name: "Price tiers" }).getByRole("button", { name: "More rows" }).click();
    await page.locator('[name="priceTiers.1.minQuantity"]').fill("500");
    await page.locator('[name="priceTiers.1.price"]').fill("3.5");
    await page.locator('[name="minOrderQuantity"]').fill("100");
    await shot(page, `${testInfo.project.name}-new`);

    await page.getByRole("button", { name: "Save product" }).click();
    await expect(page).toHaveURL(/\/supplier\/products\/\d+\?saved=created$/);
    await expect(page.getByText("The product is saved as a draft.")).toBeVisible();
    const id = Number(/\/products\/(\d+)/.exec(page.url())![1]);
    await expect(page.locator('[name="customVariations.0.values.0.name"]')).toHaveValue("Red");

    await page.getByRole("button", { name: "Submit for review" }).click();
    await expect(page.getByText("The product is submitted for review.")).toBeVisible();
    await expect(page.getByRole("heading", { name: /Status/ })).toContainText("Waiting for review");

    // The operator approves it; later changes to the name wait, a price goes live at once.
    publishProduct(id);
    await page.goto(`/supplier/products/${id}`);
    await expect(page.getByRole("heading", { name: /Status/ })).toContainText("Published");
    // Typed once the page is hydrated: the map button is drawn then.
    await expect(page.getByRole("button", { name: "Pick on the map" })).toBeVisible();
    await page.locator('[name="texts.en.name"]').fill(`${name} XL`);
    await page.locator('[name="priceTiers.0.price"]').fill("3.75");
    await page.getByRole("button", { name: "Save product" }).click();
    await expect(page.getByText("Changes waiting for review")).toBeVisible();
    await expect(page.locator('[name="texts.en.name"]')).toHaveValue(`${name} XL`);
    await expect(page.getByRole("button", { name: "Save product" })).toBeEnabled();
    await shot(page, `${testInfo.project.name}-published`);

    await page.goto(`/x/pr/${id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page.getByRole("list", { name: "Price by quantity" })).toContainText("3.75");

    if (!phone && SHOTS) {
      // The same session on the Arabic host, for a look at the page right to left.
      const cookies = await page.context().cookies();
      await page
        .context()
        .addCookies(cookies.map(({ name, value }) => ({ name, value, url: `http://ar.localhost:${port}` })));
      await page.goto(`http://ar.localhost:${port}/supplier/products/${id}`);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await shot(page, "ar-published");
    }
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test(
      "the category search, a picture upload and a refused save each post the form and keep what was typed",
      SAME_ON_PHONES,
      async ({ page }, testInfo) => {
        test.setTimeout(90_000);
        const email = await registerBuyer(page, { confirm: false });
        makeCompanyMember(email, testInfo.project.name === "phone" ? 10 : 9, "catalog_editor");
        const leaf = leafWithVariations();
        await page.goto("/supplier/products/new");
        await page.locator('[name="texts.en.name"]').fill("Plain bucket");

        await page.getByLabel("Search categories").fill(leaf.name);
        await page.getByRole("button", { name: "Find" }).click();
        await page
          .getByRole("radio", { name: new RegExp(leaf.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) })
          .first()
          .check();
        await page.getByLabel("Add pictures").setInputFiles({
          name: "bucket.png",
          mimeType: "image/png",
          buffer: await picture(),
        });
        await page.getByRole("button", { name: "Upload" }).click();
        await expect(page.getByRole("img", { name: "Picture 1" })).toBeVisible();
        await expect(page.locator('[name="texts.en.name"]')).toHaveValue("Plain bucket");
        // The chosen category's variations came with the page.
        await expect(page.getByRole("heading", { name: "Variations buyers can filter on" })).toBeVisible();

        // No price and no origin: the save is refused field by field, nothing is lost.
        await page.getByRole("button", { name: "Save product" }).click();
        await expect(page.locator("#priceMin-error")).toHaveText(
          'Give a price, price tiers, or choose "Ask Price".',
        );
        await expect(page.locator("#placeOfOrigin-error")).toBeVisible();
        await expect(page.getByRole("img", { name: "Picture 1" })).toBeVisible();
        await expect(page).toHaveURL(/\/supplier\/products\/new$/);
      },
    );
  });
});
