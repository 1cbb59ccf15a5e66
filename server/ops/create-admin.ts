import { RegisterSchema, ResetPasswordSchema } from "#core/schemas/accounts.ts";
import {
  findRoles,
  findUserByEmail,
  hashPassword,
  insertToken,
  insertUser,
  resetPassword,
} from "#server/modules/accounts/index.ts";
import type { AppDeps } from "../deps.ts";
import { isAppError } from "../lib/errors.ts";
import { translator } from "../lib/i18n.ts";
import { hashToken, newToken } from "../lib/tokens.ts";
import { deleteNewUser } from "./ops.repo.ts";

/** How long the printed link sets a password: like the e-mailed reset link, and once only. */
export const ADMIN_LINK_MINUTES = 60;

type Deps = Pick<AppDeps, "db" | "clock">;
export interface AdminIdentity {
  email: string;
  firstName: string;
  lastName: string;
}

/** A refusal the operator can act on; nothing was changed. */
export class CreateAdminError extends Error {}

const en = translator("en");

/** The e-mail and names, checked by the registration form's own rules (the e-mail lower-cased). */
export function checkAdminIdentity(input: {
  email: string;
  firstName: string;
  lastName: string;
}): AdminIdentity {
  const fields = {
    email: RegisterSchema.shape.email,
    firstName: RegisterSchema.shape.firstName,
    lastName: RegisterSchema.shape.lastName,
  };
  const checked: Record<string, string> = {};
  for (const [name, schema] of Object.entries(fields)) {
    const result = schema.safeParse(input[name as keyof typeof fields]);
    if (!result.success) throw new CreateAdminError(`${name}: ${en(result.error.issues[0]!.message)}`);
    checked[name] = result.data;
  }
  return checked as unknown as AdminIdentity;
}

/** The new password and its repetition, by the rules of the reset-password form. */
export function checkNewPassword(password: string, passwordConfirm: string): void {
  const result = ResetPasswordSchema.safeParse({ password, passwordConfirm });
  if (!result.success) throw new CreateAdminError(en(result.error.issues[0]!.message));
}

/**
 * Creates an admin and sets the password typed at the console. It goes through the same reset
 * token the web form uses, so every rule the accounts service applies to a new password applies
 * here too; when it refuses, the account made a moment before is removed again.
 */
export async function createAdminWithPassword(
  deps: Deps,
  identity: AdminIdentity,
  password: string,
  passwordConfirm: string,
): Promise<number> {
  checkNewPassword(password, passwordConfirm);
  const userId = await insertAdmin(deps, identity);
  const token = await issueResetToken(deps, userId);
  try {
    await resetPassword(deps, token, password);
  } catch (error) {
    await deleteNewUser(deps.db, userId);
    if (!isAppError(error)) throw error;
    const reason = Object.values(error.fields ?? {})[0] ?? error.messageKey;
    throw new CreateAdminError(en(reason));
  }
  return userId;
}

/**
 * Creates an admin without a password (or finds an existing admin) and returns a one-time link to
 * the reset-password page that sets it. For an existing admin this is how a lost console password
 * is replaced from the server's shell.
 */
export async function adminPasswordLink(
  deps: Deps,
  identity: AdminIdentity,
  origin: string,
): Promise<{ userId: number; link: string; created: boolean }> {
  const existing = await findUserByEmail(deps.db, identity.email);
  if (existing && !(await findRoles(deps.db, existing.id)).includes("admin"))
    throw new CreateAdminError(
      `${identity.email} has an account that is not an admin; nothing was changed. Use another e-mail.`,
    );
  const userId = existing?.id ?? (await insertAdmin(deps, identity));
  const token = await issueResetToken(deps, userId);
  return { userId, link: `${origin}/resetPassword/${token}`, created: !existing };
}

async function insertAdmin(deps: Deps, identity: AdminIdentity): Promise<number> {
  if (await findUserByEmail(deps.db, identity.email))
    throw new CreateAdminError(
      `${identity.email} has an account already; nothing was changed. For a new password of an admin, add --link.`,
    );
  // A hash of a secret nobody keeps: the account has no usable password until the link is used.
  const unusable = await hashPassword(newToken());
  // The operator vouches for the address; roles as the demo's admin (admin, and buyer for the profile).
  return insertUser(deps.db, { ...identity, passwordHash: unusable, confirmed: true }, ["admin", "buyer"]);
}

async function issueResetToken(deps: Deps, userId: number): Promise<string> {
  const token = newToken();
  await insertToken(deps.db, {
    hash: hashToken(token),
    userId,
    purpose: "reset_password",
    expiresAt: new Date(Date.now() + ADMIN_LINK_MINUTES * 60_000).toISOString(),
  });
  return token;
}
