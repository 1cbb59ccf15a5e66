import { type MessagePort, workerData } from "node:worker_threads";
import { type ScanColumns, type ScanPart, type ScanPlan, scanRange } from "./scan-range.ts";

/**
 * The helper thread of parallel-scan.ts: scans the part of a query's candidates it is given,
 * replies with what it found, then marks the job finished for the main thread waiting on it.
 */
export interface ScanJob {
  id: number;
  columns: ScanColumns;
  plan: ScanPlan;
  from: number;
  to: number;
  skip: number;
  keep: number;
}

export interface ScanReply {
  id: number;
  /** Null if the scan threw: the main thread scans the part itself. */
  part: ScanPart | null;
}

const { port, signals } = workerData as { port: MessagePort; signals: Int32Array };

port.on("message", (job: ScanJob) => {
  let part: ScanPart | null = null;
  try {
    part = scanRange(job.columns, job.plan, job.from, job.to, job.skip, job.keep);
  } catch {}
  // The counts are moved, not copied.
  const buffers = Object.values(part?.counts ?? {}).map(
    (counts: Uint32Array) => counts.buffer as ArrayBuffer,
  );
  port.postMessage({ id: job.id, part } satisfies ScanReply, buffers);
  Atomics.store(signals, 0, job.id);
  Atomics.notify(signals, 0);
});
Atomics.store(signals, 1, 1);
