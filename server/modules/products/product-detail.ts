import { parseId } from "#core/schemas/id.ts";
import type { ProductDetail } from "#core/schemas/product.ts";
import type { Db } from "#server/db/connect.ts";
import { cachedPerDb } from "#server/lib/db-cache.ts";
import { jsonList } from "#server/lib/json-list.ts";
import { sanitizeRichText } from "#server/lib/sanitize.ts";
import { getCategoryTrail } from "#server/modules/categories/index.ts";
import { getCompanyInfo } from "#server/modules/companies/index.ts";
import * as repo from "./product-detail.repo.ts";

/** The description without page-level headings: the page has its own h1 and h2. */
export function productDescriptionHtml(html: string | null): string | null {
  if (!html) return null;
  const clean = sanitizeRichText(
    html.replace(/<\/?h[12](\s[^>]*)?>/gi, (tag) => (tag.startsWith("</") ? "</p>" : "<p>")),
  );
  return clean.trim() ? clean : null;
}

// A product's supplier and category trail change rarely and are shared by many products, so
// each process reuses them for a minute, as it does the recommendations: five of a page's
// fourteen queries and the supplier's sanitised introduction (docs/benchmarks.md, product page).
// Bounded, since a catalogue has thousands of suppliers in 13 languages. The supplier's copy is
// keyed by the company's last change, so a change of its texts or storefront shows at once in
// every process. A product's save changes neither: only a company change drops the supplier's
// copy, and the category tree changes only through its minute.
const RECENT_MS = 60_000;
const recentCompanyInfo = cachedPerDb(
  RECENT_MS,
  (db, key) => {
    const [id = "", lang = "en"] = key.split("|");
    return getCompanyInfo(db, Number(id), lang);
  },
  { maxEntries: 5_000, changesWith: ["company"] },
);
const recentCategoryTrail = cachedPerDb(
  RECENT_MS,
  (db, key) => {
    const [lang = "en", code = ""] = key.split("|");
    return getCategoryTrail(db, lang, code);
  },
  { maxEntries: 5_000, changesWith: [] },
);

/** Everything the product page shows, in `lang` (English as fallback); undefined when there is no such published product. */
export async function getProductDetail(db: Db, id: number, lang: string): Promise<ProductDetail | undefined> {
  if (parseId(id) === undefined) return undefined;
  const product = await repo.findPublishedProduct(db, id);
  if (!product) return undefined;
  const [text, pictures, tiers, certifications, customVariations, variationRows, company, trail] =
    await Promise.all([
      repo.findProductText(db, id, lang),
      repo.findProductPictures(db, id),
      repo.findPriceTiers(db, id),
      repo.findProductCertifications(db, id),
      customVariationsOf(db, id),
      repo.findProductVariations(db, id, lang),
      // A company reinstated a moment ago may still be remembered as missing: ask again then.
      recentCompanyInfo(db, `${product.company_id}|${lang}|${product.company_updated_at}`).then(
        (info) => info ?? getCompanyInfo(db, product.company_id, lang),
      ),
      recentCategoryTrail(db, `${lang}|${product.category_code}`),
    ]);
  if (!company) return undefined;
  const groups = new Map<string, string[]>();
  for (const row of variationRows)
    groups.set(row.group_name, [...(groups.get(row.group_name) ?? []), row.option_name]);
  return {
    _id: product.id,
    name: text?.name ?? "",
    textLang: text?.lang ?? "en",
    pictures: pictures.map((p) => p.url),
    categories: (trail ?? []).map((c) => ({
      _id: c.code,
      id: c.code,
      name: c.name,
      hasChildren: c.hasChildren,
    })),
    company,
    brand: product.brand,
    packaging: product.packaging,
    placeOfOrigin: product.place_of_origin,
    variationSerials: [`poo.${product.place_of_origin}`, ...variationRows.map((v) => v.code)],
    variations: [...groups].map(([group, options]) => ({ group, options })),
    customVariations,
    fobCurrency: product.fob_currency,
    fobPriceMin: product.fob_price_min === null ? null : Number(product.fob_price_min),
    fobPriceMax: product.fob_price_max === null ? null : Number(product.fob_price_max),
    fobUnit: product.fob_unit ?? "piece",
    minOrderQuan: product.min_order_quantity === null ? null : Number(product.min_order_quantity),
    minOrderUnit: product.min_order_unit ?? product.fob_unit ?? "piece",
    productionCapacity: product.production_capacity === null ? null : Number(product.production_capacity),
    productionCapUnit: product.production_cap_unit,
    productionCapTime: product.production_cap_time,
    paymentTerms: jsonList(product.payment_terms),
    pricePerQuantity: tiers.map((t) => ({
      minimumQuantity: Number(t.min_quantity),
      fobPrice: Number(t.fob_price),
    })),
    isCartAvailable: Boolean(product.is_cart_available),
    packagingDetails: text?.packaging_details ?? null,
    deliveryTime: product.delivery_days,
    description: { long: productDescriptionHtml(text?.description ?? null) },
    certifications: certifications.map((c) => ({
      id: c.id,
      name: c.name,
      authorizedOrganization: c.authorized_organization,
      startDate: c.start_date,
      endDate: c.end_date,
    })),
    manufactureLocation:
      product.manufacture_lat !== null && product.manufacture_lon !== null
        ? { lat: Number(product.manufacture_lat), lon: Number(product.manufacture_lon) }
        : null,
  };
}

async function customVariationsOf(db: Db, productId: number): Promise<ProductDetail["customVariations"]> {
  const rows = await repo.findCustomVariationRows(db, productId);
  const variations = new Map<number, ProductDetail["customVariations"][number]>();
  for (const row of rows) {
    const variation = variations.get(row.variation_id) ?? {
      _id: row.variation_id,
      name: row.variation_name,
      values: [],
    };
    variations.set(row.variation_id, variation);
    if (row.value_id !== null && row.value_name !== null)
      variation.values.push({ _id: row.value_id, name: row.value_name, image: row.image_url });
  }
  return [...variations.values()];
}
