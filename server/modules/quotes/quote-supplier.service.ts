import type { Lang } from "#core/i18n/languages.ts";
import {
  availableQuoteActions,
  dayOf,
  quoteActionProblem,
  type QuoteAction,
} from "#core/rules/quote-flow.ts";
import { QUOTE_PAGE_SIZE, type QuoteListQuery } from "#core/schemas/quote-answers.ts";
import { durableTransaction } from "#server/db/durable-transaction.ts";
import { AppError } from "#server/lib/errors.ts";
import type { Actor } from "#server/modules/accounts/index.ts";
import { recordAudit } from "#server/modules/audit/index.ts";
import { requireCan } from "#server/modules/companies/index.ts";
import { QUOTE_ACT, QUOTE_READ, requireSignedIn, requireSupplierThread } from "./quote-access.ts";
import type { QuoteDeps } from "./quote-editor.service.ts";
import { QUOTE_SUPPLIER_ERRORS } from "./quote-errors.ts";
import { dropStoredFiles, quoteStore } from "./quote-files.ts";
import { announceWithdrawn } from "./quote-mail.ts";
import { type QuoteListRow, listRows } from "./quote-list-rows.ts";
import * as lists from "./quote-lists.repo.ts";
import { resolveTarget, type QuoteRequest } from "./quote-target.ts";
import { latestSent, pendingDraft, type QuoteRevisionView, revisionView } from "./quote-view.ts";
import * as contents from "./quote-contents.repo.ts";
import * as parties from "./quote-parties.repo.ts";
import * as threads from "./quote-threads.repo.ts";

const conflict = (key: string) => new AppError("conflict", key, { form: key });

/** Who the buyer is, once the supplier may see it. */
export interface QuoteBuyerIdentity {
  name: string;
  company: string | null;
  email: string | null;
  phone: string | null;
}

/** One quote thread as the supplier's workspace shows it. */
export interface SupplierQuote {
  id: number;
  request: QuoteRequest;
  /** The buyer: for an inquiry as the inquiry shows them; for a request only once they answered (else null). */
  buyer: QuoteBuyerIdentity | null;
  /** Every revision, oldest first, the draft included. */
  revisions: QuoteRevisionView[];
  /** The latest sent revision's number, or null before the first is sent. */
  currentNumber: number | null;
  hasDraft: boolean;
  /** What the member may do now: `revise` (make and send a new revision), `withdraw`, or `send` (the first). */
  actions: QuoteAction[];
  createdAt: string;
  updatedAt: string;
}

/**
 * One of the company's quotes with all its revisions, for a member who may see its inquiries. A
 * request's buyer is named only once they answered the quote (accepted or asked for changes);
 * an inquiry's buyer is the inquiry's. Another company's quote is not found.
 */
export async function getSupplierQuote(
  deps: QuoteDeps,
  actor: Actor | null | undefined,
  companyId: number,
  quoteId: number,
  lang: Lang,
): Promise<SupplierQuote> {
  const { thread } = await requireSupplierThread(deps.db, actor, companyId, quoteId, QUOTE_READ);
  const today = dayOf(deps.clock.now());
  const resolved = await resolveTarget(
    deps.db,
    companyId,
    { quoteId: thread.id },
    lang,
    new Date(deps.clock.now()).toISOString(),
  );
  const revisions = await threads.findRevisions(deps.db, thread.id);
  const ids = revisions.map((r) => r.id);
  const [lines, files] = await Promise.all([
    contents.findLines(deps.db, ids),
    contents.findAttachments(deps.db, ids),
  ]);
  const sent = latestSent(revisions);
  const draft = pendingDraft(revisions);
  const mayAct = await canAct(deps, actor, companyId);
  const actions: QuoteAction[] = !mayAct
    ? []
    : sent
      ? availableQuoteActions("supplier", { status: sent.status, validUntil: sent.valid_until }, today)
      : draft
        ? ["send"]
        : [];
  return {
    id: thread.id,
    request: resolved.request,
    buyer: await buyerIdentity(deps, thread, resolved.request),
    revisions: revisions.map((r) => revisionView(r, lines, files)),
    currentNumber: sent?.number ?? null,
    hasDraft: draft !== undefined,
    actions,
    createdAt: thread.created_at,
    updatedAt: thread.updated_at,
  };
}

async function canAct(deps: QuoteDeps, actor: Actor | null | undefined, companyId: number): Promise<boolean> {
  return requireCan(deps.db, requireSignedIn(actor), QUOTE_ACT, companyId).then(
    () => true,
    () => false,
  );
}

async function buyerIdentity(
  deps: QuoteDeps,
  thread: threads.ThreadRow,
  request: QuoteRequest,
): Promise<QuoteBuyerIdentity | null> {
  if (request.kind === "inquiry") {
    const deal = thread.deal_id === null ? undefined : await parties.findDeal(deps.db, thread.deal_id);
    return deal
      ? {
          name: deal.request_user_name,
          company: deal.request_company,
          email: deal.request_user_mail || null,
          phone: deal.request_user_phone || null,
        }
      : null;
  }
  if (!thread.is_buyer_revealed) return null;
  const user = await parties.findBuyer(deps.db, thread.buyer_user_id);
  return user
    ? {
        name: `${user.first_name} ${user.last_name}`.trim(),
        company: user.company_name,
        email: user.email,
        phone: user.phone,
      }
    : null;
}

/** One page of the company's quotes, newest change first, filtered by where they stand. */
export async function listSupplierQuotes(
  deps: QuoteDeps,
  actor: Actor | null | undefined,
  companyId: number,
  query: QuoteListQuery,
  lang: Lang,
): Promise<{ rows: QuoteListRow[]; total: number; page: number; pageSize: number }> {
  await requireCan(deps.db, requireSignedIn(actor), QUOTE_READ, companyId);
  const { rows, total } = await lists.findCompanyThreads(
    deps.db,
    companyId,
    query.status,
    QUOTE_PAGE_SIZE,
    (query.page - 1) * QUOTE_PAGE_SIZE,
  );
  return {
    rows: await listRows(deps, rows, "supplier", lang),
    total,
    page: query.page,
    pageSize: QUOTE_PAGE_SIZE,
  };
}

/**
 * Withdraws the company's quote, with the reason the buyer reads: its latest sent revision, while
 * it is still open to changes (a quote already answered or expired cannot be), and any draft that
 * was to follow it, if that is the revision the supplier read (`revision`). Guarded like every
 * change: a buyer answering at the same moment wins.
 */
export async function withdrawQuote(
  deps: QuoteDeps,
  actor: Actor | null | undefined,
  companyId: number,
  quoteId: number,
  { revision, reason }: { revision: number; reason: string },
): Promise<void> {
  const { thread } = await requireSupplierThread(deps.db, actor, companyId, quoteId, QUOTE_ACT);
  const member = requireSignedIn(actor);
  const now = deps.clock.now();
  const at = new Date(now).toISOString();
  const revisions = await threads.findRevisions(deps.db, thread.id);
  const sent = latestSent(revisions);
  if (
    !sent ||
    quoteActionProblem(
      "withdraw",
      "supplier",
      { status: sent.status, validUntil: sent.valid_until },
      dayOf(now),
    )
  )
    throw conflict(QUOTE_SUPPLIER_ERRORS.notWithdrawable);
  if (sent.number !== revision) throw conflict(QUOTE_SUPPLIER_ERRORS.changedMeanwhile);
  const draft = pendingDraft(revisions);
  const draftKeys = draft
    ? (await contents.findAttachments(deps.db, [draft.id])).map((f) => f.storage_key)
    : [];
  await durableTransaction(deps.db, async (trx) => {
    await threads.lockThread(trx, thread.id, at);
    const changed = await threads.updateRevisionGuarded(trx, sent.id, sent, {
      status: "withdrawn",
      reason,
      decided_at: at,
      decided_by_user_id: member.id,
      updated_at: at,
    });
    if (!changed) throw conflict(QUOTE_SUPPLIER_ERRORS.changedMeanwhile);
    if (draft) {
      await threads.deleteDraft(trx, draft.id);
      await threads.advanceCurrentNumber(trx, thread.id, { from: draft.number, to: sent.number }, at);
    }
    await recordAudit(trx, {
      userId: member.id,
      action: "quote.withdraw",
      entity: "quote",
      entityId: thread.id,
      details: { revision: sent.number, from: sent.status, reason },
      clientAddress: member.clientAddress ?? null,
    });
    const company = await parties.findCompany(trx, companyId);
    await announceWithdrawn(
      { db: trx, clock: deps.clock, site: deps.config },
      thread,
      sent,
      company?.name ?? "",
      reason,
      member.id,
    );
  });
  await dropStoredFiles(quoteStore(deps), await contents.unusedStorageKeys(deps.db, draftKeys));
}

/**
 * The company's quote for one of its inquiries or a request for quotation, when it began one; for
 * pages that link to it (the inquiry's "Your quote"). The caller has checked the member may see them.
 */
export async function findCompanyQuoteId(
  deps: Pick<QuoteDeps, "db">,
  companyId: number,
  target: { dealId: number } | { rfqId: number },
): Promise<number | null> {
  const thread =
    "dealId" in target
      ? await threads.findThreadByDeal(deps.db, target.dealId)
      : await threads.findThreadByRfq(deps.db, target.rfqId, companyId);
  return thread && thread.company_id === companyId ? thread.id : null;
}
