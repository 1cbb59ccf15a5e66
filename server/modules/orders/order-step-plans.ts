import { lineTotalE4 } from "#core/rules/money.ts";
import {
  BUYER_CARRIAGE_INCOTERMS,
  DAY_MS,
  EXTENSION_DAYS,
  type OrderSide,
  type OrderStatus,
  shippingSettled,
} from "#core/rules/order-flow.ts";
import type { OrderStepInput } from "#core/schemas/orders.ts";
import type { Db } from "#server/db/connect.ts";
import { AppError } from "#server/lib/errors.ts";
import type { OrderChange } from "./order-commit.ts";
import type { OrderUpload } from "./order-documents.ts";
import { orderState } from "./order-state.ts";
import * as repo from "./orders.repo.ts";

/**
 * What each step of the order flow writes, once the flow table has allowed it: the order's new
 * status and fields, and the rows that go with it (changed lines, a declared or decided payment).
 */
export const STEP_ERRORS = {
  wrong_party: "orders.errors.wrongParty",
  wrong_status: "orders.errors.wrongStatus",
  deadline_passed: "orders.errors.deadlinePassed",
  not_now: "orders.errors.notNow",
  role: "orders.errors.role",
  incoterm: "orders.errors.incotermCarriage",
  lines: "orders.errors.lines",
  proof: "orders.errors.proof",
} as const;

/** What a step writes: the change of the order, and the rows that go with it (lines, payments, files). */
export interface StepPlan {
  change: Omit<OrderChange, "party" | "actorUserId" | "clientAddress">;
  extra?: (trx: Db, documentIds: number[], at: string) => Promise<void>;
  files?: OrderUpload[];
}

const iso = (ms: number) => new Date(ms).toISOString();
const extended = (deadline: string | null, now: number) =>
  iso(Math.max(deadline ? Date.parse(deadline) : now, now) + EXTENSION_DAYS * DAY_MS);

export function planStep(
  order: repo.OrderRow,
  input: OrderStepInput,
  lines: repo.OrderLineRow[],
  who: { side: OrderSide; userId: number },
  files: OrderUpload[],
  now: number,
): StepPlan {
  const userId = who.userId;
  const to = (status: OrderStatus) => ({ action: input.step, to: status });
  switch (input.step) {
    case "confirm_proposal":
      return {
        change: to(shippingSettled(orderState(order, false)) ? "payment_waiting" : "shipment_cost_waiting"),
      };
    case "decline_proposal":
    case "decline":
    case "decline_shipping":
      return {
        change: {
          ...to("closed"),
          reason: input.reason,
          set: { closed_reason: "declined", closed_note: input.reason },
        },
      };
    case "cancel":
      return {
        change: {
          ...to("closed"),
          reason: input.reason,
          set: { closed_reason: "cancelled", closed_note: input.reason },
        },
      };
    case "confirm": {
      const incoterm = input.incoterm ?? order.incoterm;
      if (
        input.shipping === "not_needed" &&
        !(BUYER_CARRIAGE_INCOTERMS as readonly string[]).includes(incoterm ?? "")
      )
        throw new AppError("invalid_data", STEP_ERRORS.incoterm, { shipping: STEP_ERRORS.incoterm });
      return {
        change: {
          ...to(input.shipping === "to_follow" ? "shipment_cost_waiting" : "payment_waiting"),
          set: {
            incoterm,
            is_shipping_included: input.shipping === "included",
            lead_time_days: input.leadTimeDays,
            deposit_percent: input.depositPercent ?? null,
            milestone: input.depositPercent ? "deposit" : "full",
            supplier_note: input.note ?? order.supplier_note,
          },
          data: {
            shipping: input.shipping,
            leadTimeDays: input.leadTimeDays,
            depositPercent: input.depositPercent ?? null,
          },
        },
      };
    }
    case "change_lines": {
      const byId = new Map(lines.map((l) => [l.id, l]));
      const changes: { name: string; from: [number, number]; to: [number, number] }[] = [];
      const updated = new Map<number, { quantity: number; unit_price_e4: number; line_total_e4: number }>();
      for (const change of input.lines) {
        const line = byId.get(change.id);
        if (!line) throw new AppError("invalid_data", STEP_ERRORS.lines, { lines: STEP_ERRORS.lines });
        if (line.quantity === change.quantity && line.unit_price_e4 === change.unitPrice) continue;
        updated.set(line.id, {
          quantity: change.quantity,
          unit_price_e4: change.unitPrice,
          line_total_e4: lineTotalE4(change.unitPrice, change.quantity, order.currency),
        });
        changes.push({
          name: line.product_name,
          from: [line.quantity, line.unit_price_e4],
          to: [change.quantity, change.unitPrice],
        });
      }
      if (!changes.length)
        throw new AppError("invalid_data", STEP_ERRORS.lines, { lines: STEP_ERRORS.lines });
      const total = lines.reduce((sum, l) => sum + (updated.get(l.id)?.line_total_e4 ?? l.line_total_e4), 0);
      return {
        change: {
          ...to("created"),
          reason: input.note ?? null,
          set: { goods_total_e4: total },
          data: { changes, goodsTotalE4: { from: order.goods_total_e4, to: total } },
        },
        extra: async (trx) => {
          for (const [id, line] of updated) await repo.updateLine(trx, order.id, id, line);
        },
      };
    }
    case "quote_shipping":
      return {
        change: {
          ...to("payment_waiting"),
          set: {
            shipment_cost_e4: input.shipmentCost,
            shipping_method: input.method,
            shipping_estimate_days: input.estimateDays,
          },
          data: {
            shipmentCostE4: input.shipmentCost,
            method: input.method,
            estimateDays: input.estimateDays,
          },
        },
      };
    case "declare_payment": {
      const proofs = files.filter((f) => f.kind === "payment_proof");
      if (!proofs.length) throw new AppError("invalid_data", STEP_ERRORS.proof, { proof: STEP_ERRORS.proof });
      return {
        change: {
          ...to("payment_approval_pending"),
          data: {
            amountE4: input.amount,
            paidOn: input.paidOn,
            bankReference: input.bankReference,
            milestone: order.milestone,
          },
        },
        files: proofs,
        extra: async (trx, documentIds, at) => {
          await repo.insertPayment(trx, {
            order_id: order.id,
            milestone: order.milestone,
            amount_e4: input.amount,
            paid_on: input.paidOn,
            bank_reference: input.bankReference,
            proof_document_id: documentIds[0] ?? null,
            declared_by_user_id: userId,
            declared_at: at,
          });
        },
      };
    }
    case "approve_payment":
    case "reject_payment": {
      const approve = input.step === "approve_payment";
      const reason = input.step === "reject_payment" ? input.reason : null;
      return {
        change: { ...to(approve ? "shipment_waiting" : "payment_waiting"), reason },
        extra: async (trx, _ids, at) => {
          const decided = await repo.decidePendingPayment(trx, order.id, {
            status: approve ? "approved" : "rejected",
            reason,
            userId,
            at,
          });
          if (!decided) throw new AppError("conflict", STEP_ERRORS.wrong_status);
        },
      };
    }
    case "request_balance":
      return { change: { ...to("payment_waiting"), set: { milestone: "balance" } } };
    case "ship":
      return {
        change: {
          ...to("shipped"),
          set: {
            carrier: input.carrier,
            tracking_number: input.trackingNumber,
            shipped_on: input.shippedOn,
            shipping_method: input.method,
          },
          data: {
            carrier: input.carrier,
            trackingNumber: input.trackingNumber,
            shippedOn: input.shippedOn,
            method: input.method,
          },
        },
        files: files.filter((f) => f.kind !== "payment_proof"),
      };
    case "extend_shipment":
      return {
        change: {
          ...to("shipment_waiting"),
          set: { is_shipment_extended: true, deadline_at: extended(order.deadline_at, now) },
        },
      };
    case "request_refund":
      return {
        change: { ...to("shipment_waiting"), reason: input.reason, set: { refund_requested_at: iso(now) } },
      };
    case "confirm_receipt":
      return { change: to("completed") };
    case "extend_receipt":
      return {
        change: {
          ...to("shipped"),
          set: {
            deadline_at: extended(order.deadline_at, now),
            ...(who.side === "buyer"
              ? { is_receipt_extended_by_buyer: true }
              : { is_receipt_extended_by_supplier: true }),
          },
        },
      };
  }
}
