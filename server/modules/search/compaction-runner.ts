import { setImmediate as nextTurn } from "node:timers/promises";
import type { Logger } from "#server/lib/logger.ts";
import { IndexCompaction } from "./index-compaction.ts";
import { footprintSteps, type IndexFootprint } from "./index-footprint.ts";
import type { SearchIndex } from "./search-index.ts";
import type { Vocabulary } from "./vocabulary.ts";

export interface CompactionSettings {
  /** Compact once dead slots are at least this share of all slots… */
  deadShare: number;
  /** …and at least this many (a small catalogue is not worth the copy). */
  minDeadSlots: number;
  /** The longest a slice of the copy runs before it lets the event loop go on, in ms. */
  sliceMs: number;
}

export const DEFAULT_COMPACTION: CompactionSettings = { deadShare: 0.2, minDeadSlots: 5000, sliceMs: 2 };

/** The index's bytes are measured again at most this often while it changes. */
const MEASURE_EVERY_MS = 60_000;
/** At most this many changes are made again on the copy in the turn that swaps it in. */
const MAX_CHANGES_AT_SWAP = 16;

/** What the runner needs of the engine whose index it compacts. */
export interface CompactionHost {
  /** The index being served. */
  current(): SearchIndex | null;
  /** The batch of feed changes being applied now, if any: the swap waits for it. */
  applying(): Promise<unknown> | null;
  vocabularyOf(index: SearchIndex): Vocabulary;
  /** Serves `next` from now on (one turn, no await). */
  swap(next: SearchIndex, vocabulary: Vocabulary): void;
}

export interface CompactionRun {
  slotsBefore: number;
  slotsAfter: number;
  /** Changes the feed brought while the copy was made, made again on it. */
  changesMeanwhile: number;
  ms: number;
  /** The longest slice of work between two turns of the event loop (wall clock, swap included). */
  longestSliceMs: number;
  /** The 99th percentile of the slices' wall-clock times. */
  sliceP99Ms: number;
  /** The most CPU time a slice took (all the process's threads): on a busy machine, far below its wall time. */
  longestSliceCpuMs: number;
  slices: number;
}

/**
 * Compacts an engine's index in the background when enough of its slots are dead: the copy is made
 * in slices of `sliceMs` that yield to the event loop between them, while the live index answers
 * and follows the feed, and is swapped in once no batch of changes is half applied.
 */
export class CompactionRunner {
  private readonly host: CompactionHost;
  private readonly settings: CompactionSettings;
  private readonly log: Logger | undefined;
  private running: Promise<CompactionRun | undefined> | null = null;
  private stopped = false;
  private sliceTimes: number[] = [];
  private longestSliceCpu = 0;
  /** The last compaction that was swapped in. */
  last: CompactionRun | undefined;
  /** The served index's bytes as last measured (walked in slices; approximate while it changes). */
  footprint: IndexFootprint | undefined;
  private measuring: Promise<void> | null = null;
  private measuredAt = 0;

  constructor(host: CompactionHost, settings: Partial<CompactionSettings> = {}, log?: Logger) {
    this.host = host;
    this.settings = { ...DEFAULT_COMPACTION, ...settings };
    this.log = log;
  }

  get active(): boolean {
    return this.running !== null;
  }

  /** Resolves when no compaction is running (tests and benchmarks wait for one to end). */
  async whenIdle(): Promise<void> {
    while (this.running) await this.running.catch(() => {});
  }

  /** Starts a compaction if the index has enough dead slots and none is running. */
  consider(): void {
    void this.measure();
    const index = this.host.current();
    if (!index || this.running || this.stopped) return;
    const { deadShare, minDeadSlots } = this.settings;
    if (index.deadSlots < minDeadSlots || index.deadSlots < deadShare * index.slotCount) return;
    void this.run().catch((error) => this.log?.error({ err: error }, "search index compaction failed"));
  }

  /** Compacts now, whatever the share of dead slots; resolves once swapped in (undefined if given up). */
  run(): Promise<CompactionRun | undefined> {
    const index = this.host.current();
    if (!index) return Promise.resolve(undefined);
    this.running ??= this.compact(index).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /**
   * Measures the served index's bytes in slices, unless measured in the last minute (or `now`);
   * resolves when the measure under way, if any, is done.
   */
  measure(now = false): Promise<void> {
    const index = this.host.current();
    if (this.measuring || !index || this.stopped) return this.measuring ?? Promise.resolve();
    if (!now && Date.now() - this.measuredAt < MEASURE_EVERY_MS) return Promise.resolve();
    this.measuredAt = Date.now();
    const steps = footprintSteps(index);
    const walk = async () => {
      for (;;) {
        const deadline = performance.now() + this.settings.sliceMs;
        let step: IteratorResult<void, IndexFootprint>;
        do step = steps.next();
        while (!step.done && performance.now() < deadline);
        if (step.done) {
          this.footprint = step.value;
          return;
        }
        await nextTurn();
        if (this.stopped) return;
      }
    };
    this.measuring = walk().finally(() => {
      this.measuring = null;
    });
    return this.measuring;
  }

  /** Gives up a running compaction at its next slice and starts no other. */
  stop(): void {
    this.stopped = true;
  }

  private async compact(live: SearchIndex): Promise<CompactionRun | undefined> {
    const started = performance.now();
    this.sliceTimes = [];
    this.longestSliceCpu = 0;
    const slotsBefore = live.slotCount;
    const job = new IndexCompaction(live);
    try {
      if (!(await this.slices(job.steps()))) return undefined;
      const warmed = await this.slices(job.warmSteps(this.host.vocabularyOf(live)));
      if (!warmed) return undefined;
      for (;;) {
        if (this.stopped || this.host.current() !== live) return undefined;
        const applying = this.host.applying();
        if (applying) {
          await applying.catch(() => {});
          continue;
        }
        if (job.pending > MAX_CHANGES_AT_SWAP) {
          if (!(await this.slices(job.catchUp()))) return undefined;
          continue;
        }
        // No await from here: the changes left are made and the copy is served in this turn.
        const changesMeanwhile = job.changeCount;
        const next = this.timed(() => job.finish());
        this.timed(() => this.host.swap(next, warmed.value));
        const times = this.sliceTimes.sort((a, b) => a - b);
        const tenths = (ms: number) => Math.round(ms * 10) / 10;
        const run: CompactionRun = {
          slotsBefore,
          slotsAfter: next.slotCount,
          changesMeanwhile,
          ms: Math.round(performance.now() - started),
          longestSliceMs: tenths(times.at(-1)!),
          sliceP99Ms: tenths(times[Math.floor(times.length * 0.99)]!),
          longestSliceCpuMs: tenths(this.longestSliceCpu),
          slices: times.length,
        };
        this.last = run;
        this.log?.info(run, "search index compacted");
        // The copy's bytes, once a measure of the index it replaced is done.
        void (this.measuring ?? Promise.resolve()).then(() => this.measure(true));
        return run;
      }
    } finally {
      job.stop();
    }
  }

  /** Runs one slice of work and notes how long it held the event loop. */
  private timed<T>(slice: () => T): T {
    const cpu = process.cpuUsage();
    const started = performance.now();
    const result = slice();
    this.sliceTimes.push(performance.now() - started);
    const used = process.cpuUsage(cpu);
    this.longestSliceCpu = Math.max(this.longestSliceCpu, (used.user + used.system) / 1000);
    return result;
  }

  /**
   * Runs the steps until they are done, `sliceMs` at a time with a turn of the event loop between
   * slices; resolves to what they return, or undefined when the runner was stopped meanwhile.
   */
  private async slices<T>(steps: Generator<void, T>): Promise<{ value: T } | undefined> {
    for (;;) {
      const step = this.timed(() => {
        const deadline = performance.now() + this.settings.sliceMs;
        let step: IteratorResult<void, T>;
        do step = steps.next();
        while (!step.done && performance.now() < deadline);
        return step;
      });
      if (step.done) return { value: step.value };
      await nextTurn();
      if (this.stopped) return undefined;
    }
  }
}
