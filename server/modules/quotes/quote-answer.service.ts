import { isLang } from "#core/i18n/languages.ts";
import { shippingSettled } from "#core/rules/order-flow.ts";
import { dayOf, priceAtQuantity, type QuoteAction, quoteActionProblem } from "#core/rules/quote-flow.ts";
import type { InquiryStage } from "#core/schemas/inquiries.ts";
import type { Db } from "#server/db/connect.ts";
import { durableTransaction } from "#server/db/durable-transaction.ts";
import { AppError } from "#server/lib/errors.ts";
import type { Actor } from "#server/modules/accounts/index.ts";
import { recordAudit } from "#server/modules/audit/index.ts";
import { moveDealStage } from "#server/modules/deals/index.ts";
import { createOrder, type NewOrderInput } from "#server/modules/orders/index.ts";
import { awardRfq } from "#server/modules/rfqs/index.ts";
import { requireBuyerThread } from "./quote-access.ts";
import type { QuoteDeps } from "./quote-editor.service.ts";
import { QUOTE_BUYER_ERRORS } from "./quote-errors.ts";
import { announceAnswer } from "./quote-mail.ts";
import { latestSent, revisionTerms } from "./quote-view.ts";
import * as contents from "./quote-contents.repo.ts";
import * as parties from "./quote-parties.repo.ts";
import * as threads from "./quote-threads.repo.ts";

const conflict = (key: string) => new AppError("conflict", key, { form: key });

/** The revision the buyer answers, as their page showed it: its number and, if the page sent it, its version. */
export interface AnsweredRevision {
  revision?: number;
  version?: number;
}

/**
 * The buyer's own quote and the revision they answer: the latest sent one. Refused, changing
 * nothing, when the page showed an older revision or another version of it (the supplier sent a
 * new one, or something changed meanwhile), or when the action does not start from its status or
 * needs it valid and its last day has passed.
 */
async function answerable(
  deps: QuoteDeps,
  actor: Actor | null | undefined,
  quoteId: number,
  action: QuoteAction,
  expected: AnsweredRevision,
) {
  const { buyer, thread, revisions } = await requireBuyerThread(deps.db, actor, quoteId);
  const now = deps.clock.now();
  const today = dayOf(now);
  const revision = latestSent(revisions)!;
  if (expected.revision !== undefined && expected.revision !== revision.number) {
    const known = revisions.some((r) => r.number === expected.revision && r.status !== "draft");
    if (!known) throw new AppError("not_found");
    throw conflict(QUOTE_BUYER_ERRORS.newerRevision);
  }
  if (expected.version !== undefined && expected.version !== revision.version)
    throw conflict(QUOTE_BUYER_ERRORS.wrongStatus);
  const problem = quoteActionProblem(
    action,
    "buyer",
    { status: revision.status, validUntil: revision.valid_until },
    today,
  );
  if (problem)
    throw conflict(problem === "expired" ? QUOTE_BUYER_ERRORS.expired : QUOTE_BUYER_ERRORS.wrongStatus);
  return { buyer, thread, revision, now, today, at: new Date(now).toISOString() };
}

const buyerName = (user: Awaited<ReturnType<typeof parties.findBuyer>>) =>
  user ? `${user.first_name} ${user.last_name}`.trim() : "";

/** The stages an inquiry moves from when its quote is answered: never back from where the team set it. */
const DEAL_STAGES: Record<
  "accept" | "decline" | "request_changes",
  { from: InquiryStage[]; to: InquiryStage }
> = {
  accept: { from: ["Contacted", "Replied", "Quoted", "Negotiating", "Lost"], to: "Won" },
  decline: { from: ["Contacted", "Replied", "Quoted", "Negotiating"], to: "Lost" },
  request_changes: { from: ["Contacted", "Replied", "Quoted"], to: "Negotiating" },
};

async function moveDeal(
  trx: Db,
  thread: threads.ThreadRow,
  action: keyof typeof DEAL_STAGES,
  at: string,
  reason?: string,
) {
  if (thread.deal_id !== null)
    await moveDealStage(trx, thread.deal_id, { ...DEAL_STAGES[action], reason }, at);
}

/**
 * Accepts the quote: its latest sent revision, while it is open and valid (today is not past its
 * last day). In one transaction the revision is accepted (guarded by status, version and
 * validity: of two accepts at once one makes the order, the other changes nothing), the order is
 * made at the quote's terms (each line priced at its quantity from its price rows, exactly; the
 * Incoterm, place, lead time, deposit and shipping), starting at Payment Waiting when shipping is
 * settled and at Shipment Cost Waiting when it is still to be priced; the buyer is shown to the
 * supplier, the inquiry is Won, the request is awarded, and the company's members who send quotes
 * are e-mailed with a link to the order. The order's id.
 */
export async function acceptQuote(
  deps: QuoteDeps,
  actor: Actor | null | undefined,
  quoteId: number,
  revisionNumber: number,
  expectedVersion?: number,
): Promise<number> {
  const { buyer, thread, revision, now, today, at } = await answerable(deps, actor, quoteId, "accept", {
    revision: revisionNumber,
    version: expectedVersion,
  });
  const terms = revisionTerms(revision, await contents.findLines(deps.db, [revision.id]));
  const user = await parties.findBuyer(deps.db, buyer.id);
  const settled = shippingSettled({
    shippingIncluded: terms.shipping === "included",
    shipmentCostE4: terms.shipping === "cost" ? terms.shippingCostE4 : null,
    incoterm: terms.incoterm,
  });
  const order: NewOrderInput = {
    buyerUserId: buyer.id,
    supplierCompanyId: thread.company_id,
    origin: "quote",
    createdBy: { side: "buyer", userId: buyer.id },
    dealId: thread.deal_id,
    currency: terms.currency,
    lines: terms.lines.map((line) => ({
      productId: line.productId,
      productName: line.name,
      variations: line.variations,
      unit: line.unit,
      quantity: line.quantity,
      unitPriceE4: priceAtQuantity(line.priceRows, line.quantity) ?? 0,
    })),
    incoterm: terms.incoterm,
    namedPlace: terms.namedPlace,
    shipTo: { name: buyerName(user), company: user?.company_name ?? null },
    buyerNote: null,
    supplierNote: terms.note,
    leadTimeDays: terms.leadTimeDays,
    shippingIncluded: terms.shipping === "included",
    shipmentCostE4: terms.shipping === "cost" ? terms.shippingCostE4 : null,
    depositPercent: terms.depositPercent,
    startAt: settled ? "payment_waiting" : "shipment_cost_waiting",
    announce: false,
    lang: user?.preferred_lang && isLang(user.preferred_lang) ? user.preferred_lang : "en",
  };
  return durableTransaction(deps.db, async (trx) => {
    await threads.lockThread(trx, thread.id, at);
    const accepted = await threads.updateRevisionGuarded(
      trx,
      revision.id,
      revision,
      { status: "accepted", decided_at: at, decided_by_user_id: buyer.id, updated_at: at },
      { validFrom: today },
    );
    if (!accepted) throw conflict(QUOTE_BUYER_ERRORS.wrongStatus);
    const orderId = await createOrder(trx, order, now, deps.config);
    await threads.setRevisionOrder(trx, revision.id, orderId);
    await threads.touchThread(trx, thread.id, at, true);
    await moveDeal(trx, thread, "accept", at);
    if (thread.rfq_id !== null) await awardRfq(trx, thread.rfq_id, thread.id, at);
    await recordAudit(trx, {
      userId: buyer.id,
      action: "quote.accept",
      entity: "quote",
      entityId: thread.id,
      details: { revision: revision.number, from: revision.status, order: orderId },
      clientAddress: buyer.clientAddress ?? null,
    });
    await announceAnswer(
      { db: trx, clock: deps.clock, site: deps.config },
      { ...thread, is_buyer_revealed: true },
      revision,
      { kind: "accepted", orderId, buyerName: buyerName(user) },
    );
    return orderId;
  });
}

/**
 * Declines the quote (its latest sent revision, while open), with the reason the supplier reads.
 * The inquiry is Lost with that reason. A request's buyer stays unnamed to the supplier.
 */
export async function declineQuote(
  deps: QuoteDeps,
  actor: Actor | null | undefined,
  quoteId: number,
  reason: string,
  expected: AnsweredRevision = {},
): Promise<void> {
  const { buyer, thread, revision, at } = await answerable(deps, actor, quoteId, "decline", expected);
  await durableTransaction(deps.db, async (trx) => {
    await threads.lockThread(trx, thread.id, at);
    const changed = await threads.updateRevisionGuarded(trx, revision.id, revision, {
      status: "declined",
      reason,
      decided_at: at,
      decided_by_user_id: buyer.id,
      updated_at: at,
    });
    if (!changed) throw conflict(QUOTE_BUYER_ERRORS.wrongStatus);
    await moveDeal(trx, thread, "decline", at, reason);
    await recordAudit(trx, {
      userId: buyer.id,
      action: "quote.decline",
      entity: "quote",
      entityId: thread.id,
      details: { revision: revision.number, from: revision.status, reason },
      clientAddress: buyer.clientAddress ?? null,
    });
    await announceAnswer({ db: trx, clock: deps.clock, site: deps.config }, thread, revision, {
      kind: "declined",
      reason,
    });
  });
}

/**
 * Asks the supplier for changes to the quote (its latest sent revision, while open and valid),
 * saying which: the supplier sees who the buyer is from now on and may send a new revision; the
 * inquiry moves to Negotiating.
 */
export async function requestQuoteChanges(
  deps: QuoteDeps,
  actor: Actor | null | undefined,
  quoteId: number,
  comment: string,
  expected: AnsweredRevision = {},
): Promise<void> {
  const { buyer, thread, revision, at } = await answerable(deps, actor, quoteId, "request_changes", expected);
  const user = await parties.findBuyer(deps.db, buyer.id);
  await durableTransaction(deps.db, async (trx) => {
    await threads.lockThread(trx, thread.id, at);
    const changed = await threads.updateRevisionGuarded(trx, revision.id, revision, {
      status: "changes_requested",
      reason: comment,
      decided_at: at,
      decided_by_user_id: buyer.id,
      updated_at: at,
    });
    if (!changed) throw conflict(QUOTE_BUYER_ERRORS.wrongStatus);
    await threads.touchThread(trx, thread.id, at, true);
    await moveDeal(trx, thread, "request_changes", at);
    await recordAudit(trx, {
      userId: buyer.id,
      action: "quote.request_changes",
      entity: "quote",
      entityId: thread.id,
      details: { revision: revision.number, from: revision.status },
      clientAddress: buyer.clientAddress ?? null,
    });
    await announceAnswer(
      { db: trx, clock: deps.clock, site: deps.config },
      { ...thread, is_buyer_revealed: true },
      revision,
      { kind: "changesRequested", reason: comment, buyerName: buyerName(user) },
    );
  });
}
