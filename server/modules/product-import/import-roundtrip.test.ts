import sharp from "sharp";
import { zipSync } from "fflate";
import { expect, it } from "vitest";
import { describeEachDatabase } from "#tests/setup/test-db.ts";
import { csvOf, importMember, seedImportCatalogue } from "#tests/setup/product-import-fixtures.ts";
import { runImport } from "./import-job.ts";
import { readProductInputs } from "./product-inputs.ts";
import { checkImport, readImport, startImport, uploadImport } from "./import.service.ts";
import { exportProductSheet } from "./sheets.service.ts";
import { streamBytes } from "./sheet-writer.ts";

describeEachDatabase("product export and import together", (deps) => {
  it("an exported sheet imports again as updates of the same products, changing nothing", async () => {
    const d = deps();
    await seedImportCatalogue(d);
    const { company_id: companyId } = await d.db
      .selectFrom("products")
      .select("company_id")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const owner = await importMember(d.db, companyId, "owner");
    const ids = await d.db.selectFrom("products").select("id").where("company_id", "=", companyId).execute();
    for (const { id } of ids)
      await d.db
        .updateTable("products")
        .set({ supplier_sku: `RT-${id}` })
        .where("id", "=", id)
        .execute();
    const before = await readProductInputs(
      d.db,
      companyId,
      ids.map((p) => p.id),
    );
    let last = 0;

    for (const format of ["xlsx", "csv"] as const) {
      const sheet = await streamBytes((await exportProductSheet(d, owner, companyId, "en", format)).stream);
      const id = await uploadImport(d, owner, companyId, "en", {
        sheet: { name: `export.${format}`, bytes: sheet },
      });
      const uploaded = await readImport(d, owner, companyId, id);
      expect(Object.values(uploaded.mapping).filter(Boolean).length).toBe(uploaded.headers.length);
      await checkImport(d, owner, companyId, id, uploaded.mapping);
      const checked = await readImport(d, owner, companyId, id);
      expect(checked.rows.filter((r) => r.outcome !== "update")).toEqual([]);
      expect(checked.counts.update).toBe(ids.length);
      last = id;
    }
    await startImport(d, owner, companyId, last);
    await runImport(d, last);
    expect((await readImport(d, owner, companyId, last)).counts).toEqual({
      create: 0,
      update: ids.length,
      refuse: 0,
    });
    expect(
      await readProductInputs(
        d.db,
        companyId,
        ids.map((p) => p.id),
      ),
    ).toEqual(before);
    // Nothing reviewed changed, so no change request waits for the operator.
    const pending = await d.db
      .selectFrom("product_change_requests")
      .select("id")
      .where("status", "=", "pending")
      .execute();
    expect(pending).toEqual([]);
  });

  it("takes pictures from the ZIP by file name, re-encoded; an address or a missing file refuses the row", async () => {
    const d = deps();
    const cat = await seedImportCatalogue(d);
    const owner = await importMember(d.db, 1, "owner");
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#cc3344" } })
      .png()
      .toBuffer();
    const zip = zipSync({
      "photos/Red-Mug.png": new Uint8Array(png),
      "notes.jpg": new TextEncoder().encode("not a picture"),
    });
    const row = { category: cat.category, place_of_origin: "CN", price_min: "1" };
    const sheet = csvOf([
      { ...row, sku: "P-1", "name.en": "With picture", pictures: "red-mug.png" },
      { ...row, sku: "P-2", "name.en": "By address", pictures: "https://example.com/a.jpg" },
      { ...row, sku: "P-3", "name.en": "Missing", pictures: "blue.jpg" },
      { ...row, sku: "P-4", "name.en": "Not a picture", pictures: "notes.jpg" },
    ]);
    const id = await uploadImport(d, owner, 1, "en", {
      sheet: { name: "p.csv", bytes: sheet },
      zip: { name: "p.zip", bytes: zip },
    });
    const uploaded = await readImport(d, owner, 1, id);
    await checkImport(d, owner, 1, id, uploaded.mapping);
    const checked = await readImport(d, owner, 1, id);
    const errors = Object.fromEntries(checked.rows.map((r) => [r.sku, r.errors.pictures]));
    expect(errors).toMatchObject({
      "P-2": "supplier.productImport.errors.pictureByUrl",
      "P-3": "supplier.productImport.errors.pictureMissing",
    });
    await startImport(d, owner, 1, id);
    await runImport(d, id);
    const done = await readImport(d, owner, 1, id);
    expect(done.counts).toEqual({ create: 1, update: 0, refuse: 3 });
    const pictures = await d.db
      .selectFrom("product_pictures")
      .innerJoin("products", "products.id", "product_pictures.product_id")
      .select("url")
      .where("supplier_sku", "=", "P-1")
      .execute();
    expect(pictures).toHaveLength(1);
    expect(pictures[0]!.url).toMatch(/^\/media\/uploads\/[0-9a-f]{32}\.jpg$/);
  });
});
