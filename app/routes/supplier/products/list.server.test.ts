import { expect, it } from "vitest";
import { loadEditableProduct, saveProduct } from "#server/modules/products/index.ts";
import { productDraft, productWorld } from "#tests/setup/product-fixtures.ts";
import { callRoute } from "#tests/setup/route-call.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { action, loader } from "./list.tsx";

type World = Awaited<ReturnType<typeof productWorld>>;

const bulk = (name: string, ids: number[]) => {
  const form = new URLSearchParams({ bulk: name });
  for (const id of ids) form.append("ids", String(id));
  return form;
};

async function world(d: TestDeps) {
  const w = await productWorld(d);
  const save = async (companyId: number, actor: World["otherOwner"], sku: string) =>
    (
      await saveProduct(
        d,
        actor,
        companyId,
        undefined,
        productDraft(w.leafCode, w.optionCode, { supplierSku: sku }),
      )
    ).id;
  const mine = await save(w.companyId, w.members.owner, "MINE-1");
  const theirs = await save(w.otherCompanyId, w.otherOwner, "THEIRS-1");
  const status = async (companyId: number, actor: World["otherOwner"], id: number) =>
    (await loadEditableProduct(d.db, actor, companyId, id)).status;
  return { ...w, mine, theirs, status };
}

describeEachDatabase("the workspace product list page", (deps) => {
  it("sends anonymous visitors to sign in, from the page and the form", async () => {
    const d = deps();
    await productWorld(d);
    for (const [fn, form] of [
      [loader, undefined],
      [action, bulk("submit", [1])],
    ] as const) {
      const answer = await callRoute(d, fn, "/supplier/products", undefined, form);
      expect(answer.status).toBe(302);
      expect(answer.location).toBe(`/login?returnUrl=${encodeURIComponent("/supplier/products")}`);
    }
  });

  it("shows the company's own products to catalogue editors and viewers, and is closed to sales", async () => {
    const d = deps();
    const w = await world(d);
    const editor = await callRoute(d, loader, "/supplier/products?status=draft", w.members.catalog_editor);
    expect(editor.status).toBe(200);
    expect(((editor.data?.items ?? []) as { id: number }[]).map((i) => i.id)).toEqual([w.mine]);
    expect(editor.data).toMatchObject({ canEdit: true, canPublish: true, total: 1 });
    const viewer = await callRoute(d, loader, "/supplier/products", w.members.viewer);
    expect(viewer.data).toMatchObject({ canEdit: false, canPublish: false, total: 1 });
    expect((await callRoute(d, loader, "/supplier/products", w.members.sales)).status).toBe(403);
    expect(
      (await callRoute(d, action, "/supplier/products", w.members.sales, bulk("submit", [w.mine]))).status,
    ).toBe(403);
  });

  it("lets a catalogue editor submit drafts, and refuses viewers", async () => {
    const d = deps();
    const w = await world(d);
    const refused = await callRoute(
      d,
      action,
      "/supplier/products",
      w.members.viewer,
      bulk("submit", [w.mine]),
    );
    expect(refused.status).toBe(403);
    expect(await w.status(w.companyId, w.members.owner, w.mine)).toBe("draft");
    const done = await callRoute(
      d,
      action,
      "/supplier/products",
      w.members.catalog_editor,
      bulk("submit", [w.mine]),
    );
    expect(done.data).toMatchObject({ ok: true, bulk: "submit", done: 1, skipped: 0 });
    expect(await w.status(w.companyId, w.members.owner, w.mine)).toBe("pending_review");
  });

  it("refuses another company's product id in the form and changes nothing", async () => {
    const d = deps();
    const w = await world(d);
    for (const name of ["submit", "delete", "publish"]) {
      const answer = await callRoute(
        d,
        action,
        "/supplier/products",
        w.members.owner,
        bulk(name, [w.mine, w.theirs]),
      );
      expect(answer.status).toBe(404);
      expect(answer.data).toMatchObject({ ok: false });
    }
    const alone = await callRoute(
      d,
      action,
      "/supplier/products",
      w.members.owner,
      bulk("delete", [w.theirs]),
    );
    expect(alone.status).toBe(404);
    expect(await w.status(w.companyId, w.members.owner, w.mine)).toBe("draft");
    expect(await w.status(w.otherCompanyId, w.otherOwner, w.theirs)).toBe("draft");
  });

  it("answers a form without products or with a made-up action with a message, never a 500", async () => {
    const d = deps();
    const w = await world(d);
    const none = await callRoute(d, action, "/supplier/products", w.members.owner, bulk("submit", []));
    expect(none).toMatchObject({
      status: 400,
      data: { fields: { ids: "supplier.products.list.chooseProducts" } },
    });
    const odd = await callRoute(d, action, "/supplier/products", w.members.owner, bulk("explode", [w.mine]));
    expect(odd).toMatchObject({
      status: 400,
      data: { fields: { bulk: "supplier.products.list.chooseAction" } },
    });
    const huge = await callRoute(
      d,
      action,
      "/supplier/products",
      w.members.owner,
      bulk("submit", [99_999_999_999]),
    );
    expect(huge.status).toBe(400);
    // No translation service is configured here: the member is told so.
    const translate = await callRoute(
      d,
      action,
      "/supplier/products",
      w.members.owner,
      bulk("translate", [w.mine]),
    );
    expect(translate).toMatchObject({
      status: 409,
      data: { formError: "supplier.texts.translateNotConfigured" },
    });
  });
});
