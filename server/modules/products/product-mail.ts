import type { AppDeps } from "#server/deps.ts";
import type { Db } from "#server/db/connect.ts";
import { notifyCompanyOwners } from "#server/modules/notifications/index.ts";
import { findTextRows } from "./product-write.repo.ts";

/** The product's name for an e-mail: in its source language, else English, else any. */
async function productName(db: Db, productId: number): Promise<string> {
  const rows = await findTextRows(db, productId);
  return (
    (rows.find((r) => r.origin === "source") ?? rows.find((r) => r.lang === "en") ?? rows[0])?.name ??
    `#${productId}`
  );
}

/**
 * Tells the company's owners, each in their own language, what the operator decided about one of
 * their products (`kind`: product.approve, product.reject, productChange.approve,
 * productChange.reject), with the reason; answers reach the support desk.
 */
export async function notifyProductOwners(
  deps: Pick<AppDeps, "clock" | "config">,
  db: Db,
  companyId: number,
  productId: number,
  kind: string,
  reason: string | null,
): Promise<void> {
  await notifyCompanyOwners({ db, clock: deps.clock }, companyId, {
    kind,
    subjectKey: `supplier.mail.${kind}.subject`,
    bodyKey: `supplier.mail.${kind}.body`,
    params: { product: await productName(db, productId), reason: reason ?? "", id: productId },
    replyTo: deps.config.supportEmail,
  });
}
