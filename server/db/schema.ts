import type { ColumnType, Generated } from "kysely";

/**
 * Row types of every table, as the migrations create them and as both databases answer (see
 * connect.ts: numbers as numbers, timestamps as ISO strings, booleans as booleans).
 * JSON columns are text holding JSON; repositories parse them.
 */
type Timestamp = ColumnType<string, string | undefined, string>;
type Id = Generated<number>;
type Json = ColumnType<string, string | undefined, string>;
type Flag = ColumnType<boolean, boolean | undefined, boolean>;

export interface Database {
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

  companies: {
    id: Id;
    name: string;
    legal_owner: string | null;
    logo_url: string | null;
    is_verified: Flag;
    email: string | null;
    office_phone: string | null;
    mobile_phone: string | null;
    address: string | null;
    country: string;
    city: string | null;
    zip: string | null;
    latitude: number | null;
    longitude: number | null;
    registered_year: number | null;
    annual_sales_volume: string | null;
    employees: string | null;
    export_percentage: number | null;
    office_size: string | null;
    rd_staff: number | null;
    qc_staff: number | null;
    main_markets: Json;
    customers: Json;
    payment_types: Json;
    delivery_terms: Json;
    currencies: Json;
    ports: Json;
    spoken_languages: Json;
    minimum_order_value: number | null;
    minimum_order_currency: string | null;
    average_lead_time: string | null;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  company_texts: {
    company_id: number;
    lang: string;
    introduction_html: string | null;
    main_products: string | null;
  };
  company_business_types: { company_id: number; business_type: string };
  company_certifications: {
    id: Id;
    company_id: number;
    name: string;
    authorizing_body: string | null;
    start_date: string | null;
    end_date: string | null;
  };
  company_websites: {
    company_id: number;
    name_key: string;
    theme_color: string | null;
    banner_pictures: Json;
  };
  company_categories: { company_id: number; category_code: string };

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
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  product_texts: {
    product_id: number;
    lang: string;
    name: string;
    description: string | null;
    packaging_details: string | null;
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
  };

  users: {
    id: Id;
    email: string;
    password_hash: string;
    first_name: string;
    last_name: string;
    phone: string | null;
    company_name: string | null;
    preferred_lang: string | null;
    email_confirmed_at: string | null;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  user_roles: { user_id: number; role: Role };
  company_members: { company_id: number; user_id: number };
  sessions: {
    id: string;
    user_id: number;
    created_at: Timestamp;
    expires_at: string;
    ip: string | null;
    user_agent: string | null;
  };
  user_tokens: {
    token_hash: string;
    user_id: number;
    purpose: TokenPurpose;
    created_at: Timestamp;
    expires_at: string;
    used_at: string | null;
  };
  rate_limits: { key: string; window_start: number; hits: number };

  deals: {
    id: Id;
    seller_company_id: number;
    buyer_user_id: number | null;
    source: "storefront" | "product";
    rfq_id: ColumnType<string, string | undefined, string>;
    request_language: string;
    context: ColumnType<string, string | undefined, string>;
    buyer_subject: Json;
    buyer_message: Json;
    buyer_pictures: Json;
    buyer_request_date: string | null;
    product_id: number | null;
    product_category_code: string | null;
    product_name: string | null;
    product_quantity: ColumnType<number, number | undefined, number>;
    product_unit_type: ColumnType<string, string | undefined, string>;
    request_company: string | null;
    request_user_name: string;
    request_user_mail: string;
    request_user_phone: string;
    seller_title: string | null;
    seller_status: ColumnType<string, string | undefined, string>;
    seller_stage: ColumnType<string, string | undefined, string>;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  comments: {
    id: Id;
    product_id: number;
    user_id: number;
    stars: number;
    text: string;
    is_approved: Flag;
    approved_by: number | null;
    created_at: Timestamp;
  };
  cart_lines: {
    id: Id;
    user_id: number;
    product_id: number;
    supplier_company_id: number;
    quantity: number;
    variation_value_pairs: Json;
    variation_key: ColumnType<string, string | undefined, string>;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  orders: {
    id: Id;
    buyer_user_id: number | null;
    supplier_company_id: number;
    status: ColumnType<OrderStatus, OrderStatus | undefined, OrderStatus>;
    currency: ColumnType<string, string | undefined, string>;
    goods_total: number;
    shipment_cost: number | null;
    note: string | null;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  order_lines: {
    id: Id;
    order_id: number;
    product_id: number | null;
    product_name: string;
    quantity: number;
    unit_price: number;
    variation_value_pairs: Json;
  };

  help_contact_items: {
    id: Id;
    user_id: number | null;
    name: string;
    email: string;
    subject: string;
    message: string;
    archived_at: string | null;
    created_at: Timestamp;
  };
  seo_records: {
    id: Id;
    lang: string;
    seo_url: string;
    page_title: string;
    page_description: string | null;
    keywords: string | null;
    content_html: string | null;
    category_code: string | null;
    search_query: Json;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  category_seo: {
    category_code: string;
    lang: string;
    title: string | null;
    description: string | null;
    keywords: string | null;
    content_html: string | null;
    banners: Json;
  };
  content_pages: { slug: string; lang: string; title: string; body_html: string; updated_at: Timestamp };
  contact_lists: { id: Id; name: string; created_at: Timestamp };
  contacts: {
    id: Id;
    contact_list_id: number;
    email: string;
    name: string | null;
    unsubscribed_at: string | null;
    created_at: Timestamp;
  };
  campaigns: {
    id: Id;
    contact_list_id: number;
    name: string;
    subject: string;
    body_html: string;
    sent_at: string | null;
    created_at: Timestamp;
  };
  product_view_events: {
    id: Id;
    product_id: number;
    company_id: number;
    user_id: number | null;
    viewed_at: Timestamp;
  };
  home_banners: {
    id: Id;
    lang: string | null;
    image_url: string;
    description: string;
    target_url: string;
    position: number;
    is_active: Flag;
  };
  home_sponsor_companies: { company_id: number; position: number };
  home_products: { kind: "recommended" | "opportunity"; product_id: number; position: number };
  home_categories: {
    slot: "row" | "tile";
    position: number;
    category_code: string;
    image_url: string | null;
  };
  audit_log: {
    id: Id;
    user_id: number | null;
    action: string;
    entity: string;
    entity_id: string | null;
    details: Json;
    created_at: Timestamp;
  };
  search_changes: { id: Id; entity: "product" | "company"; entity_id: number; created_at: Timestamp };
  search_terms: { lang: string; term: string; hits: Generated<number>; last_searched_at: Timestamp };
}

export const ROLES = ["buyer", "supplier", "moderator", "admin"] as const;
export type Role = (typeof ROLES)[number];
export type TokenPurpose = "confirm_email" | "reset_password";
export const ORDER_STATUSES = [
  "created",
  "shipment_cost_waiting",
  "payment_waiting",
  "payment_approval_pending",
  "shipment_waiting",
  "shipped",
  "completed",
  "closed",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
