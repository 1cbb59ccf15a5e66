import type { Kysely } from "kysely";
import { kit } from "../migration-kit.ts";

/** Supplier companies with every field the storefront and the API show, their texts, websites and categories. */
export async function up(db: Kysely<any>): Promise<void> {
  const k = kit(db);
  await db.schema
    .createTable("companies")
    .addColumn("id", "integer", k.id)
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("legal_owner", "text")
    .addColumn("logo_url", "text")
    .addColumn("is_verified", k.boolean, (c) => c.notNull().defaultTo(k.false))
    .addColumn("email", "text")
    .addColumn("office_phone", "text")
    .addColumn("mobile_phone", "text")
    .addColumn("address", "text")
    .addColumn("country", "text", (c) => c.notNull())
    .addColumn("city", "text")
    .addColumn("zip", "text")
    .addColumn("latitude", "real")
    .addColumn("longitude", "real")
    .addColumn("registered_year", "integer")
    .addColumn("annual_sales_volume", "text")
    .addColumn("employees", "text")
    .addColumn("export_percentage", "integer")
    .addColumn("office_size", "text")
    .addColumn("rd_staff", "integer")
    .addColumn("qc_staff", "integer")
    .addColumn("main_markets", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("customers", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("payment_types", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("delivery_terms", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("currencies", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("ports", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("spoken_languages", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("minimum_order_value", k.money)
    .addColumn("minimum_order_currency", "text")
    .addColumn("average_lead_time", "text")
    .addColumn("created_at", k.timestamp, (c) => c.notNull().defaultTo(k.now))
    .addColumn("updated_at", k.timestamp, (c) => c.notNull().defaultTo(k.now))
    .execute();
  await db.schema.createIndex("companies_country_idx").on("companies").column("country").execute();
  await db.schema.createIndex("companies_name_idx").on("companies").column("name").execute();

  // Texts the supplier writes per language; English is the fallback.
  await db.schema
    .createTable("company_texts")
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("lang", "text", (c) => c.notNull().references("languages.code"))
    .addColumn("introduction_html", "text")
    .addColumn("main_products", "text")
    .addPrimaryKeyConstraint("company_texts_pk", ["company_id", "lang"])
    .execute();

  await db.schema
    .createTable("company_business_types")
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("business_type", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("company_business_types_pk", ["company_id", "business_type"])
    .execute();
  await db.schema
    .createIndex("company_business_types_type_idx")
    .on("company_business_types")
    .column("business_type")
    .execute();

  await db.schema
    .createTable("company_certifications")
    .addColumn("id", "integer", k.id)
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("authorizing_body", "text")
    .addColumn("start_date", k.date)
    .addColumn("end_date", k.date)
    .execute();
  await db.schema
    .createIndex("company_certifications_company_idx")
    .on("company_certifications")
    .column("company_id")
    .execute();
  await db.schema
    .createIndex("company_certifications_name_idx")
    .on("company_certifications")
    .column("name")
    .execute();

  // The storefront: its host name key (company-subdomain mode), banners and theme colour.
  await db.schema
    .createTable("company_websites")
    .addColumn("company_id", "integer", (c) => c.primaryKey().references("companies.id").onDelete("cascade"))
    .addColumn("name_key", "text", (c) => c.notNull().unique())
    .addColumn("theme_color", "text")
    .addColumn("banner_pictures", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();

  await db.schema
    .createTable("company_categories")
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("category_code", "text", (c) => c.notNull().references("categories.code").onDelete("cascade"))
    .addPrimaryKeyConstraint("company_categories_pk", ["company_id", "category_code"])
    .execute();
  await db.schema
    .createIndex("company_categories_category_idx")
    .on("company_categories")
    .column("category_code")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    "company_categories",
    "company_websites",
    "company_certifications",
    "company_business_types",
    "company_texts",
    "companies",
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
