import {
  INQUIRY_PAGE_SIZE,
  type InquiryBulkInput,
  type InquiryChange,
  type InquiryListQuery,
} from "#core/schemas/inquiries.ts";
import type { AppDeps } from "#server/deps.ts";
import { AppError } from "#server/lib/errors.ts";
import type { Actor } from "#server/modules/accounts/index.ts";
import { listMembers, requireCan, roleMay, TEAM_PERMISSIONS } from "#server/modules/companies/index.ts";
import * as repo from "./inquiry.repo.ts";
import * as changes from "./inquiry-change.repo.ts";
import { textIn, textMap, toInquiryRow } from "./inquiry-view.ts";

export type InquiryDeps = Pick<AppDeps, "db" | "clock">;

const REPLY_ROLES = TEAM_PERMISSIONS["inquiries.reply"];
const iso = (deps: InquiryDeps) => new Date(deps.clock.now()).toISOString();

/** The company's members who may answer inquiries: whom an inquiry can be given to. */
async function replyMembers(deps: InquiryDeps, actor: Actor, companyId: number) {
  const members = await listMembers(deps, actor, companyId);
  return members
    .filter((m) => roleMay(m.role, "inquiries.reply"))
    .map((m) => ({ id: m.id, name: `${m.first_name} ${m.last_name}`.trim() || m.email }));
}

/** One page of the company's inbox under the address's filters, with what the filters offer. */
export async function listInquiries(
  deps: InquiryDeps,
  actor: Actor,
  companyId: number,
  lang: string,
  query: InquiryListQuery,
) {
  await requireCan(deps.db, actor, "inquiries.view", companyId);
  const filter: repo.InquiryFilter = {
    status: query.status,
    stage: query.stage,
    source: query.source,
    assignee: query.assignee === "none" ? null : query.assignee ? Number(query.assignee) : undefined,
    productId: query.product,
    country: query.country,
    language: query.language,
    search: query.q,
  };
  const now = deps.clock.now();
  const [list, products, facets, assignees] = await Promise.all([
    repo.findInquiries(deps.db, companyId, filter, {
      limit: INQUIRY_PAGE_SIZE,
      offset: (query.page - 1) * INQUIRY_PAGE_SIZE,
    }),
    repo.findInquiryProducts(deps.db, companyId),
    repo.findInquiryFacets(deps.db, companyId),
    replyMembers(deps, actor, companyId),
  ]);
  const productNames = new Map<number, string>();
  for (const p of products)
    if (p.product_id !== null && !productNames.has(p.product_id))
      productNames.set(p.product_id, textIn(textMap(p.product_name), lang, "en"));
  return {
    items: list.rows.map((row) => toInquiryRow(row, lang, now)),
    total: list.total,
    page: query.page,
    pageSize: INQUIRY_PAGE_SIZE,
    products: [...productNames].map(([id, name]) => ({ id, name })),
    ...facets,
    assignees,
  };
}

/**
 * One of the company's inquiries in full, with its internal notes. When a member who may answer
 * it opens it, the buyer sees it was seen.
 */
export async function getInquiry(
  deps: InquiryDeps,
  actor: Actor,
  companyId: number,
  dealId: number,
  lang: string,
) {
  const role = await requireCan(deps.db, actor, "inquiries.view", companyId);
  const mayReply = roleMay(role, "inquiries.reply");
  if (mayReply) await changes.markInquirySeen(deps.db, companyId, dealId);
  const row = await repo.findInquiry(deps.db, companyId, dealId);
  if (!row) throw new AppError("not_found");
  const [notes, assignees] = await Promise.all([
    repo.findDealNotes(deps.db, dealId),
    replyMembers(deps, actor, companyId),
  ]);
  return {
    inquiry: {
      ...toInquiryRow(row, lang, deps.clock.now()),
      language: row.request_language,
      email: row.request_user_mail,
      phone: row.request_user_phone,
      lostReason: row.seller_lost_reason,
    },
    notes: notes.map((n) => ({
      id: n.id,
      body: n.body,
      createdAt: n.created_at,
      author: `${n.first_name ?? ""} ${n.last_name ?? ""}`.trim(),
    })),
    assignees,
    mayReply,
  };
}

/** The assignee must be one of the company's members who may answer; null takes the inquiry off. */
async function checkAssignee(deps: InquiryDeps, actor: Actor, companyId: number, assignee: number | null) {
  if (assignee === null) return;
  const members = await replyMembers(deps, actor, companyId);
  if (!members.some((m) => m.id === assignee))
    throw new AppError("invalid_data", "supplier.inquiries.notAMember", {
      assignee: "supplier.inquiries.notAMember",
    });
}

/**
 * A bulk action on the chosen inquiries, each one statement that touches the company's own
 * inquiries only: ids of another company's are left as they are and counted as skipped, with
 * those already in the state asked for.
 */
export async function runInquiryBulk(
  deps: InquiryDeps,
  actor: Actor,
  companyId: number,
  input: InquiryBulkInput,
): Promise<{ done: number; skipped: number }> {
  await requireCan(deps.db, actor, "inquiries.reply", companyId);
  const ids = [...new Set(input.ids)];
  const at = iso(deps);
  let done: number;
  if (input.bulk === "assign") {
    await checkAssignee(deps, actor, companyId, input.assignee);
    done = await changes.assignInquiries(deps.db, companyId, ids, input.assignee, REPLY_ROLES, at);
  } else {
    const to = input.bulk === "archive" ? "Archived" : "Spam";
    done = await changes.setInquiriesStatus(deps.db, companyId, ids, to, at);
  }
  return { done, skipped: ids.length - done };
}

/** After an update that changed nothing: the inquiry is not the company's, or it moved meanwhile. */
async function explainNoChange(deps: InquiryDeps, companyId: number, dealId: number): Promise<never> {
  if (!(await repo.findInquiry(deps.db, companyId, dealId))) throw new AppError("not_found");
  throw new AppError("conflict", "supplier.inquiries.changedMeanwhile");
}

/**
 * One change of an inquiry by a member who may answer it: its status or stage (each moved only
 * from the value the member saw, so two clicks make one change; Lost needs a reason), its
 * assignee, or an internal note, which the buyer never sees.
 */
export async function changeInquiry(
  deps: InquiryDeps,
  actor: Actor,
  companyId: number,
  dealId: number,
  change: InquiryChange,
): Promise<void> {
  await requireCan(deps.db, actor, "inquiries.reply", companyId);
  const at = iso(deps);
  if (change.intent === "status") {
    const changed = await changes.updateInquiryStatus(deps.db, companyId, dealId, change, at);
    if (!changed) await explainNoChange(deps, companyId, dealId);
  } else if (change.intent === "stage") {
    if (change.to === "Lost" && !change.reason)
      throw new AppError("invalid_data", "supplier.inquiries.reasonRequired", {
        reason: "supplier.inquiries.reasonRequired",
      });
    const reason = change.reason ?? null;
    const changed = await changes.updateInquiryStage(deps.db, companyId, dealId, { ...change, reason }, at);
    if (!changed) await explainNoChange(deps, companyId, dealId);
  } else if (change.intent === "assign") {
    await checkAssignee(deps, actor, companyId, change.assignee);
    const changed = await changes.assignInquiries(
      deps.db,
      companyId,
      [dealId],
      change.assignee,
      REPLY_ROLES,
      at,
    );
    if (!changed) await explainNoChange(deps, companyId, dealId);
  } else {
    if (!(await repo.findInquiry(deps.db, companyId, dealId))) throw new AppError("not_found");
    await repo.insertDealNote(deps.db, { dealId, authorUserId: actor.id, body: change.body, at });
  }
}
