import { expect, it } from "vitest";
import { insertDeal } from "#server/modules/deals/index.ts";
import { describeEachDatabase } from "#tests/setup/test-db.ts";
import { user } from "#tests/setup/evidence-fixtures.ts";
import { seedDemoCatalogue } from "../demo/seed-catalogue.ts";
import { createApi } from "./api.ts";

const post = (body: unknown, host = "localhost:3000") => ({
  method: "POST",
  body: JSON.stringify(body),
  headers: { "content-type": "application/json", host, origin: "http://localhost:3000" },
});
const NOW = Date.parse("2026-12-01T12:00:00.000Z");
const DAY = 24 * 60 * 60 * 1000;
const at = (ms: number) => new Date(ms).toISOString();

describeEachDatabase("product search API: order and cards", (deps) => {
  it("takes an order on every listing, keeps the total, and refuses an unknown one with a translated 400", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 200, seed: 8 });
    const api = createApi(d);
    const search = async (body: object) => (await api.request("/products/search", post(body))).json();
    const bestMatch = await search({ categoryCode: "002", productCount: 50 });
    const cheapest = await search({ categoryCode: "002", productCount: 50, sort: "price_asc" });
    expect(cheapest.totalCount).toBe(bestMatch.totalCount);
    expect(cheapest.aggregations).toEqual(bestMatch.aggregations);
    const prices = cheapest.products
      .filter((p: { priceMin: number | null }) => (p.priceMin ?? 0) > 0)
      .map((p: { priceMin: number }) => p.priceMin);
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const get = async (path: string) => (await api.request(path, { headers: { host: "localhost" } })).json();
    const byCategory = await get("/categories/002/products?limit=50&sort=price_asc");
    expect(byCategory.products.map((p: { id: number }) => p.id)).toEqual(
      cheapest.products.map((p: { id: number }) => p.id),
    );
    const newest = await get("/products/by-origin/cp/tr?sort=newest");
    const ids = newest.products.map((p: { id: number }) => p.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    for (const sort of ["cheapest", "PRICE_ASC", "", 3]) {
      const res = await api.request("/products/search", post({ sort }, "tr.localhost:3000"));
      expect(res.status, String(sort)).toBe(400);
      const error = (await res.json()).error;
      expect(error.code).toBe("invalid_data");
      expect(error.fields.sort).toMatch(/price_asc/);
      expect(error.fields.sort).not.toMatch(/search\.errors\./);
    }
    const res = await api.request("/categories/002/products?sort=cheapest", {
      headers: { host: "localhost" },
    });
    expect(res.status).toBe(400);
  });

  it("gives each product its supplier's country, years and response rate, and the list view's details", async () => {
    const d = deps();
    d.clock.set(NOW);
    await seedDemoCatalogue(d.db, d.dialect, { products: 30, seed: 2 });
    const api = createApi(d);
    const [product] = await d.db
      .selectFrom("products")
      .select(["id", "company_id"])
      .where("is_published", "=", true)
      .orderBy("id")
      .limit(1)
      .execute();
    const { id, company_id: companyId } = product!;
    await d.db
      .updateTable("companies")
      .set({ created_at: at(NOW - 3.5 * 365 * DAY), country: "DE" })
      .where("id", "=", companyId)
      .execute();
    await d.db.updateTable("products").set({ delivery_days: 15 }).where("id", "=", id).execute();
    await d.db.deleteFrom("product_price_tiers").where("product_id", "=", id).execute();
    await d.db
      .insertInto("product_price_tiers")
      .values([
        { product_id: id, min_quantity: 500, fob_price: 2.25 },
        { product_id: id, min_quantity: 100, fob_price: 2.5 },
      ])
      .execute();
    await d.db.deleteFrom("product_certifications").where("product_id", "=", id).execute();
    await d.db
      .insertInto("product_certifications")
      .values([
        { product_id: id, name: "CE", status: "approved" },
        { product_id: id, name: "RoHS", status: "approved" },
        { product_id: id, name: "Not yet looked at", status: "pending" },
        { product_id: id, name: "Refused", status: "rejected" },
      ])
      .execute();
    // Ten inquiries in the last month, eight answered within a day.
    const buyer = await user(d.db, ["buyer"]);
    for (let i = 0; i < 10; i++) {
      const asked = NOW - (i + 2) * DAY;
      await insertDeal(d.db, {
        seller_company_id: companyId,
        buyer_user_id: buyer.id,
        source: "storefront",
        request_language: "en",
        buyer_subject: "{}",
        buyer_message: "{}",
        buyer_pictures: "[]",
        request_user_name: "Ada Buyer",
        request_company: "Ada Trading",
        request_user_mail: "ada@example.com",
        request_user_phone: "+49 30 1234",
        created_at: at(asked),
        first_reply_at: at(asked + (i < 8 ? 2 : 30) * 60 * 60 * 1000),
      });
    }

    const body = await (
      await api.request("/products/search", post({ companyID: companyId, productCount: 50 }))
    ).json();
    const card = body.products.find((p: { id: number }) => p.id === id);
    expect(card).toMatchObject({
      companyId,
      companyCountry: "DE",
      companyYears: 3,
      responseRate: 80,
      priceTiers: [
        { minQuantity: 100, price: 2.5 },
        { minQuantity: 500, price: 2.25 },
      ],
      leadTimeDays: 15,
      certifications: ["CE", "RoHS"],
    });
    // Another supplier, with no inquiries and new this year: no rate, under a year.
    await d.db
      .updateTable("companies")
      .set({ created_at: at(NOW - 100 * DAY) })
      .execute();
    await d.db.deleteFrom("deals").execute();
    const others = await (await api.request("/products/search", post({ productCount: 50 }))).json();
    expect(others.products.length).toBeGreaterThan(0);
    for (const p of others.products) {
      expect(p.responseRate).toBeNull();
      expect(p.companyYears).toBe(0);
      expect(Array.isArray(p.priceTiers) && Array.isArray(p.certifications)).toBe(true);
    }
  });
});
