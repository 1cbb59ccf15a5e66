import type { Db } from "#server/db/connect.ts";
import type { Clock } from "#server/lib/clock.ts";
import type { Logger } from "#server/lib/logger.ts";
import { hashToken } from "#server/lib/tokens.ts";
import { findLiveSessionIds, isStaff } from "#server/modules/accounts/index.ts";
import type { AppMetrics } from "#server/ops/metrics.ts";
import { type ConversationEvent, readViewerEventsAfter } from "./conversation-events.repo.ts";
import { ConversationFeed, type FeedOptions } from "./conversation-feed.ts";
import { PresenceReporter } from "./presence.ts";

/**
 * On reconnection at most this many missed events are sent again: the newest, oldest first. An
 * event only says that a conversation has a new message or read mark up to a message; the page
 * fetches what is newer than what it shows, so the newest events of each conversation carry
 * everything the older ones did.
 */
export const REPLAY_LIMIT = 500;
/** Open streams one user may hold in one process (a browser's tabs); more are refused. */
export const STREAMS_PER_USER = 16;
/** How often the sessions of the open streams are checked: a signed-out browser's stream ends. */
export const SESSION_CHECK_MS = 60_000;

export interface EventStreamsOptions extends FeedOptions {
  metrics?: Pick<AppMetrics, "countEventStreams" | "countStreamedEvents">;
}

/** What opens a stream: the signed-in user, and the session token it came with. */
export interface StreamUser {
  id: number;
  roles: readonly string[];
  sessionToken?: string | undefined;
}

/** A stream being opened: its replay is read; `start` sends it and goes live. */
export interface OpenedStream {
  /** Sends the replay and every event since, then each new event as it comes. */
  start(send: (event: ConversationEvent) => void): void;
  /** Ends the subscription and the presence of this stream; safe to call twice. */
  close(): void;
}

/**
 * The event streams of this process: the conversation feed they share, the presence rows that say
 * who holds a stream, and the count of open streams.
 */
export class EventStreams {
  readonly feed: ConversationFeed;
  readonly presence: PresenceReporter;
  private readonly perUser = new Map<number, number>();
  /** Each open stream's end, with its session's stored id. */
  private readonly enders = new Map<() => void, string | undefined>();
  private sessionTimer: NodeJS.Timeout | undefined;
  private readonly db: Db;
  private readonly clock: Clock;
  private readonly log: Logger;
  private readonly metrics: EventStreamsOptions["metrics"];

  constructor(options: EventStreamsOptions) {
    this.db = options.db;
    this.clock = options.clock;
    this.log = options.log;
    this.metrics = options.metrics;
    this.feed = new ConversationFeed(options);
    this.presence = new PresenceReporter(options.db, options.clock, options.log);
  }

  /** Streams open now in this process. */
  get open(): number {
    return this.enders.size;
  }

  /** Whether the user may open one more stream here. */
  mayOpen(userId: number): boolean {
    return (this.perUser.get(userId) ?? 0) < STREAMS_PER_USER;
  }

  /**
   * Subscribes the user to the feed, then reads the events after `lastEventId` (when the browser
   * reconnects); events arriving meanwhile are held and sent after the replay, those the replay
   * already holds once. `end` is called when the process closes the stream (at shutdown).
   */
  async openStream(
    user: StreamUser,
    lastEventId: number | undefined,
    end: () => void,
  ): Promise<OpenedStream> {
    // The stream counts against the user's limit from the call, before anything is awaited, so
    // streams opened at the same moment cannot all pass `mayOpen`.
    this.perUser.set(user.id, (this.perUser.get(user.id) ?? 0) + 1);
    const release = () => {
      const left = (this.perUser.get(user.id) ?? 1) - 1;
      if (left > 0) this.perUser.set(user.id, left);
      else this.perUser.delete(user.id);
    };
    let deliver: ((event: ConversationEvent) => void) | undefined;
    const held: ConversationEvent[] = [];
    const send = (event: ConversationEvent) => {
      if (deliver) deliver(event);
      else held.push(event);
    };
    const subscription = await this.feed
      .subscribe({ userId: user.id, staff: isStaff(user.roles) }, send)
      .catch((error: unknown) => {
        release();
        throw error;
      });
    let replay: ConversationEvent[];
    try {
      replay =
        lastEventId === undefined
          ? []
          : await readViewerEventsAfter(
              this.db,
              { userId: user.id, companyIds: subscription.companyIds },
              lastEventId,
              REPLAY_LIMIT,
            );
    } catch (error) {
      subscription.close();
      release();
      throw error;
    }
    this.enders.set(end, user.sessionToken ? hashToken(user.sessionToken) : undefined);
    this.sessionTimer ??= setInterval(() => {
      this.endSignedOut().catch((error: unknown) =>
        this.log.warn({ err: error }, "realtime: checking the sessions of the streams failed"),
      );
    }, SESSION_CHECK_MS).unref();
    this.metrics?.countEventStreams(1);
    void this.presence.streamOpened(user.id);
    let closed = false;
    return {
      start: (write) => {
        const counted = (event: ConversationEvent) => {
          this.metrics?.countStreamedEvents(1);
          write(event);
        };
        const replayed = new Set(replay.map((event) => event.id));
        for (const event of replay) counted(event);
        for (const event of held) if (!replayed.has(event.id)) counted(event);
        held.length = 0;
        deliver = counted;
      },
      close: () => {
        if (closed) return;
        closed = true;
        subscription.close();
        release();
        this.enders.delete(end);
        this.metrics?.countEventStreams(-1);
        void this.presence.streamClosed(user.id);
      },
    };
  }

  /**
   * Ends the streams whose session has ended (signed out, signed out everywhere, expired): a
   * stream outlives the request that opened it, so the session is looked at again every minute.
   */
  async endSignedOut(): Promise<void> {
    const bySession = new Map<string, (() => void)[]>();
    for (const [end, sessionId] of this.enders)
      if (sessionId) bySession.set(sessionId, [...(bySession.get(sessionId) ?? []), end]);
    const ids = [...bySession.keys()];
    const now = new Date(this.clock.now()).toISOString();
    const live = new Set<string>();
    for (let i = 0; i < ids.length; i += 1000)
      for (const id of await findLiveSessionIds(this.db, ids.slice(i, i + 1000), now)) live.add(id);
    for (const [id, ends] of bySession) if (!live.has(id)) for (const end of ends) end();
  }

  /** Ends every stream (browsers reconnect to another process), stops the feed, deletes the presence rows. */
  async close(): Promise<void> {
    clearInterval(this.sessionTimer);
    for (const end of [...this.enders.keys()]) end();
    await this.feed.close();
    await this.presence.close();
  }
}
