import type { Db } from "#server/db/connect.ts";
import * as repo from "./search.repo.ts";
import type { SearchIndex } from "./search-index.ts";

/**
 * Follows changed companies: only active ones are found. A company no longer found (removed,
 * suspended, closed …) takes its products out of the index; a found one that has none in it
 * (approved, reinstated, or new) brings its published products in.
 */
export async function applyCompanyChanges(
  db: Db,
  index: SearchIndex,
  ids: number[],
  groupOfOption: Map<string, string>,
): Promise<void> {
  const found = await repo.findIndexedCompanies(db, ids);
  const returning = found.filter((c) => !hasLiveProducts(index, c.id)).map((c) => c.id);
  for (const company of found) index.putCompany(company);
  const foundIds = new Set(found.map((c) => c.id));
  for (const id of ids) {
    if (foundIds.has(id)) continue;
    const ordinal = index.companyOrdinal(id);
    const slots = ordinal === undefined ? undefined : index.companySlots[ordinal]?.view();
    for (const slot of slots ?? []) {
      if (index.isAlive(slot)) index.removeProduct(index.productId.data[slot]!);
    }
  }
  if (!returning.length) return;
  const products = await repo.findIndexedProducts(db, groupOfOption, { companyIds: returning });
  for (const product of products) index.putProduct(product);
}

function hasLiveProducts(index: SearchIndex, companyId: number): boolean {
  const ordinal = index.companyOrdinal(companyId);
  const slots = ordinal === undefined ? undefined : index.companySlots[ordinal]?.view();
  return slots?.some((slot) => index.isAlive(slot)) ?? false;
}

/** Reads changed products again: published ones take a new slot, the others leave the index. */
export async function applyProductChanges(
  db: Db,
  index: SearchIndex,
  ids: number[],
  groupOfOption: Map<string, string>,
): Promise<void> {
  const found = await repo.findIndexedProducts(db, groupOfOption, { ids });
  const unknownCompanies = [...new Set(found.map((p) => p.companyId))].filter(
    (id) => index.companyOrdinal(id) === undefined,
  );
  if (unknownCompanies.length) await applyCompanyChanges(db, index, unknownCompanies, groupOfOption);
  for (const id of ids) index.removeProduct(id);
  for (const product of found) index.putProduct(product);
}
