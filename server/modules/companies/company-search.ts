import { COMPANY_PAGE } from "#core/schemas/search-constants.ts";
import type { Db } from "#server/db/connect.ts";
import { cachedPerDb } from "#server/lib/db-cache.ts";
import { foldText } from "#server/modules/search/index.ts";
import { findCompanyDirectory, findCompaniesStamp } from "./company.repo.ts";

const MAX_QUERY = 100;

export interface CompanyHit {
  id: number;
  name: string;
  logo: string | null;
  verified: boolean;
  country: string;
  city: string | null;
  mainProducts: string | null;
}

/**
 * `search-company/{companyName}`: suppliers whose name (or main products) holds every
 * word of the query, folded like the product search (case, diacritics, Turkish ı/İ). Names that
 * match come before main-product matches, verified suppliers first, then by name.
 */
export async function searchCompanies(
  db: Db,
  lang: string,
  text: string,
  page: number,
): Promise<{ total: number; companies: CompanyHit[] }> {
  const terms = foldText([...text].slice(0, MAX_QUERY).join("")).match(/[\p{L}\p{N}]+/gu) ?? [];
  if (!terms.length) return { total: 0, companies: [] };
  const directory = await companyDirectory(db, `${lang}|${await findCompaniesStamp(db)}`);
  const matches = directory.filter((c) => terms.every((term) => c.searchable.includes(term)));
  const byName = (c: DirectoryEntry) => (terms.every((term) => c.foldedName.includes(term)) ? 0 : 1);
  matches.sort(
    (a, b) =>
      byName(a) - byName(b) ||
      Number(b.hit.verified) - Number(a.hit.verified) ||
      a.hit.name.localeCompare(b.hit.name),
  );
  const start = page * COMPANY_PAGE;
  return { total: matches.length, companies: matches.slice(start, start + COMPANY_PAGE).map((c) => c.hit) };
}

interface DirectoryEntry {
  hit: CompanyHit;
  foldedName: string;
  searchable: string;
}

// Every visible supplier with its folded texts, per language and companies stamp: a supplier that
// is approved, suspended, reinstated or edited (in any process) shows so on the next search.
const companyDirectory = cachedPerDb(
  60_000,
  async (db, key): Promise<DirectoryEntry[]> => {
    const rows = await findCompanyDirectory(db, key.split("|")[0] ?? "en");
    return rows.map((r) => {
      const foldedName = foldText(r.name);
      return {
        hit: {
          id: r.id,
          name: r.name,
          logo: r.logo_url,
          verified: Boolean(r.is_verified),
          country: r.country,
          city: r.city,
          mainProducts: r.main_products,
        },
        foldedName,
        searchable: `${foldedName} ${foldText(r.main_products ?? "")}`,
      };
    });
  },
  { maxEntries: 26, changesWith: ["company"] },
);
