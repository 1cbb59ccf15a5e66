import type { Db } from "#server/db/connect.ts";
import * as repo from "./message-settings.repo.ts";

/** A user's e-mail preferences for unread messages. */
export interface MessageSettings {
  /** E-mail me when a message waits unread. */
  emailUnread: boolean;
  /** Quote the newest message in that e-mail (off by default: e-mail is less private than the site). */
  includeText: boolean;
}

/** Until a user chooses, they are e-mailed, without the message text. */
export const DEFAULT_MESSAGE_SETTINGS: MessageSettings = { emailUnread: true, includeText: false };

export async function readMessageSettings(db: Db, userId: number): Promise<MessageSettings> {
  const row = await repo.findMessageSettings(db, userId);
  if (!row) return DEFAULT_MESSAGE_SETTINGS;
  return { emailUnread: Boolean(row.is_email_unread), includeText: Boolean(row.is_email_include_text) };
}

export async function saveMessageSettings(db: Db, userId: number, settings: MessageSettings): Promise<void> {
  await repo.upsertMessageSettings(db, userId, settings);
}
