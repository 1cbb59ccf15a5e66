import { COMPANY_STATUSES, type CompanyStatus, VISIBLE_STATUS } from "#server/db/schema/company-tables.ts";

export { COMPANY_STATUSES, type CompanyStatus, VISIBLE_STATUS };

/**
 * Who moves a company from one status to another. The owner submits a draft for review (and a
 * rejected company goes back to draft when its owner edits it again) and may close it; the
 * operator approves or rejects what waits for review, and suspends and reinstates active
 * companies. Each change is one guarded statement (`updateCompanyStatus`), so two clicks at once
 * make one change.
 */
export const COMPANY_TRANSITIONS = {
  submit: { from: ["draft"], to: "pending_review", by: "owner" },
  approve: { from: ["pending_review"], to: "active", by: "operator" },
  reject: { from: ["pending_review"], to: "rejected", by: "operator" },
  reopen: { from: ["rejected"], to: "draft", by: "owner" },
  suspend: { from: ["active"], to: "suspended", by: "operator" },
  reinstate: { from: ["suspended"], to: "active", by: "operator" },
  close: { from: ["draft", "pending_review", "active", "rejected"], to: "closed", by: "owner" },
} as const satisfies Record<
  string,
  { from: readonly CompanyStatus[]; to: CompanyStatus; by: "owner" | "operator" }
>;
export type CompanyTransition = keyof typeof COMPANY_TRANSITIONS;

/** The transitions that need the operator to say why (shown to the company and e-mailed). */
export const TRANSITIONS_WITH_REASON: readonly CompanyTransition[] = ["reject", "suspend", "reinstate"];

/** Only an active company, and its products, are seen by buyers and search engines. */
export const isVisibleStatus = (status: CompanyStatus) => status === VISIBLE_STATUS;
