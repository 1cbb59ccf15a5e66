import type { AppDeps } from "#server/deps.ts";
import { recordSearchChange } from "#server/modules/search/index.ts";
import { expireLapsedCertifications } from "./product-write.repo.ts";

/**
 * Product certificates past their end date stop counting, as company certificates do: the daily
 * expiry check marks them expired (no longer shown or filtered on) and the search index follows.
 * Idempotent: a certificate changes only while it is pending or approved. Gives how many expired.
 */
export async function expireLapsedProductCertificates(deps: Pick<AppDeps, "db" | "clock">): Promise<number> {
  const today = new Date(deps.clock.now()).toISOString().slice(0, 10);
  return deps.db.transaction().execute(async (trx) => {
    const products = await expireLapsedCertifications(trx, today);
    for (const productId of new Set(products)) await recordSearchChange(trx, "product", productId);
    return products.length;
  });
}
