import type { Insertable, Updateable } from "kysely";
import type { QuoteStatus } from "#core/rules/quote-flow.ts";
import type { Db } from "#server/db/connect.ts";
import type { Database } from "#server/db/schema.ts";

/*
 * Quote threads, their revisions, lines and files. Every status change of a revision is one
 * statement that names the status and version it was read at (`updateRevisionGuarded`).
 */

export type ThreadRow = NonNullable<Awaited<ReturnType<typeof findThread>>>;
export type RevisionRow = Awaited<ReturnType<typeof findRevisions>>[number];
export type LineRow = Awaited<ReturnType<typeof findLines>>[number];
export type AttachmentRow = Awaited<ReturnType<typeof findAttachments>>[number];
export type NewRevision = Insertable<Database["quote_revisions"]>;
export type RevisionChanges = Updateable<Database["quote_revisions"]>;
export type NewLine = Omit<Insertable<Database["quote_lines"]>, "revision_id">;
export type NewAttachment = Omit<Insertable<Database["quote_attachments"]>, "revision_id">;

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

export function findLines(db: Db, revisionIds: readonly number[]) {
  if (!revisionIds.length) return Promise.resolve([]);
  return db
    .selectFrom("quote_lines")
    .selectAll()
    .where("revision_id", "in", revisionIds as number[])
    .orderBy("revision_id")
    .orderBy("position")
    .execute();
}

/** The revision's lines, all of them replaced by `lines` (a draft's save). */
export async function replaceLines(db: Db, revisionId: number, lines: readonly NewLine[]): Promise<void> {
  await db.deleteFrom("quote_lines").where("revision_id", "=", revisionId).execute();
  if (lines.length)
    await db
      .insertInto("quote_lines")
      .values(lines.map((line) => ({ ...line, revision_id: revisionId })))
      .execute();
}

export function findAttachments(db: Db, revisionIds: readonly number[]) {
  if (!revisionIds.length) return Promise.resolve([]);
  return db
    .selectFrom("quote_attachments")
    .selectAll()
    .where("revision_id", "in", revisionIds as number[])
    .orderBy("id")
    .execute();
}

export async function insertAttachments(
  db: Db,
  revisionId: number,
  files: readonly NewAttachment[],
): Promise<void> {
  if (files.length)
    await db
      .insertInto("quote_attachments")
      .values(files.map((file) => ({ ...file, revision_id: revisionId })))
      .execute();
}

/** Removes some of a draft's files; the storage keys of the rows removed. */
export async function deleteAttachments(
  db: Db,
  revisionId: number,
  ids: readonly number[],
): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db
    .deleteFrom("quote_attachments")
    .where("revision_id", "=", revisionId)
    .where("id", "in", ids as number[])
    .returning("storage_key")
    .execute();
  return rows.map((r) => r.storage_key);
}

/** Those of the storage keys no revision's file names any more (a revision's files are shared with its successors). */
export async function unusedStorageKeys(db: Db, keys: readonly string[]): Promise<string[]> {
  if (!keys.length) return [];
  const used = await db
    .selectFrom("quote_attachments")
    .select("storage_key")
    .where("storage_key", "in", keys as string[])
    .execute();
  const kept = new Set(used.map((r) => r.storage_key));
  return keys.filter((key) => !kept.has(key));
}

/** One file of the thread with its revision's status (a buyer opens only sent revisions' files). */
export function findThreadAttachment(db: Db, quoteId: number, attachmentId: number) {
  return db
    .selectFrom("quote_attachments as a")
    .innerJoin("quote_revisions as r", "r.id", "a.revision_id")
    .select(["a.storage_key", "a.original_name", "a.media_type", "a.byte_size", "r.status"])
    .where("a.id", "=", attachmentId)
    .where("r.quote_id", "=", quoteId)
    .executeTakeFirst();
}

/** The names of products in `lang`, else English, else none (the line keeps its own name). */
export async function findProductNames(db: Db, productIds: readonly number[], lang: string) {
  if (!productIds.length) return new Map<number, string>();
  const rows = await db
    .selectFrom("product_texts")
    .select(["product_id", "lang", "name"])
    .where("product_id", "in", productIds as number[])
    .where("lang", "in", [lang, "en"])
    .execute();
  const names = new Map<number, string>();
  for (const row of rows)
    if (row.name && (row.lang === lang || !names.has(row.product_id))) names.set(row.product_id, row.name);
  return names;
}

/** What the pages say of the supplier company. */
export function findCompany(db: Db, companyId: number) {
  return db
    .selectFrom("companies")
    .select(["id", "name", "country", "is_verified", "created_at"])
    .where("id", "=", companyId)
    .executeTakeFirst();
}

/** Who the buyer is: shown to the supplier once they may see it, and used to write to them. */
export function findBuyer(db: Db, userId: number) {
  return db
    .selectFrom("users")
    .select(["id", "first_name", "last_name", "company_name", "email", "phone", "preferred_lang"])
    .where("id", "=", userId)
    .executeTakeFirst();
}

/** The inquiry a thread answers, as its buyer reads it: the subject in each language, and who asked. */
export function findDeal(db: Db, dealId: number) {
  return db
    .selectFrom("deals")
    .select([
      "id",
      "seller_company_id",
      "buyer_user_id",
      "buyer_subject",
      "request_language",
      "request_user_name",
      "request_company",
      "request_user_mail",
      "request_user_phone",
    ])
    .where("id", "=", dealId)
    .executeTakeFirst();
}

/** Those of `productIds` that are the company's own products. */
export async function findCompanyProductIds(db: Db, companyId: number, productIds: readonly number[]) {
  if (!productIds.length) return new Set<number>();
  const rows = await db
    .selectFrom("products")
    .select("id")
    .where("company_id", "=", companyId)
    .where("id", "in", productIds as number[])
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** How many revision ids one page of a job's run reads. */
export const JOB_PAGE = 200;

/**
 * Ids of revisions at one of `statuses` whose last valid day falls in [from, until], after
 * `afterId`, in id order: one page of the expiry or reminder run. `unreminded` keeps to those
 * whose buyer was not reminded yet.
 */
export async function findRevisionIdsByValidity(
  db: Db,
  statuses: readonly QuoteStatus[],
  days: { from?: string; until: string },
  afterId: number,
  unreminded = false,
): Promise<number[]> {
  let query = db
    .selectFrom("quote_revisions")
    .select("id")
    .where("status", "in", statuses as QuoteStatus[])
    .where("valid_until", "<=", days.until)
    .where("id", ">", afterId)
    .orderBy("id")
    .limit(JOB_PAGE);
  if (days.from) query = query.where("valid_until", ">=", days.from);
  if (unreminded) query = query.where("is_reminded", "=", false);
  const rows = await query.execute();
  return rows.map((r) => r.id);
}

export function findRevision(db: Db, revisionId: number) {
  return db.selectFrom("quote_revisions").selectAll().where("id", "=", revisionId).executeTakeFirst();
}

/**
 * Marks the revision's buyer reminded, only if it is still at the status it was read at and
 * nobody reminded them meanwhile: of two runs at once one sends the reminder. The version stays,
 * so a buyer answering at the same moment is not refused because of an e-mail.
 */
export async function claimReminder(
  db: Db,
  revision: { id: number; status: QuoteStatus; version: number },
): Promise<boolean> {
  const result = await db
    .updateTable("quote_revisions")
    .set({ is_reminded: true })
    .where("id", "=", revision.id)
    .where("status", "=", revision.status)
    .where("version", "=", revision.version)
    .where("is_reminded", "=", false)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The products' own variations with their values, in order: what a quote line may say it comes in. */
export async function findProductVariations(db: Db, productIds: readonly number[]) {
  if (!productIds.length) return [];
  return db
    .selectFrom("product_custom_variations as v")
    .innerJoin("product_custom_variation_values as x", "x.variation_id", "v.id")
    .select(["v.product_id", "v.id", "v.name", "x.name as value"])
    .where("v.product_id", "in", productIds as number[])
    .orderBy("v.product_id")
    .orderBy("v.position")
    .orderBy("v.id")
    .orderBy("x.position")
    .execute();
}
