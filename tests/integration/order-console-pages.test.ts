import { afterAll, beforeAll, expect, it } from "vitest";
import { orderNumber } from "#core/schemas/orders.ts";
import { localPrivateFileStore } from "#server/modules/files/index.ts";
import { operatorOrderWorld } from "../setup/operator-order-fixtures.ts";
import { describeEachDatabase, type TestDeps } from "../setup/test-db.ts";
import { closeServerModules, loadServerModules, type ServerModules } from "./fuzz/app-under-fuzz.ts";
import { pageClient, signIn } from "./page-client.ts";

/**
 * The operator's order pages through the whole app: only moderators and admins get in, a number
 * or payment reference opens its order, the detail shows the order in full, and the forced
 * change is made by the page's form and refused from another site.
 */
let modules: ServerModules;
beforeAll(async () => {
  modules = await loadServerModules();
}, 120_000);
afterAll(async () => {
  await closeServerModules();
});

const client = async (d: TestDeps, userId?: number) =>
  pageClient(modules, d, userId ? await signIn(d, userId) : undefined);

describeEachDatabase("the operator's order pages", (deps) => {
  it("let in moderators and admins only, to the list, an order and its documents", async () => {
    const d = deps();
    const w = await operatorOrderWorld(d);
    const id = await w.order({ status: "payment_approval_pending" });
    const key = await localPrivateFileStore(d.config.dataDir).put(new TextEncoder().encode("%PDF-1.4 proof"));
    const doc = await d.db
      .insertInto("order_documents")
      .values({
        order_id: id,
        kind: "payment_proof",
        side: "buyer",
        storage_key: key,
        original_name: "proof.pdf",
        media_type: "application/pdf",
        byte_size: 14,
        sha256: "x",
        created_at: new Date().toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const paths = ["/admin/orders", `/admin/orders/${id}`, `/admin/orders/${id}/files/${doc.id}`];

    const anonymous = await client(d);
    for (const path of paths) {
      const answer = await anonymous("GET", path);
      expect(answer.status, path).toBe(302);
      expect(answer.headers.get("location"), path).toContain("/login?returnUrl=");
    }
    for (const who of [w.buyer, w.members.owner, w.otherOwner]) {
      const page = await client(d, who.id);
      for (const path of paths) expect((await page("GET", path)).status, `${who.id} ${path}`).toBe(403);
    }
    for (const who of [w.moderator, w.admin]) {
      const page = await client(d, who.id);
      const list = await page("GET", "/admin/orders");
      expect(list.status).toBe(200);
      expect(await list.text()).toContain(`href="/admin/orders/${id}"`);
      const detail = await page("GET", `/admin/orders/${id}`);
      expect(detail.status).toBe(200);
      const html = await detail.text();
      for (const text of [
        "Anatolia Textiles",
        "Cotton towel",
        "Bath robe",
        "$149.30",
        "proof.pdf",
        "Order placed",
      ])
        expect(html).toContain(text);
      const file = await page("GET", `/admin/orders/${id}/files/${doc.id}`);
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toBe("application/pdf");
      expect(await file.text()).toBe("%PDF-1.4 proof");
    }
    const page = await client(d, w.moderator.id);
    expect((await page("GET", "/admin/orders/999999")).status).toBe(404);
    expect((await page("GET", "/admin/orders/not-a-number")).status).toBe(404);
    expect((await page("GET", `/admin/orders/${id}/files/999999`)).status).toBe(404);
  });

  it("opens the order a number or payment reference names, and lists by status and refund request", async () => {
    const d = deps();
    const w = await operatorOrderWorld(d);
    const paid = await w.order({ status: "shipment_waiting", paid: true, refundRequested: true });
    const other = await w.order();
    const { payment_reference } = await w.read(paid);
    const page = await client(d, w.moderator.id);
    for (const q of [orderNumber(paid), String(paid), payment_reference.toLowerCase()]) {
      const found = await page("GET", `/admin/orders?q=${encodeURIComponent(q)}`);
      expect(found.status, q).toBe(302);
      expect(found.headers.get("location"), q).toBe(`/admin/orders/${paid}`);
    }
    const missing = await page("GET", "/admin/orders?q=CRV-NOTHING");
    expect(missing.status).toBe(200);
    expect(await missing.text()).toContain("No order has the number or payment reference");
    const refunds = await (await page("GET", "/admin/orders?refund=1")).text();
    expect(refunds).toContain(`data-order="${paid}"`);
    expect(refunds).not.toContain(`data-order="${other}"`);
    const created = await (await page("GET", "/admin/orders?status=created")).text();
    expect(created).toContain(`data-order="${other}"`);
    expect(created).not.toContain(`data-order="${paid}"`);
  });

  it("forces a status from the page, asks for the refund note, and refuses a form from another site", async () => {
    const d = deps();
    const w = await operatorOrderWorld(d);
    const id = await w.order({ status: "shipment_waiting", paid: true });
    const page = await client(d, w.admin.id);
    const close = { status: "closed", reason: "Supplier unreachable", refundNote: "" };

    const foreign = await page("POST", `/admin/orders/${id}`, close, "https://evil.example");
    expect(foreign.status).toBe(403);
    const withoutNote = await page("POST", `/admin/orders/${id}`, close);
    expect(withoutNote.status).toBe(400);
    expect(await withoutNote.text()).toContain("closing it needs a refund note");
    const noReason = await page("POST", `/admin/orders/${id}`, { status: "completed", reason: " " });
    expect(noReason.status).toBe(400);
    expect((await w.read(id)).status).toBe("shipment_waiting");

    const done = await page("POST", `/admin/orders/${id}`, { ...close, refundNote: "Wired back on 3 Dec" });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("The order&#x27;s status was changed.");
    expect(await w.read(id)).toMatchObject({ status: "closed", closed_reason: "refunded" });
    // A buyer posting the operator's form is refused like any other visitor.
    const buyer = await client(d, w.buyer.id);
    expect((await buyer("POST", `/admin/orders/${id}`, { status: "completed", reason: "x" })).status).toBe(
      403,
    );
    expect((await w.read(id)).status).toBe("closed");
  });
});
