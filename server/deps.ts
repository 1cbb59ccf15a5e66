import { join } from "node:path";
import { EventStreams } from "#server/modules/realtime/index.ts";
import { SearchEngine } from "#server/modules/search/index.ts";
import { ViewRecorder } from "#server/modules/views/index.ts";
import type { Config } from "./config.ts";
import { connect, type Db, type Dialect } from "./db/connect.ts";
import { type Clock, systemClock } from "./lib/clock.ts";
import { createLogger, type Logger } from "./lib/logger.ts";
import { createMailer, type Mailer } from "./lib/mailer.ts";
import { type AppMetrics, createAppMetrics } from "./ops/metrics.ts";

/** What every request handler needs, made once per process. */
export interface AppDeps {
  config: Config;
  db: Db;
  dialect: Dialect;
  mailer: Mailer;
  log: Logger;
  /** The time: deadlines (sessions, sign-in throttles, job retries) read it, so tests can move it. */
  clock: Clock;
  /** The in-memory product search index of this process. */
  search: SearchEngine;
  /** Product views, queued and written in batches. */
  views: ViewRecorder;
  /** This process's Prometheus series (server/ops/metrics.ts). */
  metrics: AppMetrics;
  /** The conversation event streams of this process (GET /events), their feed and presence. */
  realtime: EventStreams;
  close: () => Promise<void>;
}

export function createDeps(
  config: Config,
  overrides: Partial<Pick<AppDeps, "mailer" | "log">> = {},
): AppDeps {
  const handle = connect(config.databaseUrl);
  const log = overrides.log ?? createLogger(config.logLevel);
  const search = new SearchEngine(handle.db, log, { snapshots: config.searchSnapshots });
  const views = new ViewRecorder(handle.db, log);
  const metrics = createAppMetrics(search);
  search.observe = metrics.observeSearch;
  // Started by the first event stream; closed first, so its last writes find the database open.
  const realtime = new EventStreams({
    db: handle.db,
    dialect: handle.dialect,
    databaseUrl: config.databaseUrl,
    log,
    clock: systemClock,
    metrics,
  });
  return {
    config,
    db: handle.db,
    dialect: handle.dialect,
    mailer:
      overrides.mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: join(config.dataDir, "outbox"),
      }),
    log,
    clock: systemClock,
    search,
    views,
    metrics,
    realtime,
    close: async () => {
      await realtime.close();
      await views.close();
      search.close();
      await handle.close();
    },
  };
}
