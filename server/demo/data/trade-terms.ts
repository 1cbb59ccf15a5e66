// Trade vocabulary keys: business types, payment types, Incoterms, currencies and export markets.
/**
 * Incoterms are real. Keys (business types, payment types, markets…) are translated
 * by the UI and must stay exactly as they are.
 */

export const BUSINESS_TYPES: readonly string[] = [
  "manufacturer",
  "trading_company",
  "wholesaler",
  "distributor",
  "exporter",
  "oem_odm",
  "service",
  "buying_office",
];

export const PAYMENT_TYPES: readonly string[] = [
  "tt",
  "lc",
  "dp",
  "da",
  "paypal",
  "western_union",
  "escrow",
  "cash",
  "credit_card",
  "moneygram",
];

export const DELIVERY_TERMS: readonly string[] = ["FOB", "CIF", "CFR", "EXW", "FCA", "DDP", "DAP", "CPT"];

export const CURRENCIES: readonly string[] = [
  "USD",
  "EUR",
  "CNY",
  "TRY",
  "GBP",
  "JPY",
  "INR",
  "AED",
  "RUB",
  "KRW",
  "TWD",
  "VND",
  "THB",
  "IDR",
  "MYR",
  "PKR",
  "BDT",
  "SAR",
  "PLN",
  "CZK",
  "CHF",
  "CAD",
  "MXN",
  "BRL",
  "EGP",
  "MAD",
  "ZAR",
  "AUD",
];

export const MARKETS: readonly string[] = [
  "north_america",
  "south_america",
  "western_europe",
  "eastern_europe",
  "northern_europe",
  "southern_europe",
  "middle_east",
  "africa",
  "south_asia",
  "southeast_asia",
  "east_asia",
  "oceania",
  "domestic",
];
