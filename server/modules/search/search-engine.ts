import type { Db } from "#server/db/connect.ts";
import type { Logger } from "#server/lib/logger.ts";
import type { AppliedChange } from "./applied-changes.ts";
import { applyCompanyChanges, applyProductChanges } from "./apply-changes.ts";
import { CompactionRunner, type CompactionSettings } from "./compaction-runner.ts";
import { FeedFollower } from "./feed-follower.ts";
import { IndexQueries } from "./index-queries.ts";
import * as feed from "./search-changes.repo.ts";
import * as repo from "./search.repo.ts";
import { buildIndex } from "./index-loader.ts";
import { liveProductCensus } from "./index-snapshot.ts";
import type { SearchIndex } from "./search-index.ts";
import { SnapshotSchedule } from "./snapshot-schedule.ts";
import { type SnapshotSettings, SnapshotStore } from "./snapshot-store.ts";
import { loadSynonymGroups } from "./synonyms.service.ts";
import type { Vocabulary } from "./vocabulary.ts";

/** Writes show in results within a second: the feed is read four times a second. */
const POLL_MS = 250;

/**
 * Owns the in-memory search index of one process: loads it on first use (from the snapshot on disk
 * when there is a usable one, else from the database) and then follows the `search_changes` feed,
 * so writes made through any process appear quickly. Queries are answered by what it extends
 * (index-queries.ts), over the index `ready()` gives.
 */
export class SearchEngine extends IndexQueries {
  private index: SearchIndex | null = null;
  /** Set once the load has caught up with the feed: only then is the index served. */
  private servable = false;
  /** Where the index came from at start (a snapshot, or the database when there was no usable one). */
  loadedFrom: "snapshot" | "database" | undefined;
  private loading: Promise<SearchIndex> | null = null;
  private readonly feed: FeedFollower;
  private groupOfOption = new Map<string, string>();
  private timer: NodeJS.Timeout | null = null;

  private readonly db: Db;
  private readonly log: Logger | undefined;
  /** Snapshots of the index on disk (docs/decisions/033-search-index-snapshots.md); none in tests. */
  readonly snapshots: SnapshotSchedule | undefined;

  /** Gives back the slots of changed products (docs/decisions/036-search-index-compaction.md). */
  readonly compaction: CompactionRunner | undefined;

  constructor(
    db: Db,
    log?: Logger,
    options: { snapshots?: SnapshotSettings; compaction?: Partial<CompactionSettings> | false } = {},
  ) {
    super();
    this.db = db;
    this.log = log;
    this.feed = new FeedFollower(db, (rows) => this.applyBatch(rows));
    if (options.compaction !== false) {
      const host = {
        current: () => (this.servable ? this.index : null),
        applying: () => this.feed.applying,
        vocabularyOf: (index: SearchIndex) => this.matcher.vocabularyOf(index),
        swap: (next: SearchIndex, vocabulary: Vocabulary) => {
          this.index = next;
          this.matcher.adoptVocabulary(next, vocabulary);
          this.version++;
        },
      };
      this.compaction = new CompactionRunner(host, options.compaction, log);
    }
    if (options.snapshots) {
      const source = {
        current: () => (this.index ? { index: this.index, position: this.feed.position } : undefined),
        refresh: () => this.refresh(),
      };
      this.snapshots = new SnapshotSchedule(new SnapshotStore(options.snapshots, db, log), source, log);
    }
  }

  /** The index, loading it first if needed (concurrent callers share one load). */
  ready(): Promise<SearchIndex> {
    if (this.servable && this.index) return Promise.resolve(this.index);
    this.loading ??= this.load().catch((error) => {
      this.loading = null;
      throw error;
    });
    return this.loading;
  }

  /** Whether this process has its index in memory (readiness). */
  get loaded(): boolean {
    return this.servable;
  }

  /** The last change-feed row this process has applied. */
  get followedChangeId(): number {
    return this.feed.position;
  }

  /**
   * Products the index holds (live ones), slots it uses (changed products leave dead slots until
   * compaction) and its bytes as last measured (index-footprint.ts).
   */
  size(): { documents: number; slots: number; bytes?: number } | undefined {
    if (!this.index) return undefined;
    // Measured in the background (a walk over every list is too long for a metrics request).
    const footprint = this.compaction?.footprint;
    return {
      documents: this.catalogueCounts(this.index).total,
      slots: this.index.slotCount,
      ...(footprint ? { bytes: footprint.total + footprint.cache } : {}),
    };
  }

  /**
   * Told, after each read of the feed, the rows this process had not applied before (once the
   * index has them), when the read was sent and whether it reached the feed's end (feed-follower.ts).
   */
  get followers() {
    return this.feed.listeners;
  }

  /** Loads now and follows the change feed until `close()`. */
  async start(onProgress?: (loaded: number) => void): Promise<void> {
    if (!this.servable) {
      this.loading ??= this.load(onProgress);
      await this.loading;
    }
    this.timer ??= setInterval(() => {
      this.refresh().catch((error) => this.log?.error({ err: error }, "search index refresh failed"));
    }, POLL_MS);
    this.timer.unref();
    this.snapshots?.start();
  }

  close(): void {
    this.compaction?.stop();
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.snapshots?.stop();
  }

  /** Applies every change written since the last call (callers may await it for certainty). */
  refresh(): Promise<void> {
    return this.index ? this.feed.read() : Promise.resolve();
  }

  private async load(onProgress?: (loaded: number) => void): Promise<SearchIndex> {
    const started = performance.now();
    const restored = await this.restoreSnapshot();
    if (!restored) {
      if (this.snapshots) this.snapshots.builtAt = Date.now();
      // Read the feed position first: changes made during the load are applied again afterwards,
      // and those still uncommitted below it are looked for.
      await this.feed.startAt(await feed.findLatestChangeId(this.db));
      const index = await this.buildFromDatabase(onProgress);
      this.matcher.vocabularyOf(index).warm();
      this.index = index;
      await this.refresh();
    }
    const index = this.index!;
    this.loadedFrom = restored ? "snapshot" : "database";
    this.servable = true;
    // A snapshot keeps the dead slots it was taken with.
    this.compaction?.consider();
    this.log?.info(
      { products: index.slotCount, ms: Math.round(performance.now() - started), from: this.loadedFrom },
      "search index loaded",
    );
    return index;
  }

  /**
   * Takes the index of the snapshot on disk, if there is a usable one, and brings it up to date
   * with the feed rows written after it. It must then hold the products the database says it
   * should, or the catalogue was changed behind the feed's back and the database build follows.
   */
  private async restoreSnapshot(): Promise<boolean> {
    const snapshot = await this.snapshots?.store.load();
    if (!snapshot) return false;
    this.groupOfOption = await repo.findVariationGroupsOfOptions(this.db);
    this.matcher.setSynonyms(await loadSynonymGroups(this.db));
    this.matcher.vocabularyOf(snapshot.index).warm();
    this.index = snapshot.index;
    await this.feed.startAt(snapshot.position);
    try {
      await this.refresh();
      // Twice, in case a write lands between the count and the catch-up.
      for (let attempt = 0; attempt < 2; attempt++) {
        const expected = await repo.countIndexedProducts(this.db);
        await this.refresh();
        const found = liveProductCensus(this.index!);
        if (found.count === expected.count && found.idSum === expected.idSum) return true;
      }
      this.log?.warn(
        { file: this.snapshots?.store.file },
        "search index snapshot disagrees with the database after catching up; building from the database",
      );
    } catch (error) {
      this.log?.warn({ err: error }, "search index snapshot could not catch up; building from the database");
    }
    this.index = null;
    return false;
  }

  private async buildFromDatabase(onProgress?: (loaded: number) => void): Promise<SearchIndex> {
    this.groupOfOption = await repo.findVariationGroupsOfOptions(this.db);
    this.matcher.setSynonyms(await loadSynonymGroups(this.db));
    return buildIndex(this.db, this.groupOfOption, true, onProgress).catch((error) => {
      // Without the worker (it failed or ran out of memory) the main thread does it all.
      this.log?.warn({ err: error }, "text index worker failed; indexing texts on the main thread");
      return buildIndex(this.db, this.groupOfOption, false, onProgress);
    });
  }

  /** One batch of the feed, applied to the index served (caches key on the version it moves). */
  private async applyBatch(changes: AppliedChange[]): Promise<void> {
    await this.apply(this.index!, changes);
    this.version++;
    this.compaction?.consider();
  }

  private async apply(index: SearchIndex, changes: AppliedChange[]): Promise<void> {
    // A rebuild row (npm run reindex) supersedes every change before it, and the rebuild reads
    // those after it in the batch too: they were committed before it began.
    if (changes.some((c) => c.entity === "all")) return this.rebuild();
    const companyIds = [...new Set(changes.filter((c) => c.entity === "company").map((c) => c.entity_id))];
    const productIds = [...new Set(changes.filter((c) => c.entity === "product").map((c) => c.entity_id))];
    if (changes.some((c) => c.entity === "synonyms"))
      this.matcher.setSynonyms(await loadSynonymGroups(this.db));
    if (companyIds.length) await applyCompanyChanges(this.db, index, companyIds, this.groupOfOption);
    // Options may have been added since the load; the table is small.
    if (productIds.length) {
      this.groupOfOption = await repo.findVariationGroupsOfOptions(this.db);
      await applyProductChanges(this.db, index, productIds, this.groupOfOption);
    }
  }

  /**
   * Builds a new index from the database while the current one goes on answering, then swaps
   * them (for a while both are in memory). Later changes follow as usual.
   */
  private async rebuild(): Promise<void> {
    const started = performance.now();
    if (this.snapshots) this.snapshots.builtAt = Date.now();
    const index = await this.buildFromDatabase();
    this.matcher.vocabularyOf(index).warm();
    this.index = index;
    this.log?.info(
      { products: index.slotCount, ms: Math.round(performance.now() - started) },
      "search index rebuilt",
    );
  }
}
