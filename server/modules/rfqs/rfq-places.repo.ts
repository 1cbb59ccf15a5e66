import { sql } from "kysely";
import type { Db } from "#server/db/connect.ts";

/**
 * A request a company may quote on at `now`: open, before its deadline, with a place left, and in
 * a category the company (active) sells in — one of its categories is the request's leaf or an
 * ancestor of it (category codes grow by three characters a level, so an ancestor is a prefix) —
 * and not posted by one of the company's own members.
 * Undefined when any of that fails.
 */
export async function findQuotableRfq(db: Db, rfqId: number, companyId: number, now: string) {
  return (
    db
      .selectFrom("rfqs")
      .select(["id", "buyer_user_id", "quantity", "unit", "currency", "status", "closes_at"])
      .where("id", "=", rfqId)
      .where("status", "=", "open")
      .where("closes_at", ">", now)
      .where(sql<boolean>`quote_count < max_quotes`)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom("company_categories as cc")
            .innerJoin("companies as c", "c.id", "cc.company_id")
            .select(sql`1`.as("one"))
            .where("cc.company_id", "=", companyId)
            .where("c.status", "=", "active")
            .where(sql<boolean>`substr(rfqs.category_code, 1, length(cc.category_code)) = cc.category_code`),
        ),
      )
      // A company does not quote a request its own member posted (buying for it).
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom("company_members as cm")
              .select(sql`1`.as("one"))
              .where("cm.company_id", "=", companyId)
              .whereRef("cm.user_id", "=", "rfqs.buyer_user_id"),
          ),
        ),
      )
      .executeTakeFirst()
  );
}

/** Whether the request was posted by one of the company's own members (who buy for it). */
export async function isPostedByMember(db: Db, rfqId: number, companyId: number): Promise<boolean> {
  const row = await db
    .selectFrom("rfqs")
    .innerJoin("company_members as cm", "cm.user_id", "rfqs.buyer_user_id")
    .select("rfqs.id")
    .where("rfqs.id", "=", rfqId)
    .where("cm.company_id", "=", companyId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Takes one of the request's quote places, and closes the request as full when it was the last:
 * one statement that names the open status and a free place, so of two suppliers quoting the last
 * place at once exactly one gets it (both databases evaluate every SET against the row as it was).
 * Whether the place was taken.
 */
export async function takeRfqPlace(db: Db, rfqId: number, now: string): Promise<boolean> {
  const full = sql<boolean>`quote_count + 1 >= max_quotes`;
  const result = await db
    .updateTable("rfqs")
    .set({
      quote_count: sql`quote_count + 1`,
      status: sql`case when ${full} then 'closed' else 'open' end`,
      // The other branch is the column itself (null while open): PostgreSQL then types the
      // time given as the column's timestamptz, where "else null" would leave it text.
      closed_reason: sql`case when ${full} then 'full' else closed_reason end`,
      closed_at: sql`case when ${full} then ${now} else closed_at end`,
      updated_at: now,
    })
    .where("id", "=", rfqId)
    .where("status", "=", "open")
    .where("closes_at", ">", now)
    .where(sql<boolean>`quote_count < max_quotes`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Records that the buyer accepted one of the request's quotes: the request closes as awarded (if
 * it was still open; a request already full or past its deadline is awarded too). Only once: a
 * request already awarded is left as it is. Whether it was recorded.
 */
export async function awardRfq(db: Db, rfqId: number, quoteId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable("rfqs")
    .set({
      status: "closed",
      closed_reason: "awarded",
      closed_at: now,
      awarded_quote_id: quoteId,
      version: sql`version + 1`,
      updated_at: now,
    })
    .where("id", "=", rfqId)
    .where("awarded_quote_id", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
