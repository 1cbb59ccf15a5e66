import type { Insertable } from "kysely";
import type { Db } from "#server/db/connect.ts";
import type { Database } from "#server/db/schema.ts";

/* What a revision holds: its lines (with price rows) and its files. */

export type LineRow = Awaited<ReturnType<typeof findLines>>[number];
export type AttachmentRow = Awaited<ReturnType<typeof findAttachments>>[number];
export type NewLine = Omit<Insertable<Database["quote_lines"]>, "revision_id">;
export type NewAttachment = Omit<Insertable<Database["quote_attachments"]>, "revision_id">;

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
