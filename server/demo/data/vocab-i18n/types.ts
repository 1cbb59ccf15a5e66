import type { Lang } from "#core/i18n/languages.ts";

/** The languages the vocabulary files translate into; English and Turkish are in the vocabulary itself. */
export type OtherLang = Exclude<Lang, "en" | "tr">;

/** A phrase in every language the vocabulary files add. */
export type Translation = Record<OtherLang, string>;

/**
 * The translations of one root category's demo vocabulary:
 * - `phrases`: every noun, quality and spec name of the root's leaves, keyed by its English text
 *   exactly as the vocabulary writes it ("Crew Neck T-Shirt"), in the casing a product name uses;
 * - `descriptions`: the root's description templates in the order of its vocabulary file, with the
 *   placeholders {product} {quality} {brand} {moq} {unit} {origin} kept as they are;
 * - `plurals`: per leaf code, how a buyer types the plural (or the inflected search form) of the
 *   leaf's main kind of product, in all 13 languages ("t-shirts", "tişörtler", "T-Shirts", …);
 *   the relevance benchmark asks these and expects products of that leaf in the top five.
 */
export interface RootTranslations {
  phrases: Record<string, Translation>;
  descriptions: Translation[];
  plurals: Record<string, Record<Lang, string>>;
}
