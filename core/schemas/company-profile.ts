import { z } from "zod";
import {
  emptyToNull,
  invalid,
  listOf as readList,
  oneOf,
  optionalInt,
  optionalOneOf,
  optionalText,
  tooLong,
} from "./field-readers.ts";
import { COUNTRY_CODES } from "#core/i18n/country-codes.ts";
import { LANG_CODES } from "#core/i18n/languages.ts";
import {
  BUSINESS_TYPES,
  DELIVERY_TERMS,
  EMPLOYEE_RANGES,
  LEAD_TIMES,
  MARKETS,
  OFFICE_SIZES,
  PAYMENT_TYPES,
  SALES_VOLUMES,
} from "./company-vocabulary.ts";

/**
 * A supplier's company profile, one schema per onboarding step, used by the browser for instant
 * feedback and by the server (pages and API) as the authority. A step may be saved half done and
 * finished later, so only what a company cannot exist without (its display name and country) is
 * required when saving; what review needs is measured by `measureCompleteness` and checked on
 * submission. Messages are translation keys.
 */

export const PROFILE_LIMITS = {
  name: 120,
  legalName: 200,
  city: 100,
  address: 300,
  zip: 20,
  phone: 30,
  mainProducts: 500,
  listItem: 100,
  listItems: 20,
  staff: 1_000_000,
} as const;

/** The earliest founding year accepted; the latest is the current year. */
export const FIRST_REGISTERED_YEAR = 1800;

/** A profile's list: at most `max` entries, one per line or comma (entries may hold a semicolon). */
const listOf = <T extends z.ZodType>(item: T, max: number = PROFILE_LIMITS.listItems) =>
  readList(item, max, "errors.companyProfile.tooMany", /[\n,]/);

const phone = z.preprocess(
  emptyToNull,
  z
    .string({ error: invalid })
    .trim()
    .max(PROFILE_LIMITS.phone, tooLong)
    .regex(/^[+()\d\s-]*\d[+()\d\s-]*$/, "errors.phone")
    .nullable(),
);

export { COUNTRY_CODES };

const country = z.preprocess(
  (value) => (typeof value === "string" ? value.trim().toUpperCase() : value),
  z
    .string({ error: "errors.required" })
    .min(1, "errors.required")
    .refine((code) => COUNTRY_CODES.includes(code), "errors.companyProfile.country"),
);

export const BasicsSchema = z.object({
  displayName: z
    .string({ error: "errors.required" })
    .trim()
    .min(1, "errors.required")
    .max(PROFILE_LIMITS.name, tooLong),
  legalName: optionalText(PROFILE_LIMITS.legalName),
  /** The person who owns or legally represents the company, as buyers read it on the storefront. */
  legalOwner: optionalText(PROFILE_LIMITS.name),
  country,
  city: optionalText(PROFILE_LIMITS.city),
  address: optionalText(PROFILE_LIMITS.address),
  zip: optionalText(PROFILE_LIMITS.zip),
  registeredYear: optionalInt(
    FIRST_REGISTERED_YEAR,
    new Date().getUTCFullYear(),
    "errors.companyProfile.year",
  ),
  businessTypes: listOf(oneOf(BUSINESS_TYPES), BUSINESS_TYPES.length),
});
export type BasicsInput = z.infer<typeof BasicsSchema>;

const email = z.preprocess(
  emptyToNull,
  z
    .string({ error: invalid })
    .trim()
    .max(254, tooLong)
    .pipe(z.email({ error: "errors.email" }))
    .transform((value) => value.toLowerCase())
    .nullable(),
);

export const ContactSchema = z.object({
  inquiryEmail: email,
  officePhone: phone,
  mobilePhone: phone,
  spokenLanguages: listOf(oneOf(LANG_CODES as [string, ...string[]]), LANG_CODES.length),
  writingLang: optionalOneOf(LANG_CODES as [string, ...string[]]),
});
export type ContactInput = z.infer<typeof ContactSchema>;

/** Money is kept exact: a decimal written as text, at most 10 digits and 2 decimals. */
const money = z.preprocess(
  (value) => {
    const given = emptyToNull(value);
    return typeof given === "number" ? String(given) : typeof given === "string" ? given.trim() : given;
  },
  z
    .string({ error: "errors.companyProfile.money" })
    .regex(/^\d{1,10}(\.\d{1,2})?$/, "errors.companyProfile.money")
    .nullable(),
);
const currency = z.preprocess(
  (value) => (typeof value === "string" ? value.trim().toUpperCase() : value),
  z.string({ error: invalid }).regex(/^[A-Z]{3}$/, "errors.companyProfile.currency"),
);
const freeText = z.string({ error: invalid }).max(PROFILE_LIMITS.listItem, tooLong);

export const TradeSchema = z
  .object({
    mainProducts: optionalText(PROFILE_LIMITS.mainProducts),
    mainMarkets: listOf(oneOf(MARKETS), MARKETS.length),
    customers: listOf(freeText),
    annualSales: optionalOneOf(SALES_VOLUMES),
    exportPercentage: optionalInt(0, 100, "errors.companyProfile.percent"),
    employees: optionalOneOf(EMPLOYEE_RANGES),
    officeSize: optionalOneOf(OFFICE_SIZES),
    rdStaff: optionalInt(0, PROFILE_LIMITS.staff),
    qcStaff: optionalInt(0, PROFILE_LIMITS.staff),
    paymentTypes: listOf(oneOf(PAYMENT_TYPES), PAYMENT_TYPES.length),
    deliveryTerms: listOf(oneOf(DELIVERY_TERMS), DELIVERY_TERMS.length),
    currencies: listOf(currency, 10),
    minimumOrderValue: money,
    minimumOrderCurrency: z.preprocess(emptyToNull, currency.nullable()),
    ports: listOf(freeText),
    averageLeadTime: optionalOneOf(LEAD_TIMES),
  })
  .refine((v) => v.minimumOrderValue === null || v.minimumOrderCurrency !== null, {
    path: ["minimumOrderCurrency"],
    message: "errors.companyProfile.currencyNeeded",
  });
export type TradeInput = z.infer<typeof TradeSchema>;

/** The steps of onboarding, in order; `documents` and `submit` have no fields of their own. */
export const ONBOARDING_STEPS = ["basics", "contact", "trade", "documents", "submit"] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];
export const PROFILE_SECTIONS = ["basics", "contact", "trade"] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

export const SECTION_SCHEMAS = { basics: BasicsSchema, contact: ContactSchema, trade: TradeSchema } as const;
export type SectionInput = {
  basics: BasicsInput;
  contact: ContactInput;
  trade: TradeInput;
};

/** A step's values as stored: a word from a list reads back as text (older rows may hold others). */
type Stored<T> = {
  [K in keyof T]: T[K] extends readonly string[]
    ? string[]
    : T[K] extends string
      ? string
      : T[K] extends string | null
        ? string | null
        : T[K];
};

/** Everything onboarding edits, as the server reads it back. */
export interface CompanyProfile {
  id: number;
  status: string;
  statusReason: string | null;
  logoUrl: string | null;
  basics: Stored<BasicsInput>;
  contact: Stored<ContactInput>;
  trade: Stored<TradeInput>;
}

/**
 * What review needs, per step: a company without these cannot be judged by the operator or
 * trusted by a buyer. The other fields make the profile better and count towards the percentage.
 */
export const REQUIRED_FIELDS: { [S in ProfileSection]: readonly (keyof SectionInput[S])[] } = {
  basics: ["displayName", "legalName", "country", "city", "address", "registeredYear", "businessTypes"],
  contact: ["inquiryEmail", "officePhone", "spokenLanguages", "writingLang"],
  trade: ["mainProducts", "mainMarkets", "employees", "paymentTypes", "deliveryTerms"],
};

/** Fields that count towards completeness but are not needed for review. */
export const RECOMMENDED_FIELDS: { [S in ProfileSection]: readonly string[] } = {
  basics: ["logo", "legalOwner", "zip"],
  contact: ["mobilePhone"],
  trade: [
    "customers",
    "annualSales",
    "exportPercentage",
    "officeSize",
    "rdStaff",
    "qcStaff",
    "currencies",
    "minimumOrderValue",
    "ports",
    "averageLeadTime",
  ],
};

export interface Completeness {
  /** 0–100: the share of required and recommended fields filled in. */
  percent: number;
  /** The required fields still missing, per step. */
  missing: { [S in ProfileSection]: string[] };
  /** The recommended fields still empty, per step. */
  suggested: { [S in ProfileSection]: string[] };
  /** True when nothing required is missing: the company may be submitted for review. */
  ready: boolean;
}

const filled = (value: unknown) =>
  value !== null && value !== undefined && value !== "" && !(Array.isArray(value) && value.length === 0);

/** How complete a profile is: what each step still misses, and a percentage. */
export function measureCompleteness(profile: CompanyProfile): Completeness {
  const missing = { basics: [], contact: [], trade: [] } as Completeness["missing"];
  const suggested = { basics: [], contact: [], trade: [] } as Completeness["suggested"];
  let total = 0;
  let done = 0;
  for (const section of PROFILE_SECTIONS) {
    const values: Record<string, unknown> = {
      ...profile[section],
      ...(section === "basics" ? { logo: profile.logoUrl } : {}),
    };
    // A phone of either kind reaches the company.
    if (section === "contact") values.officePhone = values.officePhone ?? values.mobilePhone;
    for (const field of REQUIRED_FIELDS[section] as readonly string[]) {
      total += 1;
      if (filled(values[field])) done += 1;
      else missing[section].push(field);
    }
    for (const field of RECOMMENDED_FIELDS[section]) {
      total += 1;
      if (filled(values[field])) done += 1;
      else suggested[section].push(field);
    }
  }
  const ready = PROFILE_SECTIONS.every((s) => missing[s].length === 0);
  return { percent: Math.round((done / total) * 100), missing, suggested, ready };
}

/** The company logo: a picture judged by its content and re-encoded; shown square on storefronts. */
export const LOGO_IMAGE = {
  maxBytes: 2 * 1024 * 1024,
  minWidth: 64,
  minHeight: 64,
  accept: "image/jpeg,image/png,image/webp",
} as const;
