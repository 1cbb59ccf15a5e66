import { afterAll, beforeAll, expect, it } from "vitest";
import { PDF } from "../setup/evidence-fixtures.ts";
import { supplierOrderWorld } from "../setup/supplier-order-fixtures.ts";
import { describeEachDatabase, type TestDeps } from "../setup/test-db.ts";
import { closeServerModules, loadServerModules, type ServerModules } from "./fuzz/app-under-fuzz.ts";
import { expectPdfDownload } from "./expect-download.ts";
import { pageClient, signIn } from "./page-client.ts";

/**
 * The supplier's order pages through the whole app, as a browser meets them: the list and the
 * order render with their forms, a form from another site changes nothing, the shipping documents
 * are judged by their bytes, and a document downloads as an attachment of its stored type.
 */
let modules: ServerModules;
beforeAll(async () => {
  modules = await loadServerModules();
}, 120_000);
afterAll(async () => {
  await closeServerModules();
});

const client = async (d: TestDeps, userId: number) => pageClient(modules, d, await signIn(d, userId));

function shipForm(files: Record<string, File>) {
  const form = new FormData();
  for (const [k, v] of Object.entries({
    step: "ship",
    carrier: "Maersk",
    trackingNumber: "MSKU1234567",
    shippedOn: "2026-12-20",
    method: "sea",
  }))
    form.set(k, v);
  for (const [k, file] of Object.entries(files)) form.append(k, file);
  return form;
}

describeEachDatabase("the supplier's order pages in the app", (deps) => {
  it("renders the list and the order with its forms, and refuses a form from another site", async () => {
    const d = deps();
    const w = await supplierOrderWorld(d);
    await w.bankDetails();
    const id = await w.order();
    const sales = await client(d, w.members.sales.id);

    const list = await sales("GET", "/supplier/orders");
    expect(list.status).toBe(200);
    const listHtml = await list.text();
    expect(listHtml).toContain(`href="/supplier/orders/${id}"`);
    expect(listHtml).toContain("Linen towel");
    expect(listHtml).toContain("Waiting for you");
    expect(listHtml).toMatch(/Confirm by [A-Z][a-z]{2}\s\d{1,2}/);
    // The workspace navigation counts the orders waiting for the company.
    expect(listHtml).toContain("1 waiting for you");

    const page = await sales("GET", `/supplier/orders/${id}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('data-step-form="confirm"');
    expect(html).toContain('data-step-form="change_lines"');
    expect(html).toContain("Please pack in cartons of 20.");
    expect(html).toContain(`href="/supplier/orders/${id}/print?document=proforma"`);
    expect(html).toMatch(/href="\/supplier\/messages\/\d+"/);

    const viewer = await client(d, w.members.viewer.id);
    expect(await (await viewer("GET", `/supplier/orders/${id}`)).text()).not.toContain("data-step-form=");

    const foreign = await sales(
      "POST",
      `/supplier/orders/${id}`,
      { step: "decline", reason: "Not from here" },
      "https://evil.example",
    );
    expect(foreign.status).toBe(403);
    expect((await w.read(id)).status).toBe("created");
  });

  it("ships with documents judged by their bytes, and downloads them as attachments", async () => {
    const d = deps();
    const w = await supplierOrderWorld(d);
    await w.bankDetails();
    const id = await w.order();
    const owner = await client(d, w.members.owner.id);
    const path = `/supplier/orders/${id}`;
    expect(
      (await owner("POST", path, { step: "confirm", shipping: "not_needed", leadTimeDays: "20" })).status,
    ).toBe(303);
    await w.declarePayment(id, "2745.00");
    expect((await owner("POST", path, { step: "approve_payment" })).status).toBe(303);

    const fake = new File(["just some text, not a PDF"], "invoice.pdf", { type: "application/pdf" });
    const refused = await owner("POST", path, shipForm({ invoice: fake }));
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("ship-files-error");
    // A picture's signature on bytes that are no picture is refused as well, beside the files.
    const forged = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4])], "packing.jpg", {
      type: "image/jpeg",
    });
    const notAPicture = await owner("POST", path, shipForm({ packingList: forged }));
    expect(notAPicture.status).toBe(400);
    expect(await notAPicture.text()).toContain("ship-files-error");
    expect((await w.read(id)).status).toBe("shipment_waiting");
    expect(await d.db.selectFrom("order_documents").select("kind").execute()).toEqual([
      { kind: "payment_proof" },
    ]);

    const invoice = new File([PDF], "invoice.pdf", { type: "application/pdf" });
    const packing = new File([PDF], "packing list.pdf", { type: "application/pdf" });
    const shipped = await owner("POST", path, shipForm({ invoice, packingList: packing }));
    expect(shipped.status).toBe(303);
    expect((await w.read(id)).status).toBe("shipped");
    const docs = await d.db
      .selectFrom("order_documents")
      .select(["id", "kind"])
      .where("order_id", "=", id)
      .orderBy("id")
      .execute();
    expect(docs.map((doc) => doc.kind)).toEqual(["payment_proof", "invoice", "packing_list"]);

    await expectPdfDownload(await owner("GET", `${path}/documents/${docs[2]!.id}`), "packing%20list.pdf");

    const stranger = await client(d, w.otherOwner.id);
    expect((await stranger("GET", `${path}/documents/${docs[2]!.id}`)).status).toBe(404);
    const editor = await client(d, w.members.catalog_editor.id);
    expect((await editor("GET", `${path}/documents/${docs[2]!.id}`)).status).toBe(403);
  });
});
