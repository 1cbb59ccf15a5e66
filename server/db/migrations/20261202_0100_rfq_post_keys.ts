import type { Kysely } from "kysely";

/**
 * A request for quotation may carry the key its form (or an API client) made for one posting:
 * the same buyer posting with the same key again (a double click, a retry after a lost answer)
 * gets the request already posted instead of a second one. Unique per buyer; requests without a
 * key (NULL) are not compared.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("rfqs").addColumn("post_key", "text").execute();
  await db.schema
    .createIndex("rfqs_buyer_post_key")
    .on("rfqs")
    .columns(["buyer_user_id", "post_key"])
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("rfqs_buyer_post_key").execute();
  await db.schema.alterTable("rfqs").dropColumn("post_key").execute();
}
