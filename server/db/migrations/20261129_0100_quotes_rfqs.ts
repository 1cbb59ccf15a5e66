import { type Kysely, sql } from "kysely";
import { kit, oneOf } from "../migration-kit.ts";

// Frozen copies of the lists in core/rules (a later change of them is a new migration).
const QUOTE_STATUSES = [
  "draft",
  "sent",
  "seen",
  "accepted",
  "declined",
  "changes_requested",
  "expired",
  "withdrawn",
  "superseded",
];
const BALANCE_DUE = ["before_shipment", "against_documents", "on_arrival", "net_30"];
const QUOTE_SHIPPING = ["included", "cost", "to_quote"];
const RFQ_CLOSED_REASONS = ["full", "expired", "closed_by_buyer", "awarded"];

/**
 * Requests for quotation and quotes.
 *
 * Money is exact, as in orders: integers of ten-thousandths of the currency unit (`_e4`).
 *
 * - rfqs: one buyer's request to every supplier of a leaf category. `quote_count` against
 *   `max_quotes` and `status` are the guard of quoting: taking a place is one update that names
 *   `status = 'open'` and `quote_count < max_quotes` (so two suppliers quoting the last place at
 *   once: exactly one gets it), and that closes the request when it takes the last place.
 *   `version` guards the buyer's own changes (close, extend, award).
 * - rfq_texts: the title and description per language: the buyer's own (`source`) and machine
 *   translations made by a job for the suppliers' languages.
 * - rfq_attachments: the buyer's files (bytes in the private store).
 * - quotes: one supplier's quote thread to one buyer, from an inquiry (`deal_id`, at most one
 *   thread per inquiry) or for a request (`rfq_id`, at most one thread per company and request).
 *   `current_number` is its latest revision; `is_buyer_revealed` turns true when the buyer first
 *   answers the quote (the supplier of a request sees the buyer's name and contacts from then on).
 * - quote_revisions: each version of the quote; `status` with `version` guards every change. A
 *   sent revision's terms never change.
 * - quote_lines: a revision's lines with their price rows (JSON [{from, priceE4}], exact integers).
 * - quote_attachments: a revision's files (a new revision carries its predecessor's over).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const k = kit(db);
  const money = "bigint" as const;

  await db.schema
    .createTable("rfqs")
    .addColumn("id", "integer", k.id)
    .addColumn("buyer_user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("buyer_company", "text")
    .addColumn("buyer_country", "text", (c) => c.notNull())
    .addColumn("category_code", "text", (c) => c.notNull().references("categories.code").onDelete("restrict"))
    .addColumn("source_lang", "text", (c) => c.notNull().references("languages.code"))
    .addColumn("quantity", "integer", (c) => c.notNull().check(sql`quantity between 1 and 99999999`))
    .addColumn("unit", "text", (c) => c.notNull())
    .addColumn("target_price_e4", money, (c) => c.check(sql`target_price_e4 > 0`))
    .addColumn("currency", "text")
    .addColumn("destination_country", "text", (c) => c.notNull())
    .addColumn("destination_port", "text")
    .addColumn("incoterm", "text")
    .addColumn("needed_by", k.date)
    .addColumn("certificates", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("max_quotes", "integer", (c) => c.notNull().check(sql`max_quotes between 1 and 50`))
    .addColumn("quote_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("status", "text", (c) =>
      c
        .notNull()
        .defaultTo("open")
        .check(oneOf("status", ["open", "closed"])),
    )
    .addColumn("closed_reason", "text", (c) => c.check(oneOf("closed_reason", RFQ_CLOSED_REASONS)))
    .addColumn("closed_note", "text")
    .addColumn("closes_at", k.timestamp, (c) => c.notNull())
    .addColumn("closed_at", k.timestamp)
    .addColumn("is_extended", k.boolean, (c) => c.notNull().defaultTo(k.false))
    .addColumn("awarded_quote_id", "integer")
    .addColumn("is_digest_sent", k.boolean, (c) => c.notNull().defaultTo(k.false))
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", k.timestamp, (c) => c.notNull())
    .addColumn("updated_at", k.timestamp, (c) => c.notNull())
    .addCheckConstraint("rfqs_quote_count_rule", sql`quote_count between 0 and max_quotes`)
    .addCheckConstraint("rfqs_closed_has_reason", sql`status <> 'closed' or closed_reason is not null`)
    .execute();
  await db.schema
    .createIndex("rfqs_open_idx")
    .on("rfqs")
    .columns(["status", "category_code", "created_at"])
    .execute();
  await db.schema.createIndex("rfqs_closes_idx").on("rfqs").columns(["status", "closes_at"]).execute();
  await db.schema.createIndex("rfqs_buyer_idx").on("rfqs").columns(["buyer_user_id", "created_at"]).execute();

  await db.schema
    .createTable("rfq_texts")
    .addColumn("rfq_id", "integer", (c) => c.notNull().references("rfqs.id").onDelete("cascade"))
    .addColumn("lang", "text", (c) => c.notNull().references("languages.code"))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("origin", "text", (c) => c.notNull().check(oneOf("origin", ["source", "machine"])))
    .addColumn("created_at", k.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint("rfq_texts_pk", ["rfq_id", "lang"])
    .execute();

  await db.schema
    .createTable("rfq_attachments")
    .addColumn("id", "integer", k.id)
    .addColumn("rfq_id", "integer", (c) => c.notNull().references("rfqs.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("storage_key", "text", (c) => c.notNull().unique())
    .addColumn("original_name", "text", (c) => c.notNull())
    .addColumn("media_type", "text", (c) => c.notNull())
    .addColumn("byte_size", "integer", (c) => c.notNull())
    .addColumn("sha256", "text", (c) => c.notNull())
    .addColumn("created_at", k.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("rfq_attachments_rfq_idx").on("rfq_attachments").column("rfq_id").execute();

  await db.schema
    .createTable("quotes")
    .addColumn("id", "integer", k.id)
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("buyer_user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("deal_id", "integer", (c) => c.references("deals.id").onDelete("set null"))
    .addColumn("rfq_id", "integer", (c) => c.references("rfqs.id").onDelete("cascade"))
    .addColumn("current_number", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("is_buyer_revealed", k.boolean, (c) => c.notNull().defaultTo(k.false))
    .addColumn("created_by_user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", k.timestamp, (c) => c.notNull())
    .addColumn("updated_at", k.timestamp, (c) => c.notNull())
    .execute();
  // One thread per company and request, one per inquiry (NULLs are distinct on both databases).
  await db.schema
    .createIndex("quotes_rfq_company_uq")
    .on("quotes")
    .columns(["rfq_id", "company_id"])
    .unique()
    .execute();
  await db.schema.createIndex("quotes_deal_uq").on("quotes").column("deal_id").unique().execute();
  await db.schema
    .createIndex("quotes_company_idx")
    .on("quotes")
    .columns(["company_id", "updated_at"])
    .execute();
  await db.schema
    .createIndex("quotes_buyer_idx")
    .on("quotes")
    .columns(["buyer_user_id", "updated_at"])
    .execute();

  await db.schema
    .createTable("quote_revisions")
    .addColumn("id", "integer", k.id)
    .addColumn("quote_id", "integer", (c) => c.notNull().references("quotes.id").onDelete("cascade"))
    .addColumn("number", "integer", (c) => c.notNull().check(sql`number >= 1`))
    .addColumn("status", "text", (c) => c.notNull().check(oneOf("status", QUOTE_STATUSES)))
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("incoterm", "text")
    .addColumn("named_place", "text")
    .addColumn("deposit_percent", "integer", (c) => c.check(sql`deposit_percent between 1 and 99`))
    .addColumn("balance_due", "text", (c) => c.check(oneOf("balance_due", BALANCE_DUE)))
    .addColumn("lead_time_days", "integer", (c) => c.notNull())
    .addColumn("shipping", "text", (c) => c.notNull().check(oneOf("shipping", QUOTE_SHIPPING)))
    .addColumn("shipping_cost_e4", money, (c) => c.check(sql`shipping_cost_e4 >= 0`))
    .addColumn("valid_until", k.date, (c) => c.notNull())
    .addColumn("note", "text")
    .addColumn("reason", "text")
    .addColumn("order_id", "integer", (c) => c.references("orders.id").onDelete("set null"))
    .addColumn("is_reminded", k.boolean, (c) => c.notNull().defaultTo(k.false))
    .addColumn("created_by_user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("decided_by_user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", k.timestamp, (c) => c.notNull())
    .addColumn("updated_at", k.timestamp, (c) => c.notNull())
    .addColumn("sent_at", k.timestamp)
    .addColumn("seen_at", k.timestamp)
    .addColumn("decided_at", k.timestamp)
    .addCheckConstraint("quote_revisions_cost_rule", sql`shipping <> 'cost' or shipping_cost_e4 is not null`)
    .execute();
  await db.schema
    .createIndex("quote_revisions_number_uq")
    .on("quote_revisions")
    .columns(["quote_id", "number"])
    .unique()
    .execute();
  await db.schema
    .createIndex("quote_revisions_valid_idx")
    .on("quote_revisions")
    .columns(["status", "valid_until"])
    .execute();

  await db.schema
    .createTable("quote_lines")
    .addColumn("id", "integer", k.id)
    .addColumn("revision_id", "integer", (c) =>
      c.notNull().references("quote_revisions.id").onDelete("cascade"),
    )
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("product_id", "integer", (c) => c.references("products.id").onDelete("set null"))
    .addColumn("product_name", "text", (c) => c.notNull())
    .addColumn("variations", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("quantity", "integer", (c) => c.notNull().check(sql`quantity between 1 and 99999999`))
    .addColumn("unit", "text", (c) => c.notNull())
    .addColumn("price_rows", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("quote_lines_revision_idx")
    .on("quote_lines")
    .columns(["revision_id", "position"])
    .execute();

  await db.schema
    .createTable("quote_attachments")
    .addColumn("id", "integer", k.id)
    .addColumn("revision_id", "integer", (c) =>
      c.notNull().references("quote_revisions.id").onDelete("cascade"),
    )
    .addColumn("storage_key", "text", (c) => c.notNull())
    .addColumn("original_name", "text", (c) => c.notNull())
    .addColumn("media_type", "text", (c) => c.notNull())
    .addColumn("byte_size", "integer", (c) => c.notNull())
    .addColumn("sha256", "text", (c) => c.notNull())
    .addColumn("created_at", k.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("quote_attachments_revision_idx")
    .on("quote_attachments")
    .column("revision_id")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    "quote_attachments",
    "quote_lines",
    "quote_revisions",
    "quotes",
    "rfq_attachments",
    "rfq_texts",
    "rfqs",
  ])
    await db.schema.dropTable(t).execute();
}
