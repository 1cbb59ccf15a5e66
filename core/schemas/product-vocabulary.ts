import type { ProductInput } from "./product-editor.ts";

// A product's limits and fixed vocabularies, and which fields go live at once: shared by the
// input schema (product-editor.ts), the editor's fields and the spreadsheet templates.

export const PRODUCT_LIMITS = {
  name: 200,
  /** Rich text, after sanitising. */
  description: 20_000,
  packagingDetails: 1000,
  brand: 80,
  modelNumber: 80,
  supplierSku: 64,
  keyword: 50,
  keywords: 10,
  pictures: 10,
  customVariations: 4,
  customValues: 20,
  customName: 40,
  priceTiers: 6,
  certifications: 10,
  certificationName: 120,
  quantityMax: 1_000_000_000,
  deliveryDaysMax: 365,
} as const;

/** How often a production capacity is given. */
export const CAPACITY_PERIODS = ["day", "week", "month", "year"] as const;
/** How goods are packed (the `packaging.*` keys of the locales). */
export const PACKAGINGS = [
  "carton",
  "box",
  "bag",
  "pallet",
  "bulk",
  "wooden_case",
  "drum",
  "bottle",
  "can",
  "roll",
  "polybag",
  "blister",
] as const;

/**
 * What goes live at once when a published product is edited: prices, tiers, order quantity and
 * what says whether and when it can be had. Everything else a buyer reads as a claim about the
 * product (category, texts, pictures, certificates, variations, origin, brand…) waits for the
 * operator as a change request, unless the company is trusted.
 */
export const LIVE_FIELDS = [
  "fobCurrency",
  "priceOnRequest",
  "priceMin",
  "priceMax",
  "fobUnit",
  "priceTiers",
  "minOrderQuantity",
  "minOrderUnit",
  "isCartAvailable",
  "deliveryDays",
  "productionCapacity",
  "productionCapUnit",
  "productionCapTime",
  "paymentTerms",
  "supplierSku",
] as const satisfies readonly (keyof ProductInput)[];
