import type { Db } from "#server/db/connect.ts";

/**
 * Every deal the buyer started, the newest first, with the supplier's name and logo and whether
 * their conversation with that supplier holds a supplier message they have not read. Nothing of
 * the supplier's own side (notes, assignee, status, stage, lost reason) is read here.
 */
export function findBuyerInquiries(db: Db, buyerUserId: number, limit: number) {
  return db
    .selectFrom("deals as d")
    .innerJoin("companies as co", "co.id", "d.seller_company_id")
    .leftJoin("conversations as c", "c.id", "d.conversation_id")
    .select((eb) => [
      "d.id",
      "d.source",
      "d.request_language",
      "d.buyer_subject",
      "d.product_id",
      "d.product_name",
      "d.context",
      "d.conversation_id",
      "d.created_at",
      "co.id as company_id",
      "co.name as company_name",
      "co.logo_url as company_logo",
      eb
        .exists(
          eb
            .selectFrom("conversation_messages as m")
            .select("m.id")
            .whereRef("m.conversation_id", "=", "c.id")
            .where("m.sender_side", "=", "seller")
            .whereRef("m.id", ">", "c.buyer_read_message_id"),
        )
        .as("has_unread"),
    ])
    .where("d.buyer_user_id", "=", buyerUserId)
    .orderBy("d.created_at", "desc")
    .orderBy("d.id", "desc")
    .limit(limit)
    .execute();
}
