import { expect, it } from "vitest";
import { productDraft, productWorld } from "#tests/setup/product-fixtures.ts";
import { describeEachDatabase } from "#tests/setup/test-db.ts";
import { createProductsIn } from "./product-batch-writer.ts";
import { loadEditableProduct, parseProductInput } from "./product-editor.service.ts";
import { writeProductIn } from "./product-writer.ts";

describeEachDatabase("creating products in batches", (deps) => {
  it("writes what one-by-one writing writes, and refuses bad rows alone", async () => {
    const d = deps();
    const w = await productWorld(d);
    const ctx = { clock: d.clock, actor: w.members.owner, trusted: false };
    const draft = (sku: string, extra = {}) =>
      parseProductInput(productDraft(w.leafCode, w.optionCode, { supplierSku: sku, ...extra }));
    const single = await d.db
      .transaction()
      .execute((trx) => writeProductIn(trx, ctx, w.companyId, undefined, draft("ONE")));
    const results = await d.db.transaction().execute((trx) =>
      createProductsIn(trx, ctx, w.companyId, [
        draft("B-1"),
        draft("ONE"), // the company has it already
        draft("B-2", { categoryCode: w.leafCode.slice(0, -3) }), // not a leaf
        draft("B-1"), // twice in the batch
        draft("B-3", { variationOptions: ["zzz.1"] }),
        draft("B-4", { customVariations: [] }),
        draft("B-5", { certifications: [{ name: "ISO", fileId: 999_999 }] }), // no file of the company
      ]),
    );
    expect(results.map((r) => (r.ok ? "ok" : Object.entries(r.fields).flat().join(" ")))).toEqual([
      "ok",
      "supplierSku errors.product.skuTaken",
      "categoryCode errors.product.category",
      "supplierSku errors.product.skuTaken",
      "variationOptions errors.product.option",
      "ok",
      "certifications.0.fileId errors.evidenceFileRequired",
    ]);
    const one = await loadEditableProduct(d.db, w.members.owner, w.companyId, single.id);
    const batch = await loadEditableProduct(
      d.db,
      w.members.owner,
      w.companyId,
      (results[0] as { id: number }).id,
    );
    const strip = (p: typeof one) => ({
      ...p,
      id: 0,
      updatedAt: "",
      input: {
        ...p.input,
        supplierSku: "",
        certifications: p.input.certifications.map((c) => ({ ...c, id: 0 })),
      },
    });
    expect(strip(batch)).toEqual(strip(one));
    const noVariations = await loadEditableProduct(
      d.db,
      w.members.owner,
      w.companyId,
      (results[5] as { id: number }).id,
    );
    expect(noVariations.input.customVariations).toEqual([]);
  });
});
