import { expect, it } from "vitest";
import { AppError } from "#server/lib/errors.ts";
import { productDraft, productWorld } from "#tests/setup/product-fixtures.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { getProductDetail } from "./product-detail.ts";
import { loadEditableProduct, saveProduct } from "./product-editor.service.ts";

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const { code, fields } = error as AppError;
  return { code, fields };
}

const productCount = async (d: TestDeps, companyId: number) =>
  Number(
    (
      await d.db
        .selectFrom("products")
        .select((eb) => eb.fn.countAll().as("n"))
        .where("company_id", "=", companyId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describeEachDatabase("a supplier creates and edits a product", (deps) => {
  it("creates a draft with every field, reads it back the same, and keeps it from buyers", async () => {
    const d = deps();
    const w = await productWorld(d);
    const { id, outcome } = await saveProduct(
      d,
      w.members.catalog_editor,
      w.companyId,
      undefined,
      productDraft(w.leafCode, w.optionCode),
    );
    expect(outcome).toBe("created");
    const product = await loadEditableProduct(d.db, w.members.viewer, w.companyId, id);
    expect(product.status).toBe("draft");
    expect(product.input).toMatchObject({
      categoryCode: w.leafCode,
      brand: "Anatolia",
      supplierSku: "TOWEL-100",
      keywords: ["towel", "cotton"],
      pictures: ["/media/uploads/products/a.jpg", "/media/uploads/products/b.jpg"],
      variationOptions: [w.optionCode],
      customVariations: [{ name: "Color", values: [{ name: "Red" }, { name: "Blue" }] }],
      priceMin: "2.5",
      priceMax: "4.25",
      priceTiers: [
        { minQuantity: 100, price: "4.25" },
        { minQuantity: 500, price: "3.1" },
        { minQuantity: 2000, price: "2.5" },
      ],
      paymentTerms: ["tt", "lc"],
      manufactureLocation: { lat: 38.42, lon: 27.14 },
      certifications: [{ name: "OEKO-TEX", startDate: "2026-01-01", endDate: "2028-01-01" }],
    });
    // The description is sanitised: no h1 survives.
    expect(product.input.texts.en?.description).toBe("<p>Soft <strong>towel</strong></p><h3>Big</h3>");
    expect(product.texts.find((t) => t.lang === "en")).toMatchObject({ state: "source", origin: "source" });
    expect(product.texts.find((t) => t.lang === "tr")).toMatchObject({ state: "current", origin: "human" });
    expect(product.texts.find((t) => t.lang === "ja")?.state).toBe("missing");
    expect(await getProductDetail(d.db, id, "en")).toBeUndefined();
  });

  it("refuses bad input with a message per field and writes nothing", async () => {
    const d = deps();
    const w = await productWorld(d);
    const before = await productCount(d, w.companyId);
    const bad = await refusal(
      saveProduct(
        d,
        w.members.owner,
        w.companyId,
        undefined,
        productDraft(w.leafCode, w.optionCode, {
          priceTiers: [
            { minQuantity: 100, price: "3" },
            { minQuantity: 100, price: "4" },
          ],
          priceMin: "5",
          priceMax: "4",
          texts: { en: { name: "<script>x</script>".repeat(30) } },
        }),
      ),
    );
    expect(bad.code).toBe("invalid_data");
    expect(bad.fields).toMatchObject({
      "priceTiers.1.minQuantity": "errors.product.tierQuantities",
      "priceTiers.1.price": "errors.product.tierPrices",
      priceMax: "errors.product.priceOrder",
      "texts.en.name": "errors.tooLong",
    });
    const parent = w.leafCode.slice(0, -3);
    const notLeaf = await refusal(
      saveProduct(d, w.members.owner, w.companyId, undefined, productDraft(parent, w.optionCode)),
    );
    expect(notLeaf.fields).toMatchObject({ categoryCode: "errors.product.category" });
    const foreignOption = await refusal(
      saveProduct(
        d,
        w.members.owner,
        w.companyId,
        undefined,
        productDraft(w.leafCode, w.optionCode, { variationOptions: ["zzz.999"] }),
      ),
    );
    expect(foreignOption.fields).toMatchObject({ variationOptions: "errors.product.option" });
    expect(await productCount(d, w.companyId)).toBe(before);
  });

  it("keeps SKUs unique within a company, not across companies", async () => {
    const d = deps();
    const w = await productWorld(d);
    await saveProduct(d, w.members.owner, w.companyId, undefined, productDraft(w.leafCode, w.optionCode));
    const taken = await refusal(
      saveProduct(d, w.members.owner, w.companyId, undefined, productDraft(w.leafCode, w.optionCode)),
    );
    expect(taken.fields).toMatchObject({ supplierSku: "errors.product.skuTaken" });
    const other = await saveProduct(
      d,
      w.otherOwner,
      w.otherCompanyId,
      undefined,
      productDraft(w.leafCode, w.optionCode),
    );
    expect(other.outcome).toBe("created");
  });

  it("answers two creations of one SKU at once with one product and a taken SKU, never a server error", async () => {
    const d = deps();
    const w = await productWorld(d);
    const draft = productDraft(w.leafCode, w.optionCode, { supplierSku: "RACE-1" });
    const results = await Promise.allSettled([
      saveProduct(d, w.members.owner, w.companyId, undefined, draft),
      saveProduct(d, w.members.admin, w.companyId, undefined, draft),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const failure = (results.find((r) => r.status === "rejected") as PromiseRejectedResult)
      .reason as AppError;
    expect(failure).toBeInstanceOf(AppError);
    expect(failure.fields).toEqual({ supplierSku: "errors.product.skuTaken" });
  });

  it("lets catalogue editors and managers write, not sales, finance, viewers or strangers, and never another company's product", async () => {
    const d = deps();
    const w = await productWorld(d);
    const draft = productDraft(w.leafCode, w.optionCode);
    for (const role of ["sales", "finance", "viewer"] as const)
      expect((await refusal(saveProduct(d, w.members[role], w.companyId, undefined, draft))).code).toBe(
        "not_allowed",
      );
    // Someone outside the company is not told it exists.
    expect((await refusal(saveProduct(d, w.otherOwner, w.companyId, undefined, draft))).code).toBe(
      "not_found",
    );
    const { id } = await saveProduct(d, w.members.admin, w.companyId, undefined, draft);
    // The other company's owner, acting for their own company, names this company's product.
    expect((await refusal(saveProduct(d, w.otherOwner, w.otherCompanyId, id, draft))).code).toBe("not_found");
    expect((await refusal(loadEditableProduct(d.db, w.otherOwner, w.otherCompanyId, id))).code).toBe(
      "not_found",
    );
    expect((await refusal(loadEditableProduct(d.db, w.members.sales, w.companyId, id))).code).toBe(
      "not_allowed",
    );
    const product = await loadEditableProduct(d.db, w.members.owner, w.companyId, id);
    expect(product.input.texts.en?.name).toBe("Organic cotton towel");
  });

  it("marks a translation outdated when the source text changes", async () => {
    const d = deps();
    const w = await productWorld(d);
    const draft = productDraft(w.leafCode, w.optionCode);
    const { id } = await saveProduct(d, w.members.owner, w.companyId, undefined, draft);
    await saveProduct(d, w.members.owner, w.companyId, id, {
      ...draft,
      texts: { ...draft.texts, en: { name: "Organic cotton bath towel" } },
    });
    const product = await loadEditableProduct(d.db, w.members.owner, w.companyId, id);
    expect(product.texts.find((t) => t.lang === "tr")?.state).toBe("outdated");
  });
});
