import type { Role } from "#server/db/schema/account-tables.ts";
import { AppError } from "#server/lib/errors.ts";

/** Who acts: the signed-in user of the session (never an id taken from a request body). */
export interface Actor {
  id: number;
  roles: readonly string[];
  /** The client address of the request (for the audit log), when the caller knows it. */
  clientAddress?: string | null | undefined;
}

/** Moderators and admins run the console; only admins read the audit log. */
export const isStaff = (roles: readonly Role[] | readonly string[]) =>
  roles.includes("moderator") || roles.includes("admin");
export const isAdmin = (roles: readonly Role[] | readonly string[]) => roles.includes("admin");

/** Every console service checks the role itself, whoever called it (page, API or test). */
export function requireStaff(actor: Actor): void {
  if (!isStaff(actor.roles)) throw new AppError("not_allowed");
}
