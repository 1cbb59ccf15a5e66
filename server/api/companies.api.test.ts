import { expect, it } from "vitest";
import { describeEachDatabase } from "#tests/setup/test-db.ts";
import { seedDemoCatalogue } from "../demo/seed-catalogue.ts";
import { createApi } from "./api.ts";

const get = (api: ReturnType<typeof createApi>, path: string, host = "localhost:3000") =>
  api.request(path, { headers: { host } });

describeEachDatabase("companies API", (deps) => {
  it("answers a company's info in the language, 404 for an unknown one, 400 for bad input", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 10, seed: 1 });
    const api = createApi(d);
    const tr = await get(api, "/companies/getById/1/tr");
    expect(tr.status).toBe(200);
    const body = await tr.json();
    expect(body).toMatchObject({ _id: 1, name: "Ruifeng Plastic Import & Export Co., Ltd." });
    expect(typeof body.mainProducts).toBe("string");
    const missing = await get(api, "/companies/getById/999999/en", "tr.localhost:3000");
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.code).toBe("not_found");
    expect((await get(api, "/companies/getById/abc/en")).status).toBe(400);
    expect((await get(api, "/companies/getById/1/xx")).status).toBe(400);
    const categories = await get(api, "/companies/1/categories/de");
    expect(categories.status).toBe(200);
    expect((await categories.json()).length).toBeGreaterThan(0);
    const doc = await (await get(api, "/openapi.json")).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/companies/getById/{companyId}/{language}",
        "/companies/{companyId}/categories/{language}",
      ]),
    );
  });
});
