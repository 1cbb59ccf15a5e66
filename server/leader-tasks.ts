import type { AppDeps } from "./deps.ts";
import { scheduleRecurringJobs } from "./jobs.ts";
import { type Maintenance, startMaintenance } from "./maintenance.ts";
import { LeaderElection } from "./ops/leader-election.ts";

export interface LeaderTasks {
  /** Whether this process runs them now (the metrics show it). */
  readonly leading: boolean;
  stop(): Promise<void>;
}

/**
 * The work that must run in one process of the whole site, however many servers share the
 * database: the maintenance (hourly purge, upload sweep, most-viewed ranking) and keeping the
 * recurring jobs queued. On SQLite (one machine) the calling process runs it, as the main
 * process of a cluster always has. On PostgreSQL the main process of each server stands in an
 * election (ops/leader-election.ts); the winner runs it, and another takes over when it stops.
 *
 * Resolves once this process knows whether it leads, and, when it does, once the first ranking
 * is stored: product pages read the ranking from their first request.
 */
export async function startLeaderTasks(
  deps: Pick<AppDeps, "db" | "dialect" | "config" | "clock" | "log">,
): Promise<LeaderTasks> {
  let maintenance: Maintenance | undefined;
  const begin = () => {
    maintenance ??= startMaintenance(deps.db, deps.config.dataDir, (error) =>
      deps.log.error({ err: error }, "maintenance failed"),
    );
    scheduleRecurringJobs(deps);
  };
  const end = () => {
    maintenance?.stop();
    maintenance = undefined;
  };
  if (deps.dialect === "sqlite") {
    begin();
    await maintenance?.firstRanking;
    return { leading: true, stop: async () => end() };
  }
  const election = new LeaderElection({
    databaseUrl: deps.config.databaseUrl,
    log: deps.log,
    onLead: begin,
    onLose: end,
  });
  await election.start();
  await maintenance?.firstRanking;
  return {
    get leading() {
      return election.leading;
    },
    stop: async () => {
      end();
      await election.stop();
    },
  };
}
