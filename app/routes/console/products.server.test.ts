import { expect, it } from "vitest";
import { changeProductStatus, loadEditableProduct, saveProduct } from "#server/modules/products/index.ts";
import { productDraft, productWorld } from "#tests/setup/product-fixtures.ts";
import { callRoute } from "#tests/setup/route-call.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { action, loader } from "./products.tsx";
import { action as supplierAction, loader as supplierLoader } from "./supplier.tsx";

const decision = (values: Record<string, string>, items: string[]) => {
  const form = new URLSearchParams(values);
  for (const item of items) form.append("items", item);
  return form;
};

async function waiting(d: TestDeps) {
  const w = await productWorld(d);
  const { id } = await saveProduct(
    d,
    w.members.owner,
    w.companyId,
    undefined,
    productDraft(w.leafCode, w.optionCode),
  );
  await changeProductStatus(d, w.members.owner, id, "submit");
  const status = async () => (await loadEditableProduct(d.db, w.members.owner, w.companyId, id)).status;
  return { ...w, id, status };
}

describeEachDatabase("the operator's product review page", (deps) => {
  it("is for staff: anonymous visitors sign in, members of companies are refused", async () => {
    const d = deps();
    const w = await waiting(d);
    const anonymous = await callRoute(d, loader, "/admin/products", undefined);
    expect(anonymous).toMatchObject({ status: 302, location: "/login?returnUrl=%2Fadmin%2Fproducts" });
    expect((await callRoute(d, loader, "/admin/products", w.members.owner)).status).toBe(403);
    const form = decision({ decision: "approve" }, [`product-${w.id}`]);
    expect((await callRoute(d, action, "/admin/products", undefined, form)).status).toBe(302);
    expect((await callRoute(d, action, "/admin/products", w.members.owner, form)).status).toBe(403);
    expect(await w.status()).toBe("pending_review");
  });

  it("shows the waiting product and approves it", async () => {
    const d = deps();
    const w = await waiting(d);
    const page = await callRoute(d, loader, "/admin/products", w.operator);
    expect(((page.data?.items ?? []) as { key: string }[]).map((i) => i.key)).toEqual([`product-${w.id}`]);
    const done = await callRoute(
      d,
      action,
      "/admin/products",
      w.operator,
      decision({ decision: "approve" }, [`product-${w.id}`]),
    );
    expect(done.data).toMatchObject({ ok: true, decision: "approve", done: 1 });
    expect(await w.status()).toBe("published");
  });

  it("asks for the reason of a rejection, and refuses made-up items, changing nothing", async () => {
    const d = deps();
    const w = await waiting(d);
    const key = `product-${w.id}`;
    const noReason = await callRoute(
      d,
      action,
      "/admin/products",
      w.operator,
      decision({ decision: "reject" }, [key]),
    );
    expect(noReason).toMatchObject({
      status: 400,
      data: { fields: { reason: "errors.reasonRequired" }, target: key },
    });
    for (const items of [["product-abc"], ["order-1"], ["product-99999999999"], []]) {
      const answer = await callRoute(
        d,
        action,
        "/admin/products",
        w.operator,
        decision({ decision: "approve" }, items),
      );
      expect(answer.status).toBe(400);
    }
    const unknown = await callRoute(
      d,
      action,
      "/admin/products",
      w.operator,
      decision({ decision: "approve" }, ["change-424242"]),
    );
    expect(unknown.status).toBe(404);
    expect(await w.status()).toBe("pending_review");
    const rejected = await callRoute(
      d,
      action,
      "/admin/products",
      w.operator,
      decision({ decision: "reject", reason: "Pictures of another product" }, [key]),
    );
    expect(rejected.data).toMatchObject({ ok: true, decision: "reject", done: 1 });
    expect(await loadEditableProduct(d.db, w.members.owner, w.companyId, w.id)).toMatchObject({
      status: "rejected",
      statusReason: "Pictures of another product",
    });
  });

  it("turns the trusted-supplier setting on the supplier page, for staff only", async () => {
    const d = deps();
    const w = await waiting(d);
    const path = `/admin/suppliers/${w.companyId}`;
    const call = (actor: typeof w.operator | undefined, form?: URLSearchParams) =>
      callRoute(
        d,
        (args: never) => (form ? supplierAction : supplierLoader)(withParams(args, w.companyId)),
        path,
        actor,
        form,
      );
    const trust = new URLSearchParams({ intent: "trust", trusted: "1" });
    expect((await call(w.members.owner, trust)).status).toBe(403);
    expect((await call(w.operator)).data).toMatchObject({ trustedSupplier: false });
    expect((await call(w.operator, trust)).data).toMatchObject({ ok: true });
    expect((await call(w.operator)).data).toMatchObject({ trustedSupplier: true });
    // A trusted company's next submission goes live at once.
    const { id } = await saveProduct(
      d,
      w.members.owner,
      w.companyId,
      undefined,
      productDraft(w.leafCode, w.optionCode, { supplierSku: "TRUSTED-1" }),
    );
    await changeProductStatus(d, w.members.owner, id, "submit");
    expect((await loadEditableProduct(d.db, w.members.owner, w.companyId, id)).status).toBe("published");
  });
});

/** The route's address parameters, which `callRoute` leaves empty. */
function withParams(args: never, companyId: number): never {
  return { ...(args as object), params: { companyId: String(companyId) } } as never;
}
