import { type Kysely, sql } from "kysely";
import { kit, oneOf } from "../migration-kit.ts";

const ORDER_STATUSES = [
  "proposed",
  "created",
  "shipment_cost_waiting",
  "payment_waiting",
  "payment_approval_pending",
  "shipment_waiting",
  "shipped",
  "completed",
  "closed",
];
const CLOSED_REASONS = ["declined", "cancelled", "timed_out", "refunded"];
const SHIPPING_METHODS = ["air", "express", "land", "sea"];
const MILESTONES = ["full", "deposit", "balance"];
const DOCUMENT_KINDS = ["payment_proof", "invoice", "packing_list", "bill_of_lading", "other"];
const PARTIES = ["buyer", "supplier", "operator", "system"];

/**
 * Orders, rebuilt for the order flow (the tables of 20261121_0500 were never written).
 *
 * Money is exact: every amount is an integer count of ten-thousandths of its currency unit
 * (columns ending in `_e4`), so a unit price of 0.0125 and a total of 1,234,567.89 are both whole
 * numbers; no amount is ever a floating-point value.
 *
 * - orders: one buyer, one supplier company, one currency. `status` with `version` is the guard
 *   of every change (each update names both, so two clicks at once make one change);
 *   `deadline_at` is when the party whose turn it is must have acted. Shipping, payment terms
 *   (an optional deposit percentage), the bank details shown to the buyer (copied when payment is
 *   first asked for, when the totals freeze), shipment facts, the one-time extensions and why a
 *   closed order was closed.
 * - order_lines: what is bought, named as it was when ordered.
 * - order_payments: each payment the buyer declared, with its proof, and the supplier's decision.
 * - order_events: the timeline; every change by anyone, with who, from which status to which.
 * - order_documents: payment proofs, invoices, packing lists, bills of lading (bytes in the
 *   private store).
 * - buyer_addresses: a buyer's saved ship-to addresses.
 * - company_payment_details: the bank details a supplier asks its buyers to pay to.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const k = kit(db);
  const money = "bigint" as const;
  await db.schema.dropTable("order_lines").ifExists().execute();
  await db.schema.dropTable("orders").ifExists().execute();

  await db.schema
    .createTable("orders")
    .addColumn("id", "integer", k.id)
    .addColumn("buyer_user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("supplier_company_id", "integer", (c) =>
      c.notNull().references("companies.id").onDelete("cascade"),
    )
    .addColumn("deal_id", "integer", (c) => c.references("deals.id").onDelete("set null"))
    .addColumn("conversation_id", "integer", (c) => c.references("conversations.id").onDelete("set null"))
    .addColumn("origin", "text", (c) => c.notNull().check(oneOf("origin", ["cart", "inquiry", "quote"])))
    .addColumn("status", "text", (c) => c.notNull().check(oneOf("status", ORDER_STATUSES)))
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("status_changed_at", k.timestamp, (c) => c.notNull())
    .addColumn("deadline_at", k.timestamp)
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("goods_total_e4", money, (c) => c.notNull())
    .addColumn("shipment_cost_e4", money)
    .addColumn("is_shipping_included", k.boolean, (c) => c.notNull().defaultTo(k.false))
    .addColumn("incoterm", "text")
    .addColumn("named_place", "text")
    .addColumn("ship_to", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("buyer_note", "text")
    .addColumn("supplier_note", "text")
    .addColumn("shipping_method", "text", (c) => c.check(oneOf("shipping_method", SHIPPING_METHODS)))
    .addColumn("shipping_estimate_days", "integer")
    .addColumn("lead_time_days", "integer")
    .addColumn("deposit_percent", "integer", (c) => c.check(sql`deposit_percent between 1 and 99`))
    .addColumn("milestone", "text", (c) =>
      c.notNull().defaultTo("full").check(oneOf("milestone", MILESTONES)),
    )
    .addColumn("payment_reference", "text", (c) => c.notNull().unique())
    .addColumn("bank_details", "text")
    .addColumn("totals_frozen_at", k.timestamp)
    .addColumn("carrier", "text")
    .addColumn("tracking_number", "text")
    .addColumn("shipped_on", k.date)
    .addColumn("is_shipment_extended", k.boolean, (c) => c.notNull().defaultTo(k.false))
    .addColumn("is_receipt_extended_by_buyer", k.boolean, (c) => c.notNull().defaultTo(k.false))
    .addColumn("is_receipt_extended_by_supplier", k.boolean, (c) => c.notNull().defaultTo(k.false))
    .addColumn("refund_requested_at", k.timestamp)
    .addColumn("reminded_at", k.timestamp)
    .addColumn("closed_reason", "text", (c) => c.check(oneOf("closed_reason", CLOSED_REASONS)))
    .addColumn("closed_note", "text")
    .addColumn("refund_note", "text")
    .addColumn("created_by_user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", k.timestamp, (c) => c.notNull())
    .addColumn("updated_at", k.timestamp, (c) => c.notNull())
    .addCheckConstraint("orders_closed_has_reason", sql`status <> 'closed' or closed_reason is not null`)
    .execute();
  await db.schema
    .createIndex("orders_buyer_idx")
    .on("orders")
    .columns(["buyer_user_id", "updated_at"])
    .execute();
  await db.schema
    .createIndex("orders_supplier_idx")
    .on("orders")
    .columns(["supplier_company_id", "updated_at"])
    .execute();
  await db.schema
    .createIndex("orders_deadline_idx")
    .on("orders")
    .columns(["status", "deadline_at"])
    .execute();

  await db.schema
    .createTable("order_lines")
    .addColumn("id", "integer", k.id)
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("product_id", "integer", (c) => c.references("products.id").onDelete("set null"))
    .addColumn("product_name", "text", (c) => c.notNull())
    .addColumn("variations", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("unit", "text", (c) => c.notNull())
    .addColumn("quantity", "integer", (c) => c.notNull().check(sql`quantity between 1 and 99999999`))
    .addColumn("unit_price_e4", money, (c) => c.notNull().check(sql`unit_price_e4 >= 0`))
    .addColumn("line_total_e4", money, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("order_lines_order_idx")
    .on("order_lines")
    .columns(["order_id", "position"])
    .execute();

  await db.schema
    .createTable("order_documents")
    .addColumn("id", "integer", k.id)
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull().check(oneOf("kind", DOCUMENT_KINDS)))
    .addColumn("side", "text", (c) => c.notNull().check(oneOf("side", ["buyer", "supplier"])))
    .addColumn("storage_key", "text", (c) => c.notNull().unique())
    .addColumn("original_name", "text", (c) => c.notNull())
    .addColumn("media_type", "text", (c) => c.notNull())
    .addColumn("byte_size", "integer", (c) => c.notNull())
    .addColumn("sha256", "text", (c) => c.notNull())
    .addColumn("uploaded_by_user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", k.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("order_documents_order_idx").on("order_documents").column("order_id").execute();

  await db.schema
    .createTable("order_payments")
    .addColumn("id", "integer", k.id)
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("milestone", "text", (c) => c.notNull().check(oneOf("milestone", MILESTONES)))
    .addColumn("amount_e4", money, (c) => c.notNull().check(sql`amount_e4 > 0`))
    .addColumn("paid_on", k.date, (c) => c.notNull())
    .addColumn("bank_reference", "text", (c) => c.notNull())
    .addColumn("proof_document_id", "integer", (c) => c.references("order_documents.id").onDelete("set null"))
    .addColumn("status", "text", (c) =>
      c
        .notNull()
        .defaultTo("pending")
        .check(oneOf("status", ["pending", "approved", "rejected"])),
    )
    .addColumn("decision_reason", "text")
    .addColumn("declared_by_user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("decided_by_user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("declared_at", k.timestamp, (c) => c.notNull())
    .addColumn("decided_at", k.timestamp)
    .execute();
  await db.schema.createIndex("order_payments_order_idx").on("order_payments").column("order_id").execute();

  await db.schema
    .createTable("order_events")
    .addColumn("id", "integer", k.id)
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("party", "text", (c) => c.notNull().check(oneOf("party", PARTIES)))
    .addColumn("actor_user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("from_status", "text", (c) => c.notNull())
    .addColumn("to_status", "text", (c) => c.notNull())
    .addColumn("reason", "text")
    .addColumn("data", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("created_at", k.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("order_events_order_idx")
    .on("order_events")
    .columns(["order_id", "id"])
    .execute();

  await db.schema
    .createTable("buyer_addresses")
    .addColumn("id", "integer", k.id)
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("label", "text", (c) => c.notNull())
    .addColumn("recipient", "text", (c) => c.notNull())
    .addColumn("company", "text")
    .addColumn("line1", "text", (c) => c.notNull())
    .addColumn("line2", "text")
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("region", "text")
    .addColumn("postal_code", "text")
    .addColumn("country", "text", (c) => c.notNull())
    .addColumn("phone", "text")
    .addColumn("is_default", k.boolean, (c) => c.notNull().defaultTo(k.false))
    .addColumn("created_at", k.timestamp, (c) => c.notNull().defaultTo(k.now))
    .addColumn("updated_at", k.timestamp, (c) => c.notNull().defaultTo(k.now))
    .execute();
  await db.schema.createIndex("buyer_addresses_user_idx").on("buyer_addresses").column("user_id").execute();

  await db.schema
    .createTable("company_payment_details")
    .addColumn("company_id", "integer", (c) => c.primaryKey().references("companies.id").onDelete("cascade"))
    .addColumn("account_holder", "text", (c) => c.notNull())
    .addColumn("bank_name", "text", (c) => c.notNull())
    .addColumn("account_number", "text", (c) => c.notNull())
    .addColumn("swift", "text")
    .addColumn("bank_address", "text")
    .addColumn("instructions", "text")
    .addColumn("updated_by_user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("updated_at", k.timestamp, (c) => c.notNull().defaultTo(k.now))
    .execute();
}

/** Back to the tables of 20261121_0500, which that migration's own down expects to find. */
export async function down(db: Kysely<any>): Promise<void> {
  const k = kit(db);
  for (const t of [
    "company_payment_details",
    "buyer_addresses",
    "order_events",
    "order_payments",
    "order_documents",
    "order_lines",
    "orders",
  ])
    await db.schema.dropTable(t).execute();
  await db.schema
    .createTable("orders")
    .addColumn("id", "integer", k.id)
    .addColumn("buyer_user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("supplier_company_id", "integer", (c) =>
      c.notNull().references("companies.id").onDelete("cascade"),
    )
    .addColumn("status", "text", (c) =>
      c
        .notNull()
        .defaultTo("created")
        .check(
          oneOf(
            "status",
            ORDER_STATUSES.filter((s) => s !== "proposed"),
          ),
        ),
    )
    .addColumn("currency", "text", (c) => c.notNull().defaultTo("USD"))
    .addColumn("goods_total", k.money, (c) => c.notNull())
    .addColumn("shipment_cost", k.money)
    .addColumn("note", "text")
    .addColumn("created_at", k.timestamp, (c) => c.notNull().defaultTo(k.now))
    .addColumn("updated_at", k.timestamp, (c) => c.notNull().defaultTo(k.now))
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
}
