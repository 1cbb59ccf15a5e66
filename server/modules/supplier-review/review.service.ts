import {
  type ReviewStatus,
  SUPPLIER_DECISIONS,
  SUPPLIER_REVIEW_PAGE,
  type SupplierDecision,
} from "#core/schemas/supplier-review.ts";
import type { AppDeps } from "#server/deps.ts";
import { AppError } from "#server/lib/errors.ts";
import { jsonList } from "#server/lib/json-list.ts";
import { type Actor, requireStaff } from "#server/modules/accounts/index.ts";
import { listAuditLog } from "#server/modules/audit/index.ts";
import {
  COMPANY_TRANSITIONS,
  type CompanyStatus,
  changeCompanyStatus,
  isVisibleStatus,
} from "#server/modules/companies/index.ts";
import { type EvidenceView, listEvidenceForReview } from "#server/modules/verification/index.ts";
import type { Db } from "#server/db/connect.ts";
import * as repo from "./review.repo.ts";

export interface SupplierListItem {
  id: number;
  name: string;
  legalName: string | null;
  country: string;
  city: string | null;
  status: CompanyStatus;
  statusReason: string | null;
  submittedAt: string | null;
  statusChangedAt: string | null;
  createdAt: string;
}

export interface SupplierList {
  items: SupplierListItem[];
  /** Companies per status, every status listed (0 when none). */
  counts: Record<CompanyStatus, number>;
  /** Zero-based page, and its size. */
  page: number;
  size: number;
  /** Companies the filter keeps (all of them without one). */
  total: number;
}

const ZERO_COUNTS: Record<CompanyStatus, number> = {
  draft: 0,
  pending_review: 0,
  active: 0,
  suspended: 0,
  rejected: 0,
  closed: 0,
};

/** Staff only: a page of companies, those waiting for review first, optionally of one status. */
export async function listSuppliers(
  db: Db,
  actor: Actor,
  { status, page }: { status?: ReviewStatus | undefined; page: number },
): Promise<SupplierList> {
  requireStaff(actor);
  const [rows, countRows] = await Promise.all([
    repo.findReviewPage(db, { status, page, size: SUPPLIER_REVIEW_PAGE }),
    repo.countByStatus(db),
  ]);
  const counts = { ...ZERO_COUNTS };
  for (const c of countRows) counts[c.status] = c.count;
  return {
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      legalName: r.legal_name,
      country: r.country,
      city: r.city,
      status: r.status,
      statusReason: r.status_reason,
      submittedAt: r.submitted_at,
      statusChangedAt: r.status_changed_at,
      createdAt: r.created_at,
    })),
    counts,
    page,
    size: SUPPLIER_REVIEW_PAGE,
    total: status ? counts[status] : Object.values(counts).reduce((a, b) => a + b, 0),
  };
}

export interface SupplierHistoryEntry {
  id: number;
  action: string;
  by: string | null;
  reason: string | null;
  at: string;
}

export interface SupplierDetail {
  company: {
    id: number;
    name: string;
    legalName: string | null;
    legalOwner: string | null;
    status: CompanyStatus;
    statusReason: string | null;
    statusChangedAt: string | null;
    submittedAt: string | null;
    createdAt: string;
    updatedAt: string;
    visible: boolean;
  };
  /** Every other column of the company, by its name, as text, lists joined ("" when empty). */
  fields: { key: string; value: string }[];
  texts: { lang: string; mainProducts: string | null; introductionHtml: string | null }[];
  businessTypes: string[];
  certifications: {
    id: number;
    name: string;
    body: string | null;
    start: string | null;
    end: string | null;
  }[];
  storefrontKey: string | null;
  categories: string[];
  team: { id: number; name: string; email: string; role: string; lang: string | null }[];
  /** The verification documents and certificates with the operator's review, newest first. */
  evidence: { documents: EvidenceView[]; certificates: EvidenceView[] };
  publishedProducts: number;
  history: SupplierHistoryEntry[];
  /** The decisions the company's status allows now. */
  decisions: SupplierDecision[];
}

/** The columns shown as they are, in the order of the profile (the rest are shown apart). */
const FIELD_COLUMNS = [
  "email",
  "office_phone",
  "mobile_phone",
  "address",
  "city",
  "zip",
  "country",
  "latitude",
  "longitude",
  "registered_year",
  "annual_sales_volume",
  "employees",
  "export_percentage",
  "office_size",
  "rd_staff",
  "qc_staff",
  "main_markets",
  "customers",
  "payment_types",
  "delivery_terms",
  "currencies",
  "ports",
  "spoken_languages",
  "minimum_order_value",
  "minimum_order_currency",
  "average_lead_time",
  "writing_lang",
  "logo_url",
  "is_verified",
] as const;
const LIST_COLUMNS = new Set([
  "main_markets",
  "customers",
  "payment_types",
  "delivery_terms",
  "currencies",
  "ports",
  "spoken_languages",
]);

/** The decisions a company in `status` can receive (the operator's rows of COMPANY_TRANSITIONS). */
export const decisionsFor = (status: CompanyStatus): SupplierDecision[] =>
  SUPPLIER_DECISIONS.filter((d) =>
    (COMPANY_TRANSITIONS[d].from as readonly CompanyStatus[]).includes(status),
  );

/** How many history entries the page shows (a company's decisions and team changes). */
const HISTORY_MAX = 100;

/** Staff only: one company with every field, its team, evidence and history; not_found when there is none. */
export async function getSupplierDetail(db: Db, actor: Actor, id: number): Promise<SupplierDetail> {
  requireStaff(actor);
  const row = await repo.findCompany(db, id);
  if (!row) throw new AppError("not_found");
  const [texts, lists, team, evidence, publishedProducts, history] = await Promise.all([
    repo.findCompanyTexts(db, id),
    repo.findCompanyLists(db, id),
    repo.findCompanyTeam(db, id),
    listEvidenceForReview({ db }, actor, id),
    repo.countPublishedProducts(db, id),
    listAuditLog(db, { page: 1, size: HISTORY_MAX, entity: { entity: "company", entityId: String(id) } }),
  ]);
  const fields = FIELD_COLUMNS.map((key) => {
    const value = row[key];
    const text = LIST_COLUMNS.has(key)
      ? jsonList(value as string).join(", ")
      : value === null || value === undefined
        ? ""
        : String(value);
    return { key, value: text };
  });
  return {
    company: {
      id: row.id,
      name: row.name,
      legalName: row.legal_name,
      legalOwner: row.legal_owner,
      status: row.status,
      statusReason: row.status_reason,
      statusChangedAt: row.status_changed_at,
      submittedAt: row.submitted_at,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      visible: isVisibleStatus(row.status),
    },
    fields,
    texts: texts.map((t) => ({
      lang: t.lang,
      mainProducts: t.main_products,
      introductionHtml: t.introduction_html,
    })),
    businessTypes: lists.businessTypes.map((b) => b.business_type),
    certifications: lists.certifications.map((c) => ({
      id: c.id,
      name: c.name,
      body: c.authorizing_body,
      start: c.start_date,
      end: c.end_date,
    })),
    storefrontKey: lists.website?.name_key ?? null,
    categories: lists.categories.map((c) => c.category_code),
    team: team.map((m) => ({
      id: m.id,
      name: `${m.first_name} ${m.last_name}`.trim(),
      email: m.email,
      role: m.role,
      lang: m.preferred_lang,
    })),
    evidence: { documents: evidence.documents, certificates: evidence.certificates },
    publishedProducts,
    history: history.items.map((h) => ({
      id: h.id,
      action: h.action,
      by: h.userName ?? h.userEmail,
      reason: typeof h.details.reason === "string" ? h.details.reason : null,
      at: h.createdAt,
    })),
    decisions: decisionsFor(row.status),
  };
}

/**
 * Staff only: the operator's decision on a company, made by `changeCompanyStatus` (one guarded
 * change, so of two clicks at once the second is refused with a conflict; audited; the owners
 * e-mailed; the search index follows). Gives the company's new status.
 */
export async function decideSupplier(
  deps: Pick<AppDeps, "db" | "clock" | "config">,
  actor: Actor,
  id: number,
  input: { decision: SupplierDecision; reason?: string | undefined },
): Promise<CompanyStatus> {
  requireStaff(actor);
  await changeCompanyStatus(deps, actor, id, input.decision, input.reason ?? null);
  return COMPANY_TRANSITIONS[input.decision].to;
}
