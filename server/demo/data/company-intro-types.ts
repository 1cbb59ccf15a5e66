import type { Names } from "./langs.ts";

/**
 * A "detailed company introduction" template (small HTML) in all 13 languages, for suppliers of
 * one kind: makers, sourcing agents (traders), wholesalers, or OEM/ODM partners. `needsRd` marks
 * a text that speaks of an R&D team, for suppliers that have one.
 *
 * Placeholders: {company} {year} {city} {country} {products} {employees} {markets}. {products}
 * is a list of category names and {markets} a list of regions, joined as the language joins
 * lists; {employees} is a head-count range such as "51-200". Every text puts a placeholder where
 * its grammar needs no change (after a colon, a preposition or a noun that governs no case), and
 * never attaches a suffix or prefix directly to one (Turkish suffixes, Hebrew prefixes).
 */
export interface IntroTemplate {
  kind: "maker" | "trader" | "wholesaler" | "oem";
  needsRd?: boolean;
  text: Names;
}
