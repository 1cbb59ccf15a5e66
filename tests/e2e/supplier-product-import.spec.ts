import { readFile } from "node:fs/promises";
import ExcelJS from "exceljs";
import { registerBuyer } from "./fixtures/accounts.ts";
import { leafWithVariation } from "./support/catalog-db.ts";
import { makeCompanyMember } from "./support/company-members-db.ts";
import { expect, test } from "./support/test.ts";

/** An XLSX of `count` products, three of them wrong in ways the member must be told about. */
async function productSheet(prefix: string, count: number) {
  const { category, group, optionName } = leafWithVariation();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("products");
  sheet.addRow([
    "sku",
    "category",
    "name.en",
    "description.en",
    "place_of_origin",
    "price_min",
    `variation.${group}`,
  ]);
  for (let i = 1; i <= count; i++) {
    const row = [
      `${prefix}-${i}`,
      category,
      `Imported mug ${prefix} ${i}`,
      "<p>Stoneware</p>",
      "CN",
      2 + i / 100,
      optionName,
    ];
    if (i === 7) row[5] = ""; // no price
    if (i === 50) row[6] = "no such option";
    if (i === 120) row[4] = "ZZ"; // no such country
    sheet.addRow(row);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

test.describe("a supplier imports products from a spreadsheet", () => {
  test("200 products from an XLSX file: a dry run names the bad rows, the import runs with progress, the refused rows download", async ({
    page,
  }, testInfo) => {
    // An upload, a dry run and a background import of 200 rows: more than a page's time under load.
    test.setTimeout(150_000);
    // Each project imports into its own company, so desktop and phone runs do not meet.
    const companyId = testInfo.project.name === "phone" ? 8 : 7;
    const prefix = `E2E${testInfo.project.name === "phone" ? "P" : "D"}${Date.now().toString(36)}`;
    const email = await registerBuyer(page, { confirm: false });
    makeCompanyMember(email, companyId, "catalog_editor");

    await page.goto("/supplier/products/import");
    await expect(page.getByRole("heading", { level: 1, name: "Import products" })).toBeVisible();
    await page.getByLabel("Sheet (CSV or XLSX)").setInputFiles({
      name: "products.xlsx",
      mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      buffer: await productSheet(prefix, 200),
    });
    await page.getByRole("button", { name: "Upload and map columns" }).click();

    // The headers are named like the template's columns: each is mapped already.
    await expect(page.getByRole("heading", { name: "Map the columns" })).toBeVisible();
    await expect(page.getByLabel("price_min", { exact: true })).toHaveValue("price_min");
    await page.getByRole("button", { name: "Check the rows" }).click();

    await expect(page.getByText("Dry run: nothing has been saved yet")).toBeVisible();
    await expect(page.getByTestId("count-create")).toHaveText("197");
    await expect(page.getByTestId("count-refuse")).toHaveText("3");
    const rows = page.getByRole("list", { name: "Rows of the sheet and what the import would do" });
    const rowOf = (n: number) =>
      rows.getByRole("listitem").filter({ has: page.getByText(`${prefix}-${n}`, { exact: true }) });
    await expect(rowOf(7)).toContainText("Lowest price:");
    await expect(rowOf(50)).toContainText("This value is not one of the category's options");
    await expect(rowOf(120)).toContainText("Place of origin:");

    await page.getByRole("button", { name: "Import 197 products" }).click();
    // The page follows the background job until it is done.
    await expect(page.getByText("Imported", { exact: true })).toBeVisible({ timeout: 90_000 });
    await expect(page.getByTestId("count-create")).toHaveText("197");
    await expect(page.getByTestId("count-refuse")).toHaveText("3");

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download refused rows" }).click();
    const report = await readFile(await (await download).path(), "utf8");
    for (const n of [7, 50, 120]) expect(report).toContain(`${prefix}-${n},`);
    expect(report).not.toContain(`${prefix}-8,`);
  });
});
