import type { ProductInput, ProductInputDraft } from "#core/schemas/product-editor.ts";

/**
 * The editor's form as text, in the shape the page draws and the form posts: every input is named
 * by its field's dotted path (`texts.en.name`, `priceTiers.1.price`), the same path the schema's
 * messages name, so a message finds its field. A posted form is read back into this shape (the
 * page comes back with it after an upload or a refusal) and turned into the schema's draft.
 */
export interface EditorText {
  name: string;
  description: string;
  packagingDetails: string;
}
export interface EditorValues {
  categoryCode: string;
  /** The category search as typed (kept across a post without JavaScript). */
  categoryQuery: string;
  texts: Record<string, EditorText>;
  brand: string;
  modelNumber: string;
  supplierSku: string;
  placeOfOrigin: string;
  keywords: string;
  pictures: string[];
  variationOptions: string[];
  customVariations: { name: string; values: { name: string; image: string }[] }[];
  fobCurrency: string;
  priceOnRequest: boolean;
  priceMin: string;
  priceMax: string;
  fobUnit: string;
  priceTiers: { minQuantity: string; price: string }[];
  minOrderQuantity: string;
  minOrderUnit: string;
  isCartAvailable: boolean;
  paymentTerms: string[];
  packaging: string;
  productionCapacity: string;
  productionCapUnit: string;
  productionCapTime: string;
  deliveryDays: string;
  certifications: {
    id: string;
    name: string;
    authorizedOrganization: string;
    startDate: string;
    endDate: string;
    fileId: string;
  }[];
  lat: string;
  lon: string;
}

const text = (value: unknown) => (value === null || value === undefined ? "" : String(value));

export function emptyValues(): EditorValues {
  return valuesFromInput({} as ProductInput);
}

/** The stored product as the form shows it. */
export function valuesFromInput(input: Partial<ProductInput>): EditorValues {
  const texts: Record<string, EditorText> = {};
  for (const [lang, t] of Object.entries(input.texts ?? {}))
    if (t)
      texts[lang] = {
        name: text(t.name),
        description: text(t.description),
        packagingDetails: text(t.packagingDetails),
      };
  return {
    categoryCode: text(input.categoryCode),
    categoryQuery: "",
    texts,
    brand: text(input.brand),
    modelNumber: text(input.modelNumber),
    supplierSku: text(input.supplierSku),
    placeOfOrigin: text(input.placeOfOrigin),
    keywords: (input.keywords ?? []).join(", "),
    pictures: [...(input.pictures ?? [])],
    variationOptions: [...(input.variationOptions ?? [])],
    customVariations: (input.customVariations ?? []).map((v) => ({
      name: v.name,
      values: v.values.map((value) => ({ name: value.name, image: text(value.image) })),
    })),
    fobCurrency: text(input.fobCurrency) || "USD",
    priceOnRequest: Boolean(input.priceOnRequest),
    priceMin: text(input.priceMin),
    priceMax: text(input.priceMax),
    fobUnit: text(input.fobUnit),
    priceTiers: (input.priceTiers ?? []).map((t) => ({ minQuantity: text(t.minQuantity), price: t.price })),
    minOrderQuantity: text(input.minOrderQuantity),
    minOrderUnit: text(input.minOrderUnit),
    isCartAvailable: Boolean(input.isCartAvailable),
    paymentTerms: [...(input.paymentTerms ?? [])],
    packaging: text(input.packaging),
    productionCapacity: text(input.productionCapacity),
    productionCapUnit: text(input.productionCapUnit),
    productionCapTime: text(input.productionCapTime),
    deliveryDays: text(input.deliveryDays),
    certifications: (input.certifications ?? []).map((c) => ({
      id: text(c.id),
      name: c.name,
      authorizedOrganization: text(c.authorizedOrganization),
      startDate: text(c.startDate),
      endDate: text(c.endDate),
      fileId: text(c.fileId),
    })),
    lat: text(input.manufactureLocation?.lat),
    lon: text(input.manufactureLocation?.lon),
  };
}

type Entries = Iterable<[string, FormDataEntryValue]>;

/** A posted editor form read back; rows left entirely blank are dropped. */
export function valuesFromForm(entries: Entries): EditorValues {
  const one = new Map<string, string>();
  const many = new Map<string, string[]>();
  for (const [key, value] of entries) {
    if (typeof value !== "string") continue;
    if (!one.has(key)) one.set(key, value);
    many.set(key, [...(many.get(key) ?? []), value]);
  }
  const get = (key: string) => one.get(key) ?? "";
  const indexes = (prefix: string) => {
    const found = new Set<number>();
    for (const key of one.keys()) {
      const match = key.startsWith(prefix) ? /^(\d{1,3})\./.exec(key.slice(prefix.length)) : null;
      if (match) found.add(Number(match[1]));
    }
    return [...found].sort((a, b) => a - b);
  };
  const texts: Record<string, EditorText> = {};
  for (const key of one.keys()) {
    const lang = /^texts\.([a-z]{2})\.name$/.exec(key)?.[1];
    if (!lang) continue;
    const t = {
      name: get(`texts.${lang}.name`),
      description: get(`texts.${lang}.description`),
      packagingDetails: get(`texts.${lang}.packagingDetails`),
    };
    if (t.name.trim() || t.description.trim() || t.packagingDetails.trim()) texts[lang] = t;
  }
  const filled = (row: Record<string, string>, ...keys: string[]) => keys.some((k) => row[k]?.trim());
  return {
    categoryCode: get("categoryCode"),
    categoryQuery: get("categoryQuery"),
    texts,
    brand: get("brand"),
    modelNumber: get("modelNumber"),
    supplierSku: get("supplierSku"),
    placeOfOrigin: get("placeOfOrigin"),
    keywords: get("keywords"),
    pictures: many.get("pictures") ?? [],
    variationOptions: many.get("variationOptions") ?? [],
    customVariations: indexes("customVariations.")
      .map((i) => ({
        name: get(`customVariations.${i}.name`),
        values: indexes(`customVariations.${i}.values.`)
          .map((j) => ({
            name: get(`customVariations.${i}.values.${j}.name`),
            image: get(`customVariations.${i}.values.${j}.image`),
          }))
          .filter((v) => filled(v, "name", "image")),
      }))
      .filter((v) => v.name.trim() || v.values.length),
    fobCurrency: get("fobCurrency"),
    priceOnRequest: one.has("priceOnRequest"),
    priceMin: get("priceMin"),
    priceMax: get("priceMax"),
    fobUnit: get("fobUnit"),
    priceTiers: indexes("priceTiers.")
      .map((i) => ({ minQuantity: get(`priceTiers.${i}.minQuantity`), price: get(`priceTiers.${i}.price`) }))
      .filter((t) => filled(t, "minQuantity", "price")),
    minOrderQuantity: get("minOrderQuantity"),
    minOrderUnit: get("minOrderUnit"),
    isCartAvailable: one.has("isCartAvailable"),
    paymentTerms: many.get("paymentTerms") ?? [],
    packaging: get("packaging"),
    productionCapacity: get("productionCapacity"),
    productionCapUnit: get("productionCapUnit"),
    productionCapTime: get("productionCapTime"),
    deliveryDays: get("deliveryDays"),
    certifications: indexes("certifications.")
      .map((i) => ({
        id: get(`certifications.${i}.id`),
        name: get(`certifications.${i}.name`),
        authorizedOrganization: get(`certifications.${i}.authorizedOrganization`),
        startDate: get(`certifications.${i}.startDate`),
        endDate: get(`certifications.${i}.endDate`),
        fileId: get(`certifications.${i}.fileId`),
      }))
      .filter((c) => filled(c, "name", "authorizedOrganization", "startDate", "endDate")),
    lat: get("manufactureLocation.lat"),
    lon: get("manufactureLocation.lon"),
  };
}

/** What the schema reads. */
export function toDraft(values: EditorValues): ProductInputDraft {
  const { categoryQuery: _query, lat, lon, certifications, ...rest } = values;
  return {
    ...rest,
    certifications: certifications.map((c) => ({ ...c, id: c.id || null, fileId: c.fileId || null })),
    manufactureLocation: lat.trim() || lon.trim() ? { lat, lon } : null,
  } as ProductInputDraft;
}
