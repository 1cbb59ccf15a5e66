import type { Lang } from "#core/i18n/languages.ts";
import type { ProductInput } from "#core/schemas/product-editor.ts";
import type { Db } from "#server/db/connect.ts";
import * as repo from "./import.repo.ts";

/**
 * A company's products read back as ProductInput, the shape a row is written from: what the
 * export writes and what an update starts from (so columns a sheet leaves out keep their values).
 */

const list = (json: string | null | undefined): string[] => {
  try {
    const value = JSON.parse(json ?? "[]") as unknown;
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
};
const money = (value: number | string | null) => (value === null ? null : String(Number(value)));

export async function readProductInputs(
  db: Db,
  companyId: number,
  ids: number[],
): Promise<Map<number, ProductInput>> {
  const parts = await repo.findProductParts(db, companyId, ids);
  const inputs = new Map<number, ProductInput>();
  if (!parts) return inputs;
  const by = <T extends { product_id: number }>(rows: T[]) => {
    const map = new Map<number, T[]>();
    for (const row of rows) map.set(row.product_id, [...(map.get(row.product_id) ?? []), row]);
    return map;
  };
  const texts = by(parts.texts);
  const pictures = by(parts.pictures);
  const options = by(parts.options);
  const tiers = by(parts.tiers);
  const variations = by(parts.variations);
  const certifications = by(parts.certifications);
  for (const p of parts.products) {
    inputs.set(p.id, {
      categoryCode: p.category_code,
      texts: Object.fromEntries(
        (texts.get(p.id) ?? []).map((t) => [
          t.lang as Lang,
          { name: t.name, description: t.description, packagingDetails: t.packaging_details },
        ]),
      ),
      brand: p.brand,
      modelNumber: p.model_number,
      supplierSku: p.supplier_sku,
      placeOfOrigin: p.place_of_origin,
      keywords: list(p.keywords),
      pictures: (pictures.get(p.id) ?? []).map((x) => x.url),
      variationOptions: (options.get(p.id) ?? []).map((o) => o.option_code),
      customVariations: (variations.get(p.id) ?? []).map((v) => ({
        name: v.name,
        values: parts.values
          .filter((x) => x.variation_id === v.id)
          .map((x) => ({ name: x.name, image: x.image_url })),
      })),
      fobCurrency: p.fob_currency,
      priceOnRequest: p.fob_price_min === null && !(tiers.get(p.id) ?? []).length,
      priceMin: money(p.fob_price_min),
      priceMax: money(p.fob_price_max),
      fobUnit: p.fob_unit as ProductInput["fobUnit"],
      priceTiers: (tiers.get(p.id) ?? []).map((t) => ({
        minQuantity: t.min_quantity,
        price: String(Number(t.fob_price)),
      })),
      minOrderQuantity: p.min_order_quantity,
      minOrderUnit: p.min_order_unit as ProductInput["minOrderUnit"],
      isCartAvailable: Boolean(p.is_cart_available),
      paymentTerms: list(p.payment_terms) as ProductInput["paymentTerms"],
      packaging: p.packaging as ProductInput["packaging"],
      productionCapacity: p.production_capacity,
      productionCapUnit: p.production_cap_unit as ProductInput["productionCapUnit"],
      productionCapTime: p.production_cap_time as ProductInput["productionCapTime"],
      deliveryDays: p.delivery_days,
      certifications: (certifications.get(p.id) ?? []).map((c) => ({
        id: c.id,
        name: c.name,
        authorizedOrganization: c.authorized_organization,
        startDate: c.start_date,
        endDate: c.end_date,
        fileId: c.file_id,
      })),
      manufactureLocation:
        p.manufacture_lat === null || p.manufacture_lon === null
          ? null
          : { lat: p.manufacture_lat, lon: p.manufacture_lon },
    });
  }
  return inputs;
}
