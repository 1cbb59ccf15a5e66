import type { LoginInput, RegisterInput } from "#core/schemas/accounts.ts";
import type { AppDeps } from "#server/deps.ts";
import { AppError } from "#server/lib/errors.ts";
import { hitRateLimit } from "#server/lib/rate-limit.ts";
import { hashToken } from "#server/lib/tokens.ts";
import { type MailContext, queueConfirmationEmail } from "./account-mail.ts";
import * as repo from "./accounts.repo.ts";
import { knownDeviceKey, rememberDevice } from "./known-devices.ts";
import { assertAcceptablePassword } from "./password-rule.ts";
import { dummyPasswordHash, hashPassword, verifyPassword } from "./passwords.ts";
import { type ClientInfo, type OpenedSession, openSession } from "./sessions.ts";
import {
  assertMayTrySignIn,
  forgetClientFailures,
  recordSignInFailure,
  type SignInAttempt,
} from "./sign-in-throttle.ts";

// Sessions live in sessions.ts; these stay importable from here, where every caller finds them.
export type { MailContext } from "./account-mail.ts";
export { logout, openSession, type SessionUser, sessionUser } from "./sessions.ts";
export { LOGIN_FAILURES_PER_IP } from "./sign-in-throttle.ts";

type Deps = Pick<AppDeps, "db" | "clock">;

/**
 * Creates a buyer account and queues the e-mail with its confirmation link. The password must
 * pass the shared rule (12 characters or more, not easy to guess).
 */
export async function register(deps: Deps, input: RegisterInput, mail: MailContext): Promise<number> {
  assertAcceptablePassword(input.password, [input.email, input.firstName, input.lastName, input.companyName]);
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
  await queueConfirmationEmail(deps, userId, mail);
  return userId;
}

export async function confirmEmail(deps: Deps, token: string): Promise<boolean> {
  if (token.length > 100) return false;
  const now = new Date(deps.clock.now()).toISOString();
  const userId = await repo.consumeToken(deps.db, hashToken(token), "confirm_email", now);
  if (userId === undefined) return false;
  await repo.markEmailConfirmed(deps.db, userId);
  return true;
}

/** New confirmation e-mails one user may ask for in an hour (each is an e-mail to a real inbox). */
export const CONFIRMATION_RESENDS_PER_HOUR = 3;

/**
 * Queues a new confirmation link for a signed-in user who has not confirmed yet; `conflict`
 * when the address is already confirmed.
 */
export async function resendConfirmation(deps: Deps, userId: number, mail: MailContext): Promise<void> {
  const user = await repo.findUserById(deps.db, userId);
  if (!user) throw new AppError("unauthorized");
  if (user.email_confirmed_at) throw new AppError("conflict", "auth.alreadyConfirmed");
  await hitRateLimit(
    deps.db,
    `confirm-resend:user:${userId}`,
    CONFIRMATION_RESENDS_PER_HOUR,
    3600,
    deps.clock.now(),
  );
  await queueConfirmationEmail(deps, userId, mail);
}

/**
 * Checks the password and opens a session. Tries are throttled per account and client
 * (sign-in-throttle.ts); a browser that signed in before (its device cookie) is a client of its
 * own. An unknown e-mail costs the same time as a wrong password, so timing tells nothing.
 */
export async function login(
  deps: Deps,
  input: Pick<LoginInput, "email" | "password"> & { remember?: boolean | undefined },
  client: ClientInfo & { deviceToken?: string | undefined },
): Promise<SignedIn> {
  const now = deps.clock.now();
  const user = await repo.findUserByEmail(deps.db, input.email);
  const device = await knownDeviceKey(deps.db, user?.id, client.deviceToken, now);
  const attempt: SignInAttempt = {
    accountKey: input.email.toLowerCase(),
    clientKey: device ? `device:${device}` : `ip:${client.ip ?? "unknown"}`,
    ip: client.ip,
    knownDevice: device !== undefined,
  };
  await assertMayTrySignIn(deps.db, attempt, now);
  const ok = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), input.password);
  if (!user || !ok) {
    await recordSignInFailure(deps.db, attempt, now);
    throw new AppError("invalid_data", "errors.invalidCredentials", { form: "errors.invalidCredentials" });
  }
  await forgetClientFailures(deps.db, attempt);
  return startSession(deps, user.id, client, input.remember ?? false);
}

export interface SignedIn extends OpenedSession {
  /** This browser's known-device token, for its cookie. */
  deviceToken: string;
}

/**
 * A new session for a user who has just proved the password (sign-in, registration); the
 * browser becomes one of the account's known devices.
 */
export async function startSession(
  deps: Deps,
  userId: number,
  client: ClientInfo & { deviceToken?: string | undefined },
  remember: boolean,
): Promise<SignedIn> {
  const session = await openSession(deps, userId, client, { remember });
  const deviceToken = await rememberDevice(deps.db, userId, client.deviceToken, deps.clock.now());
  return { ...session, deviceToken };
}
