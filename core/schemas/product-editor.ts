import { z } from "zod";
import { LANG_CODES } from "#core/i18n/languages.ts";
import { COUNTRY_CODES } from "./company-profile.ts";
import { ID_MAX } from "./id.ts";
import { PAYMENT_TYPES } from "./company-vocabulary.ts";
import {
  MONEY_PATTERN,
  emptyToNull,
  flag,
  invalid,
  listOf,
  money,
  moneyText,
  oneOf,
  optionalInt,
  optionalOneOf,
  optionalText,
  required,
  tooLong,
} from "./product-field-readers.ts";
import { PRODUCT_UNITS } from "./purchase-request-rules.ts";
import { CAPACITY_PERIODS, LIVE_FIELDS, PACKAGINGS, PRODUCT_LIMITS } from "./product-vocabulary.ts";

export { CAPACITY_PERIODS, LIVE_FIELDS, PACKAGINGS, PRODUCT_LIMITS };

/**
 * A supplier's product, as the editor, the spreadsheet import (one row) and the API write it:
 * one schema, the authority on the server, instant feedback in the browser. Messages are
 * translation keys; a field's path joined by dots (`texts.en.name`, `priceTiers.1.price`) names
 * where the message belongs.
 */

/** One language's texts. The description is rich text; the server sanitises it before storing. */
export const ProductTextSchema = z.object({
  name: z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v),
    z.string({ error: required }).min(1, required).max(PRODUCT_LIMITS.name, tooLong),
  ),
  description: optionalText(PRODUCT_LIMITS.description * 2),
  packagingDetails: optionalText(PRODUCT_LIMITS.packagingDetails),
});
export type ProductText = z.infer<typeof ProductTextSchema>;

/** Per language: a language left with an empty name is "not written" and dropped. */
const texts = z.preprocess(
  (value) => {
    if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
    const kept: Record<string, unknown> = {};
    for (const [lang, text] of Object.entries(value)) {
      const t = text as Record<string, unknown> | null;
      const empty = !t || ["name", "description", "packagingDetails"].every((f) => !emptyToNull(t[f]));
      if (!empty) kept[lang] = text;
    }
    return kept;
  },
  z
    .partialRecord(oneOf(LANG_CODES as [string, ...string[]]), ProductTextSchema, { error: invalid })
    .refine((t) => Object.keys(t).length > 0, { message: "errors.product.nameNeeded" }),
);

const customVariation = z.object({
  name: z.string({ error: required }).trim().min(1, required).max(PRODUCT_LIMITS.customName, tooLong),
  values: z
    .array(
      z.object({
        name: z.string({ error: required }).trim().min(1, required).max(PRODUCT_LIMITS.customName, tooLong),
        image: z.preprocess(
          emptyToNull,
          z
            .string()
            .max(300)
            .regex(/^\/media\//, invalid)
            .nullable(),
        ),
      }),
      { error: invalid },
    )
    .min(1, "errors.product.valuesNeeded")
    .max(PRODUCT_LIMITS.customValues, "errors.product.tooMany"),
});

const tier = z.object({
  minQuantity: z.preprocess(
    (value) =>
      typeof value === "string" && /^\s*\d{1,12}\s*$/.test(value)
        ? Number(value)
        : (emptyToNull(value) ?? undefined),
    z.number({ error: required }).int(invalid).min(1, invalid).max(PRODUCT_LIMITS.quantityMax, invalid),
  ),
  price: z.preprocess(
    (value) => moneyText(value) ?? undefined,
    z.string({ error: required }).regex(MONEY_PATTERN, "errors.product.money"),
  ),
});

const isoDate = z.preprocess(
  emptyToNull,
  z
    .string({ error: invalid })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "errors.product.date")
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), "errors.product.date")
    .nullable(),
);

/** A row's id as a number or digits; one no id column can hold is refused like any wrong value. */
const optionalId = z
  .preprocess(emptyToNull, z.coerce.number().int().positive().max(ID_MAX).nullable())
  .optional();

const certification = z
  .object({
    /** The certificate's row when it exists already (its file and review stay with it). */
    id: optionalId,
    name: z
      .string({ error: required })
      .trim()
      .min(1, required)
      .max(PRODUCT_LIMITS.certificationName, tooLong),
    authorizedOrganization: optionalText(PRODUCT_LIMITS.certificationName),
    startDate: isoDate,
    endDate: isoDate,
    /** A private file uploaded for it (the certificate itself). */
    fileId: optionalId,
  })
  .refine((c) => !c.startDate || !c.endDate || c.startDate <= c.endDate, {
    path: ["endDate"],
    message: "errors.product.datesOrder",
  });

const picture = z
  .string({ error: invalid })
  .max(300)
  .regex(/^\/media\/[\w./-]+$/, invalid);

export const ProductInputSchema = z
  .object({
    /** A leaf of the category tree (checked against the tree by the server). */
    categoryCode: z.string({ error: required }).regex(/^(\d{3})+$/, "errors.product.category"),
    texts,
    brand: optionalText(PRODUCT_LIMITS.brand),
    modelNumber: optionalText(PRODUCT_LIMITS.modelNumber),
    supplierSku: z.preprocess(
      emptyToNull,
      z
        .string({ error: invalid })
        .trim()
        .max(PRODUCT_LIMITS.supplierSku, tooLong)
        .regex(/^[\p{L}\p{N}][\p{L}\p{N} ._/#-]*$/u, "errors.product.sku")
        .nullable(),
    ),
    placeOfOrigin: z.preprocess(
      (v) => (typeof v === "string" ? v.trim().toUpperCase() : v),
      z.string({ error: required }).refine((c) => COUNTRY_CODES.includes(c), "errors.product.country"),
    ),
    keywords: listOf(z.string().max(PRODUCT_LIMITS.keyword, tooLong), PRODUCT_LIMITS.keywords),
    /** In order; the first is the main picture. Paths the picture upload answered. */
    pictures: listOf(picture, PRODUCT_LIMITS.pictures),
    /** Codes of the category's additional-filter options (checked against the category by the server). */
    variationOptions: listOf(z.string().regex(/^[\w.-]{1,40}$/, invalid), 200),
    customVariations: z
      .array(customVariation, { error: invalid })
      .max(PRODUCT_LIMITS.customVariations, "errors.product.tooMany")
      .default([]),
    fobCurrency: z.preprocess(
      (v) => (typeof v === "string" && v.trim() ? v.trim().toUpperCase() : "USD"),
      z.string().regex(/^[A-Z]{3}$/, "errors.product.currency"),
    ),
    /** "Ask Price": no price is shown; buyers ask for one. */
    priceOnRequest: flag.default(false),
    priceMin: money,
    priceMax: money,
    fobUnit: optionalOneOf(PRODUCT_UNITS),
    priceTiers: z
      .array(tier, { error: invalid })
      .max(PRODUCT_LIMITS.priceTiers, "errors.product.tooMany")
      .default([]),
    minOrderQuantity: optionalInt(1, PRODUCT_LIMITS.quantityMax),
    minOrderUnit: optionalOneOf(PRODUCT_UNITS),
    isCartAvailable: flag.default(false),
    paymentTerms: listOf(oneOf(PAYMENT_TYPES), PAYMENT_TYPES.length),
    packaging: optionalOneOf(PACKAGINGS),
    productionCapacity: optionalInt(1, PRODUCT_LIMITS.quantityMax),
    productionCapUnit: optionalOneOf(PRODUCT_UNITS),
    productionCapTime: optionalOneOf(CAPACITY_PERIODS),
    /** Delivery or lead time in days. */
    deliveryDays: optionalInt(0, PRODUCT_LIMITS.deliveryDaysMax),
    certifications: z
      .array(certification, { error: invalid })
      .max(PRODUCT_LIMITS.certifications, "errors.product.tooMany")
      .default([]),
    manufactureLocation: z
      .preprocess(
        (v) => (v && typeof v === "object" && emptyToNull((v as { lat?: unknown }).lat) === null ? null : v),
        z
          .object({
            lat: z.coerce.number({ error: invalid }).min(-90, invalid).max(90, invalid),
            lon: z.coerce.number({ error: invalid }).min(-180, invalid).max(180, invalid),
          })
          .nullable(),
      )
      .default(null),
  })
  .superRefine((p, ctx) => {
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: "custom", path, message });
    if (p.priceOnRequest) {
      if (p.priceMin !== null || p.priceMax !== null || p.priceTiers.length)
        issue(["priceOnRequest"], "errors.product.askPriceWithPrice");
      if (p.isCartAvailable) issue(["isCartAvailable"], "errors.product.cartNeedsPrice");
    } else if (p.priceMin === null && !p.priceTiers.length) {
      issue(["priceMin"], "errors.product.priceNeeded");
    }
    if (p.priceMin !== null && p.priceMax !== null && Number(p.priceMin) > Number(p.priceMax))
      issue(["priceMax"], "errors.product.priceOrder");
    // Tiers: each quantity above the one before, each price no higher than the one before.
    p.priceTiers.forEach((t, i) => {
      const before = p.priceTiers[i - 1];
      if (!before) return;
      if (t.minQuantity <= before.minQuantity)
        issue(["priceTiers", i, "minQuantity"], "errors.product.tierQuantities");
      if (Number(t.price) > Number(before.price))
        issue(["priceTiers", i, "price"], "errors.product.tierPrices");
    });
    if (p.productionCapacity !== null && !p.productionCapTime)
      issue(["productionCapTime"], "errors.product.periodNeeded");
    const names = new Set<string>();
    p.customVariations.forEach((v, i) => {
      const key = v.name.toLowerCase();
      if (names.has(key)) issue(["customVariations", i, "name"], "errors.product.duplicate");
      names.add(key);
    });
  });
export type ProductInput = z.infer<typeof ProductInputSchema>;
/** What a client sends, before defaults and conversions. */
export type ProductInputDraft = z.input<typeof ProductInputSchema>;

/** Field path (dots) → first message key, for the editor, the import report and the API. */
export function productFieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join(".") : "form";
    // A check without a message of its own (a value of the wrong type deep in a list) says "invalid".
    fields[key] ??= issue.message.startsWith("errors.") ? issue.message : invalid;
  }
  return fields;
}

/** The reviewed part of a product: what a change request carries. */
export type ReviewedFields = Omit<ProductInput, (typeof LIVE_FIELDS)[number]>;
export type LiveFields = Pick<ProductInput, (typeof LIVE_FIELDS)[number]>;

export function splitProductInput(input: ProductInput): { live: LiveFields; reviewed: ReviewedFields } {
  const live = {} as Record<string, unknown>;
  const reviewed = { ...input } as Record<string, unknown>;
  for (const field of LIVE_FIELDS) {
    live[field] = input[field];
    delete reviewed[field];
  }
  return { live: live as LiveFields, reviewed: reviewed as ReviewedFields };
}
