import { availableParallelism } from "node:os";
import { MessageChannel, type MessagePort, receiveMessageOnPort, Worker } from "node:worker_threads";
import { isShared } from "./scan-columns.ts";
import { addCounts, type ScanColumns, type ScanPart, type ScanPlan, scanRange } from "./scan-range.ts";
import type { ScanJob, ScanReply } from "./scan-worker.ts";

/**
 * The scan of a large query on two cores: a helper thread scans the second half of the
 * candidates while the main thread scans the first, both reading the index's columns in shared
 * memory, and the main thread adds the halves up. The main thread blocks while the helper
 * finishes (`Atomics.wait`), so a query stays one synchronous call and the index cannot change
 * under it. Below `minCandidates` a query stays on one thread: handing work over costs about a
 * tenth of a millisecond. Why: docs/decisions/039-two-cores-for-large-scans.md.
 */
export const parallelScan = {
  /** Candidates from which a query's scan is shared with the helper. */
  minCandidates: 30_000,
  /** Off on a machine with one core; tests turn it on and off. */
  enabled: availableParallelism() > 1,
  /** Scans the helper shared so far (tests and benchmarks read it). */
  split: 0,
};

/** How long the main thread waits for the helper before scanning the rest itself. */
const HELPER_TIMEOUT_MS = 2_000;

class ScanHelper {
  /** [0]: id of the last job finished; [1]: 1 once the helper listens. */
  readonly signals = new Int32Array(new SharedArrayBuffer(8));
  private readonly port: MessagePort;
  private readonly worker: Worker;
  private nextId = 1;
  failed = false;

  constructor() {
    const channel = new MessageChannel();
    this.port = channel.port1;
    this.worker = new Worker(new URL("./scan-worker.ts", import.meta.url), {
      workerData: { port: channel.port2, signals: this.signals },
      transferList: [channel.port2],
    });
    // The helper never keeps a process alive, and its failure only sends queries back to one thread.
    this.worker.unref();
    this.worker.on("error", () => this.fail());
    this.worker.on("exit", () => this.fail());
  }

  get listening(): boolean {
    return !this.failed && Atomics.load(this.signals, 1) === 1;
  }

  /** Runs `job` on the helper while `meanwhile` runs here; null if the helper did not answer. */
  run(job: Omit<ScanJob, "id">, meanwhile: () => ScanPart): { mine: ScanPart; theirs: ScanPart | null } {
    const id = this.nextId++;
    this.port.postMessage({ ...job, id } satisfies ScanJob);
    const mine = meanwhile();
    const deadline = performance.now() + HELPER_TIMEOUT_MS;
    for (;;) {
      const finished = Atomics.load(this.signals, 0);
      if (finished === id) break;
      const left = deadline - performance.now();
      if (left <= 0) {
        this.fail();
        return { mine, theirs: null };
      }
      Atomics.wait(this.signals, 0, finished, left);
    }
    // The reply was posted before the helper marked the job finished; older replies are dropped.
    for (let reply = receiveMessageOnPort(this.port); reply; reply = receiveMessageOnPort(this.port)) {
      const message = reply.message as ScanReply;
      if (message.id === id) return { mine, theirs: message.part };
    }
    this.fail();
    return { mine, theirs: null };
  }

  private fail(): void {
    if (this.failed) return;
    this.failed = true;
    this.port.close();
    void this.worker.terminate();
  }
}

let helper: ScanHelper | null = null;

/** The helper, started on first use (a failed one is replaced); null where there is one core. */
function currentHelper(): ScanHelper | null {
  if (!parallelScan.enabled) return null;
  if (!helper || helper.failed) helper = new ScanHelper();
  return helper;
}

/** Resolves once the helper listens (tests wait for it to see the two-thread path taken). */
export async function scanHelperReady(): Promise<void> {
  const h = currentHelper();
  if (!h) return;
  // Polled with a timer: the helper is unreferenced and would not keep a process waiting.
  while (!h.listening && !h.failed) await new Promise((resolve) => setTimeout(resolve, 5));
}

/**
 * Scans every candidate of `plan` and keeps the page's results after the first `skip`, at most
 * `keep` of them; on two threads when the query is large and a helper listens.
 */
export function scanCandidates(columns: ScanColumns, plan: ScanPlan, skip: number, keep: number): ScanPart {
  const n = plan.order.length;
  const h = n >= parallelScan.minCandidates ? currentHelper() : null;
  const marksShared = plan.matched === null || plan.matched.buffer instanceof SharedArrayBuffer;
  if (!h?.listening || !marksShared || !isShared(columns)) return scanRange(columns, plan, 0, n, skip, keep);
  const shared = { ...plan, order: inSharedMemory(plan.order) };
  const mid = n >>> 1;
  // The helper's half may hold the whole page when the first half has few results.
  const { mine, theirs } = h.run(
    { columns, plan: shared, from: mid, to: n, skip: 0, keep: skip + keep },
    () => scanRange(columns, shared, 0, mid, skip, keep),
  );
  if (theirs) parallelScan.split++;
  const rest = theirs ?? scanRange(columns, shared, mid, n, 0, skip + keep);
  addCounts(mine.counts, rest.counts);
  const page = mine.page.concat(
    rest.page.slice(Math.max(0, skip - mine.total), Math.max(0, skip + keep - mine.total)),
  );
  return { total: mine.total + rest.total, counts: mine.counts, page };
}

function inSharedMemory(order: Int32Array): Int32Array {
  if (order.buffer instanceof SharedArrayBuffer) return order;
  const copy = new Int32Array(new SharedArrayBuffer(Math.max(1, order.length) * 4), 0, order.length);
  copy.set(order);
  return copy;
}

/** A mark per candidate that both threads write (ranked and sorted pages read them afterwards). */
export function candidateMarks(length: number): Uint8Array {
  return length >= parallelScan.minCandidates && parallelScan.enabled
    ? new Uint8Array(new SharedArrayBuffer(Math.max(1, length)), 0, length)
    : new Uint8Array(length);
}
