import { Hono } from "hono";
import { Registry } from "prom-client";
import { RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { NO_SELECTION, queryTerms } from "#server/modules/search/index.ts";
import { describeEachDatabase } from "#tests/setup/test-db.ts";
import { seedDemoCatalogue } from "../demo/seed-catalogue.ts";
import { httpMetrics } from "./http-metrics.ts";
import { createAppMetrics } from "./metrics.ts";
import { registerQueueGauges, setQueueSizeSource } from "./queue-metrics.ts";
import { instrumentations, routePatternContext, routeSlotOf } from "./route-pattern.ts";

/** The value of one series in exposition text, or undefined when the series is absent. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** A small app shaped like the real one: API routes, then a catch-all that React Router renders. */
function appWithMetrics() {
  const metrics = createAppMetrics({ size: () => undefined });
  const app = new Hono();
  app.use(httpMetrics(metrics));
  const api = new Hono();
  api.get("/cart/lines/:id", (c) => c.json({ id: c.req.param("id") }));
  app.route("/api", api);
  app.all("/api/*", (c) => c.json({ error: { code: "not_found" } }, 404));
  app.all("*", (c) => {
    // What React Router's instrumentation leaves for a rendered page.
    if (c.req.path.includes("/pr/")) routeSlotOf(c).pattern = ":name/pr/:productId";
    return c.html("<p>page</p>", c.req.path.includes("/pr/") ? 200 : 404);
  });
  return { app, metrics };
}

describe("request metrics", () => {
  it("count and time requests by route pattern, never by raw path", async () => {
    const { app, metrics } = appWithMetrics();
    for (const id of [1, 2, 3]) await app.request(`/api/cart/lines/${id}`);
    await app.request("/steel-pipe/pr/17");
    await app.request("/copper-wire/pr/18");
    await app.request("/no/such/page");
    await app.request("/api/nothing-here");
    await app.request("/api/cart/lines/1", { method: "BREW" });
    const text = await metrics.registry.metrics();
    expect(
      seriesValue(text, 'caravan_http_requests_total{method="GET",route="/api/cart/lines/:id",status="200"}'),
    ).toBe(3);
    expect(
      seriesValue(
        text,
        'caravan_http_requests_total{method="GET",route="/:name/pr/:productId",status="200"}',
      ),
    ).toBe(2);
    expect(seriesValue(text, 'caravan_http_requests_total{method="GET",route="other",status="404"}')).toBe(2);
    expect(seriesValue(text, 'caravan_http_requests_total{method="other",route="other",status="404"}')).toBe(
      1,
    );
    expect(
      seriesValue(
        text,
        'caravan_http_request_duration_seconds_count{method="GET",route="/api/cart/lines/:id"}',
      ),
    ).toBe(3);
    expect(text).not.toMatch(/lines\/1"|pr\/17|no\/such/);
  });

  it("learn a page's pattern from React Router's request instrumentation", async () => {
    type Instrument = (handle: () => Promise<unknown>, info: unknown) => Promise<void>;
    let instrument: Instrument | undefined;
    instrumentations[0]!.handler!({
      instrument: (i) => {
        instrument = i.request as unknown as Instrument;
      },
    });
    const context = new RouterContextProvider();
    const slot = {};
    context.set(routePatternContext, slot);
    const meta = { pattern: "/:slug/ca/:c", url: new URL("http://x/a/ca/015"), params: {} };
    await instrument!(async () => ({ status: "success", error: undefined, statusCode: 200, meta }), {
      request: { method: "GET", url: "http://x/a/ca/015", headers: new Headers() },
      context,
    });
    expect(slot).toEqual({ pattern: "/:slug/ca/:c" });
  });
});

describe("job queue gauges", () => {
  afterEach(() => setQueueSizeSource(undefined));

  it("read the registered source on each scrape, and drop counts that are gone", async () => {
    const registry = new Registry();
    registerQueueGauges(registry);
    // Before the job queue registers its source: no counts, and nothing failed.
    expect(await registry.metrics()).not.toMatch(/caravan_queue_jobs\{/);
    expect(seriesValue(await registry.metrics(), "caravan_queue_jobs_readable")).toBe(1);
    let sizes = [
      { queue: "email", state: "pending", count: 3 },
      { queue: "email", state: "dead", count: 1 },
      { queue: "translation", state: "running", count: 2 },
    ];
    setQueueSizeSource(async () => sizes);
    let text = await registry.metrics();
    expect(seriesValue(text, 'caravan_queue_jobs{queue="email",state="pending"}')).toBe(3);
    expect(seriesValue(text, "caravan_queue_jobs_readable")).toBe(1);
    expect(seriesValue(text, 'caravan_queue_jobs{queue="email",state="dead"}')).toBe(1);
    expect(seriesValue(text, 'caravan_queue_jobs{queue="translation",state="running"}')).toBe(2);
    sizes = [{ queue: "email", state: "pending", count: 0 }];
    text = await registry.metrics();
    expect(seriesValue(text, 'caravan_queue_jobs{queue="email",state="pending"}')).toBe(0);
    expect(seriesValue(text, 'caravan_queue_jobs{queue="email",state="dead"}')).toBeUndefined();

    setQueueSizeSource(async () => {
      throw new Error("database is down");
    });
    text = await registry.metrics();
    expect(seriesValue(text, "caravan_queue_jobs_readable")).toBe(0);
    expect(text).not.toMatch(/caravan_queue_jobs\{/);
  });
});

describeEachDatabase("search metrics", (deps) => {
  it("time every query by kind and report the index size", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 25, seed: 2 });
    d.search.observe = d.metrics.observeSearch;
    const index = await d.search.ready();
    await d.search.compaction!.measure(true);
    const query = { selected: NO_SELECTION, variationOptions: [], offset: 0, limit: 20 };
    d.search.run(index, { ...query, categoryCode: "002" });
    d.search.run(index, { ...query, terms: queryTerms("steel") });
    d.search.run(index, { ...query, terms: queryTerms("steel") });
    d.search.run(index, { ...query, minPrice: 1 });
    d.search.textMatchCounts(index, queryTerms("steel"));
    const text = await d.metrics.registry.metrics();
    expect(seriesValue(text, 'caravan_search_duration_seconds_count{kind="browse"}')).toBe(1);
    expect(seriesValue(text, 'caravan_search_duration_seconds_count{kind="text"}')).toBe(2);
    expect(seriesValue(text, 'caravan_search_duration_seconds_count{kind="filter"}')).toBe(1);
    expect(seriesValue(text, 'caravan_search_duration_seconds_count{kind="text_matches"}')).toBe(1);
    expect(seriesValue(text, "caravan_search_index_documents")).toBe(25);
    expect(seriesValue(text, "caravan_search_index_slots")).toBe(25);
    expect(seriesValue(text, "caravan_search_index_bytes")).toBe(d.search.size()!.bytes);
    expect(d.search.size()!.bytes).toBeGreaterThan(100_000);
  });
});
