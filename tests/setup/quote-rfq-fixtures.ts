import type { TestDeps } from "./test-db.ts";

/** The request's leaf category, which the quote world's suppliers sell in (directly or by its parent). */
export const RFQ_CATEGORY = "100100";

/**
 * The request-for-quotation part of the quote world: the buyer's requests, and reading one back
 * as the tests check it.
 */
export function rfqFixtures(d: TestDeps, buyerId: number) {
  const now = () => d.clock.now();
  const iso = (ms: number) => new Date(ms).toISOString();

  /** The buyer's request for 1,000 pieces in the leaf category, open for 14 days with 10 places. */
  const rfq = async (values: Record<string, unknown> = {}) => {
    const at = iso(now());
    const { id } = await d.db
      .insertInto("rfqs")
      .values({
        buyer_user_id: buyerId,
        buyer_company: "Martin Import SARL",
        buyer_country: "FR",
        category_code: RFQ_CATEGORY,
        source_lang: "fr",
        quantity: 1000,
        unit: "piece",
        target_price_e4: 75000,
        currency: "USD",
        destination_country: "FR",
        destination_port: "Le Havre",
        incoterm: "CIF",
        certificates: JSON.stringify(["OEKO-TEX"]),
        max_quotes: 10,
        closes_at: iso(now() + 14 * 86_400_000),
        created_at: at,
        updated_at: at,
        ...values,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await d.db
      .insertInto("rfq_texts")
      .values([
        {
          rfq_id: id,
          lang: "fr",
          title: "Serviettes de bain",
          description: "1000 serviettes blanches",
          origin: "source",
          created_at: at,
        },
        {
          rfq_id: id,
          lang: "en",
          title: "Bath towels",
          description: "1000 white towels",
          origin: "machine",
          created_at: at,
        },
      ])
      .execute();
    return id;
  };

  const readRfq = (id: number) =>
    d.db.selectFrom("rfqs").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  return { rfq, readRfq };
}
