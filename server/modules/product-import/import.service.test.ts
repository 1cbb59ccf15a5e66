import { expect, it } from "vitest";
import { AppError } from "#server/lib/errors.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { csvOf, importMember, seedImportCatalogue } from "#tests/setup/product-import-fixtures.ts";
import { runImport } from "./import-job.ts";
import { checkImport, readImport, readImportReport, startImport, uploadImport } from "./import.service.ts";

const mappingOf = (headers: string[]) => Object.fromEntries(headers.map((h) => [h, h]));

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

async function productsOf(d: TestDeps, companyId: number) {
  return d.db
    .selectFrom("products")
    .innerJoin("product_texts", (j) =>
      j.onRef("product_texts.product_id", "=", "products.id").on("lang", "=", "en"),
    )
    .select(["products.id", "supplier_sku", "status", "name", "description", "fob_price_min"])
    .where("company_id", "=", companyId)
    .orderBy("products.id")
    .execute();
}

describeEachDatabase("product import", (deps) => {
  it("checks every row without writing, then imports: created, updated by SKU within the company only, refused with reasons", async () => {
    const d = deps();
    const cat = await seedImportCatalogue(d);
    const ownProduct = await d.db
      .selectFrom("products")
      .select(["id", "company_id"])
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const A = ownProduct.company_id;
    const foreign = await d.db
      .selectFrom("products")
      .select("id")
      .where("company_id", "!=", A)
      .executeTakeFirstOrThrow();
    const editor = await importMember(d.db, A, "catalog_editor");
    await d.db
      .updateTable("products")
      .set({ supplier_sku: "OWN-1" })
      .where("id", "=", ownProduct.id)
      .execute();
    await d.db
      .updateTable("products")
      .set({ supplier_sku: "THEIRS-1" })
      .where("id", "=", foreign.id)
      .execute();
    const base = { category: cat.category, place_of_origin: "CN", price_min: "2.50" };
    const sheet = csvOf(
      [
        {
          ...base,
          sku: "NEW-1",
          "name.en": "Steel mug",
          "description.en": "<p>Good</p><script>alert(1)</script>",
          [`variation.${cat.group}`]: cat.optionName,
        },
        // A whole price range: the product's own upper price may be below the new lower one.
        { ...base, sku: "OWN-1", "name.en": "Renamed by import", price_min: "3.10", price_max: "3.60" },
        { ...base, sku: "THEIRS-1", "name.en": "Not theirs" },
        { ...base, sku: "BAD-1", "name.en": "No price", price_min: "" },
        { ...base, sku: "BAD-2", "name.en": "Bad option", [`variation.${cat.group}`]: "no such option" },
        { ...base, sku: "NEW-1", "name.en": "Twice" },
      ],
      ";",
    );
    const before = (await productsOf(d, A)).length;
    const id = await uploadImport(d, editor, A, "tr", { sheet: { name: "products.csv", bytes: sheet } });
    const uploaded = await readImport(d, editor, A, id);
    expect(uploaded.status).toBe("uploaded");
    expect(uploaded.mapping["name.en"]).toBe("name.en");

    await checkImport(d, editor, A, id, mappingOf(uploaded.headers));
    const checked = await readImport(d, editor, A, id);
    expect(checked.counts).toEqual({ create: 2, update: 1, refuse: 3 });
    const byRow = new Map(checked.rows.map((r) => [r.row, r]));
    expect(byRow.get(2)?.outcome).toBe("create");
    expect(byRow.get(3)?.outcome).toBe("update");
    expect(byRow.get(4)?.outcome).toBe("create");
    expect(byRow.get(5)?.errors.price_min).toBe("errors.product.priceNeeded");
    expect(byRow.get(6)?.errors[`variation.${cat.group}`]).toBe(
      "supplier.productImport.errors.unknownOption",
    );
    expect(byRow.get(7)?.errors.sku).toBe("supplier.productImport.errors.skuTwice");
    expect((await productsOf(d, A)).length).toBe(before);
    // The report is written in the member's language (Turkish here).
    const report = new TextDecoder().decode((await readImportReport(d, editor, A, id)).bytes);
    expect(report).toContain("BAD-1");
    expect(report).not.toContain("errors.product.priceNeeded");

    await startImport(d, editor, A, id);
    await runImport(d, id);
    const done = await readImport(d, editor, A, id);
    expect(done.status).toBe("done");
    expect(done.counts).toEqual({ create: 2, update: 1, refuse: 3 });
    const after = await productsOf(d, A);
    expect(after.length).toBe(before + 2);
    const created = after.find((p) => p.supplier_sku === "NEW-1")!;
    expect(created.status).toBe("draft");
    expect(created.description).not.toContain("script");
    expect(after.find((p) => p.supplier_sku === "THEIRS-1")?.name).toBe("Not theirs");
    // The matched product is published: its price changes at once, its new name waits for review.
    const own = after.find((p) => p.id === ownProduct.id)!;
    expect(Number(own.fob_price_min)).toBe(3.1);
    expect(own.name).not.toBe("Renamed by import");
    const request = await d.db
      .selectFrom("product_change_requests")
      .select("status")
      .where("product_id", "=", own.id)
      .executeTakeFirst();
    expect(request?.status).toBe("pending");
    const theirs = await d.db
      .selectFrom("product_texts")
      .select("name")
      .where("product_id", "=", foreign.id)
      .where("lang", "=", "en")
      .executeTakeFirst();
    expect(theirs?.name).not.toBe("Not theirs");
  });

  it("checks the rows again at the import: a SKU the company gave a product after the dry run makes its row an update", async () => {
    const d = deps();
    const cat = await seedImportCatalogue(d);
    const own = await d.db
      .selectFrom("products")
      .select(["id", "company_id"])
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const A = own.company_id;
    const editor = await importMember(d.db, A, "catalog_editor");
    // A whole price range, so the row that turns into an update fits whatever the product cost.
    const base = { category: cat.category, place_of_origin: "CN", price_min: "2.50", price_max: "3.00" };
    const sheet = csvOf(
      [
        { ...base, sku: "LATE-1", "name.en": "First mug" },
        { ...base, sku: "LATE-2", "name.en": "Second mug" },
        { ...base, sku: "LATE-3", "name.en": "Third mug" },
      ],
      ";",
    );
    const id = await uploadImport(d, editor, A, "en", { sheet: { name: "products.csv", bytes: sheet } });
    const uploaded = await readImport(d, editor, A, id);
    await checkImport(d, editor, A, id, mappingOf(uploaded.headers));
    expect((await readImport(d, editor, A, id)).counts).toEqual({ create: 3, update: 0, refuse: 0 });
    await startImport(d, editor, A, id);
    // Between the check and the import, the editor gives an existing product the second row's SKU.
    await d.db.updateTable("products").set({ supplier_sku: "LATE-2" }).where("id", "=", own.id).execute();

    await runImport(d, id);
    const done = await readImport(d, editor, A, id);
    expect(done.status).toBe("done");
    expect(done.counts).toEqual({ create: 2, update: 1, refuse: 0 });
    const after = await productsOf(d, A);
    expect(after.filter((p) => p.supplier_sku === "LATE-2").map((p) => p.id)).toEqual([own.id]);
    expect(after.map((p) => p.supplier_sku)).toEqual(expect.arrayContaining(["LATE-1", "LATE-3"]));
  });

  it("lets only catalogue editors and managers import, and finds no other company's run", async () => {
    const d = deps();
    const cat = await seedImportCatalogue(d);
    const sheet = {
      name: "p.csv",
      bytes: csvOf([{ category: cat.category, "name.en": "X", place_of_origin: "CN", price_min: "1" }]),
    };
    for (const role of ["viewer", "sales"] as const) {
      const member = await importMember(d.db, 1, role);
      expect((await refusal(uploadImport(d, member, 1, "en", { sheet }))).code).toBe("not_allowed");
    }
    const owner = await importMember(d.db, 1, "owner");
    const id = await uploadImport(d, owner, 1, "en", { sheet });
    const other = await importMember(d.db, 2, "owner");
    expect((await refusal(readImport(d, other, 2, id))).code).toBe("not_found");
    expect((await refusal(checkImport(d, other, 2, id, {}))).code).toBe("not_found");
    expect((await refusal(startImport(d, other, 2, id))).code).toBe("not_found");
    expect((await refusal(readImport(d, other, 1, id))).code).toBe("not_found");
  });

  it("refuses a broken XLSX and a text that is not UTF-8 before storing anything, and a sheet over the row cap at its check", async () => {
    const d = deps();
    await seedImportCatalogue(d);
    const owner = await importMember(d.db, 1, "owner");
    const broken = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5]);
    expect(
      (await refusal(uploadImport(d, owner, 1, "en", { sheet: { name: "b.xlsx", bytes: broken } })))
        .messageKey,
    ).toBe("supplier.productImport.errors.brokenXlsx");
    const latin1 = new Uint8Array([0x6e, 0x61, 0x6d, 0x65, 0x0a, 0xe9, 0x74, 0xe9, 0x0a]);
    expect(
      (await refusal(uploadImport(d, owner, 1, "en", { sheet: { name: "l.csv", bytes: latin1 } })))
        .messageKey,
    ).toBe("supplier.productImport.errors.notUtf8");
    const many = new TextEncoder().encode(
      `sku\n${Array.from({ length: 20_001 }, (_, i) => `S${i}`).join("\n")}\n`,
    );
    const id = await uploadImport(d, owner, 1, "en", { sheet: { name: "m.csv", bytes: many } });
    expect((await refusal(checkImport(d, owner, 1, id, { sku: "sku" }))).messageKey).toBe(
      "supplier.productImport.errors.tooManyRows",
    );
    expect((await readImport(d, owner, 1, id)).status).toBe("uploaded");
    expect(await d.db.selectFrom("product_imports").select("id").execute()).toHaveLength(1);
  });

  it("commits rows in batches: a batch that fails is not imported, the batches before it stay, the run says failed", async () => {
    const d = deps();
    const cat = await seedImportCatalogue(d);
    const owner = await importMember(d.db, 1, "owner");
    const rows = Array.from({ length: 5 }, (_, i) => ({
      sku: `B-${i}`,
      category: cat.category,
      "name.en": `Batch ${i}`,
      place_of_origin: "CN",
      price_min: "1",
    }));
    const id = await uploadImport(d, owner, 1, "en", { sheet: { name: "b.csv", bytes: csvOf(rows) } });
    await checkImport(d, owner, 1, id, mappingOf(Object.keys(rows[0]!)));
    await startImport(d, owner, 1, id);
    // The second batch cannot open its transaction: the database went away halfway.
    const realTransaction = d.db.transaction.bind(d.db);
    let batches = 0;
    (d.db as { transaction: typeof d.db.transaction }).transaction = () => {
      batches++;
      if (batches === 2) throw new Error("the database went away");
      return realTransaction();
    };
    try {
      await runImport(d, id, { batchRows: 2 });
    } finally {
      (d.db as { transaction: typeof d.db.transaction }).transaction = realTransaction;
    }
    const run = await readImport(d, owner, 1, id);
    expect(run.status).toBe("failed");
    expect(run.processedRows).toBe(2);
    expect(run.counts.create).toBe(2);
    const skus = (await productsOf(d, 1)).map((p) => p.supplier_sku).filter((s) => s?.startsWith("B-"));
    expect(skus.sort()).toEqual(["B-0", "B-1"]);
    const report = new TextDecoder().decode((await readImportReport(d, owner, 1, id)).bytes);
    expect(report).toContain("B-2");
    expect(report).toContain("B-4");
    expect(report).not.toContain("B-0,");
  });
});

describeEachDatabase("product import taken up again", (deps) => {
  it("skips the batches a crashed run committed, so no row is imported twice", async () => {
    const d = deps();
    const cat = await seedImportCatalogue(d);
    const owner = await importMember(d.db, 1, "owner");
    const rows = Array.from({ length: 5 }, (_, i) => ({
      sku: `R-${i}`,
      category: cat.category,
      "name.en": `Resume ${i}`,
      place_of_origin: "CN",
      price_min: "1",
    }));
    const id = await uploadImport(d, owner, 1, "en", { sheet: { name: "r.csv", bytes: csvOf(rows) } });
    await checkImport(d, owner, 1, id, mappingOf(Object.keys(rows[0]!)));
    await startImport(d, owner, 1, id);
    await runImport(d, id, { batchRows: 2 });
    // As if the process had died after the first batch: its rows stay, the rest never came.
    await d.db.deleteFrom("products").where("supplier_sku", "in", ["R-2", "R-3", "R-4"]).execute();
    await d.db
      .updateTable("product_imports")
      .set({ status: "importing", processed_rows: 2, created_count: 2 })
      .where("id", "=", id)
      .execute();
    await runImport(d, id, { batchRows: 2 });
    const run = await readImport(d, owner, 1, id);
    expect(run.status).toBe("done");
    expect(run.counts.create).toBe(5);
    const skus = (await productsOf(d, 1)).map((p) => p.supplier_sku).filter((s) => s?.startsWith("R-"));
    expect(skus.sort()).toEqual(["R-0", "R-1", "R-2", "R-3", "R-4"]);
  });
});
