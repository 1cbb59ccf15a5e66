import type { ColumnType } from "kysely";
import type { BalanceDue, QuoteShipping, QuoteStatus } from "#core/rules/quote-flow.ts";
import type { RfqClosedReason, RfqStatus } from "#core/rules/rfq-flow.ts";
import type { Flag, Id, Json } from "./column-types.ts";

/** Requests for quotation, their texts and files; quotes, their revisions, lines and files. */
export interface QuoteTables {
  rfqs: {
    id: Id;
    buyer_user_id: number;
    buyer_company: string | null;
    buyer_country: string;
    category_code: string;
    source_lang: string;
    quantity: number;
    unit: string;
    /** Amounts in ten-thousandths of the currency unit (core/rules/money.ts). */
    target_price_e4: number | null;
    currency: string | null;
    destination_country: string;
    destination_port: string | null;
    incoterm: string | null;
    needed_by: string | null;
    /** JSON array of the certificate names the buyer requires. */
    certificates: Json;
    max_quotes: number;
    quote_count: ColumnType<number, number | undefined, number>;
    status: ColumnType<RfqStatus, RfqStatus | undefined, RfqStatus>;
    closed_reason: RfqClosedReason | null;
    closed_note: string | null;
    closes_at: string;
    closed_at: string | null;
    is_extended: Flag;
    awarded_quote_id: number | null;
    is_digest_sent: Flag;
    /** The key the posting form or API client made for this posting (unique per buyer), or null. */
    post_key: ColumnType<string | null, string | null | undefined, string | null>;
    version: ColumnType<number, number | undefined, number>;
    created_at: string;
    updated_at: string;
  };
  rfq_texts: {
    rfq_id: number;
    lang: string;
    title: string;
    description: string;
    origin: "source" | "machine";
    created_at: string;
  };
  rfq_attachments: {
    id: Id;
    rfq_id: number;
    position: number;
    storage_key: string;
    original_name: string;
    media_type: string;
    byte_size: number;
    sha256: string;
    created_at: string;
  };
  quotes: {
    id: Id;
    company_id: number;
    buyer_user_id: number;
    deal_id: number | null;
    rfq_id: number | null;
    current_number: ColumnType<number, number | undefined, number>;
    is_buyer_revealed: Flag;
    created_by_user_id: number | null;
    created_at: string;
    updated_at: string;
  };
  quote_revisions: {
    id: Id;
    quote_id: number;
    number: number;
    status: QuoteStatus;
    version: ColumnType<number, number | undefined, number>;
    currency: string;
    incoterm: string | null;
    named_place: string | null;
    deposit_percent: number | null;
    balance_due: BalanceDue | null;
    lead_time_days: number;
    shipping: QuoteShipping;
    shipping_cost_e4: number | null;
    /** The last day the quote can be accepted ('YYYY-MM-DD'). */
    valid_until: string;
    note: string | null;
    /** The buyer's decline reason or change request, or the supplier's reason to withdraw. */
    reason: string | null;
    order_id: number | null;
    is_reminded: Flag;
    created_by_user_id: number | null;
    decided_by_user_id: number | null;
    created_at: string;
    updated_at: string;
    sent_at: string | null;
    seen_at: string | null;
    decided_at: string | null;
  };
  quote_lines: {
    id: Id;
    revision_id: number;
    position: number;
    product_id: number | null;
    product_name: string;
    /** [{ name, value }] of the chosen variations. */
    variations: Json;
    quantity: number;
    unit: string;
    /** [{ from, priceE4 }] sorted by `from`: exact integers (core/rules/quote-flow.ts). */
    price_rows: Json;
  };
  quote_attachments: {
    id: Id;
    revision_id: number;
    storage_key: string;
    original_name: string;
    media_type: string;
    byte_size: number;
    sha256: string;
    created_at: string;
  };
}
