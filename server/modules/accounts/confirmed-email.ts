import type { Db } from "#server/db/connect.ts";
import { AppError } from "#server/lib/errors.ts";
import { findUserById } from "./accounts.repo.ts";

/**
 * Writing to a supplier, commenting and buying need a confirmed e-mail address, so a throwaway
 * address cannot spam suppliers or moderators. Every such service asks this itself, whoever
 * calls it (page, API or test): `email_unconfirmed` (403) otherwise.
 */
export async function requireConfirmedEmail(deps: { db: Db }, userId: number): Promise<void> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError("unauthorized");
  if (!user.email_confirmed_at) throw new AppError("email_unconfirmed");
}
