import type { Kysely } from "kysely";
import { kit, oneOf } from "../migration-kit.ts";

/** Help center, SEO, static pages, campaigns, view events, home-page merchandising, audit log. */
export async function up(db: Kysely<any>): Promise<void> {
  const k = kit(db);
  await db.schema
    .createTable("help_contact_items")
    .addColumn("id", "integer", k.id)
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("archived_at", k.timestamp)
    .addColumn("created_at", k.timestamp, (c) => c.notNull().defaultTo(k.now))
    .execute();
  await db.schema
    .createIndex("help_contact_items_list_idx")
    .on("help_contact_items")
    .columns(["archived_at", "created_at"])
    .execute();

  // SEO records: a page's title, description and keywords, and for landing pages the saved search.
  await db.schema
    .createTable("seo_records")
    .addColumn("id", "integer", k.id)
    .addColumn("lang", "text", (c) => c.notNull().references("languages.code"))
    .addColumn("seo_url", "text", (c) => c.notNull())
    .addColumn("page_title", "text", (c) => c.notNull())
    .addColumn("page_description", "text")
    .addColumn("keywords", "text")
    .addColumn("content_html", "text")
    .addColumn("category_code", "text", (c) => c.references("categories.code").onDelete("set null"))
    .addColumn("search_query", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("created_at", k.timestamp, (c) => c.notNull().defaultTo(k.now))
    .addColumn("updated_at", k.timestamp, (c) => c.notNull().defaultTo(k.now))
    .execute();
  await db.schema
    .createIndex("seo_records_lang_idx")
    .on("seo_records")
    .columns(["lang", "page_title"])
    .execute();
  await db.schema.createIndex("seo_records_category_idx").on("seo_records").column("category_code").execute();

  await db.schema
    .createTable("category_seo")
    .addColumn("category_code", "text", (c) => c.notNull().references("categories.code").onDelete("cascade"))
    .addColumn("lang", "text", (c) => c.notNull().references("languages.code"))
    .addColumn("title", "text")
    .addColumn("description", "text")
    .addColumn("keywords", "text")
    .addColumn("content_html", "text")
    .addColumn("banners", "text", (c) => c.notNull().defaultTo("[]"))
    .addPrimaryKeyConstraint("category_seo_pk", ["category_code", "lang"])
    .execute();

  // Static pages of the route table (about-us, site-rules, …), editable per language.
  await db.schema
    .createTable("content_pages")
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("lang", "text", (c) => c.notNull().references("languages.code"))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("body_html", "text", (c) => c.notNull())
    .addColumn("updated_at", k.timestamp, (c) => c.notNull().defaultTo(k.now))
    .addPrimaryKeyConstraint("content_pages_pk", ["slug", "lang"])
    .execute();

  // Campaigns go to a contact list; unsubscribe links carry cid (contact), campid, clid, email.
  await db.schema
    .createTable("contact_lists")
    .addColumn("id", "integer", k.id)
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("created_at", k.timestamp, (c) => c.notNull().defaultTo(k.now))
    .execute();
  await db.schema
    .createTable("contacts")
    .addColumn("id", "integer", k.id)
    .addColumn("contact_list_id", "integer", (c) =>
      c.notNull().references("contact_lists.id").onDelete("cascade"),
    )
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("name", "text")
    .addColumn("unsubscribed_at", k.timestamp)
    .addColumn("created_at", k.timestamp, (c) => c.notNull().defaultTo(k.now))
    .addUniqueConstraint("contacts_list_email_unique", ["contact_list_id", "email"])
    .execute();
  await db.schema
    .createTable("campaigns")
    .addColumn("id", "integer", k.id)
    .addColumn("contact_list_id", "integer", (c) =>
      c.notNull().references("contact_lists.id").onDelete("cascade"),
    )
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("body_html", "text", (c) => c.notNull())
    .addColumn("sent_at", k.timestamp)
    .addColumn("created_at", k.timestamp, (c) => c.notNull().defaultTo(k.now))
    .execute();

  await db.schema
    .createTable("product_view_events")
    .addColumn("id", "integer", k.id)
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("viewed_at", k.timestamp, (c) => c.notNull().defaultTo(k.now))
    .execute();
  await db.schema
    .createIndex("product_view_events_product_idx")
    .on("product_view_events")
    .columns(["product_id", "viewed_at"])
    .execute();
  await db.schema
    .createIndex("product_view_events_time_idx")
    .on("product_view_events")
    .column("viewed_at")
    .execute();

  // Home-page merchandising, managed by admins. A banner without lang shows in every language.
  await db.schema
    .createTable("home_banners")
    .addColumn("id", "integer", k.id)
    .addColumn("lang", "text", (c) => c.references("languages.code"))
    .addColumn("image_url", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("target_url", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("is_active", k.boolean, (c) => c.notNull().defaultTo(k.true))
    .execute();
  await db.schema
    .createTable("home_sponsor_companies")
    .addColumn("company_id", "integer", (c) => c.primaryKey().references("companies.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("home_products")
    .addColumn("kind", "text", (c) => c.notNull().check(oneOf("kind", ["recommended", "opportunity"])))
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("home_products_pk", ["kind", "product_id"])
    .execute();
  // The three category product rows and the four large category tiles.
  await db.schema
    .createTable("home_categories")
    .addColumn("slot", "text", (c) => c.notNull().check(oneOf("slot", ["row", "tile"])))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("category_code", "text", (c) => c.notNull().references("categories.code").onDelete("cascade"))
    .addColumn("image_url", "text")
    .addPrimaryKeyConstraint("home_categories_pk", ["slot", "position"])
    .execute();

  await db.schema
    .createTable("audit_log")
    .addColumn("id", "integer", k.id)
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("entity", "text", (c) => c.notNull())
    .addColumn("entity_id", "text")
    .addColumn("details", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("created_at", k.timestamp, (c) => c.notNull().defaultTo(k.now))
    .execute();
  await db.schema.createIndex("audit_log_time_idx").on("audit_log").column("created_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    "audit_log",
    "home_categories",
    "home_products",
    "home_sponsor_companies",
    "home_banners",
    "product_view_events",
    "campaigns",
    "contacts",
    "contact_lists",
    "content_pages",
    "category_seo",
    "seo_records",
    "help_contact_items",
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
