import type { Db } from "#server/db/connect.ts";

export interface NotificationRow {
  userId: number | null;
  companyId: number | null;
  kind: string;
  lang: string;
  toEmail: string;
  replyTo: string | null;
  subject: string;
  body: string;
}

export async function findRecipient(db: Db, userId: number) {
  return db
    .selectFrom("users")
    .select(["id", "email", "first_name", "preferred_lang"])
    .where("id", "=", userId)
    .executeTakeFirst();
}

export async function findCompanyOwnerIds(db: Db, companyId: number): Promise<number[]> {
  const rows = await db
    .selectFrom("company_members")
    .select("user_id")
    .where("company_id", "=", companyId)
    .where("role", "=", "owner")
    .orderBy("user_id")
    .execute();
  return rows.map((r) => r.user_id);
}

/** The company's members with one of the team roles, oldest id first. */
export async function findCompanyMemberIds(
  db: Db,
  companyId: number,
  roles: readonly string[],
): Promise<number[]> {
  if (!roles.length) return [];
  const rows = await db
    .selectFrom("company_members")
    .select("user_id")
    .where("company_id", "=", companyId)
    .where("role", "in", roles as never)
    .orderBy("user_id")
    .execute();
  return rows.map((r) => r.user_id);
}

export async function insertNotification(db: Db, row: NotificationRow): Promise<number> {
  const inserted = await db
    .insertInto("notifications")
    .values({
      user_id: row.userId,
      company_id: row.companyId,
      kind: row.kind,
      lang: row.lang,
      to_email: row.toEmail,
      reply_to: row.replyTo,
      subject: row.subject,
      body: row.body,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function findNotification(db: Db, id: number) {
  return db.selectFrom("notifications").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Marks it sent unless it already was: a job run twice sends, but records, once. */
export async function markSent(db: Db, id: number, sentAt: string): Promise<void> {
  await db
    .updateTable("notifications")
    .set({ sent_at: sentAt })
    .where("id", "=", id)
    .where("sent_at", "is", null)
    .execute();
}

export async function listNotifications(
  db: Db,
  filter: { userId?: number; companyId?: number; limit: number },
) {
  let query = db.selectFrom("notifications").selectAll().orderBy("id", "desc").limit(filter.limit);
  if (filter.userId !== undefined) query = query.where("user_id", "=", filter.userId);
  if (filter.companyId !== undefined) query = query.where("company_id", "=", filter.companyId);
  return query.execute();
}
