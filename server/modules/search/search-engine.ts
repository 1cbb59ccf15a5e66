import type { FilterGroup } from "#core/schemas/search.ts";
import type { Db } from "#server/db/connect.ts";
import type { Logger } from "#server/lib/logger.ts";
import { BrowseCache, hasNoFilter, isPlainBrowse } from "./browse-cache.ts";
import type { EngineQuery, EngineResult } from "./query-plan.ts";
import * as feed from "./search-changes.repo.ts";
import * as repo from "./search.repo.ts";
import { SearchIndex } from "./search-index.ts";
import { runQuery } from "./search-query.ts";
import { runByComplement, slotsNotIn, subtract } from "./text-complement.ts";
import { TextIndexThread } from "./text-index-thread.ts";
import { matchText, type TextMatchSet } from "./text-match.ts";
import { byCategoryCode, categoryCounts } from "./text-match-counts.ts";
import { TextPostings } from "./text-postings.ts";

const LOAD_BATCH = 10_000;
/** Writes show in results within a second: the feed is read four times a second. */
const POLL_MS = 250;

/**
 * Owns the in-memory search index of one process: loads it from the database on first use and
 * then follows the `search_changes` feed, so writes made through any process appear quickly.
 */
export class SearchEngine {
  private index: SearchIndex | null = null;
  private loading: Promise<SearchIndex> | null = null;
  private lastChangeId = 0;
  private groupOfOption = new Map<string, string>();
  private timer: NodeJS.Timeout | null = null;
  private refreshing: Promise<void> | null = null;
  /** Bumped on every applied change; caches key on it. */
  version = 0;
  private readonly browseCache = new BrowseCache();
  private readonly recentMatches = new Map<string, TextMatchSet>();
  private allCategoryCounts: { version: number; counts: Uint32Array } | null = null;

  private readonly db: Db;
  private readonly log: Logger | undefined;

  constructor(db: Db, log?: Logger) {
    this.db = db;
    this.log = log;
  }

  /** The index, loading it first if needed (concurrent callers share one load). */
  ready(): Promise<SearchIndex> {
    if (this.index) return Promise.resolve(this.index);
    this.loading ??= this.load().catch((error) => {
      this.loading = null;
      throw error;
    });
    return this.loading;
  }

  /** Whether this process has its index in memory (readiness). */
  get loaded(): boolean {
    return this.index !== null;
  }

  /** Products the index holds (live ones) and slots it uses (changed products leave dead slots). */
  size(): { documents: number; slots: number } | undefined {
    if (!this.index) return undefined;
    return { documents: this.catalogueCounts(this.index).total, slots: this.index.slotCount };
  }

  /** Told how long each query took (the metrics' search latency); set by whoever counts. */
  observe: ((kind: "browse" | "filter" | "text" | "text_matches", seconds: number) => void) | undefined;

  /** Runs a query on the loaded index; plain category pages come from the browse cache. */
  run(index: SearchIndex, q: EngineQuery, onlyGroup?: FilterGroup | number): EngineResult {
    const started = performance.now();
    const result = this.runUntimed(index, q, onlyGroup);
    const kind = q.terms?.length ? "text" : isPlainBrowse(q) ? "browse" : "filter";
    this.observe?.(kind, (performance.now() - started) / 1000);
    return result;
  }

  private runUntimed(index: SearchIndex, q: EngineQuery, onlyGroup?: FilterGroup | number): EngineResult {
    // Without any selection a group's disjunctive counts are the plain counts, so the cached
    // counts serve the filter-option lists of a plain category page too.
    if (isPlainBrowse(q)) return this.browseCache.run(index, this.version, q);
    if (!q.terms?.length) return runQuery(index, q, onlyGroup);
    const match = this.textMatch(index, q.terms);
    if (hasNoFilter(q)) {
      const base = q.categoryCode === undefined ? index.allSlots() : index.slotsOfCategory(q.categoryCode);
      if (base.length > 0 && match.slots.length * 2 > base.length) {
        const baseCounts = this.browseCache.counts(index, this.version, q.categoryCode);
        return runByComplement(index, q, match, base, baseCounts);
      }
    }
    return runQuery(index, q, onlyGroup, match);
  }

  /**
   * The products holding a text's words. A full-text page asks twice (the results and the
   * category hit counts), and filter lists ask again: the last few answers are kept per version.
   */
  private textMatch(index: SearchIndex, terms: string[]): TextMatchSet {
    const key = `${this.version}\u0000${terms.join("\u0000")}`;
    const known = this.recentMatches.get(key);
    if (known) return known;
    const match = matchText(index, terms);
    if (this.recentMatches.size >= 8) this.recentMatches.delete(this.recentMatches.keys().next().value!);
    this.recentMatches.set(key, match);
    return match;
  }

  /** Total and counts of the whole live catalogue (kept until the next change). */
  catalogueCounts(index: SearchIndex) {
    return this.browseCache.counts(index, this.version, undefined);
  }

  /**
   * Products matching a text per category code (every level). A text matching most of the
   * catalogue is counted by its complement, like `run` does.
   */
  textMatchCounts(index: SearchIndex, terms: string[]): Map<string, number> {
    const started = performance.now();
    const counts = this.textMatchCountsUntimed(index, terms);
    this.observe?.("text_matches", (performance.now() - started) / 1000);
    return counts;
  }

  private textMatchCountsUntimed(index: SearchIndex, terms: string[]): Map<string, number> {
    const match = this.textMatch(index, terms);
    if (match.slots.length * 2 <= index.slotCount)
      return byCategoryCode(index, categoryCounts(index, match.slots));
    if (this.allCategoryCounts?.version !== this.version) {
      this.allCategoryCounts = { version: this.version, counts: categoryCounts(index, index.allSlots()) };
    }
    const outside = categoryCounts(index, slotsNotIn(index.allSlots(), match.slots));
    return byCategoryCode(index, subtract(this.allCategoryCounts.counts, outside));
  }

  /** Loads now and follows the change feed until `close()`. */
  async start(onProgress?: (loaded: number) => void): Promise<void> {
    if (!this.index) {
      this.loading ??= this.load(onProgress);
      await this.loading;
    }
    this.timer ??= setInterval(() => {
      this.refresh().catch((error) => this.log?.error({ err: error }, "search index refresh failed"));
    }, POLL_MS);
    this.timer.unref();
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Applies every change written since the last call (callers may await it for certainty). */
  refresh(): Promise<void> {
    this.refreshing ??= this.applyChanges().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async load(onProgress?: (loaded: number) => void): Promise<SearchIndex> {
    const started = performance.now();
    // Read the feed position first: changes made during the load are applied again afterwards.
    this.lastChangeId = await feed.findLatestChangeId(this.db);
    const index = await this.buildFromDatabase(onProgress);
    this.index = index;
    this.log?.info(
      { products: index.slotCount, ms: Math.round(performance.now() - started) },
      "search index loaded",
    );
    await this.applyChanges();
    return index;
  }

  private async buildFromDatabase(onProgress?: (loaded: number) => void): Promise<SearchIndex> {
    this.groupOfOption = await repo.findVariationGroupsOfOptions(this.db);
    return this.build(true, onProgress).catch((error) => {
      // Without the worker (it failed or ran out of memory) the main thread does it all.
      this.log?.warn({ err: error }, "text index worker failed; indexing texts on the main thread");
      return this.build(false, onProgress);
    });
  }

  private async build(withWorker: boolean, onProgress?: (loaded: number) => void): Promise<SearchIndex> {
    const index = new SearchIndex();
    for (const company of await repo.findIndexedCompanies(this.db)) index.putCompany(company);
    const fetchAfter = (afterId: number) =>
      repo.findIndexedProducts(this.db, this.groupOfOption, { afterId, limit: LOAD_BATCH });
    const textThread = withWorker ? new TextIndexThread() : null;
    try {
      // The next batch is read while this one is indexed: PostgreSQL works on the other core.
      let next = fetchAfter(0);
      for (;;) {
        const read = await next;
        if (!read.length) break;
        next = fetchAfter(read.at(-1)!.id);
        // A company approved while this loads is not in the index yet; the change feed brings it
        // and its products right after the load.
        const batch = read.filter((p) => index.companyOrdinal(p.companyId) !== undefined);
        const firstSlot = index.slotCount;
        for (const product of batch) index.putProduct(product, !textThread);
        await textThread?.send({
          firstSlot,
          names: batch.map((p) => p.names),
          descriptions: batch.map((p) => p.descriptions),
        });
        onProgress?.(index.slotCount);
      }
      if (textThread) index.text = TextPostings.fromTransfer(await textThread.finish());
    } finally {
      textThread?.stop();
    }
    index.trim();
    return index;
  }

  private async applyChanges(): Promise<void> {
    if (!this.index) return;
    for (;;) {
      const changes = await feed.findChangesAfter(this.db, this.lastChangeId);
      if (!changes.length) return;
      // A rebuild row (npm run reindex) supersedes every change before it.
      const rebuild = changes.findLast((c) => c.entity === "all");
      if (rebuild) {
        await this.rebuild(rebuild.id);
        continue;
      }
      const index = this.index;
      const companyIds = [...new Set(changes.filter((c) => c.entity === "company").map((c) => c.entity_id))];
      const productIds = [...new Set(changes.filter((c) => c.entity === "product").map((c) => c.entity_id))];
      if (companyIds.length) await this.applyCompanies(index, companyIds);
      if (productIds.length) await this.applyProducts(index, productIds);
      this.lastChangeId = changes.at(-1)!.id;
      this.version++;
    }
  }

  /**
   * Builds a new index from the database while the current one goes on answering, then swaps
   * them (for a while both are in memory). Changes after the rebuild row follow as usual.
   */
  private async rebuild(rebuildChangeId: number): Promise<void> {
    const started = performance.now();
    const index = await this.buildFromDatabase();
    this.index = index;
    this.lastChangeId = rebuildChangeId;
    this.version++;
    this.log?.info(
      { products: index.slotCount, ms: Math.round(performance.now() - started) },
      "search index rebuilt",
    );
  }

  /**
   * Follows changed companies: only active ones are found. A company no longer found (removed,
   * suspended, closed …) takes its products out of the index; a found one that has none in it
   * (approved, reinstated, or new) brings its published products in.
   */
  private async applyCompanies(index: SearchIndex, ids: number[]): Promise<void> {
    const found = await repo.findIndexedCompanies(this.db, ids);
    const returning = found.filter((c) => !this.hasLiveProducts(index, c.id)).map((c) => c.id);
    for (const company of found) index.putCompany(company);
    const foundIds = new Set(found.map((c) => c.id));
    for (const id of ids) {
      if (foundIds.has(id)) continue;
      const ordinal = index.companyOrdinal(id);
      const slots = ordinal === undefined ? undefined : index.companySlots[ordinal]?.view();
      for (const slot of slots ?? []) {
        if (index.isAlive(slot)) index.removeProduct(index.productId.data[slot]!);
      }
    }
    if (!returning.length) return;
    const products = await repo.findIndexedProducts(this.db, this.groupOfOption, { companyIds: returning });
    for (const product of products) index.putProduct(product);
  }

  private hasLiveProducts(index: SearchIndex, companyId: number): boolean {
    const ordinal = index.companyOrdinal(companyId);
    const slots = ordinal === undefined ? undefined : index.companySlots[ordinal]?.view();
    return slots?.some((slot) => index.isAlive(slot)) ?? false;
  }

  private async applyProducts(index: SearchIndex, ids: number[]): Promise<void> {
    // Options may have been added since the load; the table is small.
    this.groupOfOption = await repo.findVariationGroupsOfOptions(this.db);
    const found = await repo.findIndexedProducts(this.db, this.groupOfOption, { ids });
    const unknownCompanies = [...new Set(found.map((p) => p.companyId))].filter(
      (id) => index.companyOrdinal(id) === undefined,
    );
    if (unknownCompanies.length) await this.applyCompanies(index, unknownCompanies);
    for (const id of ids) index.removeProduct(id);
    for (const product of found) index.putProduct(product);
  }
}
