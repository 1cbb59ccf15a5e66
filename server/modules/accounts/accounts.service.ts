import type { Lang } from "../../../app/i18n/languages.ts";
import type { LoginInput, RegisterInput } from "../../../app/schemas/accounts.ts";
import type { Role } from "../../db/schema/account-tables.ts";
import type { AppDeps } from "../../deps.ts";
import { AppError } from "../../lib/errors.ts";
import { translator } from "../../lib/i18n.ts";
import { clearRateLimit, forgiveHit, hitRateLimit } from "../../lib/rate-limit.ts";
import { hashToken, newToken } from "../../lib/tokens.ts";
import * as repo from "./accounts.repo.ts";
import { dummyPasswordHash, hashPassword, verifyPassword } from "./passwords.ts";

type Deps = Pick<AppDeps, "db" | "mailer">;
export const SESSION_DAYS = 30;
const DAY = 86_400_000;
const RESET_TOKEN_MINUTES = 60;
const CONFIRM_TOKEN_DAYS = 7;

export interface SessionUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  companyName: string | null;
  emailConfirmed: boolean;
  roles: Role[];
  companyIds: number[];
}

/** Where links in e-mails point: the site in the user's language. */
export interface MailContext {
  lang: Lang;
  origin: string;
}

export async function register(deps: Deps, input: RegisterInput, mail: MailContext): Promise<number> {
  if (await repo.findUserByEmail(deps.db, input.email)) {
    throw new AppError("conflict", "errors.emailTaken", { email: "errors.emailTaken" });
  }
  const userId = await repo
    .insertUser(deps.db, { ...input, passwordHash: await hashPassword(input.password), lang: mail.lang }, [
      "buyer",
    ])
    .catch((error) => {
      // Two registrations raced past the check above: the unique index decides.
      throw /unique|duplicate/i.test(String(error))
        ? new AppError("conflict", "errors.emailTaken", { email: "errors.emailTaken" })
        : error;
    });
  await sendConfirmation(deps, userId, input.email, input.firstName, mail);
  return userId;
}

async function sendConfirmation(
  deps: Deps,
  userId: number,
  email: string,
  firstName: string,
  mail: MailContext,
) {
  const token = newToken();
  await repo.insertToken(deps.db, {
    hash: hashToken(token),
    userId,
    purpose: "confirm_email",
    expiresAt: new Date(Date.now() + CONFIRM_TOKEN_DAYS * DAY).toISOString(),
  });
  const t = translator(mail.lang);
  const link = `${mail.origin}/confirmation?token=${token}`;
  await deps.mailer.send({
    to: email,
    subject: t("mail.confirm.subject"),
    text: t("mail.confirm.body", { name: firstName, link }),
  });
}

export async function confirmEmail(deps: Deps, token: string): Promise<boolean> {
  const userId = await repo.consumeToken(
    deps.db,
    hashToken(token),
    "confirm_email",
    new Date().toISOString(),
  );
  if (userId === undefined) return false;
  await repo.markEmailConfirmed(deps.db, userId);
  return true;
}

const LOGIN_WINDOW_SECONDS = 15 * 60;
/** Failed sign-ins one address may make in a window; successful ones do not count. */
export const LOGIN_FAILURES_PER_IP = 40;

/**
 * Checks the password and opens a session. Failed attempts are limited per e-mail and per IP;
 * an unknown e-mail costs the same time as a wrong password, so timing tells nothing.
 */
export async function login(
  deps: Deps,
  input: Pick<LoginInput, "email" | "password">,
  client: { ip: string | null; userAgent: string | null },
): Promise<{ token: string; expiresAt: Date }> {
  const emailKey = `login:email:${input.email}`;
  const ipKey = `login:ip:${client.ip ?? "unknown"}`;
  await hitRateLimit(deps.db, emailKey, 8, LOGIN_WINDOW_SECONDS);
  await hitRateLimit(deps.db, ipKey, LOGIN_FAILURES_PER_IP, LOGIN_WINDOW_SECONDS);
  const user = await repo.findUserByEmail(deps.db, input.email);
  const ok = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), input.password);
  if (!user || !ok)
    throw new AppError("invalid_data", "errors.invalidCredentials", { form: "errors.invalidCredentials" });
  await clearRateLimit(deps.db, emailKey);
  await forgiveHit(deps.db, ipKey, LOGIN_WINDOW_SECONDS);
  return openSession(deps, user.id, client);
}

export async function openSession(
  deps: Pick<Deps, "db">,
  userId: number,
  client: { ip: string | null; userAgent: string | null },
) {
  const token = newToken();
  const expiresAt = new Date(Date.now() + SESSION_DAYS * DAY);
  await repo.insertSession(deps.db, {
    id: hashToken(token),
    userId,
    expiresAt: expiresAt.toISOString(),
    ...client,
  });
  return { token, expiresAt };
}

/** The signed-in user of a session cookie; sessions in use are extended (sliding expiry). */
export async function sessionUser(
  deps: Pick<Deps, "db">,
  token: string | undefined,
): Promise<SessionUser | undefined> {
  if (!token || token.length > 100) return undefined;
  const sessionId = hashToken(token);
  const now = Date.now();
  const row = await repo.findSessionUser(deps.db, sessionId, new Date(now).toISOString());
  if (!row) return undefined;
  if (Date.parse(row.expires_at) - now < (SESSION_DAYS / 2) * DAY) {
    await repo.extendSession(deps.db, sessionId, new Date(now + SESSION_DAYS * DAY).toISOString());
  }
  const [roles, companyIds] = await Promise.all([
    repo.findRoles(deps.db, row.id),
    repo.findCompanyIds(deps.db, row.id),
  ]);
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    companyName: row.company_name,
    emailConfirmed: row.email_confirmed_at !== null,
    roles,
    companyIds,
  };
}

/** Ends the session if there is one; never fails, as the spec's logout always reports success. */
export async function logout(deps: Pick<Deps, "db">, token: string | undefined): Promise<void> {
  if (token && token.length <= 100)
    await repo.deleteSession(deps.db, hashToken(token)).catch(() => undefined);
}

/** Sends a reset link when the account exists; answers the same either way (no account probing). */
export async function requestPasswordReset(
  deps: Deps,
  email: string,
  mail: MailContext,
  ip: string | null,
): Promise<void> {
  await hitRateLimit(deps.db, `reset:ip:${ip ?? "unknown"}`, 10, 15 * 60);
  await hitRateLimit(deps.db, `reset:email:${email}`, 3, 15 * 60);
  const user = await repo.findUserByEmail(deps.db, email);
  if (!user) return;
  const token = newToken();
  await repo.insertToken(deps.db, {
    hash: hashToken(token),
    userId: user.id,
    purpose: "reset_password",
    expiresAt: new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000).toISOString(),
  });
  const t = translator(mail.lang);
  await deps.mailer.send({
    to: user.email,
    subject: t("mail.reset.subject"),
    text: t("mail.reset.body", {
      name: user.first_name,
      link: `${mail.origin}/resetPassword/${token}`,
      minutes: RESET_TOKEN_MINUTES,
    }),
  });
}

export async function isResetTokenUsable(deps: Pick<Deps, "db">, token: string): Promise<boolean> {
  if (token.length > 100) return false;
  return (
    (await repo.findUsableToken(deps.db, hashToken(token), "reset_password", new Date().toISOString())) !==
    undefined
  );
}

/** Sets the new password and signs the account out everywhere. */
export async function resetPassword(deps: Pick<Deps, "db">, token: string, password: string): Promise<void> {
  const userId =
    token.length <= 100
      ? await repo.consumeToken(deps.db, hashToken(token), "reset_password", new Date().toISOString())
      : undefined;
  if (userId === undefined) throw new AppError("not_found", "errors.resetLinkInvalid");
  await repo.setPassword(deps.db, userId, await hashPassword(password));
  await repo.deleteUserSessions(deps.db, userId);
}
