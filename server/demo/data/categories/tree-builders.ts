// CategorySeed and the builders (root, node, leaf) the root category files are written with.
import type { Names } from "../langs.ts";

export interface CategorySeed {
  code: string;
  icon?: string;
  names: Names;
  children?: CategorySeed[];
}

/**
 * One category name in all 13 languages, written as a single "|"-separated string in LANGS order:
 * en | tr | ar | zh | es | fr | de | iw | hi | ja | fa | it | ru
 */
function n(all: string): Names {
  const p = all.split("|").map((s) => s.trim());
  if (p.length !== 13 || p.some((s) => s === "")) {
    throw new Error(`categories: expected 13 non-empty names, got ${p.length}: ${all}`);
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

export const root = (code: string, icon: string, names: string, children: CategorySeed[]): CategorySeed => ({
  code,
  icon,
  names: n(names),
  children,
});
export const node = (code: string, names: string, children: CategorySeed[]): CategorySeed => ({
  code,
  names: n(names),
  children,
});
export const leaf = (code: string, names: string): CategorySeed => ({ code, names: n(names) });
