// COUNTRIES: every demo supplier country, assembled from the region files under ./countries/.

import { AMERICAS } from "./countries/americas.ts";
import { CENTRAL_EUROPE } from "./countries/central-europe.ts";
import type { CountrySeed } from "./countries/country-seed.ts";
import { EAST_ASIA } from "./countries/east-asia.ts";
import { MIDDLE_EAST_AFRICA } from "./countries/middle-east-africa.ts";
import { OCEANIA } from "./countries/oceania.ts";
import { SOUTH_ASIA } from "./countries/south-asia.ts";
import { SOUTHEAST_ASIA } from "./countries/southeast-asia.ts";
import { SOUTHERN_EUROPE } from "./countries/southern-europe.ts";
import { WESTERN_EUROPE } from "./countries/western-europe.ts";

/**
 * The order of COUNTRIES. The seed generator draws countries by weight from this list, so the order
 * is part of the deterministic output: append new countries at the end.
 */
const ORDER: readonly string[] = [
  "CN",
  "IN",
  "VN",
  "JP",
  "KR",
  "TW",
  "PK",
  "BD",
  "TH",
  "ID",
  "MY",
  "TR",
  "AE",
  "SA",
  "DE",
  "IT",
  "ES",
  "FR",
  "PL",
  "GB",
  "NL",
  "PT",
  "CZ",
  "US",
  "CA",
  "MX",
  "BR",
  "EG",
  "MA",
  "ZA",
  "AU",
];

const byCode = new Map<string, CountrySeed>();
for (const c of [
  ...EAST_ASIA,
  ...SOUTH_ASIA,
  ...SOUTHEAST_ASIA,
  ...MIDDLE_EAST_AFRICA,
  ...WESTERN_EUROPE,
  ...SOUTHERN_EUROPE,
  ...CENTRAL_EUROPE,
  ...AMERICAS,
  ...OCEANIA,
]) {
  if (byCode.has(c.code)) throw new Error(`countries: duplicate country ${c.code}`);
  byCode.set(c.code, c);
}
if (byCode.size !== ORDER.length) throw new Error("countries: ORDER and the region files disagree");

export const COUNTRIES: CountrySeed[] = ORDER.map((code) => {
  const c = byCode.get(code);
  if (!c) throw new Error(`countries: ${code} is in ORDER but in no region file`);
  return c;
});
