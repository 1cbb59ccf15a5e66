import type { Db } from "#server/db/connect.ts";

export interface HelpContactRow {
  id: number;
  user_id: number | null;
  name: string;
  email: string;
  subject: string;
  message: string;
  archived_at: string | null;
  created_at: string;
}

const COLUMNS = [
  "id",
  "user_id",
  "name",
  "email",
  "subject",
  "message",
  "archived_at",
  "created_at",
] as const;

export async function insertContactItem(
  db: Db,
  item: { userId: number | null; name: string; email: string; subject: string; message: string },
): Promise<HelpContactRow> {
  return db
    .insertInto("help_contact_items")
    .values({
      user_id: item.userId,
      name: item.name,
      email: item.email,
      subject: item.subject,
      message: item.message,
      archived_at: null,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function findContactItem(db: Db, id: number): Promise<HelpContactRow | undefined> {
  return db.selectFrom("help_contact_items").select(COLUMNS).where("id", "=", id).executeTakeFirst();
}

/** One page of the inbox (archived false) or the archive, newest first, and how many there are. */
export async function findContactItems(
  db: Db,
  options: { archived: boolean; limit: number; offset: number },
): Promise<{ rows: HelpContactRow[]; total: number }> {
  const query = db
    .selectFrom("help_contact_items")
    .where("archived_at", options.archived ? "is not" : "is", null);
  const [rows, count] = await Promise.all([
    query
      .select(COLUMNS)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/**
 * Moves an item into the archive (a time) or out of it (null). Only an item in the other state
 * changes, so repeating a move is harmless; false when nothing changed.
 */
export async function setArchivedAt(db: Db, id: number, archivedAt: string | null): Promise<boolean> {
  const result = await db
    .updateTable("help_contact_items")
    .set({ archived_at: archivedAt })
    .where("id", "=", id)
    .where("archived_at", archivedAt === null ? "is not" : "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteContactItem(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom("help_contact_items").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Contact messages not archived yet. */
export async function countOpenContactItems(db: Db): Promise<number> {
  const row = await db
    .selectFrom("help_contact_items")
    .where("archived_at", "is", null)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
