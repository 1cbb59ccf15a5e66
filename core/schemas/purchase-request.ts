import { z } from "zod";
import {
  type DateRange,
  isRealDay,
  PRODUCT_UNITS,
  PURCHASE_REQUEST_LIMITS,
} from "./purchase-request-rules.ts";

/**
 * Product purchase request rules, shared by the browser (instant feedback) and
 * the page action (the authority). Messages are translation keys; the form shows no text for
 * them (the form flags the field only), screen readers hear them through the field's description.
 */
const required = (max: number) =>
  z.string({ error: "errors.required" }).trim().min(1, "errors.required").max(max, "errors.tooLong");

/** One schema, built for the dates the caller can vouch for (see DateRange). */
export function purchaseRequestSchema(dates: DateRange) {
  const L = PURCHASE_REQUEST_LIMITS;
  return z.object({
    requestCompany: required(L.company),
    requestUserName: required(L.name),
    requestUserMail: required(L.email).pipe(z.email({ error: "errors.email" })),
    requestUserPhone: required(L.phone),
    subject: required(L.subject),
    message: required(L.message),
    quantity: z
      .string({ error: "errors.required" })
      .trim()
      .min(1, "errors.required")
      .regex(/^\d{1,10}(\.\d{1,4})?$/, "purchaseRequest.invalid.quantity")
      .transform(Number)
      .refine((n) => n > 0 && n <= L.quantityMax, "purchaseRequest.invalid.quantity"),
    unitType: z.enum(PRODUCT_UNITS, { error: "purchaseRequest.invalid.unit" }),
    requestDate: z
      .string({ error: "errors.required" })
      .trim()
      .min(1, "errors.required")
      .refine(isRealDay, "purchaseRequest.invalid.date")
      .refine((day) => day >= dates.earliest && day <= dates.latest, "purchaseRequest.invalid.date"),
  });
}
export type PurchaseRequest = z.infer<ReturnType<typeof purchaseRequestSchema>>;
