import { expect, it } from "vitest";
import { LANG_CODES } from "#core/i18n/languages.ts";
import {
  PRODUCT_LIST_PAGE,
  PRODUCT_LIST_STATUSES,
  type ProductListQuery,
  ProductListQuerySchema,
} from "#core/schemas/product-list.ts";
import { PRODUCT_REVIEW_REASON_MAX } from "#core/schemas/product-review.ts";
import { AppError } from "#server/lib/errors.ts";
import { productDraft, productWorld } from "#tests/setup/product-fixtures.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { PRODUCT_STATUSES } from "./product-status.ts";
import { loadEditableProduct, saveProduct } from "./product-editor.service.ts";
import { listWorkspaceProducts, runProductBulkAction } from "./product-list.service.ts";
import { changeProductStatus, PRODUCT_REASON_MAX } from "./product-status.service.ts";

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).code;
}

type World = Awaited<ReturnType<typeof productWorld>>;
const query = (q: Record<string, string> = {}): ProductListQuery => ProductListQuerySchema.parse(q);

async function make(d: TestDeps, w: World, sku: string, overrides: Parameters<typeof productDraft>[2] = {}) {
  const { id } = await saveProduct(
    d,
    w.members.catalog_editor,
    w.companyId,
    undefined,
    productDraft(w.leafCode, w.optionCode, { supplierSku: sku, ...overrides }),
  );
  return id;
}

const ids = async (d: TestDeps, w: World, q: Record<string, string> = {}) =>
  (await listWorkspaceProducts(d, w.members.viewer, w.companyId, "en", query(q))).items
    .map((i) => i.id)
    .sort();

it("keeps the list's statuses equal to the database's, and the review's reason limit the service's", () => {
  expect([...PRODUCT_LIST_STATUSES]).toEqual([...PRODUCT_STATUSES]);
  expect(PRODUCT_REVIEW_REASON_MAX).toBe(PRODUCT_REASON_MAX);
});

describeEachDatabase("the workspace product list", (deps) => {
  it("lists only the company's products, with what each row shows, and filters each way", async () => {
    const d = deps();
    d.clock.set("2026-11-27T10:00:00Z");
    const w = await productWorld(d);
    const towel = await make(d, w, "TOWEL-1");
    const robe = await make(d, w, "ROBE-2", {
      texts: { en: { name: "Waffle bathrobe" }, tr: { name: "Waffle bornoz" } },
      isCartAvailable: false,
      certifications: [
        { name: "GOTS", authorizedOrganization: null, startDate: "2025-01-01", endDate: "2026-12-20" },
      ],
    });
    const everyLanguage = Object.fromEntries(LANG_CODES.map((lang) => [lang, { name: `Sheet ${lang}` }]));
    const sheet = await make(d, w, "SHEET-3", { texts: everyLanguage, certifications: [] });
    const theirs = (
      await saveProduct(d, w.otherOwner, w.otherCompanyId, undefined, productDraft(w.leafCode, w.optionCode))
    ).id;
    await changeProductStatus(d, w.members.owner, robe, "submit");

    const list = await listWorkspaceProducts(d, w.members.viewer, w.companyId, "tr", query());
    expect(list.total).toBe(3);
    expect(list.items.map((i) => i.id)).not.toContain(theirs);
    const row = list.items.find((i) => i.id === towel)!;
    expect(row).toMatchObject({
      name: "Organik pamuk havlu",
      supplierSku: "TOWEL-1",
      status: "draft",
      currency: "USD",
      priceMin: "2.5",
      priceMax: "4.25",
      minOrderQuantity: 100,
      isCartAvailable: true,
      languagesDone: 2,
      hasPendingChange: false,
      picture: "/media/uploads/products/a.jpg",
    });
    expect(list.items.find((i) => i.id === sheet)?.languagesDone).toBe(13);
    expect(list.categories.map((c) => c.code)).toEqual([w.leafCode]);
    expect(list.statusCounts).toEqual({
      draft: 2,
      pending_review: 1,
      published: 0,
      unpublished: 0,
      rejected: 0,
    });

    expect(await ids(d, w, { status: "pending_review" })).toEqual([robe]);
    expect(await ids(d, w, { status: "published" })).toEqual([]);
    expect(await ids(d, w, { category: w.leafCode })).toEqual([towel, robe, sheet].sort());
    expect(await ids(d, w, { category: w.leafCode.slice(0, 3) })).toHaveLength(3);
    expect(await ids(d, w, { category: "999999" })).toEqual([]);
    expect(await ids(d, w, { q: "bornoz" })).toEqual([robe]);
    expect(await ids(d, w, { q: "sheet-3" })).toEqual([sheet]);
    expect(await ids(d, w, { q: "100%_" })).toEqual([]); // wildcards are taken literally
    expect(await ids(d, w, { missing: "1" })).toEqual([towel, robe].sort());
    expect(await ids(d, w, { expiring: "1" })).toEqual([robe]);
    expect(await ids(d, w, { cart: "1" })).toEqual([towel, sheet].sort());
    expect(await ids(d, w, { cart: "1", missing: "1" })).toEqual([towel]);
    // The other company's owner sees their one product and none of these.
    const other = await listWorkspaceProducts(d, w.otherOwner, w.otherCompanyId, "en", query());
    expect(other.items.map((i) => i.id)).toEqual([theirs]);
  });

  it("counts a translation made from an older source as not done", async () => {
    const d = deps();
    const w = await productWorld(d);
    const id = await make(d, w, "T-1");
    const draft = productDraft(w.leafCode, w.optionCode, { supplierSku: "T-1" });
    await saveProduct(d, w.members.owner, w.companyId, id, {
      ...draft,
      texts: { ...draft.texts, en: { name: "Organic cotton towel, large" } },
    });
    const [row] = (await listWorkspaceProducts(d, w.members.owner, w.companyId, "en", query())).items;
    expect(row?.languagesDone).toBe(1);
  });

  it("pages the newest changed first", async () => {
    const d = deps();
    const w = await productWorld(d);
    const made: number[] = [];
    for (let i = 0; i < PRODUCT_LIST_PAGE + 2; i++) {
      d.clock.set(Date.parse("2026-11-01T00:00:00Z") + i * 60_000);
      made.push(await make(d, w, `P-${i}`));
    }
    const first = await listWorkspaceProducts(d, w.members.owner, w.companyId, "en", query());
    const second = await listWorkspaceProducts(d, w.members.owner, w.companyId, "en", query({ page: "2" }));
    expect(first.total).toBe(PRODUCT_LIST_PAGE + 2);
    expect(first.items).toHaveLength(PRODUCT_LIST_PAGE);
    expect(first.items[0]?.id).toBe(made.at(-1));
    expect(second.items.map((i) => i.id)).toEqual([made[1], made[0]]);
  });

  it("shows a change waiting for review, and the operator's reasons", async () => {
    const d = deps();
    const w = await productWorld(d);
    const id = await make(d, w, "C-1");
    const rejected = await make(d, w, "C-2");
    await changeProductStatus(d, w.members.owner, id, "submit");
    await changeProductStatus(d, w.operator, id, "approve");
    await changeProductStatus(d, w.members.owner, rejected, "submit");
    await changeProductStatus(d, w.operator, rejected, "reject", "Blurry pictures");
    const draft = productDraft(w.leafCode, w.optionCode, { supplierSku: "C-1", brand: "Other brand" });
    await saveProduct(d, w.members.owner, w.companyId, id, draft);
    const read = async () =>
      (await listWorkspaceProducts(d, w.members.owner, w.companyId, "en", query())).items;
    expect((await read()).find((i) => i.id === id)).toMatchObject({
      status: "published",
      hasPendingChange: true,
    });
    expect((await read()).find((i) => i.id === rejected)).toMatchObject({
      status: "rejected",
      statusReason: "Blurry pictures",
    });
    const request = (await loadEditableProduct(d.db, w.members.owner, w.companyId, id)).pendingChange!;
    const { decideChangeRequest } = await import("./change-request.service.ts");
    await decideChangeRequest(d, w.operator, request.id, "reject", "Brand not proven");
    expect((await read()).find((i) => i.id === id)).toMatchObject({
      hasPendingChange: false,
      changeRejectedReason: "Brand not proven",
    });
  });

  it("refuses sales and other companies, and drops bad addresses quietly", async () => {
    const d = deps();
    const w = await productWorld(d);
    await make(d, w, "A-1");
    expect(await refusal(listWorkspaceProducts(d, w.members.sales, w.companyId, "en", query()))).toBe(
      "not_allowed",
    );
    expect(await refusal(listWorkspaceProducts(d, w.otherOwner, w.companyId, "en", query()))).toBe(
      "not_found",
    );
    const odd = query({ status: "bogus", category: "x'; drop", page: "-3", q: "x".repeat(500) });
    expect(odd).toMatchObject({ status: undefined, category: undefined, page: 1, q: undefined });
  });
});

describeEachDatabase("the list's bulk actions", (deps) => {
  it("submits the drafts among the chosen, skipping what cannot move", async () => {
    const d = deps();
    const w = await productWorld(d);
    const a = await make(d, w, "B-1");
    const b = await make(d, w, "B-2");
    await changeProductStatus(d, w.members.owner, b, "submit");
    const result = await runProductBulkAction(d, w.members.catalog_editor, w.companyId, {
      bulk: "submit",
      ids: [a, b],
    });
    expect(result).toEqual({ done: 1, skipped: 1 });
    expect(await ids(d, w, { status: "pending_review" })).toEqual([a, b].sort());
  });

  it("changes nothing when another company's product is among the chosen", async () => {
    const d = deps();
    const w = await productWorld(d);
    const mine = await make(d, w, "M-1");
    const theirs = (
      await saveProduct(d, w.otherOwner, w.otherCompanyId, undefined, productDraft(w.leafCode, w.optionCode))
    ).id;
    for (const bulk of ["submit", "delete", "translate"] as const) {
      expect(
        await refusal(runProductBulkAction(d, w.members.owner, w.companyId, { bulk, ids: [mine, theirs] })),
      ).toBe("not_found");
    }
    expect((await loadEditableProduct(d.db, w.members.owner, w.companyId, mine)).status).toBe("draft");
    expect((await loadEditableProduct(d.db, w.otherOwner, w.otherCompanyId, theirs)).status).toBe("draft");
  });

  it("lets viewers and sales change nothing", async () => {
    const d = deps();
    const w = await productWorld(d);
    const id = await make(d, w, "V-1");
    for (const role of ["viewer", "sales", "finance"] as const)
      for (const bulk of ["submit", "delete"] as const)
        expect(
          await refusal(runProductBulkAction(d, w.members[role], w.companyId, { bulk, ids: [id] })),
        ).toBe("not_allowed");
    expect((await loadEditableProduct(d.db, w.members.owner, w.companyId, id)).status).toBe("draft");
  });

  it("deletes the chosen products", async () => {
    const d = deps();
    const w = await productWorld(d);
    const a = await make(d, w, "D-1");
    const b = await make(d, w, "D-2");
    await runProductBulkAction(d, w.members.catalog_editor, w.companyId, { bulk: "delete", ids: [a] });
    expect(await ids(d, w)).toEqual([b]);
  });
});
