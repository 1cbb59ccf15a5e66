import type { OrderSide } from "#core/rules/order-flow.ts";

/** The three groups of an order list, by whose turn it is. */
export const ORDER_GROUPS = ["waitingForYou", "waitingForOther", "finished"] as const;
export type OrderGroupId = (typeof ORDER_GROUPS)[number];

/**
 * What differs by who reads an order: where its pages are, and the words that speak of "you" and
 * of the other side (the buyer's pages say "the supplier", the supplier's say "the buyer"). The
 * supplier's own words are workspace messages (`supplier.orders.`); its pages see the site's too.
 */
export interface SideWords {
  /** Where the reader's orders are. */
  home: string;
  conversationHref: (conversationId: number) => string;
  back: string;
  /** The other side's name, as a column and a label. */
  counterpart: string;
  conversation: string;
  /** The title of each group of the list. */
  groups: Record<OrderGroupId, string>;
  /** What an empty group says; without these, an empty group is not shown. */
  emptyGroups: Record<OrderGroupId, string> | null;
  /** Shipping that nobody has to price (the buyer carries), and shipping still to be priced. */
  shippingNotNeeded: string;
  shippingToBeQuoted: string;
  /** Shipping before the supplier confirms, when it is still theirs to settle. */
  shippingOpen: string | null;
  /** The label of each side's note. */
  note: Record<OrderSide, string>;
  bankDetails: string;
  payments: string;
  paymentPending: string;
  /** Who a document came from. */
  documentFrom: Record<OrderSide, string>;
}

export const SIDE_WORDS: Record<OrderSide, SideWords> = {
  buyer: {
    home: "/profile/orders",
    conversationHref: (id) => `/profile/meeting/${id}`,
    back: "orders.detail.back",
    counterpart: "orders.detail.supplier",
    conversation: "orders.detail.conversation",
    groups: {
      waitingForYou: "orders.list.waitingForYou",
      waitingForOther: "orders.list.waitingForOther",
      finished: "orders.list.finished",
    },
    emptyGroups: null,
    shippingNotNeeded: "orders.shipping.notNeeded",
    shippingToBeQuoted: "orders.shipping.toBeQuoted",
    shippingOpen: null,
    note: { buyer: "orders.delivery.yourNote", supplier: "orders.delivery.supplierNote" },
    bankDetails: "orders.payment.bankDetails",
    payments: "orders.payments.title",
    paymentPending: "orders.payments.status.pending",
    documentFrom: { buyer: "orders.documents.from.buyer", supplier: "orders.documents.from.supplier" },
  },
  supplier: {
    home: "/supplier/orders",
    conversationHref: (id) => `/supplier/messages/${id}`,
    back: "supplier.orders.back",
    counterpart: "orders.detail.buyer",
    conversation: "supplier.orders.openConversation",
    groups: {
      waitingForYou: "orders.list.waitingForYou",
      waitingForOther: "supplier.orders.group.waitingForOther",
      finished: "orders.list.finished",
    },
    emptyGroups: {
      waitingForYou: "supplier.orders.group.noneForYou",
      waitingForOther: "supplier.orders.group.noneForOther",
      finished: "supplier.orders.group.noneFinished",
    },
    shippingNotNeeded: "supplier.orders.shipping.not_needed",
    shippingToBeQuoted: "supplier.orders.shipping.to_follow",
    shippingOpen: "supplier.orders.shipping.open",
    note: { buyer: "supplier.orders.buyerNote", supplier: "supplier.orders.supplierNote" },
    bankDetails: "supplier.orders.bankDetails",
    payments: "supplier.orders.paymentsDeclared",
    paymentPending: "supplier.orders.paymentStatus.pending",
    documentFrom: { buyer: "supplier.orders.party.buyer", supplier: "supplier.orders.party.supplier" },
  },
};
