import { countryName } from "#core/i18n/format.ts";
import { MESSAGES } from "#core/i18n/resources.ts";
import { slugify } from "#core/rules/slug.ts";
import { demoBanner, demoLogo } from "#server/modules/media/index.ts";
import { COMPANY_CERTIFICATIONS } from "./data/certifications.ts";
import {
  CUSTOMER_NAMES,
  EMPLOYEE_RANGES,
  INTRO_TEMPLATES,
  LEAD_TIMES,
  MAIN_PRODUCT_TEMPLATES,
  OFFICE_SIZES,
  SALES_VOLUMES,
  THEME_COLORS,
} from "./data/company-profile-vocab.ts";
import { COUNTRIES } from "./data/countries.ts";
import type { EnTr } from "./data/langs.ts";
import { BUSINESS_TYPES, CURRENCIES, DELIVERY_TERMS, MARKETS, PAYMENT_TYPES } from "./data/trade-terms.ts";
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
  texts: Record<"en" | "tr", { introductionHtml: string; mainProducts: string }>;
  businessTypes: string[];
  certifications: { name: string; body: string; start: string; end: string }[];
  website: { nameKey: string; themeColor: string; banners: string[] };
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

  const root = STEM_ROOTS.find(([re]) => re.test(stem))?.[1] ?? r.pick(ref.roots);
  const rootLeaves = ref.leavesByRoot.get(root) ?? ref.leaves;
  const leaves = r.sample(rootLeaves, r.int(2, Math.min(6, rootLeaves.length)));
  if (r.chance(0.15)) leaves.push(r.pick(ref.leaves.filter((l) => l.root !== root)));
  const categoryCodes = [...new Set(leaves.flatMap((l) => [l.root, l.parent, l.code]))];

  const year = r.int(1968, 2022);
  const full = r.chance(0.8); // about a fifth of suppliers leave optional fields empty
  const first = r.pick(country.firstNames);
  const last = r.pick(country.lastNames);
  const phone = () => `${country.phonePrefix} ${r.int(200, 999)} ${r.int(100, 999)} ${r.int(1000, 9999)}`;
  const markets = r.sample(MARKETS, r.int(2, 5));
  const employees = r.pick(EMPLOYEE_RANGES);
  const productNames = r.sample(leaves, Math.min(4, leaves.length)).map((l) => r.pick(l.vocab.nouns));
  const mainProducts = fillMainProducts(r.pick(MAIN_PRODUCT_TEMPLATES), productNames);
  const intro = r.pick(INTRO_TEMPLATES);
  const introVars = (lang: "en" | "tr") => ({
    company: name,
    year: String(year),
    city: city.name,
    country: countryName(lang, country.code),
    employees: employees.startsWith("above_") ? `${employees.slice(6)}+` : employees.replace("_", "-"),
    markets: markets
      .map((m) => MESSAGES[lang].markets[m as keyof typeof MESSAGES.en.markets] ?? m)
      .join(", "),
  });
  const nameKey = `${slugify(stem, 40)}-${index}`;
  const certifications = r.sample(COMPANY_CERTIFICATIONS, r.chance(0.7) ? r.int(1, 3) : 0).map((c) => {
    const startYear = r.int(2016, 2025);
    const start = `${startYear}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}`;
    return { name: c.name, body: r.pick(c.bodies), start, end: `${startYear + 3}-${start.slice(5)}` };
  });

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
    registeredYear: full || r.chance(0.5) ? year : null,
    annualSalesVolume: full ? r.pick(SALES_VOLUMES) : null,
    employees: full || r.chance(0.5) ? employees : null,
    exportPercentage: full ? r.int(2, 19) * 5 : null,
    officeSize: full ? r.pick(OFFICE_SIZES) : null,
    rdStaff: full && r.chance(0.7) ? r.int(1, 60) : null,
    qcStaff: full && r.chance(0.8) ? r.int(2, 80) : null,
    mainMarkets: markets,
    customers: full ? r.sample(CUSTOMER_NAMES, r.int(2, 4)) : [],
    paymentTypes: r.sample(PAYMENT_TYPES, r.int(1, 4)),
    deliveryTerms: r.sample(DELIVERY_TERMS, r.int(1, 3)),
    currencies: [...new Set(["USD", ...r.sample(CURRENCIES, r.int(0, 2))])],
    ports: r.sample(country.ports, r.int(1, country.ports.length)),
    spokenLanguages: [...new Set(["en", ...country.languages])],
    minimumOrderValue: full && r.chance(0.6) ? r.pick([500, 1000, 2000, 5000, 10000]) : null,
    averageLeadTime: full || r.chance(0.5) ? r.pick(LEAD_TIMES) : null,
    texts: {
      en: {
        introductionHtml: fill(intro.en, { ...introVars("en"), products: mainProducts.en }),
        mainProducts: mainProducts.en,
      },
      tr: {
        introductionHtml: fill(intro.tr, { ...introVars("tr"), products: mainProducts.tr }),
        mainProducts: mainProducts.tr,
      },
    },
    businessTypes: r.sample(BUSINESS_TYPES, r.int(1, 3)),
    certifications,
    website: {
      nameKey,
      themeColor: r.pick(THEME_COLORS),
      banners: r.chance(0.85) ? r.sample([...Array(16).keys()], r.int(1, 3)).map(demoBanner) : [],
    },
    leaves,
    categoryCodes,
  };
}

function fillMainProducts(template: EnTr, nouns: EnTr[]): EnTr {
  const letters = ["a", "b", "c", "d"];
  const out = { en: template.en, tr: template.tr };
  letters.forEach((letter, i) => {
    const noun = nouns[i % nouns.length]!;
    out.en = out.en.replace(`{${letter}}`, noun.en);
    out.tr = out.tr.replace(`{${letter}}`, noun.tr);
  });
  return out;
}

export function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => vars[key] ?? whole);
}
const pad = (n: number) => String(n).padStart(2, "0");
const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;
