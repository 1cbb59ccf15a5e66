import type {
  ClosedReason,
  OrderDocumentKind,
  OrderParty,
  OrderSide,
  OrderStatus,
  OrderStep,
  PaymentMilestone,
  ShippingMethod,
} from "#core/rules/order-flow.ts";

/**
 * What the order pages show (buyer, supplier, console), as the order services give it. Amounts are
 * exact integers of ten-thousandths of `currency` (core/rules/money.ts).
 */
export interface OrderSummary {
  id: number;
  number: string;
  status: OrderStatus;
  turn: OrderSide | "operator" | null;
  deadlineAt: string | null;
  /** The other party: the supplier company for a buyer, the buyer for a supplier. */
  counterpart: string;
  firstProductName: string;
  lineCount: number;
  currency: string;
  totalE4: number;
  updatedAt: string;
}

/** A side's orders grouped by whose turn it is. */
export interface OrderListView {
  waitingForYou: OrderSummary[];
  waitingForOther: OrderSummary[];
  finished: OrderSummary[];
}

export interface OrderLineView {
  id: number;
  productId: number | null;
  productName: string;
  productUrl: string | null;
  variations: { name: string; value: string }[];
  unit: string;
  quantity: number;
  unitPriceE4: number;
  lineTotalE4: number;
}

export interface OrderPaymentView {
  id: number;
  milestone: PaymentMilestone;
  amountE4: number;
  paidOn: string;
  bankReference: string;
  proofDocumentId: number | null;
  status: "pending" | "approved" | "rejected";
  decisionReason: string | null;
  declaredAt: string;
  decidedAt: string | null;
}

export interface OrderDocumentView {
  id: number;
  kind: OrderDocumentKind;
  side: OrderSide;
  name: string;
  mediaType: string;
  byteSize: number;
  createdAt: string;
}

export interface OrderEventView {
  id: number;
  party: OrderParty;
  actorName: string | null;
  action: string;
  from: OrderStatus;
  to: OrderStatus;
  reason: string | null;
  data: Record<string, unknown>;
  at: string;
}

export interface OrderDetail extends OrderSummary {
  /** The side the reader is on. */
  side: OrderSide;
  origin: "cart" | "inquiry" | "quote";
  createdAt: string;
  buyer: { name: string; email: string | null; companyName: string | null };
  supplier: {
    id: number;
    name: string;
    url: string;
    isVerified: boolean;
    country: string;
    city: string | null;
    address: string | null;
  };
  lines: OrderLineView[];
  goodsTotalE4: number;
  shipmentCostE4: number | null;
  shippingIncluded: boolean;
  incoterm: string | null;
  namedPlace: string | null;
  shipTo: Record<string, string | null>;
  buyerNote: string | null;
  supplierNote: string | null;
  shippingMethod: ShippingMethod | null;
  shippingEstimateDays: number | null;
  leadTimeDays: number | null;
  depositPercent: number | null;
  milestone: PaymentMilestone;
  /** What the buyer is to pay now (the whole, the deposit or the balance). */
  amountDueE4: number;
  paymentReference: string;
  /** Shown once payment is asked for; the totals are frozen from then on. */
  bankDetails: string | null;
  totalsFrozen: boolean;
  carrier: string | null;
  trackingNumber: string | null;
  shippedOn: string | null;
  isShipmentExtended: boolean;
  isReceiptExtendedByBuyer: boolean;
  isReceiptExtendedBySupplier: boolean;
  refundRequestedAt: string | null;
  closedReason: ClosedReason | null;
  closedNote: string | null;
  refundNote: string | null;
  payments: OrderPaymentView[];
  documents: OrderDocumentView[];
  events: OrderEventView[];
  /** The steps the reader may take now (their side, the status, the deadline and their team role). */
  steps: OrderStep[];
  conversationId: number | null;
}
