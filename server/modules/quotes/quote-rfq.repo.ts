import type { Db } from "#server/db/connect.ts";

/*
 * What quoting reads of a request for quotation (the rfqs module owns the table and its changes;
 * quotes take a place and award through its index.ts).
 */

/** The request as a supplier quoting it and its buyer comparing quotes read it. */
export function findRfq(db: Db, rfqId: number) {
  return db
    .selectFrom("rfqs")
    .select([
      "id",
      "buyer_user_id",
      "buyer_company",
      "buyer_country",
      "category_code",
      "source_lang",
      "quantity",
      "unit",
      "target_price_e4",
      "currency",
      "destination_country",
      "destination_port",
      "incoterm",
      "needed_by",
      "certificates",
      "max_quotes",
      "quote_count",
      "status",
      "closed_reason",
      "closes_at",
    ])
    .where("id", "=", rfqId)
    .executeTakeFirst();
}
export type RfqRow = NonNullable<Awaited<ReturnType<typeof findRfq>>>;

/** The request's title and description in each language it has (the buyer's own and translations). */
export function findRfqTexts(db: Db, rfqIds: readonly number[]) {
  if (!rfqIds.length) return Promise.resolve([]);
  return db
    .selectFrom("rfq_texts")
    .select(["rfq_id", "lang", "title", "description", "origin"])
    .where("rfq_id", "in", rfqIds as number[])
    .execute();
}
