import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe } from "vitest";
import { loadConfig } from "#server/config.ts";
import { connect } from "#server/db/connect.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { applyConnectionSettings } from "#server/db/sqlite-database.ts";
import type { AppDeps } from "#server/deps.ts";
import { ManualClock } from "#server/lib/clock.ts";
import { followContentGeneration } from "#server/lib/content-generation.ts";
import { createLogger } from "#server/lib/logger.ts";
import type { Mail } from "#server/lib/mailer.ts";
import { EventStreams } from "#server/modules/realtime/index.ts";
import { localAppliedChanges, localIndexAccess, SearchEngine } from "#server/modules/search/index.ts";
import { ViewRecorder } from "#server/modules/views/index.ts";
import { createAppMetrics } from "#server/ops/metrics.ts";
import { createPostgresTestDatabase } from "./postgres-test-database.ts";

export interface TestDeps extends AppDeps {
  /** Every e-mail the code under test sent, newest last. */
  sentMail: Mail[];
  /** Real time until a test sets or advances it. */
  clock: ManualClock;
  /** A test's process holds its own index, behind the same seam as a server process's. */
  search: SearchEngine;
}

const DATABASES = [
  { name: "sqlite", url: ":memory:" },
  ...(process.env.TEST_DATABASE_URL ? [{ name: "postgres", url: process.env.TEST_DATABASE_URL }] : []),
];

/**
 * The migrated SQLite schema as bytes, made once per test process: a test's in-memory database
 * starts as a copy of it (`deserialize`, well under a millisecond) instead of running every
 * migration again (0.3 to 1 s a test on this machine, for each of about a thousand tests).
 */
let sqliteTemplate: Promise<Uint8Array> | undefined;
function migratedSqliteBytes(): Promise<Uint8Array> {
  sqliteTemplate ??= (async () => {
    const handle = connect(":memory:");
    await migrateToLatest(handle.db);
    const bytes = handle.sqlite!.serialize();
    await handle.close();
    return bytes;
  })();
  return sqliteTemplate;
}

/**
 * A fresh, migrated database: SQLite in memory (a copy of the migrated template), or a new PostgreSQL database copied from a
 * migrated template and dropped afterwards; and an empty data folder (uploads, the image cache),
 * removed afterwards.
 */
export async function createTestDeps(url: string): Promise<TestDeps> {
  const postgres = url.startsWith("postgres") ? await createPostgresTestDatabase(url) : undefined;
  const handle = connect(postgres?.url ?? url);
  if (!postgres) {
    handle.sqlite!.deserialize(await migratedSqliteBytes());
    applyConnectionSettings(handle.sqlite!);
  }
  const dataDir = mkdtempSync(join(tmpdir(), "caravan-test-"));
  const config = loadConfig({
    DATA_DIR: dataDir,
    SITE_HOST: "localhost:3000",
    LOG_LEVEL: "silent",
  });
  const sentMail: Mail[] = [];
  const search = new SearchEngine(handle.db);
  const views = new ViewRecorder(handle.db, createLogger("silent"));
  const log = createLogger("silent");
  const clock = new ManualClock();
  const metrics = createAppMetrics(search);
  const changes = localAppliedChanges(search);
  followContentGeneration(handle.db, changes);
  const databaseUrl = postgres?.url ?? url;
  const realtime = new EventStreams({
    db: handle.db,
    dialect: handle.dialect,
    databaseUrl,
    log,
    clock,
    metrics,
  });
  return {
    config: { ...config, databaseUrl },
    db: handle.db,
    dialect: handle.dialect,
    mailer: { send: async (mail) => void sentMail.push(mail) },
    log,
    clock,
    sentMail,
    search,
    searchIndex: localIndexAccess(search, handle.db),
    changes,
    views,
    metrics,
    realtime,
    close: async () => {
      await realtime.close();
      await views.close();
      search.close();
      await handle.close();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
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
