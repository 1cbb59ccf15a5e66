import pg from "pg";
import type { Logger } from "#server/lib/logger.ts";
import { CONVERSATION_EVENTS_CHANNEL } from "./conversation-events.repo.ts";

/** The name the listening connection shows in pg_stat_activity (tests find it by this name). */
export const LISTENER_APPLICATION_NAME = "caravan-realtime-listener";

/**
 * The PostgreSQL connection that wakes the feed: a client of its own, outside the pool (a LISTEN
 * belongs to its session, and a pooled connection goes back to others), listening on the events
 * channel. `wake` is called for every notification and once after each (re)connection, since
 * notifications sent while the connection was down are lost; the feed's slow poll calls
 * `ensureListening` and so reconnects after a dropped connection.
 */
export class PgWakeups {
  private client: pg.Client | undefined;
  private connecting: Promise<void> | undefined;
  private stopped = false;
  private failures = 0;

  private readonly databaseUrl: string;
  private readonly wake: () => void;
  private readonly log: Logger;

  constructor(databaseUrl: string, wake: () => void, log: Logger) {
    this.databaseUrl = databaseUrl;
    this.wake = wake;
    this.log = log;
  }

  get listening(): boolean {
    return this.client !== undefined;
  }

  /** Connects and listens unless already done or under way; never throws. */
  ensureListening(): Promise<void> {
    if (this.stopped || this.client) return Promise.resolve();
    this.connecting ??= this.connect().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.connecting;
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect() {
    const client = new pg.Client({
      connectionString: this.databaseUrl,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
    });
    const drop = (error?: Error) => {
      if (this.client !== client) return;
      this.client = undefined;
      if (!this.stopped)
        this.log.warn({ err: error }, "realtime: the LISTEN connection was lost; polling until it is back");
      client.end().catch(() => undefined);
    };
    client.on("notification", () => this.wake());
    client.on("error", drop);
    client.on("end", () => drop());
    try {
      await client.connect();
      await client.query(`listen ${CONVERSATION_EVENTS_CHANNEL}`);
    } catch (error) {
      // One line per outage, not one per retry.
      if (this.failures++ === 0) this.log.warn({ err: error }, "realtime: cannot LISTEN; polling meanwhile");
      await client.end().catch(() => undefined);
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.failures = 0;
    this.client = client;
    this.wake();
  }
}
