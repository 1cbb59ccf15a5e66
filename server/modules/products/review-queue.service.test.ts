import { expect, it } from "vitest";
import { AppError } from "#server/lib/errors.ts";
import { productDraft, productWorld } from "#tests/setup/product-fixtures.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { loadEditableProduct, saveProduct } from "./product-editor.service.ts";
import { changeProductStatus } from "./product-status.service.ts";
import { countReviewQueue, decideReviewItems, listReviewQueue, plainText } from "./review-queue.service.ts";

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).code;
}

type World = Awaited<ReturnType<typeof productWorld>>;

async function submitted(d: TestDeps, w: World, sku: string, at: string) {
  d.clock.set(at);
  const { id } = await saveProduct(
    d,
    w.members.owner,
    w.companyId,
    undefined,
    productDraft(w.leafCode, w.optionCode, { supplierSku: sku }),
  );
  await changeProductStatus(d, w.members.owner, id, "submit");
  return id;
}

it("reads a description as its words", () => {
  expect(plainText("<p>Soft &amp; <strong>warm</strong></p><p>Two</p>")).toBe("Soft & warm\nTwo");
  expect(plainText(null)).toBeNull();
});

describeEachDatabase("the product review queue", (deps) => {
  it("lists new products and change requests the oldest first, each as its difference", async () => {
    const d = deps();
    const w = await productWorld(d);
    const first = await submitted(d, w, "Q-1", "2026-11-20T08:00:00Z");
    const live = await submitted(d, w, "Q-2", "2026-11-20T09:00:00Z");
    await changeProductStatus(d, w.operator, live, "approve");
    const third = await submitted(d, w, "Q-3", "2026-11-22T08:00:00Z");
    d.clock.set("2026-11-21T08:00:00Z");
    const draft = productDraft(w.leafCode, w.optionCode, { supplierSku: "Q-2" });
    await saveProduct(d, w.members.owner, w.companyId, live, {
      ...draft,
      brand: "New brand",
      texts: { ...draft.texts, tr: { name: "Yeni havlu" } },
    });
    const request = (await loadEditableProduct(d.db, w.members.owner, w.companyId, live)).pendingChange!;

    const queue = await listReviewQueue(d, w.operator, "en");
    expect(queue.counts).toEqual({ products: 2, changes: 1 });
    expect(await countReviewQueue(d.db)).toBe(3);
    expect(queue.items.map((i) => i.key)).toEqual([
      `product-${first}`,
      `change-${request.id}`,
      `product-${third}`,
    ]);
    const change = queue.items[1]!;
    expect(change).toMatchObject({
      kind: "change",
      productId: live,
      companyId: w.companyId,
      name: "Organic cotton towel",
    });
    expect(change.changes.map((c) => [c.field, c.lang, c.before, c.after])).toEqual([
      ["brand", null, "Anatolia", "New brand"],
      ["name", "tr", "Organik pamuk havlu", "Yeni havlu"],
      ["description", "tr", "Yumuşak havlu", null],
      ["packagingDetails", "tr", "Kolide 10 adet", null],
    ]);
    const fresh = queue.items[0]!;
    expect(fresh.changes.every((c) => c.before === null)).toBe(true);
    expect(fresh.changes.find((c) => c.field === "description" && c.lang === "en")?.after).toBe(
      "Soft towel\nBig",
    );
    expect(fresh.names.categories[w.leafCode]).toBeTruthy();
    expect(fresh.live).toMatchObject({ currency: "USD", priceMin: "2.5", moq: 100 });
  });

  it("approves several at once and rejects with a reason, each decision once", async () => {
    const d = deps();
    const w = await productWorld(d);
    const a = await submitted(d, w, "R-1", "2026-11-20T08:00:00Z");
    const b = await submitted(d, w, "R-2", "2026-11-20T09:00:00Z");
    const c = await submitted(d, w, "R-3", "2026-11-20T10:00:00Z");
    expect(
      await refusal(decideReviewItems(d, w.operator, { decision: "reject", items: [`product-${c}`] })),
    ).toBe("invalid_data");
    expect(
      await decideReviewItems(d, w.operator, {
        decision: "approve",
        items: [`product-${a}`, `product-${b}`],
      }),
    ).toEqual({ done: 2, skipped: 0 });
    await decideReviewItems(d, w.operator, { decision: "reject", items: [`product-${c}`], reason: "Blurry" });
    const status = async (id: number) =>
      (await loadEditableProduct(d.db, w.members.owner, w.companyId, id)).status;
    expect([await status(a), await status(b), await status(c)]).toEqual([
      "published",
      "published",
      "rejected",
    ]);
    // A second reviewer's click on what is decided is skipped, not done twice.
    expect(await decideReviewItems(d, w.operator, { decision: "approve", items: [`product-${c}`] })).toEqual({
      done: 0,
      skipped: 1,
    });
    expect((await listReviewQueue(d, w.operator, "en")).items).toEqual([]);
    const audit = await d.db
      .selectFrom("audit_log")
      .select("action")
      .where("entity", "=", "product")
      .execute();
    expect(audit.map((r) => r.action).filter((x) => x === "product.approve")).toHaveLength(2);
  });

  it("is for staff only", async () => {
    const d = deps();
    const w = await productWorld(d);
    const id = await submitted(d, w, "S-1", "2026-11-20T08:00:00Z");
    expect(await refusal(listReviewQueue(d, w.members.owner, "en"))).toBe("not_allowed");
    expect(
      await refusal(decideReviewItems(d, w.members.owner, { decision: "approve", items: [`product-${id}`] })),
    ).toBe("not_allowed");
    expect((await loadEditableProduct(d.db, w.members.owner, w.companyId, id)).status).toBe("pending_review");
  });
});
