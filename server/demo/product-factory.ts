import { demoProductPicture } from "#server/modules/media/index.ts";
import type { CompanySeed } from "./company-factory.ts";
import { DEMO_LAST_YEAR } from "./company-facts.ts";
import { BRANDS } from "./data/brands.ts";
import { PRODUCT_CERTIFICATIONS } from "./data/certifications.ts";
import { ROOT_DESCRIPTIONS } from "./data/product-vocab.ts";
import { PAYMENT_TYPES } from "./data/trade-terms.ts";
import { Random } from "./random.ts";
import { type ProductTexts, productTexts } from "./product-texts.ts";
import type { ReferenceData } from "./reference.ts";

export interface ProductSeed {
  id: number;
  companyId: number;
  categoryCodes: string[];
  brand: string | null;
  packaging: string | null;
  placeOfOrigin: string;
  priceMin: number | null;
  priceMax: number | null;
  unit: string;
  moq: number;
  productionCapacity: number | null;
  productionCapTime: string | null;
  paymentTerms: string[];
  isCartAvailable: boolean;
  deliveryDays: number | null;
  lat: number;
  lon: number;
  /** Name, description and packaging details in all 13 languages; English is the source. */
  texts: ProductTexts;
  pictures: string[];
  variationOptions: string[];
  customVariations: {
    id: number;
    name: string;
    values: { id: number; name: string; image: string | null }[];
  }[];
  tiers: { minQuantity: number; price: number }[];
  certifications: { name: string; body: string; start: string; end: string }[];
}

const CUSTOM_VARIATIONS: Record<string, { name: string; values: string[] }[]> = {
  "002": [
    { name: "Color", values: ["Black", "White", "Navy", "Beige", "Red", "Olive"] },
    { name: "Size", values: ["S", "M", "L", "XL", "XXL"] },
  ],
  "016": [
    { name: "Color", values: ["Walnut", "Oak", "White", "Grey", "Black"] },
    { name: "Finish", values: ["Matte", "Glossy", "Natural"] },
  ],
  "008": [
    { name: "Color", values: ["Black", "White", "Silver", "Blue"] },
    { name: "Plug type", values: ["EU", "UK", "US", "AU"] },
  ],
  "034": [
    { name: "Color", values: ["Black", "Red", "Blue", "Green", "Orange"] },
    { name: "Size", values: ["S", "M", "L"] },
  ],
  "020": [{ name: "Color", values: ["White", "Grey", "Terracotta", "Green", "Blue"] }],
  "015": [{ name: "Pack size", values: ["250 g", "500 g", "1 kg", "5 kg"] }],
  "024": [{ name: "Voltage", values: ["220 V", "380 V", "110 V"] }],
  "007": [{ name: "Thickness", values: ["8 mm", "10 mm", "12 mm", "18 mm"] }],
};

/**
 * Product `index` (1-based id) for `seed`, made from its own generator so any product can be built
 * alone (streamed seeding of a million products, and test factories).
 */
export function makeProduct(
  ref: ReferenceData,
  seed: number,
  index: number,
  company: CompanySeed,
): ProductSeed {
  const r = new Random(seed, 2_000_003, index);
  const leaf = r.pick(company.leaves);
  const vocab = leaf.vocab;
  const noun = r.pick(vocab.nouns);
  const quality = r.pick(vocab.qualities);
  const brandChoices = BRANDS.filter((b) => b.roots.includes(leaf.root));
  const brand = r.chance(0.8) && brandChoices.length ? r.pick(brandChoices).name : null;
  const spec = vocab.specs.length ? r.pick(vocab.specs) : undefined;
  const specValue = spec ? r.pick(spec.values) : "";
  const specInName = r.chance(0.4);
  const moq = roundNice(r.int(vocab.moq[0], vocab.moq[1]));
  const unit = vocab.unit;
  const hasPrice = r.chance(0.88);
  const base = r.logBetween(vocab.priceUsd[0], vocab.priceUsd[1]);
  const tierCount = hasPrice ? r.int(1, 4) : 0;
  const tiers = Array.from({ length: tierCount }, (_, i) => ({
    minQuantity: moq * [1, 5, 20, 100][i]!,
    price: Math.max(0.01, Math.round(base * (1 - i * 0.07) * 100) / 100),
  }));
  const packaging = r.pick(vocab.packagings);
  const templates = ROOT_DESCRIPTIONS.find((d) => d.root === leaf.root)?.descriptions ?? [];
  const descriptionIndex = r.int(0, templates.length - 1);
  const pictureCount = r.int(1, 4);
  const firstVariant = r.int(0, 23);
  const pictures = Array.from({ length: pictureCount }, (_, i) =>
    demoProductPicture(leaf.code, firstVariant + i * 5),
  );
  const groups = ref.groupsByCategory.get(leaf.parent) ?? [];
  const variationOptions = groups.flatMap((g) =>
    r.sample(g.options, r.chance(0.2) ? 2 : 1).map((o) => o.code),
  );
  const customChoices = CUSTOM_VARIATIONS[leaf.root] ?? [];
  const customVariations = r.chance(0.45)
    ? r.sample(customChoices, r.int(1, customChoices.length)).map((v, position) => {
        const id = index * 4 + position;
        return {
          id,
          name: v.name,
          values: r.sample(v.values, r.int(2, Math.min(4, v.values.length))).map((valueName, p) => ({
            id: id * 8 + p,
            name: valueName,
            image: v.name === "Color" ? demoProductPicture(leaf.code, firstVariant + p * 7) : null,
          })),
        };
      })
    : [];
  const certChoices = PRODUCT_CERTIFICATIONS.filter((c) => c.roots.includes(leaf.root));
  const certifications = r.sample(certChoices, r.chance(0.5) ? r.int(1, 2) : 0).map((c) => {
    // Certified only once its maker exists.
    const y = r.int(Math.max(2019, company.foundedYear), DEMO_LAST_YEAR);
    return {
      name: c.name,
      body: r.pick(c.bodies),
      start: `${y}-0${r.int(1, 9)}-1${r.int(0, 9)}`,
      end: `${y + r.int(2, 5)}-0${r.int(1, 9)}-2${r.int(0, 8)}`,
    };
  });
  // A maker's goods come from its own country; a trader's sometimes from where it sources them.
  const placeOfOrigin =
    company.makesOwnProducts || r.chance(0.7)
      ? company.country
      : r.pick(["CN", "TR", "IN", "VN", "DE", "IT"]);
  const texts = productTexts(
    {
      root: leaf.root,
      noun,
      quality,
      brand,
      attribute: spec && { name: { en: spec.en, tr: spec.tr }, value: specValue, inName: specInName },
      descriptionIndex,
      brandOrCompany: brand ?? company.name,
      moq,
      unit,
      packaging,
      origin: placeOfOrigin,
    },
    templates[descriptionIndex] ?? { en: "{product}", tr: "{product}" },
  );

  return {
    id: index,
    companyId: company.id,
    // A product sits only in its own leaf: its name, picture and specs are of that kind.
    categoryCodes: [leaf.code],
    brand,
    packaging,
    placeOfOrigin,
    priceMin: hasPrice ? Math.min(...tiers.map((t) => t.price)) : null,
    priceMax: hasPrice ? Math.max(...tiers.map((t) => t.price)) : null,
    unit,
    moq,
    productionCapacity: r.chance(0.8) ? roundNice(moq * r.int(20, 400)) : null,
    productionCapTime: r.pick(["day", "week", "month", "month", "year"]),
    paymentTerms: r.sample(PAYMENT_TYPES, r.int(1, 3)),
    isCartAvailable: hasPrice && r.chance(0.35),
    deliveryDays: r.chance(0.9) ? r.pick([3, 7, 10, 15, 20, 30, 45, 60]) : null,
    lat: Math.round((company.lat + (r.next() - 0.5) * 0.05) * 1e5) / 1e5,
    lon: Math.round((company.lon + (r.next() - 0.5) * 0.05) * 1e5) / 1e5,
    texts,
    pictures,
    variationOptions,
    customVariations,
    tiers,
    certifications,
  };
}

/** Quantities as suppliers write them: 1, 2, 5, 10, 20, 50, 100, 250, 500, … */
function roundNice(n: number): number {
  if (n < 10) return Math.max(1, n);
  const magnitude = 10 ** Math.floor(Math.log10(n));
  const steps = [1, 2, 2.5, 5, 10];
  return Math.round(
    magnitude *
      steps.reduce((best, s) => (Math.abs(s * magnitude - n) < Math.abs(best * magnitude - n) ? s : best), 1),
  );
}
