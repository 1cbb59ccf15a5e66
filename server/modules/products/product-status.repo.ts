import type { Db } from "#server/db/connect.ts";
import type { ProductStatus } from "#server/db/schema/catalog-tables.ts";

/** The SQL of a product's life cycle. */

export function findProductCompany(db: Db, productId: number) {
  return db
    .selectFrom("products")
    .innerJoin("companies", "companies.id", "products.company_id")
    .select(["products.id", "products.company_id", "products.status", "companies.is_trusted_supplier"])
    .where("products.id", "=", productId)
    .executeTakeFirst();
}

/**
 * Moves the product to `to` only if it is in one of `from`, in one statement, keeping
 * `is_published` equal to `status = 'published'`: false when it had moved (two clicks at once
 * make one change). The reason is the operator's rejection, cleared by any other change.
 */
export async function updateProductStatus(
  db: Db,
  productId: number,
  change: { from: readonly ProductStatus[]; to: ProductStatus; reason: string | null; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable("products")
    .set({
      status: change.to,
      is_published: change.to === "published",
      status_reason: change.reason,
      status_changed_at: change.at,
      updated_at: change.at,
    })
    .where("id", "=", productId)
    .where("status", "in", change.from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The certificates waiting with a product the operator approved: the operator saw them. */
export async function approvePendingCertifications(db: Db, productId: number, at: string, by: number) {
  await db
    .updateTable("product_certifications")
    .set({ status: "approved", reviewed_at: at, reviewed_by: by })
    .where("product_id", "=", productId)
    .where("status", "=", "pending")
    .execute();
}

/** Deletes those of `ids` that belong to the company; the number deleted. */
export async function deleteCompanyProducts(db: Db, companyId: number, ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  const result = await db
    .deleteFrom("products")
    .where("company_id", "=", companyId)
    .where("id", "in", ids)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export function setTrustedSupplier(db: Db, companyId: number, trusted: boolean) {
  return db
    .updateTable("companies")
    .set({ is_trusted_supplier: trusted })
    .where("id", "=", companyId)
    .executeTakeFirst();
}
