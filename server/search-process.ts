import type { Config } from "./config.ts";
import { connect } from "./db/connect.ts";
import { createLogger } from "./lib/logger.ts";
import { localIndexAccess, searchEngine, serveIndex } from "./modules/search/index.ts";
import { collectProcessMetrics, shareMetricsWithPrimary } from "./ops/metrics-server.ts";
import { createAppMetrics } from "./ops/metrics.ts";

/**
 * The search process of a cluster (`npm start` with SERVER_WORKERS > 1): the machine's one search
 * index, which it loads (from the snapshot, else the database), keeps current from the change
 * feed and snapshots, and which the HTTP workers ask over a Unix socket
 * (docs/decisions/037-one-search-index-per-machine.md). It listens before loading, so a worker
 * asking meanwhile is told at once that the index is not serving yet. The main process restarts it
 * when it dies; the workers answer 503 until it serves again.
 */
export async function runSearchProcess(config: Config, socketPath: string): Promise<void> {
  const handle = connect(config.databaseUrl);
  const log = createLogger(config.logLevel);
  const engine = searchEngine(handle.db, log, config);
  const metrics = createAppMetrics(engine);
  engine.observe = metrics.observeSearch;
  if (config.metrics) {
    collectProcessMetrics(metrics.registry);
    shareMetricsWithPrimary(metrics.registry);
  }
  const server = await serveIndex(localIndexAccess(engine, handle.db), {
    path: socketPath,
    serving: () => engine.loaded,
    log,
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      engine.close();
      void server
        .close()
        .then(() => handle.close())
        .then(() => process.exit(0));
      setTimeout(() => process.exit(0), 5000).unref();
    });
  }
  const started = performance.now();
  await engine.start();
  console.log(`Search index ready in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}
