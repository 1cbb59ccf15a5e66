import { expect, it } from "vitest";
import type { Actor } from "#server/modules/accounts/index.ts";
import { callRoute, type RouteAnswer } from "#tests/setup/route-call.ts";
import { supplierOrderWorld } from "#tests/setup/supplier-order-fixtures.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { action as detailAction, loader as detailLoader } from "./detail.tsx";
import { loader as documentLoader } from "./document.ts";
import { loader as listLoader } from "./list.tsx";

/** Calls a loader or action of the order pages as React Router does, with the address's ids. */
function call(
  d: TestDeps,
  fn: (args: never) => unknown,
  path: string,
  actor: Actor | undefined,
  fields?: Record<string, string>,
): Promise<RouteAnswer> {
  const [, orderId, documentId] = /\/supplier\/orders\/([^/?]+)(?:\/documents\/([^/?]+))?/.exec(path) ?? [];
  return callRoute(d, fn, path, actor, fields ? new URLSearchParams(fields) : undefined, {
    ...(orderId ? { orderId } : {}),
    ...(documentId ? { documentId } : {}),
  });
}

type Detail = { order: { status: string; steps: string[]; lines: { id: number }[] } };

describeEachDatabase("the supplier's order pages: who may see and act", (deps) => {
  it("sends anonymous visitors to sign in, and keeps catalogue editors out", async () => {
    const d = deps();
    const w = await supplierOrderWorld(d);
    const id = await w.order();
    const pages = [
      [listLoader, "/supplier/orders", undefined],
      [detailLoader, `/supplier/orders/${id}`, undefined],
      [detailAction, `/supplier/orders/${id}`, { step: "decline", reason: "No stock" }],
      [documentLoader, `/supplier/orders/${id}/documents/1`, undefined],
    ] as const;
    for (const [fn, path, fields] of pages) {
      const answer = await call(d, fn, path, undefined, fields);
      expect(answer.status).toBe(302);
      expect(answer.location).toBe(`/login?returnUrl=${encodeURIComponent(path)}`);
      expect((await call(d, fn, path, w.members.catalog_editor, fields)).status).toBe(403);
    }
    expect((await w.read(id)).status).toBe("created");
  });

  it("answers 404 for another company's order, a made-up id, and a document of another order", async () => {
    const d = deps();
    const w = await supplierOrderWorld(d);
    const id = await w.order();
    const stranger = w.otherOwner;
    expect((await call(d, detailLoader, `/supplier/orders/${id}`, stranger)).status).toBe(404);
    expect(
      (
        await call(d, detailAction, `/supplier/orders/${id}`, stranger, {
          step: "decline",
          reason: "Mine now",
        })
      ).status,
    ).toBe(404);
    for (const path of ["/supplier/orders/abc", "/supplier/orders/99999999999", "/supplier/orders/424242"])
      expect((await call(d, detailLoader, path, w.members.owner)).status).toBe(404);
    expect((await w.read(id)).status).toBe("created");
    // Their own list does not show it either.
    const theirs = await call(d, listLoader, "/supplier/orders", stranger);
    expect(theirs.data).toMatchObject({ list: { waitingForYou: [], waitingForOther: [], finished: [] } });

    await w.bankDetails();
    await call(d, detailAction, `/supplier/orders/${id}`, w.members.sales, {
      step: "confirm",
      shipping: "not_needed",
      leadTimeDays: "20",
    });
    await w.declarePayment(id);
    const page = await call(d, detailLoader, `/supplier/orders/${id}`, w.members.owner);
    const proof = (page.data as { order: { documents: { id: number }[] } }).order.documents[0]!.id;
    expect(
      (await call(d, documentLoader, `/supplier/orders/${id}/documents/${proof}`, stranger)).status,
    ).toBe(404);
    const other = await w.order();
    expect(
      (await call(d, documentLoader, `/supplier/orders/${other}/documents/${proof}`, w.members.owner)).status,
    ).toBe(404);
  });

  it("shows viewers the order without forms and refuses their posted step", async () => {
    const d = deps();
    const w = await supplierOrderWorld(d);
    const id = await w.order();
    const viewer = w.members.viewer;
    const list = await call(d, listLoader, "/supplier/orders", viewer);
    expect(list.data).toMatchObject({ list: { waitingForYou: [{ id, status: "created" }] } });
    const page = await call(d, detailLoader, `/supplier/orders/${id}`, viewer);
    expect((page.data as Detail).order.steps).toEqual([]);
    const refused = await call(d, detailAction, `/supplier/orders/${id}`, viewer, {
      step: "decline",
      reason: "No",
    });
    expect(refused.status).toBe(403);
    expect((await w.read(id)).status).toBe("created");
  });

  it("lets finance approve payments but not confirm, and sales confirm but not approve payments", async () => {
    const d = deps();
    const w = await supplierOrderWorld(d);
    await w.bankDetails();
    const id = await w.order();
    const path = `/supplier/orders/${id}`;
    const { finance, sales } = w.members;
    const confirm = { step: "confirm", shipping: "not_needed", leadTimeDays: "20" };
    expect(((await call(d, detailLoader, path, finance)).data as Detail).order.steps).toEqual([]);
    const byFinance = await call(d, detailAction, path, finance, confirm);
    expect(byFinance).toMatchObject({
      status: 403,
      data: { formError: "orders.errors.role", step: "confirm" },
    });
    expect((await w.read(id)).status).toBe("created");

    expect(((await call(d, detailLoader, path, sales)).data as Detail).order.steps).toEqual([
      "confirm",
      "change_lines",
      "decline",
    ]);
    expect(await call(d, detailAction, path, sales, confirm)).toMatchObject({
      status: 303,
      location: `${path}?done=confirm`,
    });
    await w.declarePayment(id);
    expect(((await call(d, detailLoader, path, sales)).data as Detail).order.steps).toEqual([]);
    const bySales = await call(d, detailAction, path, sales, { step: "approve_payment" });
    expect(bySales).toMatchObject({ status: 403, data: { formError: "orders.errors.role" } });
    expect((await w.read(id)).status).toBe("payment_approval_pending");

    expect(((await call(d, detailLoader, path, finance)).data as Detail).order.steps).toEqual([
      "approve_payment",
      "reject_payment",
    ]);
    expect(await call(d, detailAction, path, finance, { step: "approve_payment" })).toMatchObject({
      status: 303,
    });
    expect((await w.read(id)).status).toBe("shipment_waiting");
  });

  it("refuses a buyer's step and a made-up one from the supplier's page", async () => {
    const d = deps();
    const w = await supplierOrderWorld(d);
    const id = await w.order();
    const path = `/supplier/orders/${id}`;
    expect(
      (await call(d, detailAction, path, w.members.owner, { step: "cancel", reason: "Mine" })).status,
    ).toBe(403);
    expect((await call(d, detailAction, path, w.members.owner, { step: "drop" })).status).toBe(400);
    expect((await call(d, detailAction, path, w.members.owner, {})).status).toBe(400);
    expect((await w.read(id)).status).toBe("created");
  });
});
