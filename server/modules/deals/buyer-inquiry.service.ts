import type { BuyerContext } from "#core/schemas/inquiries.ts";
import type { AppDeps } from "#server/deps.ts";
import { findBuyerInquiries } from "./buyer-inquiry.repo.ts";
import { textIn, textMap } from "./inquiry-view.ts";

/** The most inquiries the buyer's list shows (the newest). */
export const BUYER_INQUIRY_LIMIT = 200;

/**
 * Every inquiry the buyer started, in their language: the supplier, product, subject, where it
 * stands for them and whether the supplier wrote something they have not read. The supplier's
 * own side (notes, assignee, status, stage) is not part of it.
 */
export async function listBuyerInquiries(deps: Pick<AppDeps, "db">, buyerUserId: number, lang: string) {
  const rows = await findBuyerInquiries(deps.db, buyerUserId, BUYER_INQUIRY_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    source: row.source,
    subject: textIn(textMap(row.buyer_subject), lang, row.request_language),
    productId: row.product_id,
    productName: row.product_name
      ? textIn(textMap(row.product_name), lang, row.request_language) || null
      : null,
    context: row.context as BuyerContext,
    conversationId: row.conversation_id,
    hasUnread: Boolean(row.has_unread),
    createdAt: row.created_at,
    company: { id: row.company_id, name: row.company_name, logo: row.company_logo },
  }));
}
export type BuyerInquiry = Awaited<ReturnType<typeof listBuyerInquiries>>[number];
