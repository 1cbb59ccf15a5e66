import { z } from "zod";
import { COUNTRY_CODES } from "./company-profile.ts";
import { emptyToNull, invalid, optionalText, required, tooLong } from "./field-readers.ts";

/**
 * A buyer's saved ship-to address, as the checkout page's form and the API send it. Messages are
 * translation keys.
 */
export const ADDRESS_LIMITS = {
  label: 60,
  recipient: 120,
  company: 120,
  line: 200,
  city: 100,
  region: 100,
  postalCode: 20,
  phone: 30,
} as const;
/** Addresses one buyer may keep: enough for every warehouse, few enough to choose from. */
export const MAX_ADDRESSES = 20;

export const ADDRESS_ERRORS = {
  country: "addresses.errors.country",
  postalCode: "addresses.errors.postalCode",
  tooMany: "addresses.errors.tooMany",
} as const;

const requiredText = (max: number) => z.string({ error: required }).trim().min(1, required).max(max, tooLong);

const country = z.preprocess(
  (value) => (typeof value === "string" ? value.trim().toUpperCase() : value),
  z
    .string({ error: required })
    .min(1, required)
    .refine((code) => COUNTRY_CODES.includes(code), ADDRESS_ERRORS.country),
);

const postalCode = z.preprocess(
  emptyToNull,
  z
    .string({ error: invalid })
    .trim()
    .max(ADDRESS_LIMITS.postalCode, tooLong)
    .regex(/^[\p{L}\p{N}][\p{L}\p{N} -]*$/u, ADDRESS_ERRORS.postalCode)
    .nullable(),
);

const phone = z.preprocess(
  emptyToNull,
  z
    .string({ error: invalid })
    .trim()
    .max(ADDRESS_LIMITS.phone, tooLong)
    .regex(/^[+()\d\s-]*\d[+()\d\s-]*$/, "errors.phone")
    .nullable(),
);

/** A form's checkbox ("on") or JSON's boolean; absent is false. */
const flag = z.preprocess((value) => value === true || value === "on" || value === "true", z.boolean());

export const BuyerAddressInputSchema = z.object({
  label: requiredText(ADDRESS_LIMITS.label),
  recipient: requiredText(ADDRESS_LIMITS.recipient),
  company: optionalText(ADDRESS_LIMITS.company),
  line1: requiredText(ADDRESS_LIMITS.line),
  line2: optionalText(ADDRESS_LIMITS.line),
  city: requiredText(ADDRESS_LIMITS.city),
  region: optionalText(ADDRESS_LIMITS.region),
  postalCode,
  country,
  phone,
  /** Makes this the default address. There is always one default: another one is chosen to change it. */
  isDefault: flag,
});
export type BuyerAddressInput = z.infer<typeof BuyerAddressInputSchema>;

export const BUYER_ADDRESS_FIELDS = Object.keys(BuyerAddressInputSchema.shape) as (keyof BuyerAddressInput)[];

/** A saved address as pages and the API show it. */
export const BuyerAddressSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  recipient: z.string(),
  company: z.string().nullable(),
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  region: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string(),
  phone: z.string().nullable(),
  isDefault: z.boolean(),
});
export type BuyerAddress = z.infer<typeof BuyerAddressSchema>;
