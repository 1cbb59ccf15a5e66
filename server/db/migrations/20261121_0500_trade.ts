import { type Kysely, sql } from "kysely";
import { kit, oneOf } from "../migration-kit.ts";

const ORDER_STATUSES = [
  "created",
  "shipment_cost_waiting",
  "payment_waiting",
  "payment_approval_pending",
  "shipment_waiting",
  "shipped",
  "completed",
  "closed",
] as const;

/** Deals (purchase requests), comments, cart lines and orders. */
export async function up(db: Kysely<any>): Promise<void> {
  const k = kit(db);
  // One row per deal: the buyer's part (buyer_*, product_*, request_*) and the seller's part
  // (seller_*) of the deal payload. Subject, message and product name are JSON maps lang → text.
  await db.schema
    .createTable("deals")
    .addColumn("id", "integer", k.id)
    .addColumn("seller_company_id", "integer", (c) =>
      c.notNull().references("companies.id").onDelete("cascade"),
    )
    .addColumn("buyer_user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("source", "text", (c) => c.notNull().check(oneOf("source", ["storefront", "product"])))
    .addColumn("rfq_id", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("request_language", "text", (c) => c.notNull().references("languages.code"))
    .addColumn("context", "text", (c) => c.notNull().defaultTo("New"))
    .addColumn("buyer_subject", "text", (c) => c.notNull())
    .addColumn("buyer_message", "text", (c) => c.notNull())
    .addColumn("buyer_pictures", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("buyer_request_date", k.date)
    .addColumn("product_id", "integer", (c) => c.references("products.id").onDelete("set null"))
    .addColumn("product_category_code", "text", (c) => c.references("categories.code").onDelete("set null"))
    .addColumn("product_name", "text")
    .addColumn("product_quantity", k.money, (c) => c.notNull().defaultTo(0))
    .addColumn("product_unit_type", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("request_company", "text")
    .addColumn("request_user_name", "text", (c) => c.notNull())
    .addColumn("request_user_mail", "text", (c) => c.notNull())
    .addColumn("request_user_phone", "text", (c) => c.notNull())
    .addColumn("seller_title", "text")
    .addColumn("seller_status", "text", (c) => c.notNull().defaultTo("Open"))
    .addColumn("seller_stage", "text", (c) => c.notNull().defaultTo("Contacted"))
    .addColumn("created_at", k.timestamp, (c) => c.notNull().defaultTo(k.now))
    .addColumn("updated_at", k.timestamp, (c) => c.notNull().defaultTo(k.now))
    .execute();
  await db.schema
    .createIndex("deals_seller_idx")
    .on("deals")
    .columns(["seller_company_id", "created_at"])
    .execute();
  await db.schema.createIndex("deals_buyer_idx").on("deals").column("buyer_user_id").execute();

  await db.schema
    .createTable("comments")
    .addColumn("id", "integer", k.id)
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("stars", "integer", (c) => c.notNull().check(sql`stars between 1 and 5`))
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("is_approved", k.boolean, (c) => c.notNull().defaultTo(k.false))
    .addColumn("approved_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", k.timestamp, (c) => c.notNull().defaultTo(k.now))
    .execute();
  await db.schema
    .createIndex("comments_product_idx")
    .on("comments")
    .columns(["product_id", "is_approved", "created_at"])
    .execute();
  await db.schema.createIndex("comments_user_idx").on("comments").column("user_id").execute();

  // variation_key is the chosen pairs in a canonical text form, so the same product with the
  // same choices is one line whose quantity grows.
  await db.schema
    .createTable("cart_lines")
    .addColumn("id", "integer", k.id)
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("supplier_company_id", "integer", (c) =>
      c.notNull().references("companies.id").onDelete("cascade"),
    )
    .addColumn("quantity", "integer", (c) => c.notNull().check(sql`quantity between 1 and 99999`))
    .addColumn("variation_value_pairs", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("variation_key", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", k.timestamp, (c) => c.notNull().defaultTo(k.now))
    .addColumn("updated_at", k.timestamp, (c) => c.notNull().defaultTo(k.now))
    .addUniqueConstraint("cart_lines_unique", ["user_id", "product_id", "variation_key"])
    .execute();

  await db.schema
    .createTable("orders")
    .addColumn("id", "integer", k.id)
    .addColumn("buyer_user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("supplier_company_id", "integer", (c) =>
      c.notNull().references("companies.id").onDelete("cascade"),
    )
    .addColumn("status", "text", (c) =>
      c.notNull().defaultTo("created").check(oneOf("status", ORDER_STATUSES)),
    )
    .addColumn("currency", "text", (c) => c.notNull().defaultTo("USD"))
    .addColumn("goods_total", k.money, (c) => c.notNull())
    .addColumn("shipment_cost", k.money)
    .addColumn("note", "text")
    .addColumn("created_at", k.timestamp, (c) => c.notNull().defaultTo(k.now))
    .addColumn("updated_at", k.timestamp, (c) => c.notNull().defaultTo(k.now))
    .execute();
  await db.schema
    .createIndex("orders_buyer_idx")
    .on("orders")
    .columns(["buyer_user_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("orders_supplier_idx")
    .on("orders")
    .columns(["supplier_company_id", "status"])
    .execute();
  await db.schema
    .createTable("order_lines")
    .addColumn("id", "integer", k.id)
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("product_id", "integer", (c) => c.references("products.id").onDelete("set null"))
    .addColumn("product_name", "text", (c) => c.notNull())
    .addColumn("quantity", "integer", (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn("unit_price", k.money, (c) => c.notNull())
    .addColumn("variation_value_pairs", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();
  await db.schema.createIndex("order_lines_order_idx").on("order_lines").column("order_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ["order_lines", "orders", "cart_lines", "comments", "deals"]) {
    await db.schema.dropTable(t).execute();
  }
}
