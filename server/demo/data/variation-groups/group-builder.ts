/**
 * The seed shape of a variation group and the helpers that build one from "|"-separated
 * 13-language strings, validating the name count and the 3-6 option range at load time.
 */
import type { Names } from "../langs.ts";

export interface VariationGroupSeed {
  category: string;
  names: Names;
  options: { names: Names }[];
}

/**
 * One label in all 13 languages, written as a single "|"-separated string in LANGS order:
 * en | tr | ar | zh | es | fr | de | iw | hi | ja | fa | it | ru
 */
export function n(all: string): Names {
  const p = all.split("|").map((s) => s.trim());
  if (p.length !== 13 || p.some((s) => s === "")) {
    throw new Error(`variation-groups: expected 13 non-empty names, got ${p.length}: ${all}`);
  }
  const [en, tr, ar, zh, es, fr, de, iw, hi, ja, fa, it, ru] = p as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  return { en, tr, ar, zh, es, fr, de, iw, hi, ja, fa, it, ru };
}

export const g = (category: string, names: string, options: string[]): VariationGroupSeed => {
  if (options.length < 3 || options.length > 6) {
    throw new Error(`variation-groups: ${category} "${names}" needs 3-6 options, has ${options.length}`);
  }
  return { category, names: n(names), options: options.map((o) => ({ names: n(o) })) };
};
