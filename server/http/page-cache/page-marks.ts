import type { AppliedChange } from "#server/modules/search/index.ts";
import type { PageStore } from "./page-store.ts";

/** Tag of every listing, home and storefront page: any product's change may change them. */
export const CATALOGUE_TAG = "catalogue";
export const productTag = (id: number) => `product:${id}`;

// Batches remembered for the check at the end of a render; a render outlives a few at most.
const RECENT_BATCHES = 64;

/**
 * The change marks of one process: which changes of the feed it has applied to its page store,
 * and when it last confirmed that it had read the feed to its end.
 *
 * A product's row removes the pages that show that product and every listing; any other row (a
 * company, synonyms, merchandising, SEO, a rebuild) removes every page, since so many pages show
 * those. A render that was running while a batch came in is checked against the batch at its end
 * (`unchangedSince`), so a page read before a change is not stored after it.
 */
export class PageMarks {
  /** Batches of rows applied so far. */
  seq = 0;
  /** When the last read that reached the end of the feed was sent (Date.now()). */
  private confirmedAt = Number.NEGATIVE_INFINITY;
  private readonly recent: { seq: number; tags: Set<string> | "all" }[] = [];

  private readonly store: PageStore;
  /** A process whose last complete read is older than this serves no stored page. */
  readonly freshnessMs: number;

  constructor(store: PageStore, freshnessMs: number) {
    this.store = store;
    this.freshnessMs = freshnessMs;
  }

  /** The rows one read found that this process had not seen, the read's start, and whether it reached the end. */
  applied(rows: readonly AppliedChange[], sentAt: number, caughtUp: boolean): void {
    if (rows.length) {
      const tags = tagsOf(rows);
      this.seq++;
      this.recent.push({ seq: this.seq, tags });
      if (this.recent.length > RECENT_BATCHES) this.recent.shift();
      if (tags === "all") this.store.clear();
      else this.store.deleteTagged(tags);
    }
    if (caughtUp) this.confirmedAt = Math.max(this.confirmedAt, sentAt);
  }

  /** Whether the feed was read to its end recently enough for stored pages to be served. */
  confirmed(now = Date.now()): boolean {
    return now - this.confirmedAt <= this.freshnessMs;
  }

  /** Whether no batch applied after `since` touched any of `tags`. */
  unchangedSince(since: number, tags: readonly string[]): boolean {
    if (since === this.seq) return true;
    const oldest = this.recent[0]?.seq ?? this.seq + 1;
    if (oldest > since + 1) return false;
    for (const batch of this.recent) {
      if (batch.seq <= since) continue;
      if (batch.tags === "all") return false;
      for (const tag of tags) if (batch.tags.has(tag)) return false;
    }
    return true;
  }
}

function tagsOf(rows: readonly AppliedChange[]): Set<string> | "all" {
  const tags = new Set<string>([CATALOGUE_TAG]);
  for (const row of rows) {
    if (row.entity !== "product") return "all";
    tags.add(productTag(row.entity_id));
  }
  return tags;
}
