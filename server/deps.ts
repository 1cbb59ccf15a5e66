import { join } from "node:path";
import { EventStreams } from "#server/modules/realtime/index.ts";
import {
  type AppliedChanges,
  localAppliedChanges,
  localIndexAccess,
  RemoteAppliedChanges,
  RemoteIndexAccess,
  type SearchEngine,
  searchEngine,
  type SearchIndexAccess,
} from "#server/modules/search/index.ts";
import { ViewRecorder } from "#server/modules/views/index.ts";
import type { Config } from "./config.ts";
import { connect, type Db, type Dialect } from "./db/connect.ts";
import { type Clock, systemClock } from "./lib/clock.ts";
import { followContentGeneration } from "./lib/content-generation.ts";
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
  /**
   * The in-memory product search engine of this process, when this process holds the machine's
   * index: the only process, `npm run dev` and the tests; none in the HTTP workers of a cluster,
   * which share the search process's (docs/decisions/037-one-search-index-per-machine.md).
   */
  search: SearchEngine | undefined;
  /** The machine's search index, here or in the search process: what every caller asks. */
  searchIndex: SearchIndexAccess;
  /** The changes the machine's index has applied, for what is derived from it (the page cache). */
  changes: AppliedChanges;
  /** Product views, queued and written in batches. */
  views: ViewRecorder;
  /** This process's Prometheus series (server/ops/metrics.ts). */
  metrics: AppMetrics;
  /** The conversation event streams of this process (GET /events), their feed and presence. */
  realtime: EventStreams;
  close: () => Promise<void>;
}

/**
 * `searchSocket`: the Unix socket of this machine's search process, for the processes of a
 * cluster (server/main.ts); absent, this process holds the index itself.
 */
export function createDeps(
  config: Config,
  overrides: Partial<Pick<AppDeps, "mailer" | "log">> & { searchSocket?: string } = {},
): AppDeps {
  const handle = connect(config.databaseUrl);
  const log = overrides.log ?? createLogger(config.logLevel);
  const search = overrides.searchSocket ? undefined : searchEngine(handle.db, log, config);
  const searchIndex = search
    ? localIndexAccess(search, handle.db)
    : new RemoteIndexAccess(overrides.searchSocket!, { log });
  const changes = search
    ? localAppliedChanges(search)
    : new RemoteAppliedChanges((instance, seq) =>
        (searchIndex as RemoteIndexAccess).appliedSince(instance, seq),
      );
  // The caches under the page renderer drop what they kept from before each batch the index applied.
  followContentGeneration(handle.db, changes);
  const views = new ViewRecorder(handle.db, log);
  const metrics = createAppMetrics(search ?? { size: () => undefined });
  if (search) search.observe = metrics.observeSearch;
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
    searchIndex,
    changes,
    views,
    metrics,
    realtime,
    close: async () => {
      await realtime.close();
      await views.close();
      changes.close();
      search?.close();
      if (searchIndex instanceof RemoteIndexAccess) searchIndex.close();
      await handle.close();
    },
  };
}
