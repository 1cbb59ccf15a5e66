import type { EnTr } from "../langs.ts";

export type Unit =
  | "piece"
  | "pair"
  | "set"
  | "box"
  | "carton"
  | "kilogram"
  | "ton"
  | "liter"
  | "meter"
  | "square_meter"
  | "roll"
  | "bag"
  | "dozen"
  | "pallet"
  | "unit";
export type Packaging =
  | "carton"
  | "box"
  | "bag"
  | "pallet"
  | "bulk"
  | "wooden_case"
  | "drum"
  | "bottle"
  | "can"
  | "roll"
  | "polybag"
  | "blister"
  | "jar"
  | "sack"
  | "crate"
  | "tube";

/** What the generator composes a leaf category's wholesale listings from. */
export interface LeafVocab {
  code: string;
  nouns: EnTr[];
  qualities: EnTr[];
  specs: { en: string; tr: string; values: string[] }[];
  unit: Unit;
  packagings: Packaging[];
  priceUsd: [number, number];
  moq: [number, number];
}

/** Description templates of a root category; placeholders {product} {quality} {brand} {moq} {unit} {origin}. */
export interface RootTexts {
  root: string;
  descriptions: EnTr[];
}

/** One file per root category exports this. */
export interface RootVocab {
  leaves: LeafVocab[];
  descriptions: RootTexts;
}
