import { slugify } from "#core/rules/slug.ts";
import { demoBanner, demoLogo } from "#server/modules/media/index.ts";
import { drawCompanyFacts } from "./company-facts.ts";
import { type CompanyTexts, companyTexts } from "./company-texts.ts";
import { CUSTOMER_NAMES, INTRO_TEMPLATES, LEAD_TIMES, THEME_COLORS } from "./data/company-profile-vocab.ts";
import { COUNTRIES } from "./data/countries.ts";
import { CURRENCIES, DELIVERY_TERMS, PAYMENT_TYPES } from "./data/trade-terms.ts";
import { Random } from "./random.ts";
import type { Leaf, ReferenceData } from "./reference.ts";

export interface CompanySeed {
  id: number;
  name: string;
  legalOwner: string | null;
  logoUrl: string | null;
  isVerified: boolean;
  email: string;
  officePhone: string | null;
  mobilePhone: string | null;
  address: string;
  country: string;
  city: string;
  zip: string | null;
  lat: number;
  lon: number;
  registeredYear: number | null;
  annualSalesVolume: string | null;
  employees: string | null;
  exportPercentage: number | null;
  officeSize: string | null;
  rdStaff: number | null;
  qcStaff: number | null;
  mainMarkets: string[];
  customers: string[];
  paymentTypes: string[];
  deliveryTerms: string[];
  currencies: string[];
  ports: string[];
  spokenLanguages: string[];
  minimumOrderValue: number | null;
  averageLeadTime: string | null;
  texts: CompanyTexts;
  businessTypes: string[];
  certifications: { name: string; body: string; start: string; end: string }[];
  website: { nameKey: string; themeColor: string; banners: string[] };
  /** The year it was founded, also when the profile leaves the registration year empty. */
  foundedYear: number;
  /** When it joined Caravan (its row's created_at): after it was founded. */
  joinedAt: string;
  /** It makes what it sells, so its products come from its own country. */
  makesOwnProducts: boolean;
  /** Leaf categories the company sells in, and every ancestor of them. */
  leaves: Leaf[];
  categoryCodes: string[];
}

// A stem that names an industry should sell in it ("… Textile" sells apparel).
const STEM_ROOTS: [RegExp, string][] = [
  [/electr|tech|digital|elektr|power|light/i, "008"],
  [/textil|tekstil|garment|apparel|fashion|cotton|knit|denim|giyim|moda|leather/i, "002"],
  [/machin|makin|engineer|tool|motor|hydraul|pump|automat/i, "024"],
  [/furni|mobil|möbel|wood|ahşap|kaida|sofa/i, "016"],
  [/food|gıda|tea|coffee|agro|farm|spice|olive|fruit|nut|foods|beverage/i, "015"],
  [/sport|fitness|outdoor|spor/i, "034"],
  [/build|construct|stone|marble|ceramic|hardware|steel|yapı|metal|cement|glass/i, "007"],
  [/home|house|kitchen|garden|ev |plastic|household/i, "020"],
];

/** Company `index` (1-based id) of the demo catalogue for `seed`: the same on every run. */
export function makeCompany(
  ref: ReferenceData,
  seed: number,
  index: number,
  usedNames: Set<string>,
): CompanySeed {
  const r = new Random(seed, 1_000_003, index);
  const country = r.weighted(COUNTRIES, (c) => c.weight);
  const city = r.pick(country.cities);
  let stem = r.pick(country.nameStems);
  let name = `${stem} ${r.pick(country.legalSuffixes)}`;
  for (let attempt = 0; usedNames.has(name); attempt++) {
    stem = r.pick(country.nameStems);
    name =
      attempt < 6
        ? `${stem} ${r.pick(country.legalSuffixes)}`
        : `${city.name} ${stem} ${r.pick(country.legalSuffixes)}`;
    if (attempt > 12) name = `${stem} ${city.name} ${index} ${r.pick(country.legalSuffixes)}`;
  }
  usedNames.add(name);

  const namedRoot = STEM_ROOTS.find(([re]) => re.test(stem))?.[1];
  const root = namedRoot ?? r.pick(ref.roots);
  const rootLeaves = ref.leavesByRoot.get(root) ?? ref.leaves;
  const leaves = r.sample(rootLeaves, r.int(2, Math.min(6, rootLeaves.length)));
  // A name that says its trade ("… Textile") keeps to it; other firms sometimes sell in a second trade.
  if (!namedRoot && r.chance(0.15)) leaves.push(r.pick(ref.leaves.filter((l) => l.root !== root)));
  const categoryCodes = [...new Set(leaves.flatMap((l) => [l.root, l.parent, l.code]))];

  const facts = drawCompanyFacts(r, [...new Set(leaves.map((l) => l.root))]);
  const full = r.chance(0.8); // about a fifth of suppliers leave optional fields empty
  const first = r.pick(country.firstNames);
  const last = r.pick(country.lastNames);
  const phone = () => `${country.phonePrefix} ${r.int(200, 999)} ${r.int(100, 999)} ${r.int(1000, 9999)}`;
  const mainCategories = r.sample(leaves, Math.min(4, leaves.length)).map((l) => l.names);
  const showsEmployees = full || r.chance(0.5);
  // Staff figures only beside the head count they are part of.
  const rdStaff = full && showsEmployees ? facts.rdStaff : null;
  // Only a firm that shows an R&D team gets a text that speaks of one.
  const templates = INTRO_TEMPLATES.filter((t) => t.kind === facts.kind && (!t.needsRd || rdStaff !== null));
  const texts = companyTexts({
    template: r.pick(templates),
    name,
    year: facts.foundedYear,
    city: city.name,
    country: country.code,
    employees: facts.employees,
    exportMarkets: facts.exportMarkets,
    mainCategories,
  });
  const nameKey = `${slugify(stem, 40)}-${index}`;

  return {
    id: index,
    name,
    legalOwner: full ? `${first} ${last}` : null,
    logoUrl: r.chance(0.92) ? demoLogo(r.int(0, 63)) : null,
    isVerified: r.chance(0.45),
    email: `sales@${nameKey}.example`,
    officePhone: r.chance(0.85) ? phone() : null,
    mobilePhone: r.chance(0.7) ? phone() : null,
    address: r.pick(country.streets).replace("{n}", String(r.int(1, 240))),
    country: country.code,
    city: city.name,
    zip: r.chance(0.9) ? city.zip : null,
    lat: round(city.lat + (r.next() - 0.5) * 0.08, 5),
    lon: round(city.lon + (r.next() - 0.5) * 0.08, 5),
    registeredYear: full || r.chance(0.5) ? facts.foundedYear : null,
    annualSalesVolume: full ? facts.annualSalesVolume : null,
    employees: showsEmployees ? facts.employees : null,
    exportPercentage: full ? facts.exportPercentage : null,
    officeSize: full ? facts.officeSize : null,
    rdStaff,
    qcStaff: full && showsEmployees && r.chance(0.8) ? facts.qcStaff : null,
    mainMarkets: facts.mainMarkets,
    customers: full ? r.sample(CUSTOMER_NAMES, r.int(2, 4)) : [],
    paymentTypes: r.sample(PAYMENT_TYPES, r.int(1, 4)),
    deliveryTerms: r.sample(DELIVERY_TERMS, r.int(1, 3)),
    currencies: [...new Set(["USD", ...r.sample(CURRENCIES, r.int(0, 2))])],
    ports: r.sample(country.ports, r.int(1, country.ports.length)),
    spokenLanguages: [...new Set(["en", ...country.languages])],
    minimumOrderValue: full && r.chance(0.6) ? r.pick([500, 1000, 2000, 5000, 10000]) : null,
    averageLeadTime: full || r.chance(0.5) ? r.pick(LEAD_TIMES) : null,
    texts,
    businessTypes: facts.businessTypes,
    certifications: facts.certifications,
    website: {
      nameKey,
      themeColor: r.pick(THEME_COLORS),
      banners: r.chance(0.85) ? r.sample([...Array(16).keys()], r.int(1, 3)).map(demoBanner) : [],
    },
    foundedYear: facts.foundedYear,
    joinedAt: facts.joinedAt,
    makesOwnProducts: facts.makesOwnProducts,
    leaves,
    categoryCodes,
  };
}

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;
