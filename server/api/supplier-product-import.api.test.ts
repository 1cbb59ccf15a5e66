import { expect, it } from "vitest";
import { runImport } from "#server/modules/product-import/index.ts";
import { apiClient, memberSession } from "#tests/setup/api-client.ts";
import { csvOf, seedImportCatalogue } from "#tests/setup/product-import-fixtures.ts";
import { describeEachDatabase } from "#tests/setup/test-db.ts";

const client = apiClient;

const sheetForm = (bytes: Uint8Array) => {
  const form = new FormData();
  form.set("sheet", new File([new Uint8Array(bytes)], "products.csv", { type: "text/csv" }));
  return form;
};

describeEachDatabase("supplier product import API", (deps) => {
  it("uploads, checks, imports and reports for a catalogue editor; the template and export download", async () => {
    const d = deps();
    const cat = await seedImportCatalogue(d);
    const call = client(d);
    const editor = await memberSession(d, call, 1, "catalog_editor");
    const rows = [
      { sku: "API-1", category: cat.category, "name.en": "Api mug", place_of_origin: "CN", price_min: "4" },
      { sku: "API-2", category: cat.category, "name.en": "No price", place_of_origin: "CN", price_min: "" },
    ];
    const upload = await call("POST", "/supplier/companies/1/product-imports", {
      form: sheetForm(csvOf(rows)),
      cookie: editor,
    });
    expect(upload.status).toBe(201);
    const run = (await upload.json()) as { id: number; status: string; mapping: Record<string, string> };
    expect(run.status).toBe("uploaded");
    const base = `/supplier/companies/1/product-imports/${run.id}`;
    const checked = await call("POST", `${base}/check`, { body: { mapping: run.mapping }, cookie: editor });
    expect(checked.status).toBe(200);
    const view = (await checked.json()) as {
      counts: Record<string, number>;
      rows: { errors: Record<string, string> }[];
    };
    expect(view.counts).toEqual({ create: 1, update: 0, refuse: 1 });
    expect(view.rows[0]?.errors.price_min).toBe("errors.product.priceNeeded");
    const started = await call("POST", `${base}/start`, { cookie: editor });
    expect(started.status).toBe(202);
    await runImport(d, run.id);
    const done = (await (await call("GET", base, { cookie: editor })).json()) as { status: string };
    expect(done.status).toBe("done");
    const report = await call("GET", `${base}/report`, { cookie: editor });
    expect(report.status).toBe(200);
    expect(await report.text()).toContain("API-2");
    const template = await call(
      "GET",
      `/supplier/companies/1/product-sheets/template?category=${cat.category}&format=csv`,
      { cookie: editor },
    );
    expect(template.status).toBe(200);
    expect(await template.text()).toContain(`variation.${cat.group}`);
    const exported = await call("GET", "/supplier/companies/1/product-sheets/export?format=csv", {
      cookie: editor,
    });
    expect(exported.status).toBe(200);
    expect(await exported.text()).toContain("API-1");
  });

  it("refuses anonymous callers, viewers and sales, another company's members and a foreign origin", async () => {
    const d = deps();
    const cat = await seedImportCatalogue(d);
    const call = client(d);
    const form = () =>
      sheetForm(csvOf([{ category: cat.category, "name.en": "X", place_of_origin: "CN", price_min: "1" }]));
    expect((await call("POST", "/supplier/companies/1/product-imports", { form: form() })).status).toBe(401);
    for (const role of ["viewer", "sales"] as const) {
      const cookie = await memberSession(d, call, 1, role);
      expect(
        (await call("POST", "/supplier/companies/1/product-imports", { form: form(), cookie })).status,
      ).toBe(403);
    }
    const owner = await memberSession(d, call, 1, "owner");
    const run = (await (
      await call("POST", "/supplier/companies/1/product-imports", { form: form(), cookie: owner })
    ).json()) as { id: number };
    const stranger = await memberSession(d, call, 2, "owner");
    for (const path of [
      `/supplier/companies/1/product-imports/${run.id}`,
      `/supplier/companies/2/product-imports/${run.id}`,
    ])
      expect((await call("GET", path, { cookie: stranger })).status).toBe(404);
    expect(
      (await call("POST", `/supplier/companies/2/product-imports/${run.id}/start`, { cookie: stranger }))
        .status,
    ).toBe(404);
    expect(
      (await call("GET", `/supplier/companies/2/product-imports/${run.id}/report`, { cookie: stranger }))
        .status,
    ).toBe(404);
    expect(
      (await call("GET", "/supplier/companies/1/product-sheets/export", { cookie: stranger })).status,
    ).toBe(404);
    const foreign = await call("POST", "/supplier/companies/1/product-imports", {
      form: form(),
      cookie: owner,
      origin: "https://evil.example",
    });
    expect(foreign.status).toBe(403);
  });
});
