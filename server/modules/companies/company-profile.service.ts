import {
  type CompanyProfile,
  type Completeness,
  LOGO_IMAGE,
  measureCompleteness,
  type ProfileSection,
  SECTION_SCHEMAS,
  type SectionInput,
} from "#core/schemas/company-profile.ts";
import { nulFieldErrors } from "#core/schemas/field-errors.ts";
import type { AppDeps } from "#server/deps.ts";
import type { CompanyStatus } from "#server/db/schema/company-tables.ts";
import { AppError } from "#server/lib/errors.ts";
import { jsonList } from "#server/lib/json-list.ts";
import { type Actor, isStaff } from "#server/modules/accounts/index.ts";
import { recordAudit } from "#server/modules/audit/index.ts";
import { type ImageRules, storeUploadedImage } from "#server/modules/media/index.ts";
import { recordSearchChange } from "#server/modules/search/index.ts";
import { changeCompanyStatus } from "./company-status.service.ts";
import * as repo from "./company-profile.repo.ts";
import { setSourceMainProducts } from "./company-texts.ts";
import { requireCan } from "./team.service.ts";

type Deps = Pick<AppDeps, "db" | "clock" | "config">;

/**
 * Statuses in which the company's own people may edit its profile. While the operator reviews it
 * the profile holds still (they judge what was submitted); a suspended or closed company is the
 * operator's or nobody's to change.
 */
export const EDITABLE_STATUSES: readonly CompanyStatus[] = ["draft", "rejected", "active"];

const LOGO_RULES: ImageRules = {
  ...LOGO_IMAGE,
  errors: {
    missing: "errors.companyProfile.logoMissing",
    tooLarge: "errors.companyProfile.logoTooLarge",
    notImage: "errors.companyProfile.logoNotImage",
    tooSmall: "errors.companyProfile.logoTooSmall",
  },
};

/** Parses a step's input with its one schema: a refusal with every field's message, or the data. */
export function parseSection<S extends ProfileSection>(section: S, input: unknown): SectionInput[S] {
  const nul = nulFieldErrors(input);
  if (nul) throw new AppError("invalid_data", undefined, nul);
  const parsed = SECTION_SCHEMAS[section].safeParse(input);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? "form")] ??= issue.message;
    throw new AppError("invalid_data", undefined, fields);
  }
  return parsed.data as SectionInput[S];
}

const isoNow = (deps: Deps) => new Date(deps.clock.now()).toISOString();

/** Unfinished companies one user may own at once: enough for real groups, too few to fill the review queue. */
export const MAX_OWNED_DRAFTS = 5;

/**
 * A signed-in user starts a company: a draft that only its team sees, with the user as its owner
 * and the basics given (a display name and a country at least). Gives the company's id.
 */
export async function createDraftCompany(deps: Deps, actor: Actor, input: unknown): Promise<number> {
  // A staff account never acts for a supplier (team.service.ts): it cannot own a company either.
  if (isStaff(actor.roles)) throw new AppError("not_allowed");
  const basics = parseSection("basics", input);
  return deps.db.transaction().execute(async (trx) => {
    if ((await repo.countOwnedDrafts(trx, actor.id)) >= MAX_OWNED_DRAFTS)
      throw new AppError("conflict", "errors.companyProfile.tooManyDrafts");
    const at = isoNow(deps);
    const id = await repo.insertDraftCompany(trx, actor.id, basics, at);
    await repo.replaceBusinessTypes(trx, id, basics.businessTypes);
    await repo.addSupplierRole(trx, actor.id);
    await recordAudit(trx, {
      userId: actor.id,
      clientAddress: actor.clientAddress,
      action: "company.create",
      entity: "company",
      entityId: id,
    });
    return id;
  });
}

/**
 * Saves one step of the profile (the whole step: a field left empty is cleared). The member must
 * be allowed to edit the profile and the company must be editable; both are checked in the
 * transaction that writes, the status in the very statement.
 */
export async function updateCompanySection<S extends ProfileSection>(
  deps: Deps,
  actor: Actor,
  companyId: number,
  section: S,
  input: unknown,
): Promise<void> {
  const values = parseSection(section, input);
  await deps.db.transaction().execute(async (trx) => {
    await requireCan(trx, actor, "company.edit_profile", companyId);
    const at = isoNow(deps);
    const columns =
      section === "basics"
        ? repo.basicsUpdate(values as SectionInput["basics"])
        : section === "contact"
          ? repo.contactUpdate(values as SectionInput["contact"])
          : repo.tradeUpdate(values as SectionInput["trade"]);
    if (!(await repo.updateEditableCompany(trx, companyId, EDITABLE_STATUSES, columns, at)))
      throw new AppError("conflict", "errors.companyProfile.notEditable");
    if (section === "basics")
      await repo.replaceBusinessTypes(trx, companyId, (values as SectionInput["basics"]).businessTypes);
    // The main products are a text buyers read in every language: kept in the writing language
    // with its provenance, so the translations made from the old text turn outdated.
    if (section === "trade")
      await setSourceMainProducts(
        trx,
        deps.clock,
        companyId,
        (values as SectionInput["trade"]).mainProducts ?? "",
      );
    await recordAudit(trx, {
      userId: actor.id,
      clientAddress: actor.clientAddress,
      action: `company.edit_${section}`,
      entity: "company",
      entityId: companyId,
    });
    // An active company's name and place are in the search index; draft ones are left out by it.
    await recordSearchChange(trx, "company", companyId);
  });
}

/**
 * A new logo: judged by its content (a script renamed .png is refused), re-encoded without its
 * metadata, stored with the public uploads, and set on the company. Gives its address.
 */
export async function uploadCompanyLogo(
  deps: Deps,
  actor: Actor,
  companyId: number,
  bytes: Uint8Array,
): Promise<string> {
  await requireCan(deps.db, actor, "company.edit_profile", companyId);
  const url = await storeUploadedImage(deps.config.dataDir, bytes, "logo", LOGO_RULES);
  await deps.db.transaction().execute(async (trx) => {
    await requireCan(trx, actor, "company.edit_profile", companyId);
    if (
      !(await repo.updateEditableCompany(trx, companyId, EDITABLE_STATUSES, { logo_url: url }, isoNow(deps)))
    )
      throw new AppError("conflict", "errors.companyProfile.notEditable");
    await recordAudit(trx, {
      userId: actor.id,
      clientAddress: actor.clientAddress,
      action: "company.edit_logo",
      entity: "company",
      entityId: companyId,
    });
    await recordSearchChange(trx, "company", companyId);
  });
  return url;
}

/** Trailing zeros of a decimal dropped: "1250.5000" → "1250.5", "300.0000" → "300". */
const plainDecimal = (text: string | null) =>
  text === null ? null : text.includes(".") ? text.replace(/\.?0+$/, "") : text;

/**
 * The profile of a company the actor is a member of, in any status (onboarding works on
 * companies buyers cannot see). Not a member: not found.
 */
export async function readCompanyProfile(deps: Pick<Deps, "db">, actor: Actor, companyId: number) {
  await requireCan(deps.db, actor, "company.view", companyId);
  const row = await repo.findProfileRow(deps.db, companyId);
  if (!row) throw new AppError("not_found");
  const [text, businessTypes] = await Promise.all([
    repo.findMainProducts(deps.db, companyId, row.writing_lang ?? "en"),
    repo.findBusinessTypes(deps.db, companyId),
  ]);
  const profile: CompanyProfile = {
    id: row.id,
    status: row.status,
    statusReason: row.status_reason,
    logoUrl: row.logo_url,
    basics: {
      displayName: row.name,
      legalName: row.legal_name,
      legalOwner: row.legal_owner,
      country: row.country,
      city: row.city,
      address: row.address,
      zip: row.zip,
      registeredYear: row.registered_year,
      businessTypes,
    },
    contact: {
      inquiryEmail: row.email,
      officePhone: row.office_phone,
      mobilePhone: row.mobile_phone,
      spokenLanguages: jsonList(row.spoken_languages),
      writingLang: row.writing_lang,
    },
    trade: {
      mainProducts: text?.main_products ?? null,
      mainMarkets: jsonList(row.main_markets),
      customers: jsonList(row.customers),
      annualSales: row.annual_sales_volume,
      exportPercentage: row.export_percentage,
      employees: row.employees,
      officeSize: row.office_size,
      rdStaff: row.rd_staff,
      qcStaff: row.qc_staff,
      paymentTypes: jsonList(row.payment_types),
      deliveryTerms: jsonList(row.delivery_terms),
      currencies: jsonList(row.currencies),
      minimumOrderValue: plainDecimal(row.minimum_order_text),
      minimumOrderCurrency: row.minimum_order_currency,
      ports: jsonList(row.ports),
      averageLeadTime: row.average_lead_time,
    },
  };
  return profile;
}

/**
 * How complete the company's profile is: per step, the required fields still missing and the
 * recommended ones still empty, and a percentage. For members of the company (the dashboard and
 * onboarding show it).
 */
export async function profileCompleteness(
  deps: Pick<Deps, "db">,
  actor: Actor,
  companyId: number,
): Promise<Completeness> {
  return measureCompleteness(await readCompanyProfile(deps, actor, companyId));
}

/**
 * The owner sends the company for review: refused, naming what is missing, while a required
 * field is empty. A rejected company goes back to draft first (the operator's reason is then
 * cleared), then to review. Verification documents are welcome but do not hold the submission.
 */
export async function submitCompanyForReview(deps: Deps, actor: Actor, companyId: number): Promise<void> {
  await requireCan(deps.db, actor, "company.edit_profile", companyId);
  const profile = await readCompanyProfile(deps, actor, companyId);
  const { missing, ready } = measureCompleteness(profile);
  if (!ready) {
    const fields: Record<string, string> = {};
    for (const [section, names] of Object.entries(missing))
      for (const name of names) fields[`${section}.${name}`] = "errors.required";
    throw new AppError("invalid_data", "errors.companyProfile.incomplete", fields);
  }
  if (profile.status === "rejected") await changeCompanyStatus(deps, actor, companyId, "reopen");
  await changeCompanyStatus(deps, actor, companyId, "submit");
}
