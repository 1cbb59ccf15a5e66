import type { Db } from "#server/db/connect.ts";

export async function findMessageSettings(db: Db, userId: number) {
  return db
    .selectFrom("message_settings")
    .select(["email_unread as is_email_unread", "email_include_text as is_email_include_text"])
    .where("user_id", "=", userId)
    .executeTakeFirst() as Promise<{ is_email_unread: boolean; is_email_include_text: boolean } | undefined>;
}

export async function upsertMessageSettings(
  db: Db,
  userId: number,
  settings: { emailUnread: boolean; includeText: boolean },
) {
  await db
    .insertInto("message_settings")
    .values({ user_id: userId, email_unread: settings.emailUnread, email_include_text: settings.includeText })
    .onConflict((oc) =>
      oc.column("user_id").doUpdateSet({
        email_unread: settings.emailUnread,
        email_include_text: settings.includeText,
      }),
    )
    .execute();
}
