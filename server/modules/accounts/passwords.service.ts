import type { ChangePasswordInput } from "#core/schemas/accounts.ts";
import type { AppDeps } from "#server/deps.ts";
import { AppError } from "#server/lib/errors.ts";
import { hitRateLimit } from "#server/lib/rate-limit.ts";
import { hashToken } from "#server/lib/tokens.ts";
import { type MailContext, queuePasswordResetEmail } from "./account-mail.ts";
import * as repo from "./accounts.repo.ts";
import { rememberDevice } from "./known-devices.ts";
import { assertAcceptablePassword } from "./password-rule.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { endOtherSessions } from "./sessions.ts";

type Deps = Pick<AppDeps, "db" | "clock">;
const iso = (deps: Deps) => new Date(deps.clock.now()).toISOString();

/**
 * "Forgot your password?": queues the reset e-mail for whatever address was typed and answers.
 * Whether an account has the address is found out by the job, later, so the answer (its time
 * included) is the same either way and says nothing about who has an account.
 */
export async function requestPasswordReset(
  deps: Deps,
  email: string,
  mail: MailContext,
  ip: string | null,
): Promise<void> {
  const now = deps.clock.now();
  await hitRateLimit(deps.db, `reset:ip:${ip ?? "unknown"}`, 10, 15 * 60, now);
  await hitRateLimit(deps.db, `reset:email:${email}`, 3, 15 * 60, now);
  await queuePasswordResetEmail(deps, email, mail);
}

export async function isResetTokenUsable(deps: Deps, token: string): Promise<boolean> {
  if (token.length > 100) return false;
  return (await repo.findUsableToken(deps.db, hashToken(token), "reset_password", iso(deps))) !== undefined;
}

/**
 * Sets the new password from a reset link and signs the account out everywhere. The browser
 * that did it becomes a known device of the account (it holds the mailbox and the new
 * password): it can sign in even while strangers' failures hold the account back. Returns the
 * device token for its cookie.
 */
export async function resetPassword(
  deps: Deps,
  token: string,
  password: string,
  deviceToken?: string | undefined,
): Promise<{ deviceToken: string }> {
  const now = iso(deps);
  const found =
    token.length <= 100
      ? await repo.findUsableToken(deps.db, hashToken(token), "reset_password", now)
      : undefined;
  if (!found) throw new AppError("not_found", "errors.resetLinkInvalid");
  const user = await repo.findUserById(deps.db, found.user_id);
  assertAcceptablePassword(password, [user?.email, user?.first_name, user?.last_name, user?.company_name]);
  // Used only now that the password passed: a refused password leaves the link usable.
  const userId = await repo.consumeToken(deps.db, hashToken(token), "reset_password", now);
  if (userId === undefined) throw new AppError("not_found", "errors.resetLinkInvalid");
  await repo.setPassword(deps.db, userId, await hashPassword(password));
  await repo.deleteUserSessions(deps.db, userId);
  return { deviceToken: await rememberDevice(deps.db, userId, deviceToken, deps.clock.now()) };
}

/** Wrong current passwords one user may type in an hour on the change form. */
export const PASSWORD_CHANGE_TRIES_PER_HOUR = 10;

/**
 * The profile's password change: the current password proves it is the owner (not someone at
 * an unlocked computer), the new one passes the shared rule, and every other session of the
 * user ends; the one in use stays signed in.
 */
export async function changePassword(
  deps: Deps,
  userId: number,
  sessionToken: string | undefined,
  input: Pick<ChangePasswordInput, "currentPassword" | "password">,
): Promise<void> {
  const user = await repo.findUserById(deps.db, userId);
  if (!user) throw new AppError("unauthorized");
  const key = `password-change:user:${userId}`;
  await hitRateLimit(deps.db, key, PASSWORD_CHANGE_TRIES_PER_HOUR, 3600, deps.clock.now());
  if (!(await verifyPassword(user.password_hash, input.currentPassword)))
    throw new AppError("invalid_data", "errors.currentPasswordWrong", {
      currentPassword: "errors.currentPasswordWrong",
    });
  if (input.password === input.currentPassword)
    throw new AppError("invalid_data", "errors.passwordUnchanged", { password: "errors.passwordUnchanged" });
  assertAcceptablePassword(input.password, [user.email, user.first_name, user.last_name, user.company_name]);
  await repo.setPassword(deps.db, userId, await hashPassword(input.password));
  await endOtherSessions(deps, userId, sessionToken);
}
