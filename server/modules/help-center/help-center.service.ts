import { HelpContactSchema } from "#core/schemas/help-center.ts";
import type { HelpContactItem, HelpContactPage } from "#core/schemas/help-center-limits.ts";
import type { Db } from "#server/db/connect.ts";
import { durableTransaction } from "#server/db/durable-transaction.ts";
import { verifyCaptcha } from "#server/lib/captcha.ts";
import { AppError } from "#server/lib/errors.ts";
import { parseOrThrow } from "#server/lib/parse-input.ts";
import { hitRateLimit } from "#server/lib/rate-limit.ts";
import { type Actor, requireStaff } from "#server/modules/accounts/index.ts";
import { auditedChange } from "#server/modules/audit/index.ts";
import { type NotifyDeps, notifyAdmins } from "./help-center.notify.ts";
import * as repo from "./help-center.repo.ts";

/** Who writes to the administrators: anyone; the account is kept when they are signed in. */
export interface Sender {
  userId: number | null;
  ip: string | null;
  /** The captcha widget's token; checked only when a captcha is configured (CAPTCHA_*). */
  captchaToken?: string | undefined;
}

/**
 * Messages per address per hour. The form is open to anonymous visitors, so this is what keeps
 * a script from filling the administrators' inbox and mailboxes. Invalid posts do not count.
 */
export const CONTACTS_PER_IP_PER_HOUR = 10;
export const HELP_PAGE_SIZE = 20;
export const MAX_HELP_PAGE_SIZE = 100;

function toItem(row: repo.HelpContactRow): HelpContactItem {
  return {
    _id: row.id,
    userID: row.user_id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    createdOn: row.created_at,
    archived: row.archived_at !== null,
    archivedOn: row.archived_at,
  };
}

/**
 * Contact the administrators (POST /api/helpcenter/contactWithAdmin): validated, rate-limited,
 * stored, then every admin is e-mailed.
 */
export async function contactAdministrators(
  deps: NotifyDeps,
  input: unknown,
  sender: Sender,
): Promise<HelpContactItem> {
  const message = parseOrThrow(HelpContactSchema, input);
  const { captcha } = deps.config;
  if (captcha && !(await verifyCaptcha(captcha, sender.captchaToken ?? "", sender.ip)))
    throw new AppError("captcha_failed", "errors.captcha_failed", { form: "errors.captcha_failed" });
  await hitRateLimit(deps.db, `help:ip:${sender.ip ?? "unknown"}`, CONTACTS_PER_IP_PER_HOUR, 60 * 60);
  // The sender is told the message was sent: it must survive a power cut.
  const row = await durableTransaction(deps.db, (trx) =>
    repo.insertContactItem(trx, { userId: sender.userId, ...message }),
  );
  await notifyAdmins(deps, row);
  return toItem(row);
}

/** The inbox or the archive for moderators and admins: `page` is zero-based, newest first. */
export async function listContactItems(
  db: Db,
  actor: Actor,
  options: { archived: boolean; page: number; size?: number },
): Promise<HelpContactPage> {
  requireStaff(actor);
  const size = Math.min(MAX_HELP_PAGE_SIZE, Math.max(1, Math.floor(options.size ?? HELP_PAGE_SIZE)));
  const page = Math.max(0, Math.floor(options.page));
  const { rows, total } = await repo.findContactItems(db, {
    archived: options.archived,
    limit: size,
    offset: page * size,
  });
  return { items: rows.map(toItem), total, page, size };
}

async function getItem(db: Db, id: number): Promise<repo.HelpContactRow> {
  const row = await repo.findContactItem(db, id);
  if (!row) throw new AppError("not_found");
  return row;
}

/**
 * Items move into and out of the archive. Repeating a move changes nothing and
 * records nothing; an unknown id is not_found.
 */
export async function setContactItemArchived(
  db: Db,
  actor: Actor,
  id: number,
  archived: boolean,
): Promise<HelpContactItem> {
  await auditedChange(
    db,
    actor,
    (changed) =>
      changed
        ? { action: archived ? "help.archive" : "help.unarchive", entity: "help_contact_item", entityId: id }
        : null,
    (trx) => repo.setArchivedAt(trx, id, archived ? new Date().toISOString() : null),
  );
  return toItem(await getItem(db, id));
}

/** Deletes a message for good; the audit keeps its subject so the entry still says what it was. */
export async function deleteContactItem(db: Db, actor: Actor, id: number): Promise<void> {
  requireStaff(actor);
  const row = await getItem(db, id);
  await auditedChange(
    db,
    actor,
    {
      action: "help.delete",
      entity: "help_contact_item",
      entityId: id,
      details: { subject: row.subject, archived: row.archived_at !== null },
    },
    async (trx) => {
      if (!(await repo.deleteContactItem(trx, id))) throw new AppError("not_found");
    },
  );
}
