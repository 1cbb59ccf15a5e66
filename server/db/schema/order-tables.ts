import type { ColumnType } from "kysely";
import type {
  ClosedReason,
  OrderDocumentKind,
  OrderParty,
  OrderSide,
  OrderStatus,
  PaymentMilestone,
  ShippingMethod,
} from "#core/rules/order-flow.ts";
import type { Flag, Id, Json, Timestamp } from "./column-types.ts";

export { ORDER_STATUSES, type OrderStatus } from "#core/rules/order-flow.ts";

/** Orders, their lines, payments, documents and timeline; buyers' addresses; suppliers' bank details. */
export interface OrderTables {
  orders: {
    id: Id;
    buyer_user_id: number | null;
    supplier_company_id: number;
    deal_id: number | null;
    conversation_id: number | null;
    origin: "cart" | "inquiry" | "quote";
    status: OrderStatus;
    version: ColumnType<number, number | undefined, number>;
    status_changed_at: string;
    deadline_at: string | null;
    currency: string;
    /** Amounts in ten-thousandths of the currency unit (core/rules/money.ts). */
    goods_total_e4: number;
    shipment_cost_e4: number | null;
    is_shipping_included: Flag;
    incoterm: string | null;
    named_place: string | null;
    ship_to: Json;
    buyer_note: string | null;
    supplier_note: string | null;
    shipping_method: ShippingMethod | null;
    shipping_estimate_days: number | null;
    lead_time_days: number | null;
    deposit_percent: number | null;
    milestone: ColumnType<PaymentMilestone, PaymentMilestone | undefined, PaymentMilestone>;
    payment_reference: string;
    bank_details: string | null;
    totals_frozen_at: string | null;
    carrier: string | null;
    tracking_number: string | null;
    shipped_on: string | null;
    is_shipment_extended: Flag;
    is_receipt_extended_by_buyer: Flag;
    is_receipt_extended_by_supplier: Flag;
    refund_requested_at: string | null;
    reminded_at: string | null;
    closed_reason: ClosedReason | null;
    closed_note: string | null;
    refund_note: string | null;
    created_by_user_id: number | null;
    created_at: string;
    updated_at: string;
  };
  order_lines: {
    id: Id;
    order_id: number;
    position: number;
    product_id: number | null;
    product_name: string;
    /** [{ name, value }] of the chosen variations, as they were named when ordered. */
    variations: Json;
    unit: string;
    quantity: number;
    unit_price_e4: number;
    line_total_e4: number;
  };
  order_documents: {
    id: Id;
    order_id: number;
    kind: OrderDocumentKind;
    side: OrderSide;
    storage_key: string;
    original_name: string;
    media_type: string;
    byte_size: number;
    sha256: string;
    uploaded_by_user_id: number | null;
    created_at: string;
  };
  order_payments: {
    id: Id;
    order_id: number;
    milestone: PaymentMilestone;
    amount_e4: number;
    paid_on: string;
    bank_reference: string;
    proof_document_id: number | null;
    status: ColumnType<"pending" | "approved" | "rejected", "pending" | undefined, "approved" | "rejected">;
    decision_reason: string | null;
    declared_by_user_id: number | null;
    decided_by_user_id: number | null;
    declared_at: string;
    decided_at: string | null;
  };
  order_events: {
    id: Id;
    order_id: number;
    party: OrderParty;
    actor_user_id: number | null;
    action: string;
    from_status: OrderStatus;
    to_status: OrderStatus;
    reason: string | null;
    data: Json;
    created_at: string;
  };
  buyer_addresses: {
    id: Id;
    user_id: number;
    label: string;
    recipient: string;
    company: string | null;
    line1: string;
    line2: string | null;
    city: string;
    region: string | null;
    postal_code: string | null;
    country: string;
    phone: string | null;
    is_default: Flag;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  company_payment_details: {
    company_id: number;
    account_holder: string;
    bank_name: string;
    account_number: string;
    swift: string | null;
    bank_address: string | null;
    instructions: string | null;
    updated_by_user_id: number | null;
    updated_at: Timestamp;
  };
}
