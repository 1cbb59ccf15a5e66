import { z } from "zod";
import { isLang, type Lang } from "../i18n/languages.ts";

/** The company texts buyers read, each kept per language. */
export const COMPANY_TEXT_FIELDS = ["introductionHtml", "mainProducts"] as const;
export const COMPANY_TEXT_LIMITS = { introductionHtml: 20_000, mainProducts: 1_000 } as const;

/**
 * A language's state in the editor: nothing yet; the company's own language; written by a person;
 * made by the translation service; made by it and then saved by a person; or made from an older
 * version of the source.
 */
export const COMPANY_TEXT_STATES = ["missing", "source", "human", "machine", "reviewed", "outdated"] as const;
export type CompanyTextState = (typeof COMPANY_TEXT_STATES)[number];

export const LangSchema = z.custom<Lang>((value) => isLang(value), { error: "errors.invalid_data" });

/**
 * One language's texts, as the editor and the API send them (empty means none). The HTML is
 * sanitised by the service before it is stored; the limits count what the person wrote.
 */
/** Text without NUL characters, which PostgreSQL cannot store and no editor produces. */
const noNul = (max: number) =>
  z
    .string()
    .max(max, "errors.tooLong")
    .refine((s) => !s.includes("\u0000"), "errors.invalid_data");

export const CompanyTextsSchema = z.object({
  introductionHtml: noNul(COMPANY_TEXT_LIMITS.introductionHtml).transform((s) => s.trim()),
  mainProducts: noNul(COMPANY_TEXT_LIMITS.mainProducts).transform((s) => s.replace(/\s+/g, " ").trim()),
});
export type CompanyTextsInput = z.input<typeof CompanyTextsSchema>;
export type CompanyTexts = z.output<typeof CompanyTextsSchema>;

/**
 * The first segments of the site's own addresses: a storefront key equal to one of them would
 * shadow a page of the site (the key is a single path segment, or the company's subdomain).
 */
export const RESERVED_NAME_KEYS = [
  "admin",
  "api",
  "app",
  "assets",
  "cart",
  "checkout",
  "co",
  "help",
  "healthz",
  "login",
  "logout",
  "mail",
  "media",
  "profile",
  "register",
  "search",
  "sitemap",
  "static",
  "supplier",
  "support",
  "www",
] as const;

export const NAME_KEY_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,38}[a-z0-9])$/;

/**
 * The storefront's settings: its name key (the company's own address, as a subdomain or a path
 * segment: 3–40 lower-case letters, digits and inner hyphens, not a language code or one of the
 * site's own addresses) and its theme colour (#rrggbb).
 */
export const StorefrontSettingsSchema = z.object({
  nameKey: z
    .string({ error: "errors.required" })
    .trim()
    .toLowerCase()
    .min(1, "errors.required")
    .max(40, "errors.tooLong")
    .regex(NAME_KEY_PATTERN, "supplier.storefront.nameKeyInvalid")
    .refine(
      (key) => !isLang(key) && !(RESERVED_NAME_KEYS as readonly string[]).includes(key),
      "supplier.storefront.nameKeyReserved",
    ),
  themeColor: z
    .string({ error: "errors.required" })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, "supplier.storefront.themeColorInvalid")
    .transform((s) => s.toLowerCase()),
});
export type StorefrontSettings = z.output<typeof StorefrontSettingsSchema>;

/** Which picture of the storefront an upload, a move or a removal is about. */
export const STOREFRONT_PICTURE_KINDS = ["logo", "banner"] as const;
export type StorefrontPictureKind = (typeof STOREFRONT_PICTURE_KINDS)[number];
/** At most this many banner pictures; the first is the one the storefront shows. */
export const MAX_BANNER_PICTURES = 6;
/** The storefront header's colour until the company chooses one. */
export const DEFAULT_THEME_COLOR = "#374151";
