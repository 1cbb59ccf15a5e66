// The figures of a demo supplier's profile, drawn so that they agree with each other.
import { COMPANY_CERTIFICATIONS } from "./data/certifications.ts";
import { EMPLOYEE_RANGES, OFFICE_SIZES, SALES_VOLUMES } from "./data/company-profile-vocab.ts";
import { MARKETS } from "./data/trade-terms.ts";
import type { IntroTemplate } from "./data/company-intro-types.ts";
import type { Random } from "./random.ts";

type SupplierKind = IntroTemplate["kind"];

/** Head counts each employee bracket stands for; the open bracket is capped where demo firms stop. */
export const EMPLOYEE_BOUNDS: Record<string, readonly [number, number]> = {
  "1_10": [1, 10],
  "11_50": [11, 50],
  "51_200": [51, 200],
  "201_500": [201, 500],
  "501_1000": [501, 1000],
  above_1000: [1001, 5000],
};

// Per size bracket (index into EMPLOYEE_RANGES): how common it is, and the sales volumes
// (indexes into SALES_VOLUMES) a firm of that size plausibly turns over.
const SIZE_WEIGHTS = [18, 30, 25, 14, 8, 5];
const SALES_BY_SIZE: readonly (readonly [number, number])[] = [
  [0, 1],
  [0, 2],
  [1, 4],
  [3, 5],
  [4, 6],
  [5, 6],
];

/** Business types a firm can combine with its main one; the main one decides how it presents itself. */
const MAIN_TYPES: readonly { type: string; weight: number; extras: readonly string[]; kind: SupplierKind }[] =
  [
    { type: "manufacturer", weight: 48, extras: ["exporter", "oem_odm"], kind: "maker" },
    { type: "oem_odm", weight: 10, extras: ["manufacturer", "exporter"], kind: "oem" },
    { type: "trading_company", weight: 16, extras: ["exporter", "buying_office"], kind: "trader" },
    { type: "wholesaler", weight: 14, extras: ["distributor", "exporter"], kind: "wholesaler" },
    { type: "distributor", weight: 7, extras: ["wholesaler"], kind: "wholesaler" },
    { type: "exporter", weight: 5, extras: ["trading_company"], kind: "trader" },
  ];
/** Firms that make what they sell (so their products come from their own country). */
const MAKERS = new Set(["manufacturer", "oem_odm"]);

/** The most recent year a demo fact may fall in; dates stay in the past whenever the demo is seeded. */
export const DEMO_LAST_YEAR = 2025;

export interface CompanyFacts {
  foundedYear: number;
  /** When the supplier joined Caravan: never before it was founded. */
  joinedAt: string;
  employees: string;
  officeSize: string;
  annualSalesVolume: string;
  rdStaff: number | null;
  qcStaff: number;
  /** Share of sales exported, 5–95 %: every demo supplier exports, to at least one region. */
  exportPercentage: number;
  /** Regions it exports to; never the home market. */
  exportMarkets: string[];
  /** What the profile lists as main markets: the export regions, and the home market when it sells most at home. */
  mainMarkets: string[];
  /** The main business type first. */
  businessTypes: string[];
  /** How it presents itself: which introduction texts fit it. */
  kind: SupplierKind;
  makesOwnProducts: boolean;
  certifications: { name: string; body: string; start: string; end: string }[];
}

/** `roots`: the trades (root categories) the firm sells in, which decide the certificates it can hold. */
export function drawCompanyFacts(r: Random, roots: readonly string[]): CompanyFacts {
  const foundedYear = r.int(1968, 2022);
  const size = r.weighted([0, 1, 2, 3, 4, 5], (i) => SIZE_WEIGHTS[i]!);
  const employees = EMPLOYEE_RANGES[size]!;
  const [low, high] = EMPLOYEE_BOUNDS[employees]!;
  const typical = Math.sqrt(low * high);
  // Quality control and R&D are small shares of the staff: together never more than the
  // smallest head count of the bracket (a firm of 1–10 has one inspector, maybe one designer).
  const qcStaff = size === 0 ? 1 : Math.max(1, Math.round(typical * (0.03 + r.next() * 0.07)));
  const rdShare = 0.02 + r.next() * 0.06;
  const hasRd = r.chance(size === 0 ? 0.3 : 0.75);
  const rdStaff = !hasRd ? null : size === 0 ? 1 : Math.max(1, Math.round(typical * rdShare));
  const officeIndex = Math.min(OFFICE_SIZES.length - 1, Math.max(0, size + r.int(-1, 0)));
  const [salesLow, salesHigh] = SALES_BY_SIZE[size]!;

  const exportPercentage = r.int(1, 19) * 5;
  // The more a firm exports, the more regions it reaches.
  const regionCount = exportPercentage < 30 ? r.int(1, 2) : exportPercentage < 60 ? r.int(2, 4) : r.int(3, 6);
  const exportMarkets = r.sample(
    MARKETS.filter((m) => m !== "domestic"),
    regionCount,
  );
  const mainMarkets = exportPercentage <= 50 ? ["domestic", ...exportMarkets] : exportMarkets;

  const main = r.weighted(MAIN_TYPES, (t) => t.weight);
  const businessTypes = [main.type, ...r.sample(main.extras, r.int(0, main.extras.length))];

  const joinedYear = r.int(Math.max(foundedYear, 2012), DEMO_LAST_YEAR);
  const joinedAt = `${joinedYear}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}T09:00:00.000Z`;
  const fitting = COMPANY_CERTIFICATIONS.filter(
    (c) => !c.roots || c.roots.some((root) => roots.includes(root)),
  );
  const certifications = r.sample(fitting, r.chance(0.7) ? r.int(1, 3) : 0).map((c) => {
    // A firm is certified only once it exists.
    const startYear = r.int(Math.max(2016, foundedYear), DEMO_LAST_YEAR);
    const start = `${startYear}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}`;
    return { name: c.name, body: r.pick(c.bodies), start, end: `${startYear + 3}-${start.slice(5)}` };
  });

  return {
    foundedYear,
    joinedAt,
    employees,
    officeSize: OFFICE_SIZES[officeIndex]!,
    annualSalesVolume: SALES_VOLUMES[r.int(salesLow, salesHigh)]!,
    rdStaff,
    qcStaff,
    exportPercentage,
    exportMarkets,
    mainMarkets,
    businessTypes,
    kind: main.kind,
    makesOwnProducts: MAKERS.has(main.type),
    certifications,
  };
}

const pad = (n: number) => String(n).padStart(2, "0");
