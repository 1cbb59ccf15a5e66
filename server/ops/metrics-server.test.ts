import cluster from "node:cluster";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createAppMetrics } from "./metrics.ts";
import { clusterSource, exposureWarning, serveMetrics, singleProcessSource } from "./metrics-server.ts";
import { setQueueSizeSource } from "./queue-metrics.ts";

const WORKER = new URL("./fixtures/metrics-worker.ts", import.meta.url).pathname;
const TOKEN = "s3cret-scrape-token-0123";

describe("the metrics port", () => {
  let server: Server | undefined;
  afterEach(async () => {
    setQueueSizeSource(undefined);
    await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
    server = undefined;
  });

  async function start(token: string | undefined) {
    const metrics = createAppMetrics({ size: () => ({ documents: 12, slots: 12 }) });
    metrics.observeRequest("GET", "/categories", 200, 0.01);
    setQueueSizeSource(async () => [{ queue: "email", state: "pending", count: 4 }]);
    server = await serveMetrics(
      { port: 0, bindAddress: "127.0.0.1", token },
      singleProcessSource(metrics.registry),
    );
    const { port } = server.address() as AddressInfo;
    return (path: string, init?: RequestInit) => fetch(`http://127.0.0.1:${port}${path}`, init);
  }

  it("serves the series of requests, search and queues at /metrics, behind the bearer token", async () => {
    const get = await start(TOKEN);
    expect((await get("/metrics")).status).toBe(401);
    expect(
      (await get("/metrics", { headers: { authorization: "Bearer wrong-token-of-same-size" } })).status,
    ).toBe(401);
    const response = await get("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const body = await response.text();
    expect(body).toContain('caravan_http_requests_total{method="GET",route="/categories",status="200"} 1');
    expect(body).toContain("caravan_search_index_documents 12");
    expect(body).toContain('caravan_queue_jobs{queue="email",state="pending"} 4');
    expect((await get("/", { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
    expect(
      (await get("/metrics", { method: "POST", headers: { authorization: `Bearer ${TOKEN}` } })).status,
    ).toBe(405);
  });

  it("answers anyone on the port when no token is set, and warns when that port is not local", async () => {
    const get = await start(undefined);
    expect((await get("/metrics")).status).toBe(200);
    expect(exposureWarning({ port: 9464, bindAddress: "127.0.0.1", token: undefined })).toBeUndefined();
    expect(exposureWarning({ port: 9464, bindAddress: "0.0.0.0", token: TOKEN })).toBeUndefined();
    expect(exposureWarning({ port: 9464, bindAddress: "0.0.0.0", token: undefined })).toMatch(
      /without METRICS_TOKEN/,
    );
  });
});

describe("metrics of a cluster", () => {
  afterEach(() => {
    setQueueSizeSource(undefined);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill();
  });

  it("add up the workers' series in the main process, the index size taken once", async () => {
    cluster.setupPrimary({ exec: WORKER, execArgv: [], silent: true });
    const ready = [2, 3].map(
      (requests) =>
        new Promise<void>((resolve) =>
          cluster.fork({ REQUESTS: String(requests) }).on("message", (m) => m === "ready" && resolve()),
        ),
    );
    await Promise.all(ready);
    setQueueSizeSource(async () => [{ queue: "email", state: "pending", count: 7 }]);
    const { body } = await clusterSource()();
    expect(body).toContain('caravan_http_requests_total{method="GET",route="/categories",status="200"} 5');
    expect(body).toContain('caravan_http_request_duration_seconds_count{method="GET",route="/categories"} 5');
    expect(body).toContain("caravan_search_index_documents 40");
    expect(body).toContain('caravan_queue_jobs{queue="email",state="pending"} 7');
  });
});
