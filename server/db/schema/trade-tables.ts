import type { ColumnType } from "kysely";
import type { Flag, Id, Json, Timestamp } from "./column-types.ts";

/** Deals (purchase requests and messages), comments and cart lines. */
export interface TradeTables {
  deals: {
    id: Id;
    seller_company_id: number;
    buyer_user_id: number | null;
    source: "storefront" | "product";
    rfq_id: ColumnType<string, string | undefined, string>;
    request_language: string;
    context: ColumnType<string, string | undefined, string>;
    buyer_subject: Json;
    buyer_message: Json;
    buyer_pictures: Json;
    buyer_request_date: string | null;
    product_id: number | null;
    product_category_code: string | null;
    product_name: string | null;
    product_quantity: ColumnType<number, number | undefined, number>;
    product_unit_type: ColumnType<string, string | undefined, string>;
    request_company: string | null;
    request_user_name: string;
    request_user_mail: string;
    request_user_phone: string;
    seller_title: string | null;
    seller_status: ColumnType<string, string | undefined, string>;
    seller_stage: ColumnType<string, string | undefined, string>;
    /** The conversation this deal shows in as a card. */
    conversation_id: number | null;
    /** The sales member who answers it. */
    assignee_user_id: number | null;
    /** Why a deal at stage Lost was lost. */
    seller_lost_reason: string | null;
    /** When the supplier first answered the buyer (for the response figures). */
    first_reply_at: string | null;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  comments: {
    id: Id;
    product_id: number;
    user_id: number;
    stars: number;
    text: string;
    is_approved: Flag;
    approved_by: number | null;
    created_at: Timestamp;
  };
  cart_lines: {
    id: Id;
    user_id: number;
    product_id: number;
    supplier_company_id: number;
    quantity: number;
    variation_value_pairs: Json;
    variation_key: ColumnType<string, string | undefined, string>;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
}
