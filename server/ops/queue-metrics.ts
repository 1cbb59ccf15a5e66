import { Gauge, type Registry } from "prom-client";

/** One count of the durable job queue: how many jobs of a queue (email, translation, …) are in a state. */
export interface QueueSize {
  queue: string;
  state: string;
  count: number;
}
export type QueueSizeSource = () => Promise<QueueSize[]>;

let source: QueueSizeSource | undefined;

/**
 * Registered once at start by whoever owns the job queue; the gauges read it on every scrape.
 * The counts come from the database, so one process (the main one) reports them for all.
 */
export function setQueueSizeSource(next: QueueSizeSource | undefined): void {
  source = next;
}

/** One read of the source per scrape, shared by the gauges below; undefined when it failed. */
let scrape: Promise<QueueSize[] | undefined> | undefined;
function readSizes(): Promise<QueueSize[] | undefined> {
  if (!source) return Promise.resolve([]);
  scrape ??= source()
    .catch(() => undefined)
    .finally(() => {
      scrape = undefined;
    });
  return scrape;
}

/** The queue gauges, in the registry of the process that reports them. */
export function registerQueueGauges(registry: Registry): void {
  new Gauge({
    name: "caravan_queue_jobs",
    help: "Jobs in the durable job queue, by queue (email is one) and state.",
    labelNames: ["queue", "state"] as const,
    registers: [registry],
    async collect() {
      // A queue or state that emptied out must not keep its last count.
      this.reset();
      for (const { queue, state, count } of (await readSizes()) ?? []) this.set({ queue, state }, count);
    },
  });
  new Gauge({
    name: "caravan_queue_jobs_readable",
    help: "0 when this scrape could not read the job queue sizes, else 1.",
    registers: [registry],
    async collect() {
      this.set((await readSizes()) ? 1 : 0);
    },
  });
}
