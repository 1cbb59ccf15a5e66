import { expect, it } from "vitest";
import { NO_SELECTION } from "#server/modules/search/index.ts";
import { AppError } from "#server/lib/errors.ts";
import { productDraft, productWorld } from "#tests/setup/product-fixtures.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { decideChangeRequest, setTrustedSupplier, withdrawChangeRequest } from "./change-request.service.ts";
import { expireLapsedProductCertificates } from "./product-certificates.ts";
import { sitemapFile } from "#server/modules/seo/index.ts";
import { getProductCards } from "./product-cards.ts";
import { getProductDetail } from "./product-detail.ts";
import { loadEditableProduct, saveProduct } from "./product-editor.service.ts";
import { changeProductStatus, deleteProducts } from "./product-status.service.ts";

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).code;
}

/** Whether the search index lists the product for the company (what listings and facets count). */
async function searchable(d: TestDeps, companyId: number, productId: number) {
  const index = await d.search.ready();
  return d.search
    .run(index, { companyId, selected: NO_SELECTION, variationOptions: [], offset: 0, limit: 500 })
    .productIds.includes(productId);
}

/** Waits until `check` holds, at most `ms`. */
async function within(ms: number, check: () => Promise<boolean>, what = "") {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`${what} not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A product of the world's company, created and approved: published. */
async function published(d: TestDeps, w: Awaited<ReturnType<typeof productWorld>>) {
  const { id } = await saveProduct(
    d,
    w.members.catalog_editor,
    w.companyId,
    undefined,
    productDraft(w.leafCode, w.optionCode),
  );
  await changeProductStatus(d, w.members.catalog_editor, id, "submit");
  await changeProductStatus(d, w.operator, id, "approve");
  return id;
}

describeEachDatabase("product review", (deps) => {
  it("goes draft → waiting → published, reaching search within a second, and back off on unpublish", async () => {
    const d = deps();
    const w = await productWorld(d);
    await d.search.start(); // follows the change feed, as every server process does
    const { id } = await saveProduct(
      d,
      w.members.catalog_editor,
      w.companyId,
      undefined,
      productDraft(w.leafCode, w.optionCode),
    );
    expect(await searchable(d, w.companyId, id)).toBe(false);
    await changeProductStatus(d, w.members.catalog_editor, id, "submit");
    expect((await loadEditableProduct(d.db, w.members.owner, w.companyId, id)).status).toBe("pending_review");
    expect(await refusal(changeProductStatus(d, w.members.owner, id, "approve"))).toBe("not_allowed");
    await changeProductStatus(d, w.operator, id, "approve");
    await within(1000, () => searchable(d, w.companyId, id), "approved");
    expect((await getProductDetail(d.db, id, "en"))?.name).toBe("Organic cotton towel");
    expect(await getProductCards(d.db, "en", { ids: [id], limit: 1 })).toHaveLength(1);
    expect(await sitemapFile(d, "http://x", "en", "products", 0)).toContain(`/pr/${id}</loc>`);
    // The certificate the operator saw with the product is approved with it.
    const cert = await d.db
      .selectFrom("product_certifications")
      .select("status")
      .where("product_id", "=", id)
      .executeTakeFirstOrThrow();
    expect(cert.status).toBe("approved");
    await changeProductStatus(d, w.members.owner, id, "unpublish");
    await within(1000, async () => !(await searchable(d, w.companyId, id)), "unpublished");
    expect(await getProductDetail(d.db, id, "en")).toBeUndefined();
    expect(await getProductCards(d.db, "en", { ids: [id], limit: 1 })).toHaveLength(0);
    expect(await sitemapFile(d, "http://x", "en", "products", 0)).not.toContain(`/pr/${id}</loc>`);
    await changeProductStatus(d, w.members.owner, id, "publish");
    await within(1000, () => searchable(d, w.companyId, id), "published again");
    expect(d.sentMail.length).toBe(0); // e-mails are sent by the job; recorded below
    const mails = await d.db.selectFrom("notifications").select("kind").execute();
    expect(mails.map((m) => m.kind)).toContain("product.approve");
  });

  it("rejects with a reason shown on the product, and editing makes it a draft again", async () => {
    const d = deps();
    const w = await productWorld(d);
    const draft = productDraft(w.leafCode, w.optionCode);
    const { id } = await saveProduct(d, w.members.owner, w.companyId, undefined, draft);
    await changeProductStatus(d, w.members.owner, id, "submit");
    expect(await refusal(changeProductStatus(d, w.operator, id, "reject", "  "))).toBe("invalid_data");
    await changeProductStatus(d, w.operator, id, "reject", "Pictures show another product");
    const rejected = await loadEditableProduct(d.db, w.members.owner, w.companyId, id);
    expect(rejected).toMatchObject({ status: "rejected", statusReason: "Pictures show another product" });
    await saveProduct(d, w.members.owner, w.companyId, id, draft);
    expect((await loadEditableProduct(d.db, w.members.owner, w.companyId, id)).status).toBe("draft");
  });

  it("makes one change of two clicks at once", async () => {
    const d = deps();
    const w = await productWorld(d);
    const { id } = await saveProduct(
      d,
      w.members.owner,
      w.companyId,
      undefined,
      productDraft(w.leafCode, w.optionCode),
    );
    await changeProductStatus(d, w.members.owner, id, "submit");
    const results = await Promise.allSettled([
      changeProductStatus(d, w.operator, id, "approve"),
      changeProductStatus(d, w.operator, id, "reject", "no"),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const failure = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect((failure.reason as AppError).code).toBe("conflict");
  });

  it("refuses status changes by sales, viewers and other companies", async () => {
    const d = deps();
    const w = await productWorld(d);
    const { id } = await saveProduct(
      d,
      w.members.owner,
      w.companyId,
      undefined,
      productDraft(w.leafCode, w.optionCode),
    );
    expect(await refusal(changeProductStatus(d, w.members.sales, id, "submit"))).toBe("not_allowed");
    expect(await refusal(changeProductStatus(d, w.members.viewer, id, "submit"))).toBe("not_allowed");
    expect(await refusal(changeProductStatus(d, w.otherOwner, id, "submit"))).toBe("not_found");
    expect(await refusal(deleteProducts(d, w.otherOwner, w.otherCompanyId, [id]))).toBe("not_found");
    expect(await refusal(deleteProducts(d, w.members.sales, w.companyId, [id]))).toBe("not_allowed");
    expect((await loadEditableProduct(d.db, w.members.owner, w.companyId, id)).status).toBe("draft");
  });

  it("deletes only when every id is the company's own, else nothing", async () => {
    const d = deps();
    const w = await productWorld(d);
    const mine = await saveProduct(
      d,
      w.members.owner,
      w.companyId,
      undefined,
      productDraft(w.leafCode, w.optionCode),
    );
    const theirs = await saveProduct(
      d,
      w.otherOwner,
      w.otherCompanyId,
      undefined,
      productDraft(w.leafCode, w.optionCode),
    );
    expect(await refusal(deleteProducts(d, w.members.owner, w.companyId, [mine.id, theirs.id]))).toBe(
      "not_found",
    );
    await deleteProducts(d, w.members.catalog_editor, w.companyId, [mine.id]);
    expect(await refusal(loadEditableProduct(d.db, w.members.owner, w.companyId, mine.id))).toBe("not_found");
    expect((await loadEditableProduct(d.db, w.otherOwner, w.otherCompanyId, theirs.id)).status).toBe("draft");
  });
});

describeEachDatabase("editing a published product", (deps) => {
  it("applies the price at once and holds the new name as a change request until approved", async () => {
    const d = deps();
    const w = await productWorld(d);
    const id = await published(d, w);
    const draft = productDraft(w.leafCode, w.optionCode);
    const { outcome } = await saveProduct(d, w.members.catalog_editor, w.companyId, id, {
      ...draft,
      priceMin: "1.99",
      priceTiers: [],
      texts: { ...draft.texts, en: { name: "Premium organic towel" } },
    });
    expect(outcome).toBe("change_requested");
    const live = await getProductDetail(d.db, id, "en");
    expect(live).toMatchObject({ name: "Organic cotton towel", fobPriceMin: 1.99, pricePerQuantity: [] });
    const editable = await loadEditableProduct(d.db, w.members.owner, w.companyId, id);
    expect(editable.pendingChange?.input.texts.en?.name).toBe("Premium organic towel");
    expect(editable.input.texts.en?.name).toBe("Organic cotton towel");

    const { id: requestId } = editable.pendingChange!;
    expect(await refusal(decideChangeRequest(d, w.members.owner, requestId, "approve"))).toBe("not_allowed");
    await decideChangeRequest(d, w.operator, requestId, "approve");
    expect((await getProductDetail(d.db, id, "en"))?.name).toBe("Premium organic towel");
    expect(await refusal(decideChangeRequest(d, w.operator, requestId, "reject", "late"))).toBe("conflict");
    const kinds = (await d.db.selectFrom("notifications").select("kind").execute()).map((n) => n.kind);
    expect(kinds).toContain("productChange.approve");
  });

  it("lets the supplier withdraw a request, and a rejected one leaves the live product as it was", async () => {
    const d = deps();
    const w = await productWorld(d);
    const id = await published(d, w);
    const draft = productDraft(w.leafCode, w.optionCode);
    const renamed = { ...draft, texts: { en: { name: "Renamed towel" } } };
    await saveProduct(d, w.members.owner, w.companyId, id, renamed);
    expect(await refusal(withdrawChangeRequest(d, w.otherOwner, w.otherCompanyId, id))).toBe("not_found");
    await withdrawChangeRequest(d, w.members.owner, w.companyId, id);
    expect((await loadEditableProduct(d.db, w.members.owner, w.companyId, id)).pendingChange).toBeNull();

    await saveProduct(d, w.members.owner, w.companyId, id, renamed);
    const requestId = (await loadEditableProduct(d.db, w.members.owner, w.companyId, id)).pendingChange!.id;
    await decideChangeRequest(d, w.operator, requestId, "reject", "Name must describe the product");
    expect((await getProductDetail(d.db, id, "en"))?.name).toBe("Organic cotton towel");
    // Saving the live values again takes nothing to the operator.
    expect((await saveProduct(d, w.members.owner, w.companyId, id, draft)).outcome).toBe("updated");
  });

  it("for a trusted supplier, publishes on submit and applies every change at once", async () => {
    const d = deps();
    const w = await productWorld(d);
    expect(await refusal(setTrustedSupplier(d, w.members.owner, w.companyId, true))).toBe("not_allowed");
    await setTrustedSupplier(d, w.operator, w.companyId, true);
    const draft = productDraft(w.leafCode, w.optionCode);
    const { id } = await saveProduct(d, w.members.owner, w.companyId, undefined, draft);
    await changeProductStatus(d, w.members.owner, id, "submit");
    expect((await loadEditableProduct(d.db, w.members.owner, w.companyId, id)).status).toBe("published");
    const { outcome } = await saveProduct(d, w.members.owner, w.companyId, id, {
      ...draft,
      texts: { en: { name: "Trusted towel" } },
    });
    expect(outcome).toBe("updated");
    expect((await getProductDetail(d.db, id, "en"))?.name).toBe("Trusted towel");
  });
});

describeEachDatabase("product certificates", (deps) => {
  it("stop being shown once their end date has passed (the daily expiry check)", async () => {
    const d = deps();
    const w = await productWorld(d);
    const id = await published(d, w);
    expect((await getProductDetail(d.db, id, "en"))?.certifications.map((c) => c.name)).toEqual(["OEKO-TEX"]);
    d.clock.set(Date.parse("2028-01-02T03:00:00Z"));
    expect(await expireLapsedProductCertificates(d)).toBeGreaterThan(0); // the demo's lapse too
    expect(await expireLapsedProductCertificates(d)).toBe(0);
    expect((await getProductDetail(d.db, id, "en"))?.certifications).toEqual([]);
  });
});
