import type { Db } from "#server/db/connect.ts";
import type { Logger } from "#server/lib/logger.ts";
import { visibleCompanyIds } from "#server/modules/companies/index.ts";
import { findProductCompanies } from "#server/modules/products/index.ts";
import * as repo from "./views.repo.ts";

export interface ProductView {
  productId: number;
  /** The signed-in viewer, from the session (never from the request body). */
  userId: number | null;
}

/** A storefront page opened by a visitor: only the company and the time are kept. */
export interface StorefrontVisit {
  companyId: number;
}

type Queued =
  | { kind: "view"; view: ProductView; at: string }
  | { kind: "visit"; visit: StorefrontVisit; at: string };

export interface ViewRecorderOptions {
  /** Write what is waiting this long after the first view arrived. */
  flushAfterMs?: number;
  /** Write at once when this many views are waiting. */
  batchSize?: number;
  /** Views waiting or being written at most; more are dropped (and counted) until the queue drains. */
  maxPending?: number;
}

/** Rows per INSERT: 4 parameters each stays far below SQLite's and PostgreSQL's limits. */
const ROWS_PER_INSERT = 1000;

/**
 * Records product views and storefront visits without making a request wait for the database (batched, never
 * blocking the response). Views queue in memory and go out in one multi-row
 * insert per table every couple of seconds or once a batch is full; the company of each view is
 * read from the products table at that moment, and views of unknown products are dropped there,
 * as are visits of companies that are unknown or not active (their storefronts are not shown).
 *
 * Views are statistics, not records anyone relies on: when the database cannot keep up the queue
 * stops growing at `maxPending` and further views are dropped and counted, and a failed write is
 * logged and forgotten. Nothing here ever throws into a request or crashes the process.
 */
export class ViewRecorder {
  readonly #db: Db;
  readonly #log: Logger;
  readonly #flushAfterMs: number;
  readonly #batchSize: number;
  readonly #maxPending: number;
  #waiting: Queued[] = [];
  #writingCount = 0;
  #writing: Promise<void> = Promise.resolve();
  #timer: ReturnType<typeof setTimeout> | undefined;
  #droppedSinceReport = 0;
  #closed = false;
  /** Views and visits dropped because the queue was full, since the process started. */
  dropped = 0;

  constructor(db: Db, log: Logger, options: ViewRecorderOptions = {}) {
    this.#db = db;
    this.#log = log;
    this.#flushAfterMs = options.flushAfterMs ?? 2000;
    this.#batchSize = options.batchSize ?? 200;
    this.#maxPending = options.maxPending ?? 10_000;
  }

  /** Queues a product view; returns at once. */
  record(view: ProductView, now = Date.now()): void {
    this.#queue({ kind: "view", view, at: new Date(now).toISOString() });
  }

  /** Queues a storefront visit; returns at once. */
  recordVisit(visit: StorefrontVisit, now = Date.now()): void {
    this.#queue({ kind: "visit", visit, at: new Date(now).toISOString() });
  }

  #queue(item: Queued): void {
    if (this.#closed) return;
    if (this.#waiting.length + this.#writingCount >= this.#maxPending) {
      this.dropped++;
      if (this.#droppedSinceReport++ === 0)
        this.#log.warn(
          { pending: this.#maxPending },
          "view queue is full: dropping product views and storefront visits",
        );
      return;
    }
    this.#waiting.push(item);
    if (this.#waiting.length >= this.#batchSize) void this.flush();
    // Unref'd: a timer waiting to write views must not keep a finished process alive.
    else this.#timer ??= setTimeout(() => void this.flush(), this.#flushAfterMs).unref();
  }

  /** Starts writing everything waiting; resolves once it (and any earlier write) has finished. */
  flush(): Promise<void> {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    const batch = this.#waiting;
    if (!batch.length) return this.#writing;
    this.#waiting = [];
    this.#writingCount += batch.length;
    // One write at a time, in order: a slow database sees one insert, not a pile of them.
    this.#writing = this.#writing.then(() => this.#write(batch));
    return this.#writing;
  }

  /** Writes what is waiting and stops accepting views (process shutdown). */
  async close(): Promise<void> {
    this.#closed = true;
    await this.flush();
  }

  async #write(batch: Queued[]): Promise<void> {
    const views = batch.flatMap((q) => (q.kind === "view" ? [{ ...q.view, viewedAt: q.at }] : []));
    const visits = batch.flatMap((q) => (q.kind === "visit" ? [{ ...q.visit, visitedAt: q.at }] : []));
    try {
      // Each table on its own: a failed write of one kind does not lose the other.
      if (views.length) await this.#writeViews(views);
      if (visits.length) await this.#writeVisits(visits);
    } finally {
      this.#writingCount -= batch.length;
      if (this.#droppedSinceReport) {
        this.#log.warn(
          { dropped: this.#droppedSinceReport },
          "product views and storefront visits dropped while the queue was full",
        );
        this.#droppedSinceReport = 0;
      }
    }
  }

  async #writeViews(batch: (ProductView & { viewedAt: string })[]): Promise<void> {
    try {
      const ids = [...new Set(batch.map((v) => v.productId))];
      const companies = new Map((await findProductCompanies(this.#db, ids)).map((p) => [p.id, p.company_id]));
      const rows = batch.flatMap((v) => {
        const companyId = companies.get(v.productId);
        return companyId === undefined
          ? []
          : [{ product_id: v.productId, company_id: companyId, user_id: v.userId, viewed_at: v.viewedAt }];
      });
      for (let i = 0; i < rows.length; i += ROWS_PER_INSERT)
        await repo.insertViewEvents(this.#db, rows.slice(i, i + ROWS_PER_INSERT));
    } catch (error) {
      this.#log.error({ err: error, views: batch.length }, "could not record product views");
    }
  }

  async #writeVisits(batch: (StorefrontVisit & { visitedAt: string })[]): Promise<void> {
    try {
      const active = await visibleCompanyIds(
        this.#db,
        batch.map((v) => v.companyId),
      );
      const rows = batch.flatMap((v) =>
        active.has(v.companyId) ? [{ company_id: v.companyId, visited_at: v.visitedAt }] : [],
      );
      for (let i = 0; i < rows.length; i += ROWS_PER_INSERT)
        await repo.insertVisitEvents(this.#db, rows.slice(i, i + ROWS_PER_INSERT));
    } catch (error) {
      this.#log.error({ err: error, visits: batch.length }, "could not record storefront visits");
    }
  }
}
