import type { ColumnType } from "kysely";
import type { Flag, Id, Json, Timestamp } from "./column-types.ts";
import type { EvidenceStatus } from "./verification-tables.ts";

/**
 * A product's life cycle: draft → pending_review → published ⇄ unpublished; pending_review →
 * rejected (with the operator's reason; editing it makes it a draft again). Only published
 * products of active companies are seen by buyers; `is_published` mirrors `status = 'published'`.
 */
export const PRODUCT_STATUSES = ["draft", "pending_review", "published", "unpublished", "rejected"] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** A change request's life: pending until the operator approves or rejects it, or its author withdraws it. */
export const CHANGE_REQUEST_STATUSES = ["pending", "approved", "rejected", "withdrawn"] as const;
export type ChangeRequestStatus = (typeof CHANGE_REQUEST_STATUSES)[number];

/** Where a language's product texts came from (as for company texts). */
export const PRODUCT_TEXT_ORIGINS = ["source", "human", "machine", "machine_reviewed"] as const;
export type ProductTextOrigin = (typeof PRODUCT_TEXT_ORIGINS)[number];

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** Languages, the category tree, variation groups and options, and products with their child rows. */
export interface CatalogTables {
  languages: {
    code: string;
    native_name: string;
    intl_locale: string;
    direction: "ltr" | "rtl";
    position: number;
  };
  categories: {
    code: string;
    parent_code: string | null;
    level: number;
    icon: string | null;
    header_image_url: string | null;
    position: ColumnType<number, number | undefined, number>;
  };
  category_names: { category_code: string; lang: string; name: string };
  variation_groups: {
    code: string;
    category_code: string;
    position: ColumnType<number, number | undefined, number>;
  };
  variation_group_names: { group_code: string; lang: string; name: string };
  variation_options: {
    code: string;
    group_code: string;
    position: ColumnType<number, number | undefined, number>;
  };
  variation_option_names: { option_code: string; lang: string; name: string };

  products: {
    id: Id;
    company_id: number;
    category_code: string;
    brand: string | null;
    packaging: string | null;
    place_of_origin: string;
    fob_currency: ColumnType<string, string | undefined, string>;
    fob_price_min: number | null;
    fob_price_max: number | null;
    fob_unit: string | null;
    min_order_quantity: number | null;
    min_order_unit: string | null;
    production_capacity: number | null;
    production_cap_unit: string | null;
    production_cap_time: string | null;
    payment_terms: Json;
    is_cart_available: Flag;
    delivery_days: number | null;
    manufacture_lat: number | null;
    manufacture_lon: number | null;
    is_published: Flag;
    status: ColumnType<ProductStatus, ProductStatus | undefined, ProductStatus>;
    status_reason: Nullable<string>;
    status_changed_at: Nullable<string>;
    supplier_sku: Nullable<string>;
    model_number: Nullable<string>;
    keywords: Json;
    created_by: Nullable<number>;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  product_texts: {
    product_id: number;
    lang: string;
    name: string;
    description: string | null;
    packaging_details: string | null;
    origin: ColumnType<ProductTextOrigin, ProductTextOrigin | undefined, ProductTextOrigin>;
    source_lang: Nullable<string>;
    source_digest: Nullable<string>;
    updated_at: Nullable<string>;
  };
  product_pictures: { product_id: number; position: number; url: string };
  product_categories: { product_id: number; position: number; category_code: string };
  product_variation_options: { product_id: number; option_code: string };
  product_custom_variations: { id: Id; product_id: number; position: number; name: string };
  product_custom_variation_values: {
    id: Id;
    variation_id: number;
    position: number;
    name: string;
    image_url: string | null;
  };
  product_price_tiers: { product_id: number; min_quantity: number; fob_price: number };
  product_certifications: {
    id: Id;
    product_id: number;
    name: string;
    authorized_organization: string | null;
    start_date: string | null;
    end_date: string | null;
    status: ColumnType<EvidenceStatus, EvidenceStatus | undefined, EvidenceStatus>;
    status_reason: Nullable<string>;
    reviewed_at: Nullable<string>;
    reviewed_by: Nullable<number>;
    file_id: Nullable<number>;
  };
  product_change_requests: {
    id: Id;
    product_id: number;
    company_id: number;
    status: ColumnType<ChangeRequestStatus, ChangeRequestStatus | undefined, ChangeRequestStatus>;
    payload: Json;
    reason: Nullable<string>;
    requested_by: Nullable<number>;
    requested_at: Timestamp;
    decided_by: Nullable<number>;
    decided_at: Nullable<string>;
  };
}
