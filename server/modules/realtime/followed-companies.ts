import type { Db } from "#server/db/connect.ts";
import { roleMay } from "#server/modules/companies/index.ts";
import { findMemberships } from "./conversation-events.repo.ts";

/**
 * For each of `userIds`, the seller companies whose conversations the user may follow: those of
 * which they are a member whose team role may see the inquiries. A user without any is absent.
 * Staff accounts are never members of a supplier (the companies module's rule); the caller leaves
 * them out.
 */
export async function followedCompanies(db: Db, userIds: readonly number[]): Promise<Map<number, number[]>> {
  const followed = new Map<number, number[]>();
  for (const { userId, companyId, role } of await findMemberships(db, userIds)) {
    if (!roleMay(role, "inquiries.view")) continue;
    const companies = followed.get(userId);
    if (companies) companies.push(companyId);
    else followed.set(userId, [companyId]);
  }
  return followed;
}
