import { z } from "zod";
import { ORDER_STATUSES } from "#core/rules/order-flow.ts";

/** The longest text the operator's order search reads (an order number or a payment reference). */
export const ORDER_SEARCH_MAX = 60;
export const ORDER_SEARCH_PAGES_MAX = 10_000;

/**
 * The operator's order search, read from the address: a number ("O-000123") or payment reference
 * ("CRV-…") to find one order, or a status and the refund requests to list. Anything unreadable
 * is left out, so a mangled address still shows the list.
 */
export const OrderSearchSchema = z.object({
  q: z.string().trim().max(ORDER_SEARCH_MAX).optional().catch(undefined),
  status: z.enum(ORDER_STATUSES).optional().catch(undefined),
  refund: z
    .literal("1")
    .optional()
    .catch(undefined)
    .transform((v) => v === "1"),
  page: z.coerce.number().int().min(1).max(ORDER_SEARCH_PAGES_MAX).catch(1),
});
export type OrderSearch = z.infer<typeof OrderSearchSchema>;

/** The search as the address has it: `?q=…&status=…&refund=1&page=…`. */
export function readOrderSearch(params: URLSearchParams): OrderSearch {
  return OrderSearchSchema.parse({
    q: params.get("q") || undefined,
    status: params.get("status") || undefined,
    refund: params.get("refund") || undefined,
    page: params.get("page") ?? 1,
  });
}
