import { randomUUID } from "node:crypto";
import type { SearchEngine } from "./search-engine.ts";

/** A row of the change feed (`search_changes`) as it is handed on: what changed. */
export interface AppliedChange {
  entity: string;
  entity_id: number;
}

/**
 * Told, after each read of the feed by the process holding the index, the rows that read applied
 * (once the index has them), when the read was sent (Date.now() on this machine) and whether it
 * reached the feed's end. A listener that must forget everything is handed one `all` row.
 */
export type AppliedChangesListener = (
  rows: readonly AppliedChange[],
  sentAt: number,
  caughtUp: boolean,
) => void;

/** The changes the machine's index has applied, for those who keep things derived from it (the page cache). */
export interface AppliedChanges {
  subscribe(listener: AppliedChangesListener): void;
  close(): void;
}

/** What the search process tells an HTTP process that asks what was applied after `seq`. */
export interface AppliedNews {
  /** The index's life: a new one (the search process restarted) means everything may have changed. */
  instance: string;
  /** The number of the last batch below. */
  seq: number;
  /** The rows of each batch after the one asked for, oldest first; "reset" when they are no longer kept. */
  batches: AppliedChange[][] | "reset";
  /** When the last read that reached the feed's end was sent (Date.now()), or null before the first. */
  confirmedAt: number | null;
}

/** Batches the search process keeps for the HTTP processes (at 4 reads a second, over a minute). */
const KEPT_BATCHES = 256;
export const EVERYTHING: readonly AppliedChange[] = [{ entity: "all", entity_id: 0 }];

/**
 * The record of applied batches a search process keeps, so that each HTTP process learns of a
 * change only once the shared index has it (a page rendered after that shows it).
 */
export class AppliedFeedLog {
  readonly instance = randomUUID();
  private seq = 0;
  private confirmedAt: number | null = null;
  private readonly batches: { seq: number; rows: AppliedChange[] }[] = [];

  constructor(engine: Pick<SearchEngine, "followers">) {
    engine.followers.push((rows, sentAt, caughtUp) => {
      if (rows.length) {
        this.seq++;
        this.batches.push({
          seq: this.seq,
          rows: rows.map(({ entity, entity_id }) => ({ entity, entity_id })),
        });
        if (this.batches.length > KEPT_BATCHES) this.batches.shift();
      }
      if (caughtUp) this.confirmedAt = Math.max(this.confirmedAt ?? sentAt, sentAt);
    });
  }

  since(instance: string, seq: number): AppliedNews {
    const news = { instance: this.instance, seq: this.seq, confirmedAt: this.confirmedAt };
    const oldest = this.batches[0]?.seq ?? this.seq + 1;
    if (instance !== this.instance || seq > this.seq || oldest > seq + 1)
      return { ...news, batches: "reset" };
    return { ...news, batches: this.batches.filter((b) => b.seq > seq).map((b) => b.rows) };
  }
}

const logs = new WeakMap<object, AppliedFeedLog>();

/** The one log of an engine (the search process serves it; several accesses share it). */
export function appliedFeedLogOf(engine: SearchEngine): AppliedFeedLog {
  const known = logs.get(engine);
  if (known) return known;
  const log = new AppliedFeedLog(engine);
  logs.set(engine, log);
  return log;
}

/** In the process holding the index: the engine tells its listeners itself. */
export function localAppliedChanges(engine: Pick<SearchEngine, "followers">): AppliedChanges {
  const mine = new Set<AppliedChangesListener>();
  return {
    subscribe(listener) {
      mine.add(listener);
      engine.followers.push(listener);
    },
    close() {
      for (const listener of mine) {
        const at = engine.followers.indexOf(listener);
        if (at >= 0) engine.followers.splice(at, 1);
      }
      mine.clear();
    },
  };
}
