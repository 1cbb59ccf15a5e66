import type { Context } from "hono";
import { MIGRATION_NAMES } from "../db/migrate.ts";
import type { AppDeps } from "../deps.ts";
import { findAppliedMigrationNames } from "./ops.repo.ts";

export type Readiness =
  | { ready: true }
  | { ready: false; reason: "search_index_loading" | "search_index_unavailable" | "database_unavailable" }
  | { ready: false; reason: "migrations_pending"; pending: string[] };

/**
 * Whether this process should be sent traffic: the machine's search index is in memory and
 * serving (in this process, or in the search process the HTTP workers share; unreachable while
 * that one restarts) and the database has every migration this code expects (a new release on
 * an old schema would fail requests).
 * /healthz says only that the process answers and reaches the database.
 */
export async function readiness(deps: Pick<AppDeps, "db" | "searchIndex">): Promise<Readiness> {
  const index = await deps.searchIndex.status().catch(() => undefined);
  if (!index) return { ready: false, reason: "search_index_unavailable" };
  if (!index.ready) return { ready: false, reason: "search_index_loading" };
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
export async function readyz(c: Context, deps: Pick<AppDeps, "db" | "searchIndex">) {
  const state = await readiness(deps);
  c.header("Cache-Control", "no-store");
  if (state.ready) return c.json({ status: "ready" });
  const { ready: _, ...why } = state;
  return c.json({ status: "not_ready", ...why }, 503);
}
