import type { ColumnType, Generated } from "kysely";
import type { TeamRole } from "./account-tables.ts";
import type { Flag, Id, Json, Timestamp } from "./column-types.ts";
import type { EvidenceStatus } from "./verification-tables.ts";

/**
 * A company's life cycle: draft → pending_review → active ⇄ suspended; pending_review → rejected
 * (and back to draft when the owner edits it again); closed by its owner. Only active companies
 * and their products are seen by buyers.
 */
export const COMPANY_STATUSES = [
  "draft",
  "pending_review",
  "active",
  "suspended",
  "rejected",
  "closed",
] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];
/** The one status in which buyers and search engines see a company and its products. */
export const VISIBLE_STATUS = "active" satisfies CompanyStatus;

/** Where a language's company texts came from: the company's own language, a person, the translation service, or the service then a person. */
export const COMPANY_TEXT_ORIGINS = ["source", "human", "machine", "machine_reviewed"] as const;
export type CompanyTextOrigin = (typeof COMPANY_TEXT_ORIGINS)[number];

/** Supplier companies with their texts, business types, certifications, websites and categories. */
export interface CompanyTables {
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
    status: Generated<CompanyStatus>;
    /** The operator's reason for the last rejection or suspension. */
    status_reason: string | null;
    status_changed_at: string | null;
    submitted_at: string | null;
    /** The registered name; `name` is the display name buyers see. */
    legal_name: string | null;
    /** The language the company writes in: the source of machine translations. */
    writing_lang: string | null;
    /** Set by the operator: the company's products and their changes go live without review. */
    is_trusted_supplier: Flag;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  company_texts: {
    company_id: number;
    lang: string;
    introduction_html: string | null;
    main_products: string | null;
    /** Where this language's texts came from (company-texts in server/modules/companies/). */
    origin: Generated<CompanyTextOrigin>;
    /** The language they were made from (their own for the source). */
    source_lang: string | null;
    /** Digest of the source texts they were made from; a different digest today means outdated. */
    source_digest: string | null;
    updated_at: string | null;
  };
  company_business_types: { company_id: number; business_type: string };
  /** A certificate the company holds; reviewed like a verification document (verification-tables.ts). */
  company_certifications: {
    id: Id;
    company_id: number;
    name: string;
    authorizing_body: string | null;
    start_date: string | null;
    end_date: string | null;
    certificate_number: ColumnType<string | null, string | null | undefined, string | null>;
    file_id: ColumnType<number | null, number | null | undefined, number | null>;
    status: ColumnType<EvidenceStatus, EvidenceStatus | undefined, EvidenceStatus>;
    status_reason: ColumnType<string | null, string | null | undefined, string | null>;
    reviewed_at: ColumnType<string | null, string | null | undefined, string | null>;
    reviewed_by: ColumnType<number | null, number | null | undefined, number | null>;
    created_at: Timestamp;
  };
  company_websites: {
    company_id: number;
    name_key: string;
    theme_color: string | null;
    banner_pictures: Json;
  };
  company_categories: { company_id: number; category_code: string };
  /** Invitations to a company's team; only the digest of the link's secret is kept. */
  company_invitations: {
    id: Id;
    company_id: number;
    email: string;
    role: TeamRole;
    token_hash: string;
    lang: string;
    invited_by: number | null;
    created_at: Timestamp;
    expires_at: string;
    accepted_at: string | null;
    accepted_by: number | null;
    revoked_at: string | null;
  };
  /** Every e-mail sent to a user about their work, as sent (server/modules/notifications/). */
  notifications: {
    id: Id;
    user_id: number | null;
    company_id: number | null;
    kind: string;
    lang: string;
    to_email: string;
    reply_to: string | null;
    subject: string;
    body: string;
    created_at: Timestamp;
    sent_at: string | null;
  };
}
