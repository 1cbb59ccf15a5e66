import { type Kysely, sql } from "kysely";
import { kit } from "../migration-kit.ts";

/** Products with every field the product page and the API show, and their child rows. */
export async function up(db: Kysely<any>): Promise<void> {
  const k = kit(db);
  await db.schema
    .createTable("products")
    .addColumn("id", "integer", k.id)
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    // The first of the ordered categories, kept here because listings filter on it.
    .addColumn("category_code", "text", (c) => c.notNull().references("categories.code"))
    .addColumn("brand", "text")
    .addColumn("packaging", "text")
    .addColumn("place_of_origin", "text", (c) => c.notNull())
    .addColumn("fob_currency", "text", (c) => c.notNull().defaultTo("USD"))
    .addColumn("fob_price_min", k.money, (c) => c.check(sql`fob_price_min >= 0`))
    .addColumn("fob_price_max", k.money, (c) => c.check(sql`fob_price_max >= 0`))
    .addColumn("fob_unit", "text")
    .addColumn("min_order_quantity", "integer", (c) => c.check(sql`min_order_quantity >= 0`))
    .addColumn("min_order_unit", "text")
    .addColumn("production_capacity", "integer")
    .addColumn("production_cap_unit", "text")
    .addColumn("production_cap_time", "text")
    .addColumn("payment_terms", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("is_cart_available", k.boolean, (c) => c.notNull().defaultTo(k.false))
    .addColumn("delivery_days", "integer")
    .addColumn("manufacture_lat", "real")
    .addColumn("manufacture_lon", "real")
    .addColumn("is_published", k.boolean, (c) => c.notNull().defaultTo(k.true))
    .addColumn("created_at", k.timestamp, (c) => c.notNull().defaultTo(k.now))
    .addColumn("updated_at", k.timestamp, (c) => c.notNull().defaultTo(k.now))
    .execute();
  await db.schema.createIndex("products_company_idx").on("products").column("company_id").execute();
  await db.schema.createIndex("products_category_idx").on("products").column("category_code").execute();
  await db.schema.createIndex("products_updated_idx").on("products").column("updated_at").execute();

  await db.schema
    .createTable("product_texts")
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("lang", "text", (c) => c.notNull().references("languages.code"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text")
    .addColumn("packaging_details", "text")
    .addPrimaryKeyConstraint("product_texts_pk", ["product_id", "lang"])
    .execute();

  await db.schema
    .createTable("product_pictures")
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("url", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("product_pictures_pk", ["product_id", "position"])
    .execute();

  await db.schema
    .createTable("product_categories")
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("category_code", "text", (c) => c.notNull().references("categories.code"))
    .addPrimaryKeyConstraint("product_categories_pk", ["product_id", "position"])
    .execute();
  await db.schema
    .createIndex("product_categories_category_idx")
    .on("product_categories")
    .columns(["category_code", "product_id"])
    .execute();

  // Variation serials: codes of additional-filter options the product has. Place of origin is
  // the product's own column (its serial 'poo.XX' is derived from it).
  await db.schema
    .createTable("product_variation_options")
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("option_code", "text", (c) =>
      c.notNull().references("variation_options.code").onDelete("cascade"),
    )
    .addPrimaryKeyConstraint("product_variation_options_pk", ["product_id", "option_code"])
    .execute();
  await db.schema
    .createIndex("product_variation_options_option_idx")
    .on("product_variation_options")
    .columns(["option_code", "product_id"])
    .execute();

  // Custom variations the buyer chooses on the product page (e.g. Colour: Red, Blue).
  await db.schema
    .createTable("product_custom_variations")
    .addColumn("id", "integer", k.id)
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("product_custom_variations_product_idx")
    .on("product_custom_variations")
    .column("product_id")
    .execute();
  await db.schema
    .createTable("product_custom_variation_values")
    .addColumn("id", "integer", k.id)
    .addColumn("variation_id", "integer", (c) =>
      c.notNull().references("product_custom_variations.id").onDelete("cascade"),
    )
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("image_url", "text")
    .execute();
  await db.schema
    .createIndex("product_custom_variation_values_variation_idx")
    .on("product_custom_variation_values")
    .column("variation_id")
    .execute();

  await db.schema
    .createTable("product_price_tiers")
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("min_quantity", "integer", (c) => c.notNull().check(sql`min_quantity > 0`))
    .addColumn("fob_price", k.money, (c) => c.notNull().check(sql`fob_price >= 0`))
    .addPrimaryKeyConstraint("product_price_tiers_pk", ["product_id", "min_quantity"])
    .execute();

  await db.schema
    .createTable("product_certifications")
    .addColumn("id", "integer", k.id)
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("authorized_organization", "text")
    .addColumn("start_date", k.date)
    .addColumn("end_date", k.date)
    .execute();
  await db.schema
    .createIndex("product_certifications_product_idx")
    .on("product_certifications")
    .column("product_id")
    .execute();
  await db.schema
    .createIndex("product_certifications_name_idx")
    .on("product_certifications")
    .column("name")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    "product_certifications",
    "product_price_tiers",
    "product_custom_variation_values",
    "product_custom_variations",
    "product_variation_options",
    "product_categories",
    "product_pictures",
    "product_texts",
    "products",
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
