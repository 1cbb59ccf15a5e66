import { randomBytes } from "node:crypto";
import type { Lang } from "#core/i18n/languages.ts";
import { lineTotalE4 } from "#core/rules/money.ts";
import { deadlineFor, type OrderSide, type OrderStatus } from "#core/rules/order-flow.ts";
import type { Transaction } from "kysely";
import type { Database } from "#server/db/schema.ts";
import { recordAudit } from "#server/modules/audit/index.ts";
import { conversationForDeal, postCard } from "#server/modules/conversations/index.ts";
import { AppError } from "#server/lib/errors.ts";
import { bankDetailsText, NO_BANK_DETAILS } from "./order-commit.ts";
import { announceOrderChange, type OrderSite } from "./order-mail.ts";
import * as repo from "./orders.repo.ts";

/** A line of a new order, priced exactly (e4, see core/rules/money.ts). */
export interface NewOrderLineInput {
  productId: number | null;
  productName: string;
  variations: { name: string; value: string }[];
  unit: string;
  quantity: number;
  unitPriceE4: number;
}

/** Everything a new order starts with; from a cart (the buyer's) or drafted by a supplier for a buyer. */
export interface NewOrderInput {
  buyerUserId: number;
  supplierCompanyId: number;
  origin: "cart" | "inquiry" | "quote";
  /** The side that makes it: a buyer's order waits for the supplier (Created); a supplier's draft for the buyer (Proposed). */
  createdBy: { side: OrderSide; userId: number };
  currency: string;
  lines: NewOrderLineInput[];
  incoterm: string | null;
  namedPlace: string | null;
  shipTo: Record<string, string | null>;
  buyerNote: string | null;
  supplierNote?: string | null;
  dealId?: number | null;
  leadTimeDays?: number | null;
  shipmentCostE4?: number | null;
  shippingIncluded?: boolean;
  depositPercent?: number | null;
  /**
   * Where an order the buyer made from an accepted offer (a quote) starts, past the supplier's
   * confirmation: Payment Waiting when shipping is settled, Shipment Cost Waiting when it is still
   * to be priced. Payment Waiting freezes the totals and copies the supplier's bank details, as
   * asking for payment always does (refused when the company has none).
   */
  startAt?: "payment_waiting" | "shipment_cost_waiting";
  /** False when the caller tells the other side itself (a quote's acceptance mail links to the order). */
  announce?: boolean;
  lang: Lang;
}

/** Unguessable and easy to read out to a bank: "CRV-" and 10 characters without 0/O or 1/I. */
export function newPaymentReference(): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const bytes = randomBytes(10);
  return `CRV-${[...bytes].map((b) => alphabet[b % alphabet.length]).join("")}`;
}

/** Asking for payment at once: the totals freeze and the bank details are copied, as commitOrderChange does. */
async function frozenPaymentTerms(trx: Transaction<Database>, companyId: number, at: string) {
  const details = await repo.findPaymentDetails(trx, companyId);
  if (!details) throw new AppError("conflict", NO_BANK_DETAILS, { form: NO_BANK_DETAILS });
  return { totals_frozen_at: at, bank_details: bankDetailsText(details) };
}

/**
 * Writes a new order in the caller's transaction: its lines with their totals, its first timeline
 * event and audit entry, its card in the buyer's conversation with the company (started if need
 * be) and the e-mail to the other side (`site` says where the order's pages are). Its id.
 */
export async function createOrder(
  trx: Transaction<Database>,
  input: NewOrderInput,
  now: number,
  site: OrderSite,
): Promise<number> {
  const at = new Date(now).toISOString();
  const status: OrderStatus = input.startAt ?? (input.createdBy.side === "buyer" ? "created" : "proposed");
  const lines = input.lines.map((line, position) => ({
    position,
    product_id: line.productId,
    product_name: line.productName,
    variations: JSON.stringify(line.variations),
    unit: line.unit,
    quantity: line.quantity,
    unit_price_e4: line.unitPriceE4,
    line_total_e4: lineTotalE4(line.unitPriceE4, line.quantity, input.currency),
  }));
  const conversationId = await conversationForDeal(trx, input.buyerUserId, input.supplierCompanyId, at);
  const milestone = input.depositPercent ? ("deposit" as const) : ("full" as const);
  const deadline = deadlineFor(status, { leadTimeDays: null, milestone, shippingMethod: null }, now);
  const payment =
    status === "payment_waiting" ? await frozenPaymentTerms(trx, input.supplierCompanyId, at) : {};
  const values = {
    buyer_user_id: input.buyerUserId,
    supplier_company_id: input.supplierCompanyId,
    deal_id: input.dealId ?? null,
    conversation_id: conversationId,
    origin: input.origin,
    status,
    status_changed_at: at,
    deadline_at: deadline === null ? null : new Date(deadline).toISOString(),
    currency: input.currency,
    goods_total_e4: lines.reduce((sum, l) => sum + l.line_total_e4, 0),
    shipment_cost_e4: input.shipmentCostE4 ?? null,
    is_shipping_included: input.shippingIncluded ?? false,
    incoterm: input.incoterm,
    named_place: input.namedPlace,
    ship_to: JSON.stringify(input.shipTo),
    buyer_note: input.buyerNote,
    supplier_note: input.supplierNote ?? null,
    lead_time_days: input.leadTimeDays ?? null,
    deposit_percent: input.depositPercent ?? null,
    milestone,
    payment_reference: newPaymentReference(),
    ...payment,
    created_by_user_id: input.createdBy.userId,
    created_at: at,
    updated_at: at,
  };
  const id = await repo.insertOrder(trx, values, lines);
  await repo.insertEvent(trx, {
    order_id: id,
    party: input.createdBy.side,
    actor_user_id: input.createdBy.userId,
    action: "create",
    from_status: status,
    to_status: status,
    data: JSON.stringify({ goodsTotalE4: values.goods_total_e4, lines: lines.length }),
    created_at: at,
  });
  await recordAudit(trx, {
    userId: input.createdBy.userId,
    action: "order.create",
    entity: "order",
    entityId: id,
    details: { status, supplier: input.supplierCompanyId, origin: input.origin },
  });
  if (conversationId !== null)
    await postCard(trx, {
      conversationId,
      side: input.createdBy.side === "buyer" ? "buyer" : "seller",
      senderUserId: input.createdBy.userId,
      kind: "order",
      refId: id,
      lang: input.lang,
      at,
    });
  const order = input.announce === false ? undefined : await repo.findOrder(trx, id);
  if (order)
    await announceOrderChange({ db: trx, clock: { now: () => now }, site }, order, {
      party: input.createdBy.side,
      actorUserId: input.createdBy.userId,
      action: "create",
      to: status,
    });
  return id;
}
