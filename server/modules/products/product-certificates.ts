import type { AppDeps } from "#server/deps.ts";
import { recordSearchChange } from "#server/modules/search/index.ts";

/**
 * Product certificates past their end date stop counting, as company certificates do: the daily
 * expiry check marks them expired (no longer shown or filtered on) and the search index follows.
 * Idempotent: a certificate changes only while it is pending or approved. Gives how many expired.
 */
export async function expireLapsedProductCertificates(deps: Pick<AppDeps, "db" | "clock">): Promise<number> {
  const today = new Date(deps.clock.now()).toISOString().slice(0, 10);
  return deps.db.transaction().execute(async (trx) => {
    const rows = await trx
      .updateTable("product_certifications")
      .set({ status: "expired" })
      .where("status", "in", ["pending", "approved"])
      .where("end_date", "is not", null)
      .where("end_date", "<", today)
      .returning("product_id")
      .execute();
    for (const productId of new Set(rows.map((r) => r.product_id)))
      await recordSearchChange(trx, "product", productId);
    return rows.length;
  });
}
