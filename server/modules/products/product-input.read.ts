import type { ProductInput } from "#core/schemas/product-editor.ts";
import type { Db } from "#server/db/connect.ts";
import { findCustomVariationRows, findPriceTiers, findProductPictures } from "./product-detail.repo.ts";
import {
  findCertificationRows,
  findTextRows,
  findVariationOptionCodes,
  type ProductRow,
} from "./product-write.repo.ts";

/** A stored decimal as the exact text the input schema uses ("12.5", never "12.50000"). */
export const moneyText = (value: number | string | null): string | null =>
  value === null ? null : String(Number(value));

const parseList = (json: string): string[] => {
  try {
    const value = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
};

/**
 * The product as the editor edits it: every field in the input schema's shape, from the live
 * rows. The editor, the change-request diff and the export all start from this.
 */
export async function readProductInput(db: Db, row: ProductRow): Promise<ProductInput> {
  const id = row.id;
  const [texts, pictures, options, custom, tiers, certifications] = await Promise.all([
    findTextRows(db, id),
    findProductPictures(db, id),
    findVariationOptionCodes(db, id),
    findCustomVariationRows(db, id),
    findPriceTiers(db, id),
    findCertificationRows(db, id),
  ]);
  const customVariations: ProductInput["customVariations"] = [];
  const byId = new Map<number, ProductInput["customVariations"][number]>();
  for (const r of custom) {
    let variation = byId.get(r.variation_id);
    if (!variation) {
      variation = { name: r.variation_name, values: [] };
      byId.set(r.variation_id, variation);
      customVariations.push(variation);
    }
    if (r.value_name !== null) variation.values.push({ name: r.value_name, image: r.image_url });
  }
  return {
    categoryCode: row.category_code,
    texts: Object.fromEntries(
      texts.map((t) => [
        t.lang,
        { name: t.name, description: t.description, packagingDetails: t.packaging_details },
      ]),
    ),
    brand: row.brand,
    modelNumber: row.model_number,
    supplierSku: row.supplier_sku,
    placeOfOrigin: row.place_of_origin,
    keywords: parseList(row.keywords),
    pictures: pictures.map((p) => p.url),
    variationOptions: [...options].sort(),
    customVariations,
    fobCurrency: row.fob_currency,
    priceOnRequest: row.fob_price_min === null && tiers.length === 0,
    priceMin: moneyText(row.fob_price_min),
    priceMax: moneyText(row.fob_price_max),
    fobUnit: (row.fob_unit as ProductInput["fobUnit"]) ?? null,
    priceTiers: tiers.map((t) => ({ minQuantity: t.min_quantity, price: String(Number(t.fob_price)) })),
    minOrderQuantity: row.min_order_quantity,
    minOrderUnit: (row.min_order_unit as ProductInput["minOrderUnit"]) ?? null,
    isCartAvailable: Boolean(row.is_cart_available),
    paymentTerms: parseList(row.payment_terms) as ProductInput["paymentTerms"],
    packaging: (row.packaging as ProductInput["packaging"]) ?? null,
    productionCapacity: row.production_capacity,
    productionCapUnit: (row.production_cap_unit as ProductInput["productionCapUnit"]) ?? null,
    productionCapTime: (row.production_cap_time as ProductInput["productionCapTime"]) ?? null,
    deliveryDays: row.delivery_days,
    certifications: certifications.map((c) => ({
      id: c.id,
      name: c.name,
      authorizedOrganization: c.authorized_organization,
      startDate: c.start_date,
      endDate: c.end_date,
      fileId: c.file_id,
    })),
    manufactureLocation:
      row.manufacture_lat !== null && row.manufacture_lon !== null
        ? { lat: row.manufacture_lat, lon: row.manufacture_lon }
        : null,
  };
}
