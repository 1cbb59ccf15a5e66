import { z } from "zod";
import { INCOTERMS } from "#core/rules/order-flow.ts";
import { parseMoneyE4 } from "#core/rules/money.ts";
import {
  RFQ_BUYER_COMPANY_MAX,
  RFQ_CERTIFICATE_NAME_MAX,
  RFQ_CERTIFICATES_MAX,
  RFQ_CLOSE_NOTE_MAX,
  RFQ_DESCRIPTION_MAX,
  RFQ_EXTENSION_DAYS_MAX,
  RFQ_MAX_QUOTES_DEFAULT,
  RFQ_MAX_QUOTES_MAX,
  RFQ_MAX_QUOTES_MIN,
  RFQ_NEEDED_BY_YEARS,
  RFQ_OPEN_DAYS_DEFAULT,
  RFQ_OPEN_DAYS_MAX,
  RFQ_OPEN_DAYS_MIN,
  RFQ_PORT_MAX,
  RFQ_QUANTITY_MAX,
  RFQ_TITLE_MAX,
} from "#core/rules/rfq-flow.ts";
import { COUNTRY_CODES } from "./company-profile.ts";
import { ORDER_CURRENCIES } from "./order-draft.ts";
import { addYears, isRealDay, PRODUCT_UNITS } from "./purchase-request-rules.ts";

/**
 * A buyer's request for quotation, as the posting form and the API send it, with the buyer's
 * own change of it (close early, extend once). One schema for the browser (instant feedback) and
 * the server (the authority); the server checks what only the database knows (the category is a
 * leaf). Messages are translation keys.
 */
export const RFQ_ERRORS = {
  title: "rfq.errors.title",
  category: "rfq.errors.category",
  description: "rfq.errors.description",
  quantity: "rfq.errors.quantity",
  unit: "rfq.errors.unit",
  targetPrice: "rfq.errors.targetPrice",
  currency: "rfq.errors.currency",
  country: "rfq.errors.country",
  port: "rfq.errors.port",
  incoterm: "rfq.errors.incoterm",
  neededBy: "rfq.errors.neededBy",
  certificates: "rfq.errors.certificates",
  openDays: "rfq.errors.openDays",
  maxQuotes: "rfq.errors.maxQuotes",
  buyerCompany: "rfq.errors.buyerCompany",
  note: "rfq.errors.note",
  extendDays: "rfq.errors.extendDays",
  fileCount: "rfq.errors.fileCount",
  fileType: "rfq.errors.fileType",
  fileSize: "rfq.errors.fileSize",
  tooManyOpen: "rfq.errors.tooManyOpen",
  tooFast: "rfq.errors.tooFast",
  notOpen: "rfq.errors.notOpen",
  changed: "rfq.errors.changed",
  alreadyExtended: "rfq.errors.alreadyExtended",
  companyNotActive: "rfq.errors.companyNotActive",
  postKey: "rfq.errors.postKey",
} as const;

/** A posting's key: 8 to 64 letters, digits and hyphens (a UUID fits). */
export const RFQ_POST_KEY = /^[A-Za-z0-9-]{8,64}$/;

/** The fields of the posting form, in the order it shows them (files travel beside them). */
export const RFQ_FIELDS = [
  "title",
  "categoryCode",
  "description",
  "quantity",
  "unit",
  "targetPrice",
  "currency",
  "destinationCountry",
  "destinationPort",
  "incoterm",
  "neededBy",
  "certificates",
  "openDays",
  "maxQuotes",
  "buyerCompany",
  "buyerCountry",
] as const;

const E = RFQ_ERRORS;
const blank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");
const blankToUndefined = (v: unknown) => (blank(v) ? undefined : v);

const text = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, message);
const optionalText = (max: number, message: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: message })
      .trim()
      .max(max, message)
      .optional()
      .transform((v) => v ?? null),
  );

/** A whole number sent as a number (JSON) or as digits (a form); decimals and signs are refused. */
const whole = (min: number, max: number, message: string) =>
  z.preprocess(
    (v) => (typeof v === "string" && /^\s*\d{1,12}\s*$/.test(v) ? Number(v) : v),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );
const wholeWithDefault = (min: number, max: number, fallback: number, message: string) =>
  z.preprocess((v) => (blank(v) ? fallback : v), whole(min, max, message));

const countryCode = (message: string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.trim().toUpperCase() : v),
    z.string({ error: message }).refine((code) => COUNTRY_CODES.includes(code), message),
  );

/** A leaf's code has whole levels of three digits; that it is a leaf the server checks. */
const categoryCode = z
  .string({ error: E.category })
  .trim()
  .regex(/^(\d{3}){1,6}$/, E.category);

/** An exact decimal (never a float on the way): "12", "12.5", "0.0125"; positive. */
const targetPrice = z.preprocess(
  (v) => (typeof v === "number" && Number.isFinite(v) ? String(v) : blankToUndefined(v)),
  z
    .string({ error: E.targetPrice })
    .transform((value, ctx) => {
      const e4 = parseMoneyE4(value);
      if (e4 === undefined || e4 <= 0) {
        ctx.addIssue({ code: "custom", message: E.targetPrice });
        return z.NEVER;
      }
      return e4;
    })
    .optional(),
);

/** Certificates as a list (JSON) or text with one per line or comma (a form); blanks and repeats dropped. */
const certificates = z.preprocess(
  (v) => {
    if (blank(v)) return [];
    const items = typeof v === "string" ? v.split(/[\n,]/) : v;
    if (!Array.isArray(items)) return items;
    const seen = new Map<string, string>();
    for (const item of items) {
      const name = typeof item === "string" ? item.trim().replace(/\s+/g, " ") : item;
      if (typeof name !== "string") return items;
      if (name && !seen.has(name.toLowerCase())) seen.set(name.toLowerCase(), name);
    }
    return [...seen.values()];
  },
  z
    .array(z.string({ error: E.certificates }).max(RFQ_CERTIFICATE_NAME_MAX, E.certificates), {
      error: E.certificates,
    })
    .max(RFQ_CERTIFICATES_MAX, E.certificates),
);

/**
 * The days the goods may be needed by: from tomorrow to a year ahead. The browser knows its own
 * calendar day; the server does not know the buyer's time zone, so it accepts every date that is
 * tomorrow somewhere on Earth (tomorrow in UTC−12 up to a year from today in UTC+14).
 */
export interface RfqDateRange {
  earliest: string;
  latest: string;
}
const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const nextDay = (day: string) => isoDay(Date.parse(`${day}T00:00:00Z`) + DAY_MS);

export function rfqBrowserDates(now = new Date()): RfqDateRange {
  const today = isoDay(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
  return { earliest: nextDay(today), latest: addYears(today, RFQ_NEEDED_BY_YEARS) };
}
export function rfqServerDates(now: number): RfqDateRange {
  return {
    earliest: nextDay(isoDay(now - DAY_MS / 2)),
    latest: addYears(isoDay(now + (14 / 24) * DAY_MS), RFQ_NEEDED_BY_YEARS),
  };
}

/** The request a buyer posts, for the dates the caller can vouch for (see RfqDateRange). */
export function rfqPostSchema(dates: RfqDateRange) {
  return z
    .object({
      title: text(RFQ_TITLE_MAX, E.title),
      categoryCode,
      description: text(RFQ_DESCRIPTION_MAX, E.description),
      quantity: whole(1, RFQ_QUANTITY_MAX, E.quantity),
      unit: z.enum(PRODUCT_UNITS, { error: E.unit }),
      targetPrice,
      currency: z.preprocess(blankToUndefined, z.enum(ORDER_CURRENCIES, { error: E.currency }).optional()),
      destinationCountry: countryCode(E.country),
      destinationPort: optionalText(RFQ_PORT_MAX, E.port),
      incoterm: z.preprocess(blankToUndefined, z.enum(INCOTERMS, { error: E.incoterm }).optional()),
      neededBy: z.preprocess(
        blankToUndefined,
        z
          .string({ error: E.neededBy })
          .trim()
          .refine(isRealDay, E.neededBy)
          .refine((day) => day >= dates.earliest && day <= dates.latest, E.neededBy)
          .optional(),
      ),
      certificates,
      openDays: wholeWithDefault(RFQ_OPEN_DAYS_MIN, RFQ_OPEN_DAYS_MAX, RFQ_OPEN_DAYS_DEFAULT, E.openDays),
      maxQuotes: wholeWithDefault(
        RFQ_MAX_QUOTES_MIN,
        RFQ_MAX_QUOTES_MAX,
        RFQ_MAX_QUOTES_DEFAULT,
        E.maxQuotes,
      ),
      buyerCompany: optionalText(RFQ_BUYER_COMPANY_MAX, E.buyerCompany),
      buyerCountry: countryCode(E.country),
      // Made once per form (or by an API client for one posting): posting again with it gives
      // the request already posted. Only a tampered form sends a bad one.
      postKey: z.preprocess(
        blankToUndefined,
        z.string({ error: E.postKey }).regex(RFQ_POST_KEY, E.postKey).optional(),
      ),
    })
    .superRefine((rfq, ctx) => {
      // A price means nothing without its currency.
      if (rfq.targetPrice !== undefined && rfq.currency === undefined)
        ctx.addIssue({ code: "custom", path: ["currency"], message: E.currency });
    })
    .transform(({ targetPrice, currency, incoterm, neededBy, ...rest }) => ({
      ...rest,
      targetPriceE4: targetPrice ?? null,
      // A currency chosen without a price is no part of the request.
      currency: targetPrice === undefined ? null : (currency ?? null),
      incoterm: incoterm ?? null,
      neededBy: neededBy ?? null,
    }));
}
export type RfqPost = z.infer<ReturnType<typeof rfqPostSchema>>;

/** The buyer closes their open request early, with an optional note for the record. */
export const RfqCloseSchema = z.object({
  note: optionalText(RFQ_CLOSE_NOTE_MAX, E.note),
});
export type RfqClose = z.infer<typeof RfqCloseSchema>;

/** The buyer gives their open request more time, once. */
export const RfqExtendSchema = z.object({
  days: whole(1, RFQ_EXTENSION_DAYS_MAX, E.extendDays),
});
export type RfqExtend = z.infer<typeof RfqExtendSchema>;
