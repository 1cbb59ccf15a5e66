import type { Kysely } from "kysely";

/**
 * The most viewed products of every category over the last 30 days, ranked, as the product
 * page's recommendations read them (server/modules/views/category-most-viewed.ts). Counting them
 * per page view meant one GROUP BY over a category's view events on every cache miss (2.5–9 ms
 * on SQLite at 100,000 products, per category and worker); the server now counts all categories
 * in one pass every few minutes and every page reads a dozen rows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("category_most_viewed")
    .addColumn("category_code", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("views", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("category_most_viewed_pk", ["category_code", "position"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("category_most_viewed").execute();
}
