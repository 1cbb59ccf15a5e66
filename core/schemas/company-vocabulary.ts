/**
 * The words a company profile is made of: each is a key the interface translates (businessTypes.*,
 * paymentTypes.*, markets.*, salesVolumes.*, employeeRanges.*, officeSizes.*, leadTimes.*), so a
 * profile reads in every language. The storefront shows the same keys; the lists here are what a
 * supplier may choose from.
 */
export const BUSINESS_TYPES = [
  "manufacturer",
  "trading_company",
  "wholesaler",
  "distributor",
  "exporter",
  "oem_odm",
  "service",
  "buying_office",
] as const;

export const PAYMENT_TYPES = [
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
] as const;

/** Incoterms: the same code in every language. */
export const DELIVERY_TERMS = ["FOB", "CIF", "CFR", "EXW", "FCA", "DDP", "DAP", "CPT"] as const;

export const MARKETS = [
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
] as const;

export const SALES_VOLUMES = [
  "below_1m",
  "1m_2_5m",
  "2_5m_5m",
  "5m_10m",
  "10m_50m",
  "50m_100m",
  "above_100m",
] as const;
export const EMPLOYEE_RANGES = ["1_10", "11_50", "51_200", "201_500", "501_1000", "above_1000"] as const;
/** Square metres. */
export const OFFICE_SIZES = [
  "below_100",
  "100_500",
  "500_1000",
  "1000_3000",
  "3000_10000",
  "above_10000",
] as const;
export const LEAD_TIMES = [
  "within_7_days",
  "7_15_days",
  "15_30_days",
  "30_60_days",
  "above_60_days",
] as const;
