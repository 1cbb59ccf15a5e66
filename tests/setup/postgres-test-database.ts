import { createHash, randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { sql } from "kysely";
import { connect } from "#server/db/connect.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { type PristineState, readPristineState, resetToPristine } from "./postgres-database-reset.ts";

/**
 * PostgreSQL test databases, each a copy of one migrated template.
 *
 * Running every migration for every test cost most of a PostgreSQL test's time; copying a
 * template database is a fraction of that. The template is named after the migrations' source,
 * so editing or adding a migration builds a new one, and is built once per machine under an
 * advisory lock (the first test file to need it builds it, the others wait for it).
 *
 * Copying still takes most of a second (it copies a whole database catalogue), for each of about
 * a thousand PostgreSQL tests: so a test process keeps the copies its finished tests used and
 * hands one out again emptied back to the template's state (see `resetToPristine`), and copies a
 * new one only when none is free or a test changed what emptying cannot undo.
 */
export async function createPostgresTestDatabase(
  baseUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const database = (await reuseFreeDatabase(baseUrl)) ?? (await copyTemplate(baseUrl));
  return {
    url: databaseUrl(baseUrl, database.name),
    drop: async () => {
      free.push(database);
    },
  };
}

interface TestDatabase {
  name: string;
  pristine: PristineState;
}

/** Databases of this process's finished tests, waiting to be reset and used again. */
const free: TestDatabase[] = [];
let copies = 0;

async function reuseFreeDatabase(baseUrl: string): Promise<TestDatabase | undefined> {
  for (let database = free.pop(); database; database = free.pop()) {
    const handle = connect(databaseUrl(baseUrl, database.name));
    const reset = await resetToPristine(handle.db, database.pristine)
      .catch(() => false)
      .finally(() => handle.close());
    if (reset) return database;
    await dropDatabase(baseUrl, database.name);
  }
  return undefined;
}

async function copyTemplate(baseUrl: string): Promise<TestDatabase> {
  // Named after the run and the process, so the run's global teardown drops exactly its own.
  const name = `caravan_t_${RUN}_${process.pid}_${++copies}_${randomBytes(2).toString("hex")}`;
  const copy = async () => {
    const template = await templateOnce(baseUrl);
    await onServer(baseUrl, (db) =>
      sql`create database ${sql.id(name)} template ${sql.id(template)}`.execute(db),
    );
  };
  // Another checkout's run may have dropped an old template meanwhile: build it again once.
  await copy().catch(async (error: unknown) => {
    if (!String(error).includes("does not exist")) throw error;
    template = undefined;
    await copy();
  });
  const handle = connect(databaseUrl(baseUrl, name));
  try {
    return { name, pristine: await readPristineState(handle.db) };
  } finally {
    await handle.close();
  }
}

/** The run's mark in its databases' names, set by the global setup for every worker. */
const RUN = process.env.CARAVAN_TEST_RUN ?? randomBytes(4).toString("hex");

/** Drops the test databases of run `run` (the global teardown), whoever still holds them. */
export async function dropRunDatabases(baseUrl: string, run: string): Promise<void> {
  await onServer(baseUrl, async (db) => {
    const { rows } = await sql<{ datname: string }>`
      select datname from pg_database where datname like ${`caravan\\_t\\_${run}\\_%`}`.execute(db);
    for (const { datname } of rows)
      await sql`drop database if exists ${sql.id(datname)} with (force)`.execute(db);
  });
}

/**
 * Drops a test database, politely first: pg-pool's end() resolves before its clients' sockets are
 * closed, and FORCE would kill a client in the middle of closing, an error event nobody listens
 * to (vitest reports it as unhandled). FORCE only when the database is still busy after a while.
 */
async function dropDatabase(baseUrl: string, name: string): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      await onServer(baseUrl, async (db) => {
        await sql`drop database if exists ${sql.id(name)}`.execute(db);
      });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
  await onServer(baseUrl, async (db) => {
    await sql`drop database if exists ${sql.id(name)} with (force)`.execute(db);
  });
}

let template: Promise<string> | undefined;
function templateOnce(baseUrl: string): Promise<string> {
  template ??= buildTemplate(baseUrl);
  return template;
}

const TEMPLATE_LOCK = 7_316_002;
const KEPT_TEMPLATES = 6;
async function buildTemplate(baseUrl: string): Promise<string> {
  const name = `caravan_tpl_${migrationsHash()}`;
  const admin = connect(baseUrl);
  try {
    await admin.db.connection().execute(async (conn) => {
      await sql`select pg_advisory_lock(${TEMPLATE_LOCK})`.execute(conn);
      try {
        const found = await sql`select 1 from pg_database where datname = ${name}`.execute(conn);
        if (found.rows.length > 0) return;
        // Templates of older migrations pile up as migrations change; keep the newest few (other
        // checkouts on this machine, a helper's work tree say, may be testing with theirs right now).
        const stale = await sql<{ datname: string }>`
          select datname from pg_database where datname like ${"caravan\\_tpl\\_%"}
          order by oid desc offset ${KEPT_TEMPLATES - 1}`.execute(conn);
        for (const { datname } of stale.rows)
          await sql`drop database if exists ${sql.id(datname)}`.execute(conn).catch(() => undefined);
        // Built under another name and renamed when complete, so a run that dies half-way never
        // leaves a half-migrated template behind.
        const building = `${name}_building`;
        await sql`drop database if exists ${sql.id(building)} with (force)`.execute(conn);
        await sql`create database ${sql.id(building)}`.execute(conn);
        const handle = connect(databaseUrl(baseUrl, building));
        try {
          await migrateToLatest(handle.db);
        } finally {
          await handle.close();
        }
        await sql`alter database ${sql.id(building)} rename to ${sql.id(name)}`.execute(conn);
      } finally {
        await sql`select pg_advisory_unlock(${TEMPLATE_LOCK})`.execute(conn);
      }
    });
  } finally {
    await admin.close();
  }
  return name;
}

function migrationsHash(): string {
  const folder = new URL("../../server/db/migrations/", import.meta.url);
  const hash = createHash("sha256");
  for (const file of readdirSync(folder).sort())
    hash.update(file).update(readFileSync(new URL(file, folder)));
  return hash.digest("hex").slice(0, 12);
}

function databaseUrl(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer<T>(baseUrl: string, work: (db: ReturnType<typeof connect>["db"]) => Promise<T>) {
  const admin = connect(baseUrl);
  try {
    return await work(admin.db);
  } finally {
    await admin.close();
  }
}
