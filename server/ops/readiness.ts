import type { Context } from "hono";
import { MIGRATION_NAMES } from "../db/migrate.ts";
import type { AppDeps } from "../deps.ts";
import { findAppliedMigrationNames } from "./ops.repo.ts";

export type Readiness =
  | { ready: true }
  | { ready: false; reason: "search_index_loading" | "database_unavailable" }
  | { ready: false; reason: "migrations_pending"; pending: string[] };

/**
 * Whether this process should be sent traffic: its search index is in memory and the database
 * has every migration this code expects (a new release on an old schema would fail requests).
 * /healthz says only that the process answers and reaches the database.
 */
export async function readiness(deps: Pick<AppDeps, "db" | "search">): Promise<Readiness> {
  if (!deps.search.loaded) return { ready: false, reason: "search_index_loading" };
  let applied: Set<string>;
  try {
    applied = new Set(await findAppliedMigrationNames(deps.db));
  } catch {
    // Unreachable, or not migrated at all (no migration table); the details stay in the server.
    return { ready: false, reason: "database_unavailable" };
  }
  const pending = MIGRATION_NAMES.filter((name) => !applied.has(name));
  return pending.length ? { ready: false, reason: "migrations_pending", pending } : { ready: true };
}

/** GET /readyz: 200 `{ status: "ready" }`, or 503 `{ status: "not_ready", reason, … }`. */
export async function readyz(c: Context, deps: Pick<AppDeps, "db" | "search">) {
  const state = await readiness(deps);
  c.header("Cache-Control", "no-store");
  if (state.ready) return c.json({ status: "ready" });
  const { ready: _, ...why } = state;
  return c.json({ status: "not_ready", ...why }, 503);
}
