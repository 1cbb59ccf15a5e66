import type { Db } from "#server/db/connect.ts";
import { findDealForOrderRow } from "./deal-for-order.repo.ts";
import { textIn, textMap } from "./inquiry-view.ts";

/** One of the company's inquiries as a supplier drafting an order for its buyer sees it. */
export interface DealForOrder {
  id: number;
  /** The buyer's account; null when the inquiry came from someone without one (no order can be drafted). */
  buyerUserId: number | null;
  /** The language the buyer wrote in. */
  buyerLang: string;
  subject: string;
  buyerName: string;
  buyerCompany: string | null;
  productId: number | null;
  quantity: number;
  unit: string;
}

/**
 * The company's inquiry `dealId` for drafting an order, its subject in `lang`; undefined when the
 * company has none with that id (another company's inquiry is as unknown as a made-up one).
 */
export async function findDealForOrder(
  db: Db,
  companyId: number,
  dealId: number,
  lang: string,
): Promise<DealForOrder | undefined> {
  const row = await findDealForOrderRow(db, companyId, dealId);
  if (!row) return undefined;
  return {
    id: row.id,
    buyerUserId: row.buyer_user_id,
    buyerLang: row.request_language,
    subject: textIn(textMap(row.buyer_subject), lang, row.request_language),
    buyerName: row.request_user_name,
    buyerCompany: row.request_company,
    productId: row.product_id,
    quantity: Number(row.product_quantity),
    unit: row.product_unit_type,
  };
}
