import { Worker } from "node:worker_threads";
import type { TextBatch } from "./text-index-worker.ts";
import type { TransferredPostings } from "./text-postings.ts";

/** Batches the worker may hold before the loader waits for it (bounds the memory in flight). */
const MAX_IN_FLIGHT = 4;

type WorkerMessage = { type: "ack" } | { type: "done"; postings: TransferredPostings };

/** The main thread's side of the text worker: send batches of texts, then collect the postings. */
export class TextIndexThread {
  // A bounded heap makes the worker collect the texts it has indexed early, which keeps the
  // process's resident memory down (the postings themselves live outside the heap). Should it run
  // out anyway, the loader falls back to indexing on the main thread.
  private readonly worker = new Worker(new URL("./text-index-worker.ts", import.meta.url), {
    resourceLimits: { maxOldGenerationSizeMb: 512 },
  });
  private inFlight = 0;
  private waiting: (() => void) | null = null;
  private failure: Error | null = null;
  private readonly done: Promise<TransferredPostings>;

  constructor() {
    this.done = new Promise((resolve, reject) => {
      this.worker.on("message", (message: WorkerMessage) => {
        if (message.type === "done") return resolve(message.postings);
        this.inFlight--;
        this.wake();
      });
      const fail = (error: Error) => {
        this.failure ??= error;
        reject(error);
        this.wake();
      };
      this.worker.on("error", fail);
      this.worker.on("exit", (code) => fail(new Error(`text index worker exited with code ${code}`)));
    });
    // A failure surfaces from send() or finish(); until then nobody may be listening.
    this.done.catch(() => {});
  }

  /** Hands a batch over, waiting while the worker is MAX_IN_FLIGHT batches behind; throws if it died. */
  async send(batch: Omit<TextBatch, "type">): Promise<void> {
    while (this.inFlight >= MAX_IN_FLIGHT && !this.failure) {
      await new Promise<void>((resolve) => {
        this.waiting = resolve;
      });
    }
    if (this.failure) throw this.failure;
    this.inFlight++;
    this.worker.postMessage({ type: "texts", ...batch } satisfies TextBatch);
  }

  finish(): Promise<TransferredPostings> {
    if (!this.failure) this.worker.postMessage({ type: "finish" });
    return this.done;
  }

  stop(): void {
    void this.worker.terminate();
  }

  private wake(): void {
    this.waiting?.();
    this.waiting = null;
  }
}
