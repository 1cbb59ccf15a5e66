// Company profile vocabulary: size brackets, lead times, customers, intro texts and theme colours.
import type { IntroTemplate } from "./company-intro-types.ts";
import { MAKER_INTROS } from "./company-intros-makers.ts";
import { PARTNER_INTROS } from "./company-intros-partners.ts";

/**
 * Bracket keys are translated by the UI and must stay exactly as they are.
 * All customer names are invented.
 */

export const SALES_VOLUMES: readonly string[] = [
  "below_1m",
  "1m_2_5m",
  "2_5m_5m",
  "5m_10m",
  "10m_50m",
  "50m_100m",
  "above_100m",
];

export const EMPLOYEE_RANGES: readonly string[] = [
  "1_10",
  "11_50",
  "51_200",
  "201_500",
  "501_1000",
  "above_1000",
];

/** Square metres. */
export const OFFICE_SIZES: readonly string[] = [
  "below_100",
  "100_500",
  "500_1000",
  "1000_3000",
  "3000_10000",
  "above_10000",
];

export const LEAD_TIMES: readonly string[] = [
  "within_7_days",
  "7_15_days",
  "15_30_days",
  "30_60_days",
  "above_60_days",
];

/** Invented buyers / retailers a supplier can list as "main customers". */
export const CUSTOMER_NAMES: readonly string[] = [
  "Harborline Home Goods",
  "Bluecove Retail Group",
  "Maple & Finch Outfitters",
  "Sunvale Supermarkets",
  "Brightway Hardware",
  "Pinecrest Furnishings",
  "Urbanloft Living",
  "Cedar Lane Boutiques",
  "Atlas Trade Partners",
  "Nordhavn Interiors",
  "Mercato Verde Alimentari",
  "Kaufhaus Lindenhof",
  "Maison Beaulieu",
  "Casa Solana Distribuciones",
  "Goldcrest Gift Co.",
  "Silverpeak Sports",
  "Redfern Outdoor Supply",
  "Evergrove Market Hall",
  "Oakridge Office Solutions",
  "Crescent Bay Trading",
  "Starling Kids",
  "Vantage Build Supply",
  "Highland Tool Depot",
  "Coastline Apparel",
  "Mosaic Living",
  "Riverstone Grocers",
  "Alpenhaus Handel",
  "Baltic Home Market",
  "Al Sahra Hypermarkets",
  "Lotus Bay Department Store",
  "Sakuragi Lifestyle",
  "Pampas Importadora",
  "Andes Home Center",
  "Savanna Retail",
  "Meridian Wholesale Club",
  "FreshFold Linens",
  "Copperfield Kitchens",
  "Bellhaven Department Stores",
  "Tidewater Marine Supply",
  "Juniper & Oak Home",
];

/** "Detailed company introduction" templates, by the kind of supplier they describe. */
export const INTRO_TEMPLATES: IntroTemplate[] = [...MAKER_INTROS, ...PARTNER_INTROS];

/** Brand colours, all dark enough for white text (contrast ≥ 4.5:1). */
export const THEME_COLORS: readonly string[] = [
  "#1e40af",
  "#0f766e",
  "#b91c1c",
  "#7c3aed",
  "#c2410c",
  "#15803d",
  "#be185d",
  "#0369a1",
  "#4338ca",
  "#a16207",
  "#334155",
  "#9333ea",
  "#047857",
  "#b45309",
  "#0e7490",
  "#9f1239",
];
