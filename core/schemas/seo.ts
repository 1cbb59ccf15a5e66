import { z } from "zod";
import { LANG_CODES } from "../i18n/languages.ts";
import { CATEGORY_CODE } from "../urls/listing-state.ts";

/** Limits of an SEO record's texts (search engines show about 60 and 160 characters). */
export const SEO_LIMITS = {
  title: 200,
  description: 500,
  keywords: 500,
  url: 200,
  searchKey: 200,
  searchParams: 2000,
  content: 20_000,
  banners: 10,
  bannerUrl: 500,
} as const;

export const SEARCH_KINDS = ["c", "f", "pp", "cp"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

const required = (max: number) =>
  z.string({ error: "errors.required" }).trim().min(1, "errors.required").max(max, "errors.tooLong");
/** An optional text: empty becomes null, so clearing a field in a form clears it in the record. */
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, "errors.tooLong")
    .nullish()
    .transform((v) => v || null);

export const SeoLanguageSchema = z.enum(LANG_CODES as [string, ...string[]], {
  error: "seoConsole.errors.language",
});
export const CategoryCodeSchema = z.string().trim().regex(CATEGORY_CODE, "seoConsole.errors.category");

/**
 * The address an SEO record belongs to: a page of the site by its path ("/", "/categories"), or a
 * landing page's name, which becomes the first segment of {name}/sp/{id}.
 */
export const SeoUrlSchema = required(SEO_LIMITS.url).refine(
  (v) => !v.startsWith("/") || /^\/[^\s?#]*$/.test(v),
  "seoConsole.errors.url",
);

/** A landing page's saved search: a category, a text search, or a place of origin (product / company). */
export const SeoSearchSchema = z
  .object({
    kind: z.enum(SEARCH_KINDS, { error: "seoConsole.errors.searchKind" }),
    key: z.string().trim().max(SEO_LIMITS.searchKey, "errors.tooLong").default(""),
    params: z.string().trim().max(SEO_LIMITS.searchParams, "errors.tooLong").default(""),
  })
  .superRefine((search, ctx) => {
    const ok =
      search.kind === "c"
        ? CATEGORY_CODE.test(search.key)
        : search.kind === "f"
          ? search.key.length > 0
          : /^[A-Za-z]{2}$/.test(search.key);
    if (!ok) ctx.addIssue({ code: "custom", path: ["key"], message: "seoConsole.errors.searchKey" });
  })
  .transform((s) => ({ ...s, key: s.kind === "pp" || s.kind === "cp" ? s.key.toUpperCase() : s.key }));

/** What the API and the console send to create or replace an SEO record. */
export const SeoRecordInputSchema = z.object({
  language: SeoLanguageSchema,
  pageTitle: required(SEO_LIMITS.title),
  pageDescription: optional(SEO_LIMITS.description),
  keywords: optional(SEO_LIMITS.keywords),
  seoUrl: SeoUrlSchema,
  categoryId: z
    .union([CategoryCodeSchema, z.literal(""), z.null()])
    .optional()
    .transform((v) => v || null),
  seoContent: optional(SEO_LIMITS.content),
  search: SeoSearchSchema.nullish().transform((v) => v ?? null),
});
export type SeoRecordInput = z.output<typeof SeoRecordInputSchema>;

/**
 * The console's form posts flat text fields; a landing page's search is three of them
 * (searchKind empty = no saved search). For kind "c" an empty key means the record's category.
 */
export const SeoRecordFormSchema = z
  .object({
    language: z.string().optional(),
    pageTitle: z.string().optional(),
    pageDescription: z.string().optional(),
    keywords: z.string().optional(),
    seoUrl: z.string().optional(),
    categoryId: z.string().optional(),
    seoContent: z.string().optional(),
    searchKind: z.string().optional(),
    searchKey: z.string().optional(),
    searchParams: z.string().optional(),
  })
  // The form's fields are all text: the schema below judges the kind (an unknown one is refused).
  .transform(
    (form): z.input<typeof SeoRecordInputSchema> => ({
      ...form,
      // A missing field is an empty one: "required" rather than a type error.
      language: form.language ?? "",
      pageTitle: form.pageTitle ?? "",
      seoUrl: form.seoUrl ?? "",
      search: form.searchKind
        ? {
            kind: form.searchKind as SearchKind,
            key:
              form.searchKind === "c" && !form.searchKey?.trim() ? (form.categoryId ?? "") : form.searchKey,
            params: form.searchParams,
          }
        : null,
    }),
  )
  // The form's fields are all text: the transform's output always fits the schema's input.
  .pipe(SeoRecordInputSchema);

/** Category SEO (per category and language): the listing page's title, texts and banner images. */
export const CategorySeoInputSchema = z.object({
  title: optional(SEO_LIMITS.title),
  description: optional(SEO_LIMITS.description),
  keywords: optional(SEO_LIMITS.keywords),
  content: optional(SEO_LIMITS.content),
  banners: z
    .array(
      z
        .string()
        .trim()
        .max(SEO_LIMITS.bannerUrl, "errors.tooLong")
        .regex(/^(https?:\/\/[^\s"'<>]+|\/[^\s"'<>]*)$/, "seoConsole.errors.banner"),
    )
    .max(SEO_LIMITS.banners, "seoConsole.errors.tooManyBanners")
    .default([]),
});
export type CategorySeoInput = z.output<typeof CategorySeoInputSchema>;

/** The category SEO form: banners one address a line. */
export const CategorySeoFormSchema = z
  .object({
    title: z.string().optional(),
    description: z.string().optional(),
    keywords: z.string().optional(),
    content: z.string().optional(),
    banners: z.string().optional(),
  })
  .transform(
    (form): z.input<typeof CategorySeoInputSchema> => ({
      ...form,
      banners: (form.banners ?? "")
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    }),
  )
  .pipe(CategorySeoInputSchema);

/** The title, description and keywords an editor wrote for one page of the site, in one language. */
export interface PageSeo {
  title: string;
  description: string | null;
  keywords: string | null;
}
