import { timingSafeEqual } from "node:crypto";
import { createServer, type Server } from "node:http";
import { AggregatorRegistry, collectDefaultMetrics, Registry } from "prom-client";
import type { MetricsSettings } from "../config.ts";
import { registerLeaderGauge } from "./leader-metrics.ts";
import { registerQueueGauges } from "./queue-metrics.ts";

/** What a scrape gets: the exposition text and its content type. */
export type MetricsSource = () => Promise<{ contentType: string; body: string }>;

/**
 * GET /metrics on its own port (METRICS_PORT, on METRICS_BIND_ADDRESS, 127.0.0.1 unless set),
 * apart from the site so a reverse proxy never exposes it by accident; with METRICS_TOKEN a
 * scrape must send `Authorization: Bearer <token>`. Resolves once listening.
 */
export function serveMetrics(settings: MetricsSettings, source: MetricsSource): Promise<Server> {
  const server = createServer(async (req, res) => {
    const path = (req.url ?? "/").split("?")[0];
    if (path !== "/metrics") return reply(res, 404, "Not found: metrics are at /metrics\n");
    if (req.method !== "GET" && req.method !== "HEAD")
      return reply(res, 405, "Use GET\n", { Allow: "GET, HEAD" });
    if (settings.token && !bearerMatches(req.headers.authorization, settings.token))
      return reply(res, 401, "A bearer token is required\n", {
        "WWW-Authenticate": 'Bearer realm="metrics"',
      });
    try {
      const { contentType, body } = await source();
      reply(res, 200, req.method === "HEAD" ? "" : body, { "Content-Type": contentType });
    } catch (error) {
      reply(res, 503, `Metrics are not available right now: ${(error as Error).message}\n`);
    }
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(settings.port, settings.bindAddress, () => resolve(server));
  });
}

function reply(res: import("node:http").ServerResponse, status: number, body: string, headers = {}) {
  res.writeHead(status, {
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
    ...headers,
  });
  res.end(body);
}

/** Compares in constant time, so the answer's timing tells nothing about the token. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/i.exec(header ?? "")?.[1] ?? "");
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A warning worth printing at start: metrics open to the network without a token. */
export function exposureWarning(settings: MetricsSettings): string | undefined {
  const loopback = ["127.0.0.1", "::1", "localhost"].includes(settings.bindAddress);
  if (loopback || settings.token) return undefined;
  return `Metrics on ${settings.bindAddress}:${settings.port} without METRICS_TOKEN: anyone who reaches that port reads them.`;
}

/** The process's own runtime series (memory, CPU, event loop, garbage collection). */
export function collectProcessMetrics(registry: Registry): void {
  collectDefaultMetrics({ register: registry });
}

/**
 * One server process (SERVER_WORKERS=1): its request and search series, its runtime, the
 * job queue sizes and whether it leads, from one registry.
 */
export function singleProcessSource(processRegistry: Registry): MetricsSource {
  const own = new Registry();
  registerQueueGauges(own);
  registerLeaderGauge(own);
  const merged = Registry.merge([processRegistry, own]);
  return async () => ({ contentType: merged.contentType, body: await merged.metrics() });
}

/**
 * The main process of a cluster: asks every worker for its series over the cluster channel and
 * adds them up (prom-client's AggregatorRegistry, each series by its own `aggregator`), then adds
 * the job queue sizes, which it reads itself since they are the same for all, and whether it leads.
 */
export function clusterSource(): MetricsSource {
  const aggregator = new AggregatorRegistry();
  const own = new Registry();
  registerQueueGauges(own);
  registerLeaderGauge(own);
  return async () => ({
    contentType: aggregator.contentType,
    body: `${await aggregator.clusterMetrics()}\n${await own.metrics()}`,
  });
}

/** In a worker: answer the main process's requests for this process's series. */
export function shareMetricsWithPrimary(registry: Registry): void {
  AggregatorRegistry.setRegistries([registry]);
  // Constructing one attaches the worker's listener for the main process's requests.
  new AggregatorRegistry();
}

/** For the process entry: serves the metrics or stops the process with one line saying why. */
export async function startMetricsServer(settings: MetricsSettings, source: MetricsSource): Promise<void> {
  const warning = exposureWarning(settings);
  if (warning) console.warn(warning);
  try {
    await serveMetrics(settings, source);
  } catch (error) {
    console.error(
      `Cannot serve metrics on ${settings.bindAddress}:${settings.port}: ${(error as Error).message}`,
    );
    process.exit(1);
  }
  console.log(`Prometheus metrics on http://${settings.bindAddress}:${settings.port}/metrics`);
}
