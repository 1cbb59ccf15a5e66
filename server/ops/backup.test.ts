import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SearchEngine } from "#server/modules/search/index.ts";
import { connect, type DbHandle } from "../db/connect.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { seedDemoCatalogue } from "../demo/seed-catalogue.ts";
import { type BackupIo, runBackup } from "./backup-command.ts";

// The SQLite half: PostgreSQL is backed up with pg_dump (checked at the end).
describe("npm run backup (SQLite)", () => {
  let dir: string;
  let live: DbHandle;
  const said: string[] = [];
  const failed: string[] = [];
  const io = (): BackupIo => ({
    databaseUrl: join(dir, "caravan.sqlite"),
    dataDir: dir,
    say: (text) => said.push(text),
    fail: (text) => failed.push(text),
  });

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), "caravan-backup-"));
    said.length = 0;
    failed.length = 0;
    live = connect(join(dir, "caravan.sqlite"));
    await migrateToLatest(live.db);
    await seedDemoCatalogue(live.db, "sqlite", { products: 40, seed: 3 });
  });
  afterEach(async () => {
    await live.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("copies the database while it is written to, and the restored copy works", async () => {
    const names = await live.db
      .selectFrom("product_texts")
      .select(["product_id", "name"])
      .where("lang", "=", "en")
      .orderBy("product_id")
      .execute();
    // The server goes on writing during the backup.
    let writes = 0;
    const writer = setInterval(() => {
      void live.db.insertInto("search_changes").values({ entity: "product", entity_id: ++writes }).execute();
    }, 1);
    const code = await runBackup(["--to", join(dir, "backups", "nightly.sqlite")], io());
    clearInterval(writer);
    expect(failed).toEqual([]);
    expect(code).toBe(0);
    expect(said.join("\n")).toMatch(
      /checked: 40 products, \d+ companies, 4 accounts; schema 2026\d{4}_\d{4}_\w+\)/,
    );
    expect(said.join("\n")).toContain(join(dir, "uploads"));
    // Nothing but the backup itself (no half-written or log files beside it).
    expect(readdirSync(join(dir, "backups"))).toEqual(["nightly.sqlite"]);

    // Restoring is using the file as the database.
    const restored = connect(join(dir, "backups", "nightly.sqlite"));
    try {
      const copied = await restored.db
        .selectFrom("product_texts")
        .select(["product_id", "name"])
        .where("lang", "=", "en")
        .orderBy("product_id")
        .execute();
      expect(copied).toEqual(names);
      const search = new SearchEngine(restored.db);
      await search.ready();
      expect(search.size()?.documents).toBe(40);
      search.close();
      await restored.db.insertInto("search_changes").values({ entity: "all", entity_id: 0 }).execute();
    } finally {
      await restored.close();
    }
  });

  it("never overwrites a file, and leaves nothing behind when it cannot back up", async () => {
    const existing = join(dir, "old.sqlite");
    writeFileSync(existing, "precious");
    expect(await runBackup(["--to", existing], io())).toBe(1);
    expect(failed.join("\n")).toMatch(/exists already/);
    const nowhere = join(dir, "no-such-dir", "x.sqlite");
    expect(await runBackup(["--to", nowhere], { ...io(), databaseUrl: join(dir, "missing.sqlite") })).toBe(1);
    expect(failed.join("\n")).toMatch(/There is no database/);
    expect(existsSync(nowhere)).toBe(false);
    expect(await runBackup([], io())).toBe(2);
    expect(failed.join("\n")).toContain("Usage: npm run backup -- --to FILE");
  });

  it("for PostgreSQL says to use pg_dump and how to restore", async () => {
    const code = await runBackup(["--to", join(dir, "x")], {
      ...io(),
      databaseUrl: "postgres://u@127.0.0.1/caravan",
    });
    expect(code).toBe(1);
    expect(failed.join("\n")).toMatch(/pg_dump --format=custom[\s\S]*pg_restore --no-owner/);
    expect(existsSync(join(dir, "x"))).toBe(false);
  });
});
