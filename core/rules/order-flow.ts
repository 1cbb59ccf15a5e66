/**
 * The order flow: its statuses, whose turn each is, the deadlines, and which party may take which
 * step from which status. Browser-safe: the order pages show exactly the steps this table allows,
 * and the server refuses every other.
 */
export const ORDER_STATUSES = [
  "proposed",
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

export const FINISHED_STATUSES: readonly OrderStatus[] = ["completed", "closed"];

export const ORDER_SIDES = ["buyer", "supplier"] as const;
export type OrderSide = (typeof ORDER_SIDES)[number];
export type OrderParty = OrderSide | "operator" | "system";

export const CLOSED_REASONS = ["declined", "cancelled", "timed_out", "refunded"] as const;
export type ClosedReason = (typeof CLOSED_REASONS)[number];

export const SHIPPING_METHODS = ["air", "express", "land", "sea"] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];

/** The 11 Incoterms 2020 rules. */
export const INCOTERMS = [
  "EXW",
  "FCA",
  "CPT",
  "CIP",
  "DAP",
  "DPU",
  "DDP",
  "FAS",
  "FOB",
  "CFR",
  "CIF",
] as const;
export type Incoterm = (typeof INCOTERMS)[number];
/** Rules under which the buyer arranges the main carriage: the seller owes no freight price. */
export const BUYER_CARRIAGE_INCOTERMS: readonly Incoterm[] = ["EXW", "FCA", "FAS", "FOB"];

export const PAYMENT_MILESTONES = ["full", "deposit", "balance"] as const;
export type PaymentMilestone = (typeof PAYMENT_MILESTONES)[number];

export const ORDER_DOCUMENT_KINDS = [
  "payment_proof",
  "invoice",
  "packing_list",
  "bill_of_lading",
  "other",
] as const;
export type OrderDocumentKind = (typeof ORDER_DOCUMENT_KINDS)[number];

const DAY = 86_400_000;
/** Days the party whose turn it is has, per status (shipment and receipt are set per order). */
export const STATUS_DEADLINE_DAYS: Partial<Record<OrderStatus, number>> = {
  proposed: 7,
  created: 3,
  shipment_cost_waiting: 5,
  payment_waiting: 7,
  payment_approval_pending: 3,
};
/** When a deadline of these statuses passes the order closes as timed out (the late side may no longer act). */
export const CLOSING_STATUSES: readonly OrderStatus[] = [
  "proposed",
  "created",
  "shipment_cost_waiting",
  "payment_waiting",
];
/** A shipped order completes by itself after this many days, by how it travels. */
export const RECEIPT_WINDOW_DAYS: Record<ShippingMethod, number> = {
  air: 15,
  express: 15,
  land: 30,
  sea: 45,
};
/** One extension of a shipment or receipt deadline. */
export const EXTENSION_DAYS = 15;
/** Lead time when the supplier named none. */
export const DEFAULT_LEAD_TIME_DAYS = 30;
/** After the balance is approved the goods are ready: they ship within a week. */
export const SHIP_AFTER_BALANCE_DAYS = 7;

/** What the rules need to know of an order. */
export interface OrderState {
  status: OrderStatus;
  milestone: PaymentMilestone;
  /** Some payment of the order was approved: it may no longer close without a refund. */
  paymentApproved: boolean;
  shipmentCostE4: number | null;
  shippingIncluded: boolean;
  incoterm: string | null;
  isShipmentExtended: boolean;
  isReceiptExtendedByBuyer: boolean;
  isReceiptExtendedBySupplier: boolean;
  refundRequested: boolean;
  /** Milliseconds since the epoch, or null when the status has no deadline. */
  deadlineAt: number | null;
}

/** Whose turn it is: a side, the operator (a refund is asked for), or nobody (finished). */
export function turnOf(order: Pick<OrderState, "status" | "refundRequested">): OrderSide | "operator" | null {
  if (order.refundRequested && !FINISHED_STATUSES.includes(order.status)) return "operator";
  switch (order.status) {
    case "proposed":
    case "payment_waiting":
    case "shipped":
      return "buyer";
    case "created":
    case "shipment_cost_waiting":
    case "payment_approval_pending":
    case "shipment_waiting":
      return "supplier";
    default:
      return null;
  }
}

/** Whether shipping is settled: nothing more to price before the buyer pays. */
export function shippingSettled(
  order: Pick<OrderState, "shipmentCostE4" | "shippingIncluded" | "incoterm">,
): boolean {
  return (
    order.shippingIncluded ||
    order.shipmentCostE4 !== null ||
    (BUYER_CARRIAGE_INCOTERMS as readonly string[]).includes(order.incoterm ?? "")
  );
}

/** A team permission (the supplier side's role table) a supplier step needs. */
export type SupplierPermission = "orders.manage" | "payments.approve";

interface StepRule {
  parties: readonly OrderSide[];
  from: readonly OrderStatus[];
  /** The step is refused once the status's deadline has passed (for all orders, or those it names). */
  deadline?: true | ((order: OrderState) => boolean);
  /** Further conditions than the status and deadline; true when none. */
  when?: (order: OrderState, now: number) => boolean;
  permission?: SupplierPermission;
}

const deadlinePassed = (order: OrderState, now: number) =>
  order.deadlineAt !== null && now >= order.deadlineAt;

/** Every step a side may take: from which statuses, under which conditions, with which permission. */
export const ORDER_STEPS = {
  confirm_proposal: { parties: ["buyer"], from: ["proposed"], deadline: true },
  decline_proposal: { parties: ["buyer"], from: ["proposed"] },
  confirm: { parties: ["supplier"], from: ["created"], deadline: true, permission: "orders.manage" },
  change_lines: { parties: ["supplier"], from: ["created"], deadline: true, permission: "orders.manage" },
  decline: { parties: ["supplier"], from: ["created"], permission: "orders.manage" },
  cancel: {
    parties: ["buyer"],
    from: ["created", "shipment_cost_waiting", "payment_waiting"],
    when: (o) => !o.paymentApproved,
  },
  quote_shipping: {
    parties: ["supplier"],
    from: ["shipment_cost_waiting"],
    deadline: true,
    permission: "orders.manage",
  },
  decline_shipping: {
    parties: ["buyer"],
    from: ["payment_waiting"],
    when: (o) => o.shipmentCostE4 !== null && !o.shippingIncluded && !o.paymentApproved,
  },
  declare_payment: {
    parties: ["buyer"],
    from: ["payment_waiting"],
    // A balance due after the deposit was approved cannot time out: only the deposit's can.
    deadline: (o) => o.milestone !== "balance",
  },
  approve_payment: {
    parties: ["supplier"],
    from: ["payment_approval_pending"],
    permission: "payments.approve",
  },
  reject_payment: {
    parties: ["supplier"],
    from: ["payment_approval_pending"],
    permission: "payments.approve",
  },
  request_balance: {
    parties: ["supplier"],
    from: ["shipment_waiting"],
    when: (o) => o.milestone === "deposit" && !o.refundRequested,
    permission: "orders.manage",
  },
  ship: {
    parties: ["supplier"],
    from: ["shipment_waiting"],
    when: (o) => o.milestone !== "deposit" && !o.refundRequested,
    permission: "orders.manage",
  },
  extend_shipment: {
    parties: ["buyer"],
    from: ["shipment_waiting"],
    when: (o) => !o.isShipmentExtended && !o.refundRequested,
  },
  request_refund: {
    parties: ["buyer"],
    from: ["shipment_waiting"],
    when: (o, now) => !o.refundRequested && deadlinePassed(o, now),
  },
  confirm_receipt: { parties: ["buyer"], from: ["shipped"] },
  extend_receipt: { parties: ["buyer", "supplier"], from: ["shipped"], permission: "orders.manage" },
} as const satisfies Record<string, StepRule>;

export type OrderStep = keyof typeof ORDER_STEPS;
export const ORDER_STEP_NAMES = Object.keys(ORDER_STEPS) as OrderStep[];

/** Steps that need a reason in words. */
export const STEPS_WITH_REASON: readonly OrderStep[] = [
  "decline_proposal",
  "decline",
  "cancel",
  "decline_shipping",
  "reject_payment",
  "request_refund",
];

/**
 * Why `side` may not take `step` on the order now, or undefined when it may. The receipt
 * extension is once per side; the side's permission is checked by the caller.
 */
export function stepProblem(
  step: OrderStep,
  side: OrderSide,
  order: OrderState,
  now: number,
): "wrong_party" | "wrong_status" | "deadline_passed" | "not_now" | undefined {
  const rule: StepRule = ORDER_STEPS[step];
  if (!rule.parties.includes(side)) return "wrong_party";
  if (!rule.from.includes(order.status)) return "wrong_status";
  if (
    step === "extend_receipt" &&
    (side === "buyer" ? order.isReceiptExtendedByBuyer : order.isReceiptExtendedBySupplier)
  )
    return "not_now";
  if (rule.when && !rule.when(order, now)) return "not_now";
  const deadlineApplies =
    rule.deadline === true || (typeof rule.deadline === "function" && rule.deadline(order));
  if (deadlineApplies && deadlinePassed(order, now)) return "deadline_passed";
  return undefined;
}

/** The steps `side` may take now (before permissions), for the order page's buttons. */
export function availableSteps(side: OrderSide, order: OrderState, now: number): OrderStep[] {
  return ORDER_STEP_NAMES.filter((step) => stepProblem(step, side, order, now) === undefined);
}

/** The deadline a status gets when the order enters it (null: none). */
export function deadlineFor(
  status: OrderStatus,
  order: { leadTimeDays: number | null; milestone: PaymentMilestone; shippingMethod: ShippingMethod | null },
  now: number,
): number | null {
  const days = STATUS_DEADLINE_DAYS[status];
  if (days !== undefined) return now + days * DAY;
  if (status === "shipment_waiting")
    return (
      now +
      (order.milestone === "balance"
        ? SHIP_AFTER_BALANCE_DAYS
        : (order.leadTimeDays ?? DEFAULT_LEAD_TIME_DAYS)) *
        DAY
    );
  if (status === "shipped") return now + RECEIPT_WINDOW_DAYS[order.shippingMethod ?? "sea"] * DAY;
  return null;
}

export const DAY_MS = DAY;
