import { z } from "zod";
import { LANG_CODES, type Lang } from "../i18n/languages.ts";
import { CATEGORY_CODE } from "../urls/listing-state.ts";
import { idSchema } from "./id.ts";

/** Uploaded banner and tile images: what the console accepts (checked by content on the server). */
export const MERCH_IMAGE = {
  maxBytes: 5 * 1024 * 1024,
  /** Smallest accepted width and height, so a banner never shows as a blurred stamp. */
  minWidth: 400,
  minHeight: 100,
  accept: "image/jpeg,image/png,image/webp",
} as const;

export const BANNER_DESCRIPTION_MAX = 200;
export const BANNER_TARGET_MAX = 500;

/**
 * A banner's link: a path on this site ("/x", never "//host") or an http(s) address, without
 * spaces or control characters. The same rule guards the home page (safeHref) when it renders.
 */
export function isSafeTargetUrl(url: string): boolean {
  if (/[\s\p{Cc}\\]/u.test(url)) return false;
  if (url.startsWith("/")) return !url.startsWith("//");
  if (!/^https?:\/\//i.test(url)) return false;
  try {
    return Boolean(new URL(url).hostname);
  } catch {
    return false;
  }
}

/** "all" means the banner shows in every language (stored as no language). */
export const BANNER_LANGS = ["all", ...LANG_CODES] as const;

// An unticked checkbox posts nothing; a ticked one posts "on" (or "true" from scripts).
const checkbox = z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean());

/** The banner form's text fields (the image travels beside it as a file). */
export const BannerFieldsSchema = z.object({
  description: z
    .string({ error: "errors.required" })
    .trim()
    .min(1, "errors.required")
    .max(BANNER_DESCRIPTION_MAX, "errors.tooLong"),
  targetUrl: z
    .string({ error: "errors.required" })
    .trim()
    .min(1, "errors.required")
    .max(BANNER_TARGET_MAX, "errors.tooLong")
    .refine(isSafeTargetUrl, "console.merchandising.targetInvalid"),
  lang: z.enum(BANNER_LANGS, { error: "console.merchandising.langInvalid" }).default("all"),
  active: checkbox,
});

export const MOVE_DIRECTIONS = ["up", "down"] as const;
export type MoveDirection = (typeof MOVE_DIRECTIONS)[number];

export const MERCH_PRODUCT_KINDS = ["recommended", "opportunity"] as const;
export type MerchandisingProductKind = (typeof MERCH_PRODUCT_KINDS)[number];

/** How many of each list the home page shows; the console refuses more. */
// Banners: a guard against runaway lists (the home page shows the first 12 of its language).
export const MERCH_LIMITS = { banners: 500, sponsors: 18, products: 12 } as const;

/** A category code as stored: 3 digits per level, the listings' own rule. */
export const CategoryCodeSchema = z
  .string({ error: "errors.required" })
  .trim()
  .min(1, "errors.required")
  .regex(CATEGORY_CODE, "console.merchandising.categoryInvalid");

/** Ids typed or posted by the console. */
export const MerchandisingIdSchema = idSchema("console.merchandising.idInvalid");

/** The three category rows are slots 1 to 3; the merchandised large tile is slot 4. */
export const HOME_ROW_SLOTS = [1, 2, 3] as const;
export const FOURTH_TILE_SLOT = 4;

/** What the console lists. */
export interface ConsoleBanner {
  id: number;
  lang: Lang | null;
  imageUrl: string;
  description: string;
  targetUrl: string;
  position: number;
  active: boolean;
}

export interface ConsoleSponsor {
  id: number;
  name: string;
  logo: string | null;
  verified: boolean;
}

export interface ConsoleProduct {
  id: number;
  name: string;
  picture: string | null;
  companyName: string;
  /** False when the product is no longer published: kept in the list but not on the home page. */
  published: boolean;
}

export interface ConsoleCategorySlot {
  slot: "row" | "tile";
  position: number;
  code: string | null;
  name: string | null;
  imageUrl: string | null;
}
