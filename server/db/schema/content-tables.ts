import type { Generated } from "kysely";
import type { Flag, Id, Json, Timestamp } from "./column-types.ts";

/** Help center, SEO, content pages, campaigns, view events, home merchandising, audit log, search feeds. */
export interface ContentTables {
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
  /** One row per storefront page opened by a visitor (no visitor data is kept). */
  storefront_visit_events: {
    id: Id;
    company_id: number;
    visited_at: Timestamp;
  };
  /** Refreshed every few minutes from product_view_events (modules/views/category-most-viewed.ts). */
  category_most_viewed: {
    category_code: string;
    position: number;
    product_id: number;
    views: number;
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
  /** One row (id 1): raised by every merchandising change, read by caches of merchandised data. */
  merch_revision: { id: number; revision: number };
  audit_log: {
    id: Id;
    user_id: number | null;
    action: string;
    entity: string;
    entity_id: string | null;
    details: Json;
    created_at: Timestamp;
    /** Where the change came from (server/http/client-address.ts); null before it was recorded. */
    client_address: string | null;
  };
  /**
   * `all` (entity_id 0): every process rebuilds its whole index (npm run reindex); `synonyms`
   * (entity_id: the group): every process loads the synonym groups again; `merchandising` and
   * `seo` (entity_id 0): only the page cache reads them (docs/decisions/035-page-cache.md).
   */
  search_changes: {
    id: Id;
    entity: "product" | "company" | "all" | "synonyms" | "merchandising" | "seo";
    entity_id: number;
    created_at: Timestamp;
  };
  /** Operator-edited synonym groups: `terms` is a JSON array; lang null applies to every language. */
  search_synonyms: {
    id: Id;
    terms: string;
    lang: string | null;
    version: Generated<number>;
    created_at: Timestamp;
    created_by: number | null;
    updated_at: Timestamp;
    updated_by: number | null;
  };
  search_terms: { lang: string; term: string; hits: Generated<number>; last_searched_at: Timestamp };
}
