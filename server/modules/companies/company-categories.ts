import {
  CATEGORY_FIELD,
  COMPANY_CATEGORIES_MAX,
  COMPANY_CATEGORY_LEVEL_MAX,
  covers,
  isChoosableCode,
  normaliseCategoryCodes,
  suggestedCodes,
} from "#core/rules/category-choice.ts";
import type { CategoryNode } from "#core/schemas/catalog.ts";
import type { AppDeps } from "#server/deps.ts";
import { AppError } from "#server/lib/errors.ts";
import type { Actor } from "#server/modules/accounts/index.ts";
import { recordAudit } from "#server/modules/audit/index.ts";
import { getCategoryTree } from "#server/modules/categories/index.ts";
import * as repo from "./company-categories.repo.ts";
import { EDITABLE_STATUSES } from "./company-profile.service.ts";
import { updateEditableCompany } from "./company-profile.repo.ts";
import { findCompanyRow } from "./company.repo.ts";
import { requireCan } from "./team.service.ts";

type Deps = Pick<AppDeps, "db" | "clock">;

/** The messages of a refused choice, for the form's field and the API alike. */
export const COMPANY_CATEGORY_ERRORS = {
  unknown: "supplier.companyCategories.errors.unknown",
  tooMany: "supplier.companyCategories.errors.tooMany",
  changedMeanwhile: "supplier.companyCategories.errors.changedMeanwhile",
} as const;

/** More values than the whole tree has boxes: no form sends this, so it is refused unread. */
const MAX_VALUES = 500;

export interface CompanyCategoriesView {
  /** The tree down to the third level, named in the reader's language. */
  tree: CategoryNode[];
  /** The company's categories, none under another (a parent stands for its children). */
  chosen: string[];
  /** Whether the company's status lets its team change them now. */
  editable: boolean;
}

const refuse = (key: string) => new AppError("invalid_data", key, { [CATEGORY_FIELD]: key });

/**
 * The codes a form sent (one value per checked box), checked for their shape: blanks are ignored,
 * anything else that is not a code of levels one to three is an unknown category.
 */
function parseCodes(input: unknown): string[] {
  const list = input === undefined || input === null ? [] : Array.isArray(input) ? input : [input];
  if (list.length > MAX_VALUES) throw refuse(COMPANY_CATEGORY_ERRORS.tooMany);
  const codes: string[] = [];
  for (const value of list) {
    if (typeof value !== "string") throw refuse(COMPANY_CATEGORY_ERRORS.unknown);
    const code = value.trim();
    if (!code) continue;
    if (!isChoosableCode(code)) throw refuse(COMPANY_CATEGORY_ERRORS.unknown);
    codes.push(code);
  }
  return codes;
}

/** The codes normalised, each checked against the tree (`db` may be a transaction). */
async function knownCodes(db: Deps["db"], input: unknown): Promise<string[]> {
  const codes = normaliseCategoryCodes(parseCodes(input));
  const known = await repo.findKnownCategoryCodes(db, codes, COMPANY_CATEGORY_LEVEL_MAX);
  if (codes.some((code) => !known.has(code))) throw refuse(COMPANY_CATEGORY_ERRORS.unknown);
  return codes;
}

async function isEditable(db: Deps["db"], companyId: number): Promise<boolean> {
  const row = await findCompanyRow(db, companyId);
  return row !== undefined && EDITABLE_STATUSES.includes(row.status);
}

/** The category tree with the company's choice, for any member of the company. */
export async function readCompanyCategories(
  deps: Pick<Deps, "db">,
  actor: Actor,
  companyId: number,
  lang: string,
): Promise<CompanyCategoriesView> {
  await requireCan(deps.db, actor, "company.view", companyId);
  const [tree, stored, editable] = await Promise.all([
    getCategoryTree(deps.db, lang, COMPANY_CATEGORY_LEVEL_MAX),
    repo.findChosenCategoryCodes(deps.db, companyId),
    isEditable(deps.db, companyId),
  ]);
  return { tree, chosen: normaliseCategoryCodes(stored), editable };
}

/**
 * Replaces the company's categories with the chosen ones: a parent stands for its children (a
 * child chosen with its parent is not stored), at most `COMPANY_CATEGORIES_MAX`, every one a
 * category of the tree, or nothing changes. None is allowed (the company then receives no
 * requests for quotation). Only while the company is editable, checked in the statement that
 * stamps its change; recorded in the audit log. Gives the stored codes.
 *
 * `shown`, when given, is the choice the form showed (codes separated by spaces): if a teammate
 * saved another choice since, nothing is stored and the save is refused with a conflict, so one
 * person's save does not silently undo another's.
 */
export async function saveCompanyCategories(
  deps: Deps,
  actor: Actor,
  companyId: number,
  input: unknown,
  { shown }: { shown?: string } = {},
): Promise<string[]> {
  return deps.db.transaction().execute(async (trx) => {
    await requireCan(trx, actor, "company.edit_profile", companyId);
    const codes = await knownCodes(trx, input);
    if (codes.length > COMPANY_CATEGORIES_MAX) throw refuse(COMPANY_CATEGORY_ERRORS.tooMany);
    const at = new Date(deps.clock.now()).toISOString();
    // The company's change stamp first: it refuses a company under review, and holds its row so
    // two saves at once replace the list one after the other.
    if (!(await updateEditableCompany(trx, companyId, EDITABLE_STATUSES, {}, at)))
      throw new AppError("conflict", "errors.companyProfile.notEditable");
    const before = await repo.findChosenCategoryCodes(trx, companyId);
    if (shown !== undefined && !sameChoice(before, shown.split(/\s+/)))
      throw new AppError("conflict", COMPANY_CATEGORY_ERRORS.changedMeanwhile);
    await repo.replaceCompanyCategories(trx, companyId, codes);
    await recordAudit(trx, {
      userId: actor.id,
      clientAddress: actor.clientAddress,
      action: "company.edit_categories",
      entity: "company",
      entityId: companyId,
      details: { before, after: codes },
    });
    return codes;
  });
}

function sameChoice(stored: string[], shown: string[]): boolean {
  const a = normaliseCategoryCodes(stored);
  const b = normaliseCategoryCodes(shown.filter(isChoosableCode));
  return a.length === b.length && a.every((code, i) => code === b[i]);
}

/**
 * The choice on the page with the second-level categories of the company's published products
 * added (nothing is stored: the team reviews it and saves). `added` are the ones the choice did
 * not cover yet.
 */
export async function suggestCompanyCategories(
  deps: Pick<Deps, "db">,
  actor: Actor,
  companyId: number,
  input: unknown,
): Promise<{ chosen: string[]; added: string[] }> {
  await requireCan(deps.db, actor, "company.edit_profile", companyId);
  if (!(await isEditable(deps.db, companyId)))
    throw new AppError("conflict", "errors.companyProfile.notEditable");
  const current = await knownCodes(deps.db, input);
  const fromProducts = suggestedCodes(await repo.findPublishedProductCategoryCodes(deps.db, companyId));
  // A product's category outside the tree a company may choose from is no suggestion.
  const known = await repo.findKnownCategoryCodes(deps.db, fromProducts, COMPANY_CATEGORY_LEVEL_MAX);
  const added = fromProducts.filter((code) => known.has(code) && !current.some((c) => covers(c, code)));
  return { chosen: normaliseCategoryCodes([...current, ...added]), added };
}
