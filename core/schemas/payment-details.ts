import { z } from "zod";

/**
 * The bank details a supplier's buyers pay to, as the workspace's form edits them. Messages are
 * translation keys; the same schema checks the form in the browser and on the server.
 */
export const PAYMENT_DETAILS_LIMITS = {
  accountHolder: 120,
  bankName: 120,
  accountNumber: 60,
  bankAddress: 300,
  instructions: 1000,
} as const;

export const PAYMENT_DETAILS_ERRORS = {
  required: "supplier.paymentDetails.errors.required",
  tooLong: "supplier.paymentDetails.errors.tooLong",
  swift: "supplier.paymentDetails.errors.swift",
  accountNumber: "supplier.paymentDetails.errors.accountNumber",
} as const;

const required = (max: number) =>
  z
    .string({ error: PAYMENT_DETAILS_ERRORS.required })
    .trim()
    .min(1, PAYMENT_DETAILS_ERRORS.required)
    .max(max, PAYMENT_DETAILS_ERRORS.tooLong);
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, PAYMENT_DETAILS_ERRORS.tooLong)
    .optional()
    .transform((v) => v || null);

/** A SWIFT/BIC code: bank (4 letters), country (2 letters), place (2), branch (3, optional). */
const SWIFT = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;

export const PaymentDetailsSchema = z.object({
  accountHolder: required(PAYMENT_DETAILS_LIMITS.accountHolder),
  bankName: required(PAYMENT_DETAILS_LIMITS.bankName),
  // An IBAN or a local account number: letters, digits, spaces and dashes, read out to a bank.
  accountNumber: required(PAYMENT_DETAILS_LIMITS.accountNumber).regex(
    /^[A-Za-z0-9][A-Za-z0-9 -]*$/,
    PAYMENT_DETAILS_ERRORS.accountNumber,
  ),
  swift: z
    .string()
    .optional()
    .transform((v) => (v ?? "").replace(/\s+/g, "").toUpperCase())
    .refine((v) => v === "" || SWIFT.test(v), PAYMENT_DETAILS_ERRORS.swift)
    .transform((v) => v || null),
  bankAddress: optional(PAYMENT_DETAILS_LIMITS.bankAddress),
  instructions: optional(PAYMENT_DETAILS_LIMITS.instructions),
});
export type PaymentDetailsInput = z.infer<typeof PaymentDetailsSchema>;
export const PAYMENT_DETAILS_FIELDS = Object.keys(
  PaymentDetailsSchema.shape,
) as (keyof PaymentDetailsInput)[];

/** Where a supplier keeps them: the address an order's "no bank details" refusal points to. */
export const PAYMENT_DETAILS_PATH = "/supplier/orders/payment-details";
