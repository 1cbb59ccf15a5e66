import { createHash } from "node:crypto";
import { lineTotalE4, numberToE4 } from "#core/rules/money.ts";
import type { CartLineView, CartView } from "#core/schemas/cart.ts";
import type { CheckoutLeftLine, CheckoutOrderPlan, CheckoutView } from "#core/schemas/checkout.ts";

/** A line's unit price exactly, in ten-thousandths; only orderable lines (they have a price) are priced. */
export const unitPriceE4 = (line: CartLineView) => numberToE4(line.unitPrice ?? 0);

/**
 * What checking out the cart would order: per supplier, and per currency within a supplier (an
 * order has one currency), its orderable lines with the exact total the order will have; the Ask
 * Price lines that stay in the cart; and the lines that block checkout until they are changed or
 * removed (below the minimum order, no longer sold, or a supplier buyers may not see).
 */
export function planCheckout(cart: CartView): CheckoutView {
  const orders: CheckoutOrderPlan[] = [];
  const staying: CheckoutLeftLine[] = [];
  const blocking: CheckoutLeftLine[] = [];
  for (const group of cart.groups) {
    const byCurrency = new Map<string, CheckoutOrderPlan>();
    for (const line of group.lines) {
      if (line.problem === "ask_price") staying.push({ supplierName: group.supplier.name, line });
      else if (!line.orderable) blocking.push({ supplierName: group.supplier.name, line });
      else {
        const plan = byCurrency.get(line.currency) ?? {
          supplier: group.supplier,
          currency: line.currency,
          lines: [],
          totalE4: 0,
        };
        byCurrency.set(line.currency, plan);
        plan.lines.push(line);
        plan.totalE4 += lineTotalE4(unitPriceE4(line), line.quantity, line.currency);
      }
    }
    orders.push(...byCurrency.values());
  }
  return { orders, staying, blocking, digest: digestOf(orders) };
}

/** Changes whenever a line is added to or leaves the orders, or its quantity, price or currency changes. */
function digestOf(orders: CheckoutOrderPlan[]): string {
  const facts = orders
    .flatMap((o) => o.lines.map((l) => `${l.id}:${l.quantity}:${unitPriceE4(l)}:${l.currency}`))
    .sort()
    .join(",");
  return createHash("sha256").update(facts).digest("hex").slice(0, 32);
}
