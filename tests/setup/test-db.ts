import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterEach, beforeEach, describe } from "vitest";
import { loadConfig } from "#server/config.ts";
import { connect, type Db } from "#server/db/connect.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import type { AppDeps } from "#server/deps.ts";
import { ManualClock } from "#server/lib/clock.ts";
import { createLogger } from "#server/lib/logger.ts";
import type { Mail } from "#server/lib/mailer.ts";
import { SearchEngine } from "#server/modules/search/index.ts";
import { ViewRecorder } from "#server/modules/views/index.ts";
import { createAppMetrics } from "#server/ops/metrics.ts";

export interface TestDeps extends AppDeps {
  /** Every e-mail the code under test sent, newest last. */
  sentMail: Mail[];
  /** Real time until a test sets or advances it. */
  clock: ManualClock;
}

const DATABASES = [
  { name: "sqlite", url: ":memory:" },
  ...(process.env.TEST_DATABASE_URL ? [{ name: "postgres", url: process.env.TEST_DATABASE_URL }] : []),
];

/**
 * A fresh, migrated database: SQLite in memory, or a new PostgreSQL schema dropped afterwards; and
 * an empty data folder (uploads, the image cache), removed afterwards.
 */
export async function createTestDeps(url: string): Promise<TestDeps> {
  const schema = url.startsWith("postgres") ? `test_${randomBytes(6).toString("hex")}` : undefined;
  if (schema) {
    const admin = connect(url);
    await sql`create schema ${sql.id(schema)}`.execute(admin.db);
    await admin.close();
  }
  const handle = connect(url, { pgSchema: schema });
  await underSchemaLock(url, "shared", () => migrateToLatest(handle.db, { pgSchema: schema }));
  const dataDir = mkdtempSync(join(tmpdir(), "caravan-test-"));
  const config = loadConfig({
    DATA_DIR: dataDir,
    SITE_HOST: "localhost:3000",
    LOG_LEVEL: "silent",
  });
  const sentMail: Mail[] = [];
  const search = new SearchEngine(handle.db);
  const views = new ViewRecorder(handle.db, createLogger("silent"));
  return {
    config: { ...config, databaseUrl: url },
    db: handle.db,
    dialect: handle.dialect,
    mailer: { send: async (mail) => void sentMail.push(mail) },
    log: createLogger("silent"),
    clock: new ManualClock(),
    sentMail,
    search,
    views,
    metrics: createAppMetrics(search),
    close: async () => {
      await views.close();
      search.close();
      await handle.close();
      if (schema)
        await underSchemaLock(url, "exclusive", (db) =>
          sql`drop schema ${sql.id(schema)} cascade`.execute(db),
        );
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// Kysely's migrator lists the tables of every schema, and fails when another test file drops its
// schema in the middle of that list. Migrations hold this lock shared (they may run together), a
// drop holds it alone, so no schema disappears under a migration; SQLite needs none of this.
const SCHEMA_LOCK = 7_316_001;
async function underSchemaLock<T>(
  url: string,
  mode: "shared" | "exclusive",
  work: (db: Db) => Promise<T>,
): Promise<T> {
  if (!url.startsWith("postgres")) return work(undefined as never);
  const admin = connect(url);
  try {
    return await admin.db.connection().execute(async (conn) => {
      if (mode === "shared") await sql`select pg_advisory_lock_shared(${SCHEMA_LOCK})`.execute(conn);
      else await sql`select pg_advisory_lock(${SCHEMA_LOCK})`.execute(conn);
      try {
        return await work(conn);
      } finally {
        if (mode === "shared") await sql`select pg_advisory_unlock_shared(${SCHEMA_LOCK})`.execute(conn);
        else await sql`select pg_advisory_unlock(${SCHEMA_LOCK})`.execute(conn);
      }
    });
  } finally {
    await admin.close();
  }
}

/**
 * Runs schema changes a test makes itself (migrating down and up again) while no other test
 * migrates or drops a schema, for the reason above; on SQLite it just runs them.
 */
export function withSchemasLocked<T>(deps: TestDeps, work: () => Promise<T>): Promise<T> {
  return underSchemaLock(deps.config.databaseUrl, "exclusive", () => work());
}

/** Runs a suite once per database; each test gets its own fresh database. */
export function describeEachDatabase(title: string, body: (deps: () => TestDeps) => void) {
  describe.each(DATABASES)(`${title} [$name]`, ({ url }) => {
    let current: TestDeps | undefined;
    beforeEach(async () => {
      current = await createTestDeps(url);
    });
    afterEach(async () => {
      await current?.close();
      current = undefined;
    });
    body(() => {
      if (!current) throw new Error("test database not ready");
      return current;
    });
  });
}
