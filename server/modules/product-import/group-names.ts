import type { Db } from "#server/db/connect.ts";
import { findVariationGroups } from "./import.repo.ts";

/**
 * Each variation group's name in `lang` (else English, else its code), so a sheet's
 * `variation.<code>` column reads as "Variation: Material" on the import page.
 */
export async function variationGroupNames(db: Db, lang: string): Promise<Record<string, string>> {
  const names: Record<string, { own?: string; en?: string }> = {};
  for (const row of await findVariationGroups(db)) {
    names[row.code] ??= {};
    const entry = names[row.code]!;
    if (row.lang === lang && row.name) entry.own = row.name;
    if (row.lang === "en" && row.name) entry.en = row.name;
  }
  return Object.fromEntries(Object.entries(names).map(([code, n]) => [code, n.own ?? n.en ?? code]));
}
