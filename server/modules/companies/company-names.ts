import type { Db } from "#server/db/connect.ts";
import { cachedPerDb } from "#server/lib/db-cache.ts";
import { findCompaniesStamp, findVisibleCompanyNames } from "./company.repo.ts";

export interface VisibleCompanyName {
  id: number;
  name: string;
  verified: boolean;
}

// The stamp is read at most once a second (the search box asks on every key): a supplier that is
// approved, suspended, closed or renamed shows so within a second, whichever process made it.
const companiesStamp = cachedPerDb(1000, (db) => findCompaniesStamp(db), { changesWith: ["company"] });
const namesByStamp = cachedPerDb(
  60_000,
  async (db): Promise<readonly VisibleCompanyName[]> =>
    (await findVisibleCompanyNames(db)).map((r) => ({
      id: r.id,
      name: r.name,
      verified: Boolean(r.is_verified),
    })),
  { maxEntries: 2, changesWith: ["company"] },
);

/**
 * Every supplier buyers may see, with its name. While nothing changes the same array is returned,
 * so a caller may keep what it derives from it (a lookup table) keyed on the array itself.
 */
export async function visibleCompanyNames(db: Db): Promise<readonly VisibleCompanyName[]> {
  return namesByStamp(db, await companiesStamp(db));
}
