import type { KyselyPlugin, RootOperationNode } from "kysely";
import { afterEach, expect, it, vi } from "vitest";
import type { Db } from "#server/db/connect.ts";
import { seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";
import type { Logger } from "#server/lib/logger.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { ViewRecorder, type ViewRecorderOptions } from "./view-recorder.ts";

/** Counts the INSERT statements into product_view_events that reach the database. */
function countingInserts(db: Db) {
  const counter = { inserts: 0 };
  const plugin: KyselyPlugin = {
    transformQuery({ node }) {
      const root = node as RootOperationNode;
      if (root.kind === "InsertQueryNode" && root.into?.table.identifier.name === "product_view_events")
        counter.inserts++;
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { db: db.withPlugin(plugin), counter };
}

function fakeLog() {
  return { error: vi.fn(), warn: vi.fn() } as unknown as Logger & {
    error: ReturnType<typeof vi.fn>;
    warn: ReturnType<typeof vi.fn>;
  };
}

async function rows(d: TestDeps) {
  return d.db
    .selectFrom("product_view_events")
    .select(["product_id", "company_id", "user_id", "viewed_at"])
    .orderBy("id")
    .execute();
}

let open: ViewRecorder | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await open?.close();
  open = undefined;
});

function recorder(db: Db, options: ViewRecorderOptions = {}, log = fakeLog()) {
  open = new ViewRecorder(db, log, options);
  return { recorder: open, log };
}

describeEachDatabase("ViewRecorder", (deps) => {
  it("writes many views in a few multi-row inserts, with each product's company", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 10, seed: 1 });
    const { db, counter } = countingInserts(d.db);
    const { recorder: views } = recorder(db);
    for (let i = 0; i < 1000; i++) views.record({ productId: 1 + (i % 10), userId: null });
    await views.flush();
    // 200 a batch: five inserts for a thousand views, not a thousand.
    expect(counter.inserts).toBe(5);
    const written = await rows(d);
    expect(written).toHaveLength(1000);
    const companies = await d.db.selectFrom("products").select(["id", "company_id"]).execute();
    const companyOf = new Map(companies.map((p) => [p.id, p.company_id]));
    for (const row of written) expect(row.company_id).toBe(companyOf.get(row.product_id));
  });

  it("waits for the batch interval before writing a few views", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 3, seed: 1 });
    const { db, counter } = countingInserts(d.db);
    const { recorder: views } = recorder(db, { flushAfterMs: 2000 });
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    views.record({ productId: 1, userId: null });
    views.record({ productId: 2, userId: null });
    views.record({ productId: 3, userId: null });
    vi.advanceTimersByTime(1999);
    expect(counter.inserts).toBe(0);
    vi.advanceTimersByTime(1);
    vi.useRealTimers();
    await views.flush();
    expect(counter.inserts).toBe(1);
    expect((await rows(d)).map((r) => r.product_id)).toEqual([1, 2, 3]);
  });

  it("writes what is waiting when it closes, and takes nothing afterwards", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 3, seed: 1 });
    const { recorder: views } = recorder(d.db);
    views.record({ productId: 2, userId: null }, Date.parse("2026-11-20T10:00:00.000Z"));
    views.record({ productId: 3, userId: null });
    expect(await rows(d)).toHaveLength(0);
    await views.close();
    const written = await rows(d);
    expect(written.map((r) => r.product_id)).toEqual([2, 3]);
    // The time of the view, not of the write.
    expect(written[0]!.viewed_at).toBe("2026-11-20T10:00:00.000Z");
    views.record({ productId: 1, userId: null });
    await views.flush();
    expect(await rows(d)).toHaveLength(2);
  });

  it("keeps the viewer and drops views of unknown products", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 3, seed: 1 });
    const user = await d.db.selectFrom("users").select("id").executeTakeFirstOrThrow();
    const { recorder: views, log } = recorder(d.db);
    views.record({ productId: 1, userId: user.id });
    views.record({ productId: 999_999, userId: null });
    views.record({ productId: 2, userId: null });
    await views.flush();
    expect((await rows(d)).map((r) => [r.product_id, r.user_id])).toEqual([
      [1, user.id],
      [2, null],
    ]);
    expect(log.error).not.toHaveBeenCalled();
  });

  it("stops queueing past its bound, counts and logs what it drops", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 3, seed: 1 });
    const { recorder: views, log } = recorder(d.db, { maxPending: 10, batchSize: 100 });
    for (let i = 0; i < 15; i++) views.record({ productId: 1, userId: null });
    expect(views.dropped).toBe(5);
    expect(log.warn).toHaveBeenCalledTimes(1);
    await views.flush();
    expect(await rows(d)).toHaveLength(10);
    expect(log.warn).toHaveBeenLastCalledWith({ dropped: 5 }, expect.any(String));
    // The queue drained: views are taken again.
    views.record({ productId: 1, userId: null });
    await views.flush();
    expect(await rows(d)).toHaveLength(11);
  });

  it("logs a failed write and carries on", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 3, seed: 1 });
    const { recorder: views, log } = recorder(d.db);
    // A user id that does not exist breaks the foreign key: the whole insert fails.
    views.record({ productId: 1, userId: 987_654 });
    await expect(views.flush()).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalledTimes(1);
    views.record({ productId: 2, userId: null });
    await views.flush();
    expect((await rows(d)).map((r) => r.product_id)).toEqual([2]);
  });
});

describeEachDatabase("ViewRecorder, storefront visits", (deps) => {
  async function visits(d: TestDeps) {
    return d.db
      .selectFrom("storefront_visit_events")
      .select(["company_id", "visited_at"])
      .orderBy("id")
      .execute();
  }

  it("writes visits in a few multi-row inserts through the same queue as product views", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 10, seed: 1 });
    const companies = (
      await d.db.selectFrom("companies").select("id").where("status", "=", "active").execute()
    ).map((c) => c.id);
    const counter = { visits: 0 };
    const plugin: KyselyPlugin = {
      transformQuery({ node }) {
        const root = node as RootOperationNode;
        if (root.kind === "InsertQueryNode" && root.into?.table.identifier.name === "storefront_visit_events")
          counter.visits++;
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const { recorder: queue } = recorder(d.db.withPlugin(plugin));
    for (let i = 0; i < 600; i++) {
      queue.recordVisit({ companyId: companies[i % companies.length]! });
      if (i % 3 === 0) queue.record({ productId: 1 + (i % 10), userId: null });
    }
    await queue.flush();
    // 800 items, 200 a batch: four batches, each one insert of visits.
    expect(counter.visits).toBe(4);
    expect(await visits(d)).toHaveLength(600);
    expect(await rows(d)).toHaveLength(200);
  });

  it("keeps the time of the visit and drops visits of unknown or inactive companies", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 3, seed: 1 });
    const [active, suspended] = await d.db
      .selectFrom("companies")
      .select("id")
      .where("status", "=", "active")
      .orderBy("id")
      .limit(2)
      .execute();
    await d.db
      .updateTable("companies")
      .set({ status: "suspended" })
      .where("id", "=", suspended!.id)
      .execute();
    const { recorder: queue, log } = recorder(d.db);
    queue.recordVisit({ companyId: active!.id }, Date.parse("2026-11-20T10:00:00.000Z"));
    queue.recordVisit({ companyId: suspended!.id });
    queue.recordVisit({ companyId: 999_999 });
    queue.recordVisit({ companyId: active!.id }, Date.parse("2026-11-21T10:00:00.000Z"));
    expect(await visits(d)).toHaveLength(0);
    await queue.close();
    expect(await visits(d)).toEqual([
      { company_id: active!.id, visited_at: "2026-11-20T10:00:00.000Z" },
      { company_id: active!.id, visited_at: "2026-11-21T10:00:00.000Z" },
    ]);
    expect(log.error).not.toHaveBeenCalled();
  });

  it("shares the queue's bound, and a failed write of product views does not lose the visits", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 3, seed: 1 });
    const company = await d.db
      .selectFrom("companies")
      .select("id")
      .where("status", "=", "active")
      .executeTakeFirstOrThrow();
    const { recorder: queue, log } = recorder(d.db, { maxPending: 4, batchSize: 100 });
    queue.record({ productId: 1, userId: 987_654 }); // breaks the foreign key
    for (let i = 0; i < 5; i++) queue.recordVisit({ companyId: company.id });
    expect(queue.dropped).toBe(2);
    await queue.flush();
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(await visits(d)).toHaveLength(3);
    expect(await rows(d)).toHaveLength(0);
  });
});
