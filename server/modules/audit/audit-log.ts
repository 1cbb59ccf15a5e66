import type { Db } from "#server/db/connect.ts";
import { type Actor, requireStaff } from "#server/modules/accounts/index.ts";
import * as repo from "./audit.repo.ts";

/**
 * Every change made in the console, and every change of a company's team, is written here: who
 * made it, what it was, on which record, and when. Admins read it at /admin/audit. Rows are never updated or deleted by the app.
 */
export interface AuditEntry {
  /** The signed-in user who made the change (staff, a company member, a buyer), null for the system. */
  userId: number | null;
  /** A short verb in the form `area.verb`, e.g. `comment.approve`, `seo.delete`. */
  action: string;
  /** The table or kind of record changed, e.g. `comment`, `seo_record`. */
  entity: string;
  entityId?: string | number | null;
  /** What changed, small and without secrets (shown to admins as JSON). */
  details?: Record<string, unknown>;
  /** The client address the change came from, when the caller knows it. */
  clientAddress?: string | null | undefined;
}

export interface AuditRow {
  id: number;
  userId: number | null;
  userName: string | null;
  userEmail: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  details: Record<string, unknown>;
  clientAddress: string | null;
  createdAt: string;
}

export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await repo.insertAuditEntry(db, {
    user_id: entry.userId,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId == null ? null : String(entry.entityId),
    details: JSON.stringify(entry.details ?? {}),
    client_address: entry.clientAddress ?? null,
  });
}

/**
 * One staff change and its audit entry in one transaction, so neither is kept without the other.
 * The role is checked first; `audit` may be worked out from what `write` returned (a new id), or
 * be null when the write changed nothing.
 */
export async function auditedChange<T>(
  db: Db,
  actor: Actor,
  audit: Omit<AuditEntry, "userId"> | ((result: T) => Omit<AuditEntry, "userId"> | null),
  write: (trx: Db) => Promise<T>,
): Promise<T> {
  requireStaff(actor);
  return db.transaction().execute(async (trx) => {
    const result = await write(trx);
    const entry = typeof audit === "function" ? audit(result) : audit;
    if (entry) await recordAudit(trx, { userId: actor.id, clientAddress: actor.clientAddress, ...entry });
    return result;
  });
}

/**
 * Newest first; `action` filters by its prefix (`comment.` gives every comment change), `entity`
 * to the entries of one record (a company's history).
 */
export async function listAuditLog(
  db: Db,
  {
    page,
    size,
    action,
    entity,
  }: { page: number; size: number; action?: string; entity?: { entity: string; entityId: string } },
): Promise<{ items: AuditRow[]; total: number }> {
  const { rows, count } = await repo.findAuditRows(db, { page, size, action, entity });
  return {
    total: Number(count.n),
    items: rows.map((row) => ({
      id: row.id,
      userId: row.user_id,
      userName: row.first_name ? `${row.first_name} ${row.last_name}` : null,
      userEmail: row.email,
      action: row.action,
      entity: row.entity,
      entityId: row.entity_id,
      details: parseDetails(row.details),
      clientAddress: row.client_address,
      createdAt: row.created_at,
    })),
  };
}

function parseDetails(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}
