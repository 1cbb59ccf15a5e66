import { hostname } from "node:os";
import pg from "pg";
import type { Logger } from "../lib/logger.ts";

/**
 * The PostgreSQL advisory lock whose holder leads (the bytes of "caravanL"). Advisory locks are
 * per database, so two sites on one PostgreSQL server never compete.
 */
export const LEADER_LOCK_KEY = "7161130645419290188";
/** How every election connection names itself; the leader's is the one holding the lock. */
export const LEADER_APPLICATION_NAME = "caravan-leader";
const TRY_EVERY_MS = 5000;

export interface LeaderElectionOptions {
  databaseUrl: string;
  log: Logger;
  /** Called when this process becomes the leader, and again after each loss and regain. */
  onLead: () => void;
  /** Called when this process stops leading (its connection was lost). */
  onLose: () => void;
  tryEveryMs?: number;
}

/**
 * Chooses one process among every server sharing a PostgreSQL database to run the work that
 * must run once (the hourly purge, the rankings): whoever holds a session-level advisory lock,
 * taken on a connection of its own (outside the pool, which hands connections to others) and
 * kept for the life of the process. The others try again every few seconds; when the leader
 * stops or dies, PostgreSQL ends its session and releases the lock, and the next try of another
 * takes it. The leader checks its connection on the same beat and stops leading when it is
 * lost, before PostgreSQL could give the lock to another (see `connect`).
 */
export class LeaderElection {
  private client: pg.Client | undefined;
  private timer: NodeJS.Timeout | undefined;
  private busy: Promise<void> | undefined;
  private stopped = false;
  private toldWhoLeads = false;
  private leadingNow = false;
  private readonly options: LeaderElectionOptions;

  constructor(options: LeaderElectionOptions) {
    this.options = options;
  }

  get leading(): boolean {
    return this.leadingNow;
  }

  /** Tries at once (the first server to start leads from its start), then on every beat. */
  async start(): Promise<void> {
    await this.beat();
    this.timer ??= setInterval(() => void this.beat(), this.options.tryEveryMs ?? TRY_EVERY_MS);
    this.timer.unref();
  }

  /** Gives the lock back (by ending the session), so another server takes over on its next try. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.busy;
    const client = this.client;
    this.client = undefined;
    this.leadingNow = false;
    await client?.end().catch(() => undefined);
  }

  private beat(): Promise<void> {
    this.busy ??= this.attempt().finally(() => {
      this.busy = undefined;
    });
    return this.busy;
  }

  private async attempt(): Promise<void> {
    if (this.stopped) return;
    try {
      const client = this.client ?? (await this.connect());
      if (this.leadingNow) {
        await client.query("select 1");
        return;
      }
      const { rows } = await client.query<{ locked: boolean }>("select pg_try_advisory_lock($1) as locked", [
        LEADER_LOCK_KEY,
      ]);
      if (rows[0]?.locked && !this.stopped) this.lead();
      else if (!this.toldWhoLeads) await this.tellWhoLeads(client);
    } catch (error) {
      this.drop(this.client, error);
    }
  }

  private lead() {
    this.leadingNow = true;
    this.options.log.info(
      { host: hostname(), pid: process.pid },
      "this server leads: it runs the maintenance",
    );
    this.options.onLead();
  }

  /** Says once which server leads, so an operator reading any server's log finds it. */
  private async tellWhoLeads(client: pg.Client) {
    this.toldWhoLeads = true;
    const { rows } = await client.query<{ name: string }>(
      `select a.application_name as name from pg_locks l join pg_stat_activity a on a.pid = l.pid
        where l.locktype = 'advisory' and l.granted and l.objsubid = 1
          and l.database = (select oid from pg_database where datname = current_database())
          and ((l.classid::bigint << 32) | l.objid::bigint) = $1::bigint`,
      [LEADER_LOCK_KEY],
    );
    this.options.log.info(
      { leader: rows[0]?.name ?? null },
      "another server leads the maintenance; this one takes over if it stops",
    );
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({
      connectionString: this.options.databaseUrl,
      // Names the server in pg_stat_activity: the lock's holder shows which one leads.
      application_name: `${LEADER_APPLICATION_NAME} ${hostname()} ${process.pid}`.slice(0, 63),
      keepAlive: true,
      // A leader that cannot reach PostgreSQL for this long stops leading.
      query_timeout: 10_000,
    });
    client.on("error", (error) => this.drop(client, error));
    client.on("end", () => this.drop(client));
    try {
      await client.connect();
      // PostgreSQL releases the lock when it sees the session end. A leader whose machine vanished
      // (power, network) closes nothing; these make PostgreSQL notice within about a minute, after
      // that leader's own query_timeout has already made it stop leading.
      await client.query(
        "set tcp_keepalives_idle = 30; set tcp_keepalives_interval = 10; set tcp_keepalives_count = 3",
      );
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    this.client = client;
    return client;
  }

  private drop(client: pg.Client | undefined, error?: unknown) {
    if (client && client === this.client) {
      this.client = undefined;
      client.end().catch(() => undefined);
    }
    if (!this.leadingNow || this.stopped) return;
    this.leadingNow = false;
    this.options.log.warn({ err: error }, "this server lost its connection to PostgreSQL and stops leading");
    this.options.onLose();
  }
}
