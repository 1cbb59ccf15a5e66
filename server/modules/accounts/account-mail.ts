import { z } from "zod";
import { isLang, type Lang } from "#core/i18n/languages.ts";
import { IdSchema } from "#core/schemas/id.ts";
import type { AppDeps } from "#server/deps.ts";
import { translator } from "#server/lib/i18n.ts";
import { hashToken, newToken } from "#server/lib/tokens.ts";
import { enqueueJob, type JobHandlers } from "#server/modules/jobs/index.ts";
import * as repo from "./accounts.repo.ts";

/**
 * The account e-mails a person waits for (address confirmation, password reset) are sent by
 * jobs, not while the page answers: the answer then costs the same whether or not the account
 * exists, and a slow or absent mail server neither holds the page nor loses the e-mail (the job
 * is retried). The secret link is made when the job runs, so no usable token sits in the jobs
 * table.
 */
export const CONFIRM_EMAIL_QUEUE = "accounts.confirm-email";
export const PASSWORD_RESET_QUEUE = "accounts.password-reset";
export const RESET_TOKEN_MINUTES = 60;
const CONFIRM_TOKEN_DAYS = 7;

/** Where links in e-mails point: the site in the user's language. */
export interface MailContext {
  lang: Lang;
  origin: string;
}

type JobDeps = Pick<AppDeps, "db" | "clock">;
type MailDeps = Pick<AppDeps, "db" | "clock" | "mailer">;

const MailContextSchema = z.object({
  lang: z.string().refine(isLang),
  origin: z.string().regex(/^https?:\/\/[^/]+$/),
});
const ConfirmPayload = MailContextSchema.extend({ userId: IdSchema });
const ResetPayload = MailContextSchema.extend({ email: z.string().min(3).max(254) });

export function queueConfirmationEmail(deps: JobDeps, userId: number, mail: MailContext) {
  return enqueueJob(deps.db, deps.clock, { queue: CONFIRM_EMAIL_QUEUE, payload: { userId, ...mail } });
}

/** Queued for any address typed: the job finds out whether an account has it. */
export function queuePasswordResetEmail(deps: JobDeps, email: string, mail: MailContext) {
  return enqueueJob(deps.db, deps.clock, { queue: PASSWORD_RESET_QUEUE, payload: { email, ...mail } });
}

async function newLink(
  deps: MailDeps,
  userId: number,
  purpose: "confirm_email" | "reset_password",
  validMs: number,
) {
  const token = newToken();
  await repo.insertToken(deps.db, {
    hash: hashToken(token),
    userId,
    purpose,
    expiresAt: new Date(deps.clock.now() + validMs).toISOString(),
  });
  return token;
}

async function sendConfirmation(deps: MailDeps, job: z.infer<typeof ConfirmPayload>) {
  const user = await repo.findUserById(deps.db, job.userId);
  if (!user || user.email_confirmed_at) return;
  const token = await newLink(deps, user.id, "confirm_email", CONFIRM_TOKEN_DAYS * 86_400_000);
  const t = translator(job.lang as Lang);
  await deps.mailer.send({
    to: user.email,
    subject: t("mail.confirm.subject"),
    text: t("mail.confirm.body", {
      name: user.first_name,
      link: `${job.origin}/confirmation?token=${token}`,
    }),
  });
}

async function sendPasswordReset(deps: MailDeps, job: z.infer<typeof ResetPayload>) {
  const user = await repo.findUserByEmail(deps.db, job.email);
  if (!user) return;
  const token = await newLink(deps, user.id, "reset_password", RESET_TOKEN_MINUTES * 60_000);
  const t = translator(job.lang as Lang);
  await deps.mailer.send({
    to: user.email,
    subject: t("mail.reset.subject"),
    text: t("mail.reset.body", {
      name: user.first_name,
      link: `${job.origin}/resetPassword/${token}`,
      minutes: RESET_TOKEN_MINUTES,
    }),
  });
}

export function accountMailHandlers(deps: MailDeps): JobHandlers {
  return {
    [CONFIRM_EMAIL_QUEUE]: (payload) => sendConfirmation(deps, ConfirmPayload.parse(payload)),
    [PASSWORD_RESET_QUEUE]: (payload) => sendPasswordReset(deps, ResetPayload.parse(payload)),
  };
}
