import type { Db, Dialect } from "#server/db/connect.ts";
import type { Clock } from "#server/lib/clock.ts";
import { FeedCursor } from "#server/lib/feed-cursor.ts";
import type { Logger } from "#server/lib/logger.ts";
import { type ConversationEvent, findLatestEventId, readEventsAfter } from "./conversation-events.repo.ts";
import { type ConversationParties, ConversationPartiesCache } from "./conversation-parties.ts";
import { followedCompanies } from "./followed-companies.ts";
import { onLocalAppend } from "./local-appends.ts";
import { type FeedViewer, FeedSubscribers, type Subscriber } from "./feed-subscribers.ts";
import { PgWakeups } from "./pg-wakeups.ts";

export type { FeedViewer };

export interface FeedSubscription {
  /** The seller companies whose conversations reach this subscription, as last read. */
  readonly companyIds: readonly number[];
  close(): void;
}

export interface FeedOptions {
  db: Db;
  dialect: Dialect;
  /** For the LISTEN connection of PostgreSQL. */
  databaseUrl: string;
  log: Logger;
  clock: Clock;
  /** How often the table is read without a wake-up: 2 s on PostgreSQL, 500 ms on SQLite. */
  pollMs?: number;
  /** How often the followed companies of the subscribed users are read again. */
  membershipRefreshMs?: number;
  /** How long an id passed over is looked for again (see `readOnce`). */
  gapPatienceMs?: number;
}

const BATCH = 1000;
/** At start, the ids missing among this many below the newest are looked for as passed over. */
const START_WINDOW = 256;

/**
 * The conversation events of this process: reads the fan-out table in id order from a cursor (the
 * highest id seen) and hands each event to the subscribed streams whose user may see it, the
 * conversation's buyer and the members of the seller company whose team role may see inquiries.
 *
 * Wake-ups: on PostgreSQL a NOTIFY on a dedicated connection (PgWakeups) makes it read at once, on
 * SQLite the writer of this process announces its appends (local-appends.ts); a poll reads anyway
 * every `pollMs`, in case a wake-up is lost, and reconnects a dropped LISTEN connection. Started by
 * the first subscription; runs until `close`.
 */
export class ConversationFeed {
  readonly parties: ConversationPartiesCache;
  /** The highest event id read, and the ids passed over that may still commit (`readOnce`). */
  private readonly cursor: FeedCursor;
  private readonly subscriptions = new FeedSubscribers();
  private started: Promise<void> | undefined;
  private loop: Promise<void> | undefined;
  private readAgain = false;
  private closed = false;
  private timers: NodeJS.Timeout[] = [];
  private wakeups: PgWakeups | undefined;
  private stopLocalWakeups: (() => void) | undefined;
  private readonly pollMs: number;
  private readonly membershipRefreshMs: number;

  private readonly options: FeedOptions;

  constructor(options: FeedOptions) {
    this.options = options;
    this.parties = new ConversationPartiesCache(options.db);
    this.pollMs = options.pollMs ?? (options.dialect === "postgres" ? 2000 : 500);
    this.membershipRefreshMs = options.membershipRefreshMs ?? 60_000;
    this.cursor = new FeedCursor(options.gapPatienceMs ?? 30_000);
  }

  /** Subscriptions open now. */
  get subscribers(): number {
    return this.subscriptions.size;
  }

  /** Whether PostgreSQL notifications reach this feed now (false on SQLite). */
  get listening(): boolean {
    return this.wakeups?.listening ?? false;
  }

  /**
   * Sends `send` every event, from now on, of the conversations the viewer may see; the followed
   * companies are read now and again every `membershipRefreshMs`.
   */
  async subscribe(viewer: FeedViewer, send: (event: ConversationEvent) => void): Promise<FeedSubscription> {
    if (this.closed) throw new Error("the conversation feed is closed");
    const companyIds = viewer.staff
      ? []
      : ((await followedCompanies(this.options.db, [viewer.userId])).get(viewer.userId) ?? []);
    const subscriber: Subscriber = { ...viewer, companyIds, send, closed: false };
    this.subscriptions.add(subscriber);
    try {
      await this.start();
    } catch (error) {
      this.subscriptions.remove(subscriber);
      throw error;
    }
    return {
      get companyIds() {
        return subscriber.companyIds;
      },
      close: () => this.subscriptions.remove(subscriber),
    };
  }

  /**
   * Reads the table now. Resolves once a read that began after this call has finished; calls
   * during a read make one more read, not one each.
   */
  wake(): Promise<void> {
    if (this.closed || !this.started) return Promise.resolve();
    if (this.loop) {
      this.readAgain = true;
      return this.loop;
    }
    // A failed read (the database away) is logged and left to the next wake-up or poll: the cursor
    // moves only after a read has succeeded, so nothing is skipped.
    this.loop = this.readUntilCaughtUp()
      .catch((error: unknown) => this.options.log.warn({ err: error }, "realtime: feed read failed"))
      .finally(() => {
        this.loop = undefined;
      });
    return this.loop;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearInterval(timer);
    this.stopLocalWakeups?.();
    await this.wakeups?.stop();
    await this.loop;
  }

  /** Reads the followed companies of every subscribed user again (every `membershipRefreshMs`). */
  async refreshMemberships(): Promise<void> {
    const users = this.subscriptions.userIds();
    if (users.length === 0) return;
    this.subscriptions.setFollowedCompanies(await followedCompanies(this.options.db, users), users);
  }

  private start(): Promise<void> {
    this.started ??= this.begin().catch((error: unknown) => {
      this.started = undefined;
      throw error;
    });
    return this.started;
  }

  private async begin() {
    const { dialect, databaseUrl, log } = this.options;
    await this.startCursor();
    if (dialect === "postgres") {
      this.wakeups = new PgWakeups(databaseUrl, () => void this.wake(), log);
      await this.wakeups.ensureListening();
    } else {
      this.stopLocalWakeups = onLocalAppend(() => void this.wake());
    }
    this.every(this.pollMs, () => {
      void this.wakeups?.ensureListening();
      return this.wake();
    });
    this.every(this.membershipRefreshMs, () => this.refreshMemberships());
  }

  /** The cursor at the newest event; ids missing just below it may still be committed. */
  private async startCursor() {
    const { db, clock } = this.options;
    const newest = await findLatestEventId(db);
    const from = Math.max(0, newest - START_WINDOW);
    const present = (await readEventsAfter(db, from, [], START_WINDOW)).map((event) => event.id);
    this.cursor.startAt(newest, present, START_WINDOW, clock.now());
  }

  private every(ms: number, work: () => Promise<void>) {
    const timer = setInterval(() => {
      work().catch((error: unknown) => this.options.log.warn({ err: error }, "realtime: feed read failed"));
    }, ms);
    timer.unref();
    this.timers.push(timer);
  }

  private async readUntilCaughtUp() {
    do {
      this.readAgain = false;
      if (this.closed) return;
      await this.readOnce();
    } while (this.readAgain);
  }

  /**
   * Reads the events after the cursor, and those it passed over earlier that may have committed
   * since (server/lib/feed-cursor.ts says why).
   */
  private async readOnce() {
    const { db, clock } = this.options;
    const now = clock.now();
    const rows = await readEventsAfter(db, this.cursor.position, this.cursor.lookFor(now), BATCH);
    // Read before anything moves, so a failure here leaves the cursor where it was.
    const parties = this.subscriptions.size
      ? await this.parties.partiesOf(rows.map((row) => row.conversationId))
      : new Map<number, ConversationParties>();
    const fresh = this.cursor.take(rows, now);
    if (rows.length === BATCH) this.readAgain = true;
    this.dispatch(fresh, parties);
  }

  private dispatch(events: ConversationEvent[], parties: Map<number, ConversationParties>) {
    for (const event of events) {
      const of = parties.get(event.conversationId);
      if (!of) continue;
      for (const subscriber of this.subscriptions.recipientsOf(of)) {
        if (subscriber.closed) continue;
        try {
          subscriber.send(event);
        } catch (error) {
          this.options.log.warn({ err: error }, "realtime: a stream refused an event");
        }
      }
    }
  }
}
