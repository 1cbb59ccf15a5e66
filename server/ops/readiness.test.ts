import { Hono } from "hono";
import { sql } from "kysely";
import { expect, it } from "vitest";
import { describeEachDatabase } from "#tests/setup/test-db.ts";
import { MIGRATION_NAMES, migrateDown, migrateToLatest } from "../db/migrate.ts";
import { readyz } from "./readiness.ts";

describeEachDatabase("GET /readyz", (deps) => {
  const app = () => new Hono().get("/readyz", (c) => readyz(c, deps()));

  it("is 503 until this process's search index is loaded, then 200", async () => {
    const before = await app().request("/readyz");
    expect(before.status).toBe(503);
    expect(await before.json()).toEqual({ status: "not_ready", reason: "search_index_loading" });
    await deps().search.ready();
    const after = await app().request("/readyz");
    expect(after.status).toBe(200);
    expect(after.headers.get("cache-control")).toBe("no-store");
    expect(await after.json()).toEqual({ status: "ready" });
  });

  it("is 503 naming the migrations the database still lacks", async () => {
    const { db } = deps();
    await deps().search.ready();
    await migrateDown(db);
    const response = await app().request("/readyz");
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      status: "not_ready",
      reason: "migrations_pending",
      pending: [MIGRATION_NAMES.at(-1)],
    });
    await migrateToLatest(db);
    expect((await app().request("/readyz")).status).toBe(200);
  });

  it("is 503 without details when the database cannot answer", async () => {
    await deps().search.ready();
    await sql`drop table kysely_migration`.execute(deps().db);
    const response = await app().request("/readyz");
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "not_ready", reason: "database_unavailable" });
  });
});
