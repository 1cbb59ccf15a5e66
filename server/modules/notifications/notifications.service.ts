import { z } from "zod";
import { isLang, type Lang } from "#core/i18n/languages.ts";
import { IdSchema } from "#core/schemas/id.ts";
import type { AppDeps } from "#server/deps.ts";
import type { TFunction } from "#core/i18n/i18n.ts";
import { translator } from "#server/lib/i18n.ts";
import { enqueueJob, type JobHandlers } from "#server/modules/jobs/index.ts";
import * as repo from "./notifications.repo.ts";

/**
 * The one way the site tells a user about their work by e-mail: a decision on their company, an
 * invitation, later a message, a quote or an order. The e-mail is written in the recipient's own
 * language (their preferred language, else English), carries a Reply-To where a person reads the
 * answer, and is recorded in `notifications` as written. It is sent by a job, so a slow or absent
 * mail server neither holds the page nor loses the e-mail, and it is queued in the caller's
 * transaction when `db` is one: no e-mail about a change that was rolled back.
 */
export const NOTIFICATION_QUEUE = "notifications.email";

type Deps = Pick<AppDeps, "db" | "clock">;

export interface Notice {
  /** What it is about, for the record and for tests: "company.approved", "team.invitation", … */
  kind: string;
  companyId?: number | null;
  /** Message keys; the parameters fill their {{placeholders}} in the recipient's language. */
  subjectKey: string;
  bodyKey: string;
  params?: Record<string, string | number>;
  /**
   * Parameters that are message keys themselves (a document's type), translated in the
   * recipient's language before they fill the placeholders.
   */
  paramKeys?: Record<string, string>;
  /** Where an answer reaches a person (the operator's support desk, the buyer who asked, …). */
  replyTo?: string | null;
  /** A user whose address answers reach (the member or buyer who acted); used when `replyTo` is not given. */
  replyToUserId?: number | null;
  /**
   * Parameters that depend on the recipient's language (a date in their words, a link to the page
   * on their language's host), made once the recipient's language is known.
   */
  localParams?: (lang: Lang) => Record<string, string | number>;
}

/** An e-mail to an address with no account (an invitation): in the language the sender chose. */
export interface AddressedNotice extends Notice {
  toEmail: string;
  lang: Lang;
}

/** Sends a user a notice; nothing when the user no longer exists. Gives the notification's id. */
export async function notifyUser(deps: Deps, userId: number, notice: Notice): Promise<number | undefined> {
  const user = await repo.findRecipient(deps.db, userId);
  if (!user) return undefined;
  const lang = user.preferred_lang && isLang(user.preferred_lang) ? user.preferred_lang : "en";
  const replyTo =
    notice.replyTo ??
    (notice.replyToUserId ? (await repo.findRecipient(deps.db, notice.replyToUserId))?.email : undefined);
  return record(deps, userId, {
    ...notice,
    toEmail: user.email,
    lang,
    replyTo: replyTo ?? null,
    params: { name: user.first_name, ...notice.params, ...notice.localParams?.(lang) },
  });
}

/** Sends the notice to every owner of the company, each in their own language. */
export async function notifyCompanyOwners(deps: Deps, companyId: number, notice: Notice): Promise<number[]> {
  const ids: number[] = [];
  for (const userId of await repo.findCompanyOwnerIds(deps.db, companyId)) {
    const id = await notifyUser(deps, userId, { ...notice, companyId });
    if (id !== undefined) ids.push(id);
  }
  return ids;
}

/**
 * Sends the notice to every member of the company whose team role is one of `roles`, each in
 * their own language (the people who work on what it is about, not every member).
 */
export async function notifyCompanyMembers(
  deps: Deps,
  companyId: number,
  roles: readonly string[],
  notice: Notice,
): Promise<number[]> {
  const ids: number[] = [];
  for (const userId of await repo.findCompanyMemberIds(deps.db, companyId, roles)) {
    const id = await notifyUser(deps, userId, { ...notice, companyId });
    if (id !== undefined) ids.push(id);
  }
  return ids;
}

export async function notifyAddress(deps: Deps, notice: AddressedNotice): Promise<number> {
  return record(deps, null, {
    ...notice,
    params: { ...notice.params, ...notice.localParams?.(notice.lang) },
  });
}

/**
 * Sends an addressed notice at once, from a job, when it carries a secret (an invitation's link):
 * the e-mail holds the secret, the record in `notifications` holds it withheld, so no usable
 * link is stored anywhere. The caller's job is retried if the mail server fails; nothing is
 * recorded then.
 */
export async function notifyAddressNow(
  deps: Pick<AppDeps, "db" | "clock" | "mailer">,
  given: AddressedNotice,
  secretParams: Record<string, string>,
): Promise<number> {
  const t = translator(given.lang);
  const notice = { ...given, params: paramsOf(t, given) };
  const withheld = Object.fromEntries(Object.keys(secretParams).map((key) => [key, "[…]"]));
  const subject = t(notice.subjectKey, notice.params);
  await deps.mailer.send({
    to: notice.toEmail,
    subject,
    text: t(notice.bodyKey, { ...notice.params, ...secretParams }),
    ...(notice.replyTo ? { replyTo: notice.replyTo } : {}),
  });
  const id = await repo.insertNotification(deps.db, {
    userId: null,
    companyId: notice.companyId ?? null,
    kind: notice.kind,
    lang: notice.lang,
    toEmail: notice.toEmail,
    replyTo: notice.replyTo ?? null,
    subject,
    body: t(notice.bodyKey, { ...notice.params, ...withheld }),
  });
  await repo.markSent(deps.db, id, new Date(deps.clock.now()).toISOString());
  return id;
}

/** The notice's parameters with those given as keys translated by `t`. */
function paramsOf(t: TFunction, notice: Notice): Record<string, string | number> {
  const translated = Object.entries(notice.paramKeys ?? {}).map(([name, key]) => [name, t(key)]);
  return { ...notice.params, ...Object.fromEntries(translated) };
}

async function record(deps: Deps, userId: number | null, given: AddressedNotice): Promise<number> {
  const t = translator(given.lang);
  const notice = { ...given, params: paramsOf(t, given) };
  const id = await repo.insertNotification(deps.db, {
    userId,
    companyId: notice.companyId ?? null,
    kind: notice.kind,
    lang: notice.lang,
    toEmail: notice.toEmail,
    replyTo: notice.replyTo ?? null,
    subject: t(notice.subjectKey, notice.params),
    body: t(notice.bodyKey, notice.params),
  });
  await enqueueJob(deps.db, deps.clock, { queue: NOTIFICATION_QUEUE, payload: { notificationId: id } });
  return id;
}

const Payload = z.object({ notificationId: IdSchema });

async function send(deps: Pick<AppDeps, "db" | "clock" | "mailer">, payload: unknown) {
  const { notificationId } = Payload.parse(payload);
  const row = await repo.findNotification(deps.db, notificationId);
  if (!row || row.sent_at) return;
  await deps.mailer.send({
    to: row.to_email,
    subject: row.subject,
    text: row.body,
    ...(row.reply_to ? { replyTo: row.reply_to } : {}),
  });
  await repo.markSent(deps.db, notificationId, new Date(deps.clock.now()).toISOString());
}

export function notificationHandlers(deps: Pick<AppDeps, "db" | "clock" | "mailer">): JobHandlers {
  return { [NOTIFICATION_QUEUE]: (payload) => send(deps, payload) };
}

/** The notifications recorded for a user or a company, newest first (the operator's history). */
export function listNotifications(
  deps: Pick<AppDeps, "db">,
  filter: { userId?: number; companyId?: number; limit?: number },
) {
  return repo.listNotifications(deps.db, { ...filter, limit: filter.limit ?? 50 });
}
