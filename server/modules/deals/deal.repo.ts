import type { Insertable } from "kysely";
import type { Db } from "#server/db/connect.ts";
import type { Database } from "#server/db/schema.ts";

export type DealValues = Insertable<Database["deals"]>;

export async function insertDeal(db: Db, values: DealValues): Promise<number> {
  const row = await db.insertInto("deals").values(values).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A company's inquiries: those received since `since`, and those still waiting for an answer
 * (open, and nobody of the company has replied yet), whenever they came.
 */
export async function countCompanyDeals(db: Db, companyId: number, since: string) {
  const row = await db
    .selectFrom("deals")
    .select((eb) => [
      eb.fn
        .sum<string | number | null>(eb.case().when("created_at", ">=", since).then(1).else(0).end())
        .as("received"),
      eb.fn
        .sum<string | number | null>(
          eb
            .case()
            .when(eb.and([eb("seller_status", "=", "Open"), eb("first_reply_at", "is", null)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as("open"),
    ])
    .where("seller_company_id", "=", companyId)
    .executeTakeFirstOrThrow();
  return { received: Number(row.received ?? 0), unanswered: Number(row.open ?? 0) };
}

/** The subjects (lang → text maps) and request languages of the deals `ids` of one conversation. */
export function findDealSubjects(db: Db, conversationId: number, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .selectFrom("deals")
    .select(["id", "buyer_subject", "request_language"])
    .where("conversation_id", "=", conversationId)
    .where("id", "in", ids)
    .execute();
}
