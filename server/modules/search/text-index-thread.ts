import { Worker } from "node:worker_threads";
import type { TextBatch } from "./text-index-worker.ts";
import type { TransferredPostings } from "./text-postings.ts";

/** Batches the worker may hold before the loader waits for it (bounds the memory in flight). */
const MAX_IN_FLIGHT = 4;

/** The main thread's side of the text worker: send batches of texts, then collect the postings. */
export class TextIndexThread {
  private readonly worker = new Worker(new URL("./text-index-worker.ts", import.meta.url));
  private inFlight = 0;
  private waiting: (() => void) | null = null;
  private readonly done: Promise<TransferredPostings>;

  constructor() {
    this.done = new Promise((resolve, reject) => {
      this.worker.on(
        "message",
        (message: { type: "ack" } | { type: "done"; postings: TransferredPostings }) => {
          if (message.type === "done") return resolve(message.postings);
          this.inFlight--;
          this.waiting?.();
          this.waiting = null;
        },
      );
      this.worker.on("error", reject);
      this.worker.on("exit", (code) => reject(new Error(`text index worker exited with code ${code}`)));
    });
    // A failure surfaces from finish(); until then nobody may be listening.
    this.done.catch(() => {});
  }

  async send(batch: Omit<TextBatch, "type">): Promise<void> {
    while (this.inFlight >= MAX_IN_FLIGHT) await new Promise<void>((resolve) => (this.waiting = resolve));
    this.inFlight++;
    this.worker.postMessage({ type: "texts", ...batch } satisfies TextBatch);
  }

  async finish(): Promise<TransferredPostings> {
    this.worker.postMessage({ type: "finish" });
    try {
      return await this.done;
    } finally {
      void this.worker.terminate();
    }
  }
}
