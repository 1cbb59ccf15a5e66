import { spawnSync } from "node:child_process";
import cluster from "node:cluster";
import { existsSync } from "node:fs";
import type { Server } from "node:http";
import { join } from "node:path";
import { setImmediate as nextTurn } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { createAdaptorServer, serve } from "@hono/node-server";
import { countJobsByQueueAndState } from "#server/modules/jobs/index.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { type AppDeps, createDeps } from "./deps.ts";
import { AdmissionGate, createServerBehind } from "./http/admission.ts";
import { answerWhileBacklogged } from "./http/backlog-answer.ts";
import { withLingeringClose } from "./http/lingering-close.ts";
import { startJobWorker } from "./jobs.ts";
import { configOrExit } from "./launch.ts";
import { startLeaderTasks } from "./leader-tasks.ts";
import { ConnectionBalancer, serveConnectionsFromPrimary } from "./lib/connection-balancer.ts";
import { setLeaderSource } from "./ops/leader-metrics.ts";
import {
  clusterSource,
  collectProcessMetrics,
  shareMetricsWithPrimary,
  singleProcessSource,
  startMetricsServer,
} from "./ops/metrics-server.ts";
import { setQueueSizeSource } from "./ops/queue-metrics.ts";
import { RestartBackoff } from "./ops/restart-backoff.ts";
import { createSocketFolder } from "./ops/socket-folder.ts";
import { prepareStartupDataOrExit } from "./ops/startup-data.ts";
import { oneServerAtATime } from "./ops/startup-lock.ts";
import { runSearchProcess } from "./search-process.ts";

/**
 * `npm start`: builds when no build exists, migrates, seeds the demo catalogue into an empty
 * database and prints the demo accounts (unless DEMO=false), and serves the production build: from this process when
 * SERVER_WORKERS is 1, else from that many worker processes (node:cluster), to which this process
 * deals the connections (server/lib/connection-balancer.ts).
 *
 * Why several processes: rendering a page is JavaScript on one thread, so one process uses one
 * core (docs/benchmarks.md, product page). Everything shared lives in the database (sessions,
 * rate limits, carts); the search index is one per machine, in a search process of its own that
 * follows search_changes and that the workers ask over a Unix socket (server/search-process.ts,
 * docs/decisions/037-one-search-index-per-machine.md); each worker keeps its own one-minute caches
 * and its own view queue. Setup runs here, once; the maintenance runs here too, unless another
 * server on the same PostgreSQL leads (server/leader-tasks.ts).
 */
// Libraries such as React choose their production build by NODE_ENV; unset, the server renders
// with React's development build, several times slower (measured by bench/product-page.ts). Set
// before the server build (and with it React) is imported below.
process.env.NODE_ENV ??= "production";
const config = configOrExit();
const root = fileURLToPath(new URL("..", import.meta.url));
const serverBuild = `${root}build/server/index.js`;
const clustered = config.serverWorkers > 1;
/** In a cluster: the search process's socket, in a folder only this user reads (set by the primary). */
const searchSocket = process.env.CARAVAN_SEARCH_SOCKET;

if (cluster.isPrimary) {
  buildIfMissing();
  // The primary never holds an index: in a cluster, anything here that searched would ask the
  // search process.
  const socket = clustered ? join(createSocketFolder(), "search.sock") : undefined;
  const deps = createDeps(config, { searchSocket: socket });
  await oneServerAtATime(config.databaseUrl, async () => {
    await migrateToLatest(deps.db);
    // The demo on an empty database (DEMO=true), or a check that a real site holds no demo accounts.
    await prepareStartupDataOrExit(deps, {
      demo: config.demo,
      products: config.seedProducts,
      seed: config.seed,
    });
  });
  // The maintenance and the recurring jobs: here, or in another server's main process that leads.
  const leader = await startLeaderTasks(deps);
  setLeaderSource(() => leader.leading);
  // The job queue's sizes for the metrics, read from the database by this process for all.
  setQueueSizeSource(() => countJobsByQueueAndState(deps.db));
  // In a cluster this process keeps its connection for the maintenance runs and serves nothing
  // but the metrics of all the workers.
  if (clustered) {
    startWorkers(deps, socket!);
    if (config.metrics) await startMetricsServer(config.metrics, clusterSource());
  } else await serveHttp();
} else if (process.env.CARAVAN_PROCESS === "search") {
  await runSearchProcess(config, searchSocket!);
} else {
  await serveHttp();
}

function buildIfMissing() {
  if (existsSync(serverBuild)) return;
  console.log("No production build yet: building (about a minute)…");
  const result = spawnSync(process.execPath, [`${root}node_modules/@react-router/dev/bin.cjs`, "build"], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) {
    console.error("The build failed; see the messages above.");
    process.exit(1);
  }
}

/**
 * One HTTP server with its own database connection: a worker, which asks the search process, or
 * the only process, which holds the search index itself.
 */
async function serveHttp() {
  const deps = createDeps(config, { searchSocket });
  if (config.metrics) {
    collectProcessMetrics(deps.metrics.registry);
    if (cluster.isWorker) shareMetricsWithPrimary(deps.metrics.registry);
    else await startMetricsServer(config.metrics, singleProcessSource(deps.metrics.registry));
  }
  // The search index is built before the server listens, so the first visitor gets real results.
  // In a worker, it waits for the search process's index.
  const indexStarted = performance.now();
  if (deps.search) await deps.search.start();
  else await deps.searchIndex.ready();
  if (!cluster.isWorker)
    console.log(`Search index ready in ${((performance.now() - indexStarted) / 1000).toFixed(1)} s.`);
  const { createApp } = (await import(serverBuild)) as typeof import("./app.ts");
  const app = createApp(deps, { clientDir: `${root}build/client` });
  const handle = replyAfterThisTurn(app.fetch);
  // Background jobs (e-mails) are worked by every server process.
  const jobs = startJobWorker(deps);
  // At most MAX_CONCURRENT_REQUESTS at once in this process; the rest get 503 at once.
  const gate = new AdmissionGate({ limit: config.maxConcurrentRequests, log: deps.log });
  // A connection closed with an answer sent before the request was read lingers, so the answer arrives.
  const createServer = withLingeringClose(createServerBehind(gate));
  // Closing the database writes the queued product views; the job in hand is finished first.
  // The event streams end first: they never end by themselves, and the server closes only once
  // every response has (the browsers reconnect, to another process when there is one).
  const stop = (closeServer: () => Promise<void>) => {
    for (const signal of ["SIGINT", "SIGTERM"] as const) {
      process.once(signal, () => {
        void deps.realtime
          .close()
          .then(() => closeServer())
          .then(() => jobs.stop())
          .then(() => deps.close())
          .then(() => process.exit(0));
        setTimeout(() => process.exit(0), 5000).unref();
      });
    }
  };
  if (cluster.isWorker) {
    const connections = serveConnectionsFromPrimary(
      createAdaptorServer({ fetch: handle, createServer }) as Server,
    );
    process.send?.("ready");
    stop(() => connections.stop());
  } else {
    const server = serve(
      { fetch: handle, port: config.port, hostname: config.bindAddress, createServer },
      () => announce(deps.dialect),
    );
    stop(() => new Promise((resolve) => server.close(() => resolve())));
  }
}

/**
 * Hands each response to Node one event-loop turn later. A page renders synchronously from its
 * first query to its last byte, and when each reply left at once, the event loop served some
 * keep-alive connections twice as often as others under load: with 5 connections to one worker,
 * a request waited for 3 others at the median but 7 at p95. Replying after the turn lets the
 * requests already read in it be rendered first, and the connections take turns (docs/benchmarks.md).
 */
function replyAfterThisTurn<Env>(respond: (request: Request, env: Env) => Response | Promise<Response>) {
  return async (request: Request, env: Env) => {
    const response = await respond(request, env);
    await nextTurn();
    return response;
  };
}

/**
 * Forks the search process and the HTTP workers and deals the workers connections once each is
 * ready (the port opens with the first), replaces one that dies after a pause (restart-backoff.ts,
 * one per kind of process), and stops them all on SIGINT/SIGTERM.
 */
function startWorkers(deps: AppDeps, socket: string) {
  const dialect = deps.dialect;
  let stopping = false;
  let ready = 0;
  // A crowd of new connections waits at most 32 deep per worker; the rest, and every connection
  // while no worker serves, are answered 503 here (health checks too while no worker serves).
  const balancer: ConnectionBalancer = new ConnectionBalancer({
    maxWaitingHandoffs: 32,
    onBacklog: (socket) =>
      answerWhileBacklogged(socket, async () => {
        if (balancer.workerCount() === 0) return false;
        await deps.db.selectFrom("languages").select("code").limit(1).execute();
        return true;
      }),
  });
  const searchProcesses = new Set<number>();
  const searchRestarts = new RestartBackoff();
  const workerRestarts = new RestartBackoff();
  const forkSearch = () => {
    const worker = cluster.fork({ CARAVAN_PROCESS: "search", CARAVAN_SEARCH_SOCKET: socket });
    searchProcesses.add(worker.id);
  };
  const fork = () => {
    const worker = cluster.fork({ CARAVAN_SEARCH_SOCKET: socket });
    worker.on("message", (message) => {
      if (message !== "ready") return;
      balancer.add(worker);
      if (++ready === 1)
        balancer.listen(config.port, config.bindAddress).catch((error: Error) => {
          console.error(`Cannot listen on ${config.bindAddress}:${config.port}: ${error.message}`);
          process.exit(1); // the workers exit with the primary
        });
      if (ready === config.serverWorkers) announce(dialect);
    });
  };
  forkSearch();
  for (let i = 0; i < config.serverWorkers; i++) fork();
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) return;
    if (searchProcesses.delete(worker.id)) {
      const pauseMs = searchRestarts.afterDeath();
      console.error(
        `Search process ${worker.process.pid} stopped (${signal ?? code}); starting another in ${pauseMs / 1000} s.`,
      );
      // Meanwhile the workers answer searches 503 with Retry-After at once.
      setTimeout(() => stopping || forkSearch(), pauseMs);
      return;
    }
    // The other workers serve meanwhile; the connections this one had not taken go to them.
    const pauseMs = workerRestarts.afterDeath();
    console.error(
      `Server worker ${worker.process.pid} stopped (${signal ?? code}); starting another in ${pauseMs / 1000} s.`,
    );
    setTimeout(() => stopping || fork(), pauseMs);
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      stopping = true;
      balancer.close();
      const workers = Object.values(cluster.workers ?? {});
      let left = workers.length;
      if (left === 0) process.exit(0);
      for (const worker of workers)
        worker?.once("exit", () => --left === 0 && process.exit(0)).process.kill("SIGTERM");
      setTimeout(() => process.exit(0), 6000).unref();
    });
  }
}

function announce(dialect: string) {
  const base = `${config.siteProtocol}://${config.siteHost}`;
  const processes = clustered ? ` in ${config.serverWorkers} processes` : "";
  console.log(
    `Caravan is running on ${base}${processes} (database: ${dialect}). Other languages: ${config.siteProtocol}://tr.${config.siteHost}, ${config.siteProtocol}://ar.${config.siteHost}, …`,
  );
}
