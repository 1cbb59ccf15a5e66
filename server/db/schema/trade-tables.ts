import type { ColumnType } from "kysely";
import type { Flag, Id, Json, Timestamp } from "./column-types.ts";

export const ORDER_STATUSES = [
  "created",
  "shipment_cost_waiting",
  "payment_waiting",
  "payment_approval_pending",
  "shipment_waiting",
  "shipped",
  "completed",
  "closed",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Deals (purchase requests and messages), comments, cart lines and orders. */
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
  orders: {
    id: Id;
    buyer_user_id: number | null;
    supplier_company_id: number;
    status: ColumnType<OrderStatus, OrderStatus | undefined, OrderStatus>;
    currency: ColumnType<string, string | undefined, string>;
    goods_total: number;
    shipment_cost: number | null;
    note: string | null;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  order_lines: {
    id: Id;
    order_id: number;
    product_id: number | null;
    product_name: string;
    quantity: number;
    unit_price: number;
    variation_value_pairs: Json;
  };
}
