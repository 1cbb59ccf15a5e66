import type { Db } from "#server/db/connect.ts";
import type { Logger } from "#server/lib/logger.ts";
import { parallelScan } from "./parallel-scan.ts";
import { SearchEngine } from "./search-engine.ts";
import type { SnapshotSettings } from "./snapshot-store.ts";

/**
 * The engine a server process serves searches from, as the configuration sets it up: its
 * snapshots, and whether large scans may use a helper thread (a choice for the whole process,
 * as the helper is).
 */
export function searchEngine(
  db: Db,
  log: Logger,
  config: { searchSnapshots: SnapshotSettings | undefined; searchScanThreads: number },
): SearchEngine {
  if (config.searchScanThreads < 2) parallelScan.enabled = false;
  return new SearchEngine(db, log, { snapshots: config.searchSnapshots });
}
