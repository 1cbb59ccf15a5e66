import { isStaff } from "#core/rules/staff-roles.ts";
import { AppError } from "#server/lib/errors.ts";

export { isAdmin, isStaff } from "#core/rules/staff-roles.ts";

/** Who acts: the signed-in user of the session (never an id taken from a request body). */
export interface Actor {
  id: number;
  roles: readonly string[];
  /** The client address of the request (for the audit log), when the caller knows it. */
  clientAddress?: string | null | undefined;
}

/** Every console service checks the role itself, whoever called it (page, API or test). */
export function requireStaff(actor: Actor): void {
  if (!isStaff(actor.roles)) throw new AppError("not_allowed");
}
