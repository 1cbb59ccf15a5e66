import { expect, it } from "vitest";
import type { Db } from "#server/db/connect.ts";
import { seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";
import { AppError } from "#server/lib/errors.ts";
import { insertDeal } from "#server/modules/deals/index.ts";
import { describeEachDatabase } from "#tests/setup/test-db.ts";
import { getSupplierDashboard, lastDays } from "./dashboard.service.ts";

const NOW = Date.parse("2026-11-26T15:00:00Z");

async function member(db: Db, companyId: number) {
  const row = await db
    .insertInto("users")
    .values({ email: `m${companyId}@dash.test`, password_hash: "x", first_name: "M", last_name: "D" })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("company_members")
    .values({ company_id: companyId, user_id: row.id, role: "viewer" })
    .execute();
  return { id: row.id, roles: ["supplier"] };
}

function deal(companyId: number, createdAt: string, status = "Open") {
  return {
    seller_company_id: companyId,
    source: "storefront" as const,
    request_language: "en",
    buyer_subject: "{}",
    buyer_message: "{}",
    buyer_pictures: "[]",
    request_user_name: "B",
    request_user_mail: "b@example.com",
    request_user_phone: "1",
    seller_status: status,
    created_at: createdAt,
  };
}

describeEachDatabase("supplier dashboard", (deps) => {
  it("counts one company's views and visits per UTC day for 30 days, its inquiries, products and certificates", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 12, seed: 2 });
    await d.db.deleteFrom("company_members").execute();
    d.clock.set(NOW);
    const companyId = (await d.db.selectFrom("products").select("company_id").executeTakeFirstOrThrow())
      .company_id;
    const other = (
      await d.db.selectFrom("companies").select("id").where("id", "!=", companyId).executeTakeFirstOrThrow()
    ).id;
    const viewer = await member(d.db, companyId);
    const productId = (
      await d.db
        .selectFrom("products")
        .select("id")
        .where("company_id", "=", companyId)
        .executeTakeFirstOrThrow()
    ).id;
    await d.db.deleteFrom("product_view_events").execute();
    await d.db.deleteFrom("storefront_visit_events").execute();
    await d.db.deleteFrom("deals").execute();
    await d.db.deleteFrom("company_certifications").execute();
    const views = [
      "2026-11-26T00:00:00.000Z",
      "2026-11-26T23:59:59.000Z",
      "2026-11-25T12:00:00.000Z",
      "2026-10-28T00:00:01.000Z", // the first of the 30 days
      "2026-10-27T23:59:59.000Z", // a day too early
    ];
    await d.db
      .insertInto("product_view_events")
      .values(
        views.map((viewed_at) => ({
          product_id: productId,
          company_id: companyId,
          user_id: null,
          viewed_at,
        })),
      )
      .execute();
    // Another company's view and inquiry do not count.
    await d.db
      .insertInto("product_view_events")
      .values({
        product_id: productId,
        company_id: other,
        user_id: null,
        viewed_at: "2026-11-26T10:00:00.000Z",
      })
      .execute();
    await d.db
      .insertInto("storefront_visit_events")
      .values([
        { company_id: companyId, visited_at: "2026-11-26T08:00:00.000Z" },
        { company_id: companyId, visited_at: "2026-11-20T08:00:00.000Z" },
        { company_id: companyId, visited_at: "2026-11-20T23:59:59.999Z" },
        { company_id: companyId, visited_at: "2026-11-20T23:59:59.999Z" },
        { company_id: companyId, visited_at: "2026-10-27T12:00:00.000Z" }, // a day too early
        { company_id: other, visited_at: "2026-11-26T09:00:00.000Z" },
      ])
      .execute();
    await insertDeal(d.db, deal(companyId, "2026-11-20T10:00:00.000Z"));
    await insertDeal(d.db, deal(companyId, "2026-11-21T10:00:00.000Z", "Answered"));
    await insertDeal(d.db, deal(companyId, "2026-09-01T10:00:00.000Z"));
    await insertDeal(d.db, deal(other, "2026-11-21T10:00:00.000Z"));
    await d.db
      .insertInto("company_certifications")
      .values([
        { company_id: companyId, name: "ISO 9001", end_date: "2026-12-10" },
        { company_id: companyId, name: "CE", end_date: "2027-03-01" },
        { company_id: companyId, name: "Old", end_date: "2026-11-01" },
      ])
      .execute();

    const figures = await getSupplierDashboard(d, viewer, companyId);
    expect(figures.views).toHaveLength(30);
    expect(figures.views[0]).toEqual({ day: "2026-10-28", count: 1 });
    expect(figures.views.at(-1)).toEqual({ day: "2026-11-26", count: 2 });
    expect(figures.views.at(-2)).toEqual({ day: "2026-11-25", count: 1 });
    expect(figures.views.reduce((s, v) => s + v.count, 0)).toBe(4);
    expect(figures.inquiries).toEqual({ received: 2, unanswered: 2 });
    const products = await d.db
      .selectFrom("products")
      .select("is_published")
      .where("company_id", "=", companyId)
      .execute();
    expect(figures.products.published).toBe(products.filter((p) => p.is_published).length);
    expect(
      figures.products.published +
        figures.products.waiting +
        figures.products.drafts +
        figures.products.unpublished,
    ).toBe(products.length);
    expect(figures.certificates.map((c) => c.name)).toEqual(["ISO 9001"]);
    expect(figures.completeness).toBeGreaterThan(0);
    expect(figures.coverage).toHaveLength(13);
    // Every one of the 30 days, quiet ones as 0, on the same days as the views.
    expect(figures.visits.map((v) => v.day)).toEqual(figures.views.map((v) => v.day));
    expect(figures.visits.filter((v) => v.count > 0)).toEqual([
      { day: "2026-11-20", count: 3 },
      { day: "2026-11-26", count: 1 },
    ]);

    await expect(getSupplierDashboard(d, viewer, other)).rejects.toBeInstanceOf(AppError);
  });

  it("lists the last days oldest first, today last, across a month's end", () => {
    expect(lastDays(Date.parse("2026-03-01T00:30:00Z"), 3)).toEqual([
      "2026-02-27",
      "2026-02-28",
      "2026-03-01",
    ]);
  });
});
