import type { Insertable, Updateable } from "kysely";
import type { QuoteStatus } from "#core/rules/quote-flow.ts";
import type { Db } from "#server/db/connect.ts";
import type { Database } from "#server/db/schema.ts";

/*
 * Quote threads and their revisions. Every status change of a revision is one statement that
 * names the status and version it was read at (`updateRevisionGuarded`).
 */

export type ThreadRow = NonNullable<Awaited<ReturnType<typeof findThread>>>;
export type RevisionRow = Awaited<ReturnType<typeof findRevisions>>[number];
export type NewRevision = Insertable<Database["quote_revisions"]>;
export type RevisionChanges = Updateable<Database["quote_revisions"]>;

export function findThread(db: Db, quoteId: number) {
  return db.selectFrom("quotes").selectAll().where("id", "=", quoteId).executeTakeFirst();
}

/** The company's thread for an inquiry (at most one per inquiry). */
export function findThreadByDeal(db: Db, dealId: number) {
  return db.selectFrom("quotes").selectAll().where("deal_id", "=", dealId).executeTakeFirst();
}

/** The company's thread for a request (at most one per company and request). */
export function findThreadByRfq(db: Db, rfqId: number, companyId: number) {
  return db
    .selectFrom("quotes")
    .selectAll()
    .where("rfq_id", "=", rfqId)
    .where("company_id", "=", companyId)
    .executeTakeFirst();
}

export async function insertThread(db: Db, values: Insertable<Database["quotes"]>): Promise<number> {
  const row = await db.insertInto("quotes").values(values).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Moves the thread's latest revision number from `from` to `to`, only if nobody moved it
 * meanwhile: of two members starting the next revision at once, one does. Whether it moved.
 */
export async function advanceCurrentNumber(
  db: Db,
  quoteId: number,
  move: { from: number; to: number },
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable("quotes")
    .set({ current_number: move.to, updated_at: at })
    .where("id", "=", quoteId)
    .where("current_number", "=", move.from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The first statement of every change of a thread: marks it changed now, and so holds its row
 * until the transaction ends. Every change takes the thread first and its revisions after, so two
 * changes of one quote at once (a new revision as the buyer accepts) wait for each other instead
 * of each holding what the other needs. Whether the thread exists.
 */
export async function lockThread(db: Db, quoteId: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable("quotes")
    .set({ updated_at: at })
    .where("id", "=", quoteId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks the thread as changed now (the lists show the latest change first); reveals the buyer when asked. */
export async function touchThread(db: Db, quoteId: number, at: string, revealBuyer = false): Promise<void> {
  await db
    .updateTable("quotes")
    .set(revealBuyer ? { updated_at: at, is_buyer_revealed: true } : { updated_at: at })
    .where("id", "=", quoteId)
    .execute();
}

/** Every revision of the thread, oldest first. */
export function findRevisions(db: Db, quoteId: number) {
  return db
    .selectFrom("quote_revisions")
    .selectAll()
    .where("quote_id", "=", quoteId)
    .orderBy("number")
    .execute();
}

export async function insertRevision(db: Db, values: NewRevision): Promise<number> {
  const row = await db.insertInto("quote_revisions").values(values).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Changes a revision only if it is still at the status and version it was read at, and moves its
 * version on: the check and the change are one statement, so of two clicks at once exactly one
 * changes it. Whether it changed (false: someone was first).
 */
export async function updateRevisionGuarded(
  db: Db,
  revisionId: number,
  expected: { status: QuoteStatus; version: number },
  changes: RevisionChanges,
  extra?: { validFrom?: string },
): Promise<boolean> {
  let query = db
    .updateTable("quote_revisions")
    .set({ ...changes, version: expected.version + 1 })
    .where("id", "=", revisionId)
    .where("status", "=", expected.status)
    .where("version", "=", expected.version);
  // Accepting names the validity too: a revision past its last day is never accepted.
  if (extra?.validFrom) query = query.where("valid_until", ">=", extra.validFrom);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A draft the supplier gives up (its thread's other revisions stay). */
export async function deleteDraft(db: Db, revisionId: number): Promise<void> {
  await db.deleteFrom("quote_revisions").where("id", "=", revisionId).where("status", "=", "draft").execute();
}

/** Records the order an accepted revision made. */
export async function setRevisionOrder(db: Db, revisionId: number, orderId: number): Promise<void> {
  await db.updateTable("quote_revisions").set({ order_id: orderId }).where("id", "=", revisionId).execute();
}
