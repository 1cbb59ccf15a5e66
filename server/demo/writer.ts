import type { Insertable, InsertObject, Kysely } from "kysely";
import type { Db } from "../db/connect.ts";
import type { Database } from "../db/schema.ts";
import type { CompanySeed } from "./company-factory.ts";
import { LANGS } from "./data/langs.ts";
import type { ProductSeed } from "./product-factory.ts";

type Trx = Kysely<Database>;

/** Multi-row inserts, chunked below both databases' bound-parameter limits. */
async function insertRows<T extends keyof Database>(trx: Trx, table: T, rows: Insertable<Database[T]>[]) {
  if (!rows.length) return;
  const columns = Object.keys(rows[0] as object).length;
  const chunk = Math.max(1, Math.floor(20_000 / columns));
  for (let i = 0; i < rows.length; i += chunk) {
    // Insertable<Database[T]> is InsertObject<Database, T>; Kysely cannot see that for a generic T.
    const batch = rows.slice(i, i + chunk) as unknown as InsertObject<Database, T>[];
    await trx.insertInto(table).values(batch).execute();
  }
}

const json = (value: unknown) => JSON.stringify(value);

/** When the demo's evidence counts as checked by the operator. */
const DEMO_REVIEWED_AT = "2026-11-20T09:00:00.000Z";

export async function insertCompanies(db: Db, companies: CompanySeed[]): Promise<void> {
  const today = new Date().toISOString().slice(0, 10);
  await db.transaction().execute(async (trx) => {
    await insertRows(
      trx,
      "companies",
      companies.map((c) => ({
        id: c.id,
        name: c.name,
        legal_owner: c.legalOwner,
        logo_url: c.logoUrl,
        is_verified: c.isVerified,
        email: c.email,
        office_phone: c.officePhone,
        mobile_phone: c.mobilePhone,
        address: c.address,
        country: c.country,
        city: c.city,
        zip: c.zip,
        latitude: c.lat,
        longitude: c.lon,
        registered_year: c.registeredYear,
        annual_sales_volume: c.annualSalesVolume,
        employees: c.employees,
        export_percentage: c.exportPercentage,
        office_size: c.officeSize,
        rd_staff: c.rdStaff,
        qc_staff: c.qcStaff,
        main_markets: json(c.mainMarkets),
        customers: json(c.customers),
        payment_types: json(c.paymentTypes),
        delivery_terms: json(c.deliveryTerms),
        currencies: json(c.currencies),
        ports: json(c.ports),
        spoken_languages: json(c.spokenLanguages),
        minimum_order_value: c.minimumOrderValue,
        minimum_order_currency: c.minimumOrderValue === null ? null : "USD",
        average_lead_time: c.averageLeadTime,
        created_at: c.joinedAt,
      })),
    );
    await insertRows(
      trx,
      "company_texts",
      companies.flatMap((c) =>
        LANGS.map((lang) => ({
          company_id: c.id,
          lang,
          introduction_html: c.texts[lang].introductionHtml,
          main_products: c.texts[lang].mainProducts,
          // The demo writes in English; its other languages count as written by a person.
          origin: lang === "en" ? ("source" as const) : ("human" as const),
          source_lang: "en",
        })),
      ),
    );
    await insertRows(
      trx,
      "company_business_types",
      companies.flatMap((c) => c.businessTypes.map((business_type) => ({ company_id: c.id, business_type }))),
    );
    await insertRows(
      trx,
      "company_certifications",
      companies.flatMap((c) =>
        c.certifications.map((x) => ({
          company_id: c.id,
          name: x.name,
          authorizing_body: x.body,
          start_date: x.start,
          end_date: x.end,
          // The operator "checked" the demo's evidence; what has ended since is expired, as the
          // daily expiry job would have marked it.
          status: x.end < today ? ("expired" as const) : ("approved" as const),
          reviewed_at: DEMO_REVIEWED_AT,
          created_at: DEMO_REVIEWED_AT,
        })),
      ),
    );
    // The verified badge is derived from approved evidence: each verified demo company has an
    // approved business licence (without a file: the demo has no documents to show).
    await insertRows(
      trx,
      "verification_documents",
      companies
        .filter((c) => c.isVerified)
        .map((c) => ({
          company_id: c.id,
          document_type: "business_licence" as const,
          expires_on: null,
          status: "approved" as const,
          reviewed_at: DEMO_REVIEWED_AT,
          created_at: DEMO_REVIEWED_AT,
        })),
    );
    await insertRows(
      trx,
      "company_websites",
      companies.map((c) => ({
        company_id: c.id,
        name_key: c.website.nameKey,
        theme_color: c.website.themeColor,
        banner_pictures: json(c.website.banners),
      })),
    );
    await insertRows(
      trx,
      "company_categories",
      companies.flatMap((c) => c.categoryCodes.map((category_code) => ({ company_id: c.id, category_code }))),
    );
  });
}

export async function insertProducts(
  db: Db,
  products: ProductSeed[],
  { translatedDescriptions = true }: { translatedDescriptions?: boolean } = {},
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await insertRows(
      trx,
      "products",
      products.map((p) => ({
        id: p.id,
        company_id: p.companyId,
        category_code: p.categoryCodes[0]!,
        brand: p.brand,
        packaging: p.packaging,
        place_of_origin: p.placeOfOrigin,
        fob_currency: "USD",
        fob_price_min: p.priceMin,
        fob_price_max: p.priceMax,
        fob_unit: p.unit,
        min_order_quantity: p.moq,
        min_order_unit: p.unit,
        production_capacity: p.productionCapacity,
        production_cap_unit: p.productionCapacity === null ? null : p.unit,
        production_cap_time: p.productionCapacity === null ? null : p.productionCapTime,
        payment_terms: json(p.paymentTerms),
        is_cart_available: p.isCartAvailable,
        delivery_days: p.deliveryDays,
        manufacture_lat: p.lat,
        manufacture_lon: p.lon,
      })),
    );
    await insertRows(
      trx,
      "product_texts",
      products.flatMap((p) =>
        LANGS.map((lang) => ({
          product_id: p.id,
          lang,
          name: p.texts[lang].name,
          description: lang === "en" || translatedDescriptions ? p.texts[lang].description : null,
          packaging_details: p.texts[lang].packagingDetails,
          // The demo writes in English; its other languages are generated from a translated
          // vocabulary: translations a person reviewed, not texts a person wrote (search indexes
          // only descriptions people wrote).
          origin: lang === "en" ? ("source" as const) : ("machine_reviewed" as const),
          source_lang: "en",
        })),
      ),
    );
    await insertRows(
      trx,
      "product_pictures",
      products.flatMap((p) => p.pictures.map((url, position) => ({ product_id: p.id, position, url }))),
    );
    await insertRows(
      trx,
      "product_categories",
      products.flatMap((p) =>
        p.categoryCodes.map((category_code, position) => ({ product_id: p.id, position, category_code })),
      ),
    );
    await insertRows(
      trx,
      "product_variation_options",
      products.flatMap((p) => p.variationOptions.map((option_code) => ({ product_id: p.id, option_code }))),
    );
    await insertRows(
      trx,
      "product_custom_variations",
      products.flatMap((p) =>
        p.customVariations.map((v, position) => ({ id: v.id, product_id: p.id, position, name: v.name })),
      ),
    );
    await insertRows(
      trx,
      "product_custom_variation_values",
      products.flatMap((p) =>
        p.customVariations.flatMap((v) =>
          v.values.map((x, position) => ({
            id: x.id,
            variation_id: v.id,
            position,
            name: x.name,
            image_url: x.image,
          })),
        ),
      ),
    );
    await insertRows(
      trx,
      "product_price_tiers",
      products.flatMap((p) =>
        p.tiers.map((t) => ({ product_id: p.id, min_quantity: t.minQuantity, fob_price: t.price })),
      ),
    );
    await insertRows(
      trx,
      "product_certifications",
      products.flatMap((p) =>
        p.certifications.map((c) => ({
          product_id: p.id,
          name: c.name,
          authorized_organization: c.body,
          start_date: c.start,
          end_date: c.end,
        })),
      ),
    );
  });
}
