import { isLang, type Lang } from "#core/i18n/languages.ts";
import {
  addDays,
  dayOf,
  maySendRevision,
  QUOTE_ATTACHMENTS_MAX,
  QUOTE_VALIDITY_MAX_DAYS,
} from "#core/rules/quote-flow.ts";
import { QUOTE_ERRORS, type QuoteRevisionInput } from "#core/schemas/quote.ts";
import { durableTransaction } from "#server/db/durable-transaction.ts";
import { isUniqueViolation } from "#server/db/unique-violation.ts";
import { AppError } from "#server/lib/errors.ts";
import type { Actor } from "#server/modules/accounts/index.ts";
import { recordAudit } from "#server/modules/audit/index.ts";
import { requireCan } from "#server/modules/companies/index.ts";
import { moveDealStage } from "#server/modules/deals/index.ts";
import { hasPaymentDetails } from "#server/modules/orders/index.ts";
import { takeRfqPlace } from "#server/modules/rfqs/index.ts";
import { QUOTE_ACT, requireSignedIn } from "./quote-access.ts";
import type { QuoteDeps } from "./quote-editor.service.ts";
import { QUOTE_SUPPLIER_ERRORS } from "./quote-errors.ts";
import {
  dropStoredFiles,
  prepareQuoteFiles,
  type QuoteUpload,
  quoteStore,
  storeQuoteFiles,
} from "./quote-files.ts";
import { announceSent } from "./quote-mail.ts";
import * as rfqRepo from "./quote-rfq.repo.ts";
import {
  type QuoteTarget,
  type ResolvedTarget,
  resolveTarget,
  rfqProblem,
  rfqRefusal,
} from "./quote-target.ts";
import { latestSent, pendingDraft } from "./quote-view.ts";
import * as contents from "./quote-contents.repo.ts";
import * as parties from "./quote-parties.repo.ts";
import * as threads from "./quote-threads.repo.ts";

export interface SaveQuoteOptions {
  /** Send the revision to the buyer now; else keep it as the thread's draft. */
  send: boolean;
  /** The draft's version the form started from: a draft someone saved meanwhile is not overwritten. */
  draftVersion?: number;
  /** Ids of files the revision carries (the draft's, or the sent revision's it passes on) to leave out. */
  removeAttachments?: readonly number[];
}

const conflict = (key: string) => new AppError("conflict", key, { form: key });
const THREAD_INDEXES = [
  { name: "quotes_rfq_company_uq", columns: ["rfq_id", "company_id"] },
  { name: "quotes_deal_uq", columns: ["deal_id"] },
];

/**
 * Saves a revision of the company's quote for an inquiry, a request or a thread it began
 * (`{ dealId }` and `{ rfqId }` begin a thread: once it exists, it is saved as `{ quoteId }`, and
 * beginning a second is refused). The thread's draft is updated; when the latest sent revision is
 * still open to changes a new revision is made; a thread that is over takes no more.
 *
 * Sending (the buyer sees it from then on): refused up front without bank details (so the buyer's
 * acceptance can always ask for payment) or without a buyer's account. In one transaction: the
 * revision is sent, the revision it replaces is superseded (guarded: a buyer who answered it
 * meanwhile wins, and nothing changes), the first send for a request takes one of its places
 * (refused with the reason when the request closed, filled up or passed its deadline meanwhile,
 * or the company is not in its category), the inquiry moves to Quoted, and the buyer is e-mailed.
 * Files are judged and stored before the transaction and removed again if it fails.
 */
export async function saveQuote(
  deps: QuoteDeps,
  actor: Actor | null | undefined,
  companyId: number,
  target: QuoteTarget,
  input: QuoteRevisionInput,
  files: readonly QuoteUpload[],
  options: SaveQuoteOptions,
  lang: Lang,
): Promise<{ quoteId: number; revisionNumber: number }> {
  const member = requireSignedIn(actor);
  await requireCan(deps.db, member, QUOTE_ACT, companyId);
  const now = deps.clock.now();
  const at = new Date(now).toISOString();
  const today = dayOf(now);
  const resolved = await resolveTarget(deps.db, companyId, target, lang, at);
  if (!("quoteId" in target) && resolved.thread) throw conflict(QUOTE_SUPPLIER_ERRORS.alreadyQuoted);
  const buyerUserId = resolved.buyerUserId;
  if (buyerUserId === null) throw conflict(QUOTE_SUPPLIER_ERRORS.noBuyerAccount);
  if (input.validUntil < today || input.validUntil > addDays(today, QUOTE_VALIDITY_MAX_DAYS))
    throw new AppError("invalid_data", QUOTE_ERRORS.validUntil, { validUntil: QUOTE_ERRORS.validUntil });
  if (options.send && !(await hasPaymentDetails(deps.db, companyId)))
    throw conflict(QUOTE_SUPPLIER_ERRORS.noBankDetails);
  const lines = await lineRows(deps, companyId, buyerUserId, input);

  const store = quoteStore(deps);
  const stored = await storeQuoteFiles(store, await prepareQuoteFiles(files), at);
  try {
    const saved = await durableTransaction(deps.db, async (trx) => {
      const quoteId =
        resolved.thread?.id ?? (await beginThread(trx, companyId, buyerUserId, resolved, member.id, at));
      const thread = await threads.findThread(trx, quoteId);
      if (!thread) throw new AppError("not_found");
      const revisions = await threads.findRevisions(trx, quoteId);
      const draft = pendingDraft(revisions);
      const sent = latestSent(revisions);
      if (!maySendRevision(sent?.status ?? null)) throw conflict(QUOTE_SUPPLIER_ERRORS.closed);
      const terms = {
        currency: input.currency,
        incoterm: input.incoterm,
        named_place: input.namedPlace,
        deposit_percent: input.depositPercent,
        balance_due: input.balanceDue,
        lead_time_days: input.leadTimeDays,
        shipping: input.shipping,
        shipping_cost_e4: input.shippingCostE4,
        valid_until: input.validUntil,
        note: input.note,
        updated_at: at,
        ...(options.send ? { status: "sent" as const, sent_at: at } : {}),
      };
      let revision: { id: number; number: number; removedKeys: string[] };
      if (draft) {
        if (options.draftVersion !== undefined && options.draftVersion !== draft.version)
          throw conflict(QUOTE_SUPPLIER_ERRORS.changedMeanwhile);
        if (!(await threads.updateRevisionGuarded(trx, draft.id, draft, terms)))
          throw conflict(QUOTE_SUPPLIER_ERRORS.changedMeanwhile);
        await contents.replaceLines(trx, draft.id, lines);
        const removedKeys = await contents.deleteAttachments(trx, draft.id, options.removeAttachments ?? []);
        revision = { id: draft.id, number: draft.number, removedKeys };
      } else {
        const number = (revisions.at(-1)?.number ?? 0) + 1;
        if (
          revisions.length &&
          !(await threads.advanceCurrentNumber(trx, quoteId, { from: number - 1, to: number }, at))
        )
          throw conflict(QUOTE_SUPPLIER_ERRORS.changedMeanwhile);
        const id = await threads.insertRevision(trx, {
          quote_id: quoteId,
          number,
          status: "draft",
          ...terms,
          created_by_user_id: member.id,
          created_at: at,
        });
        await contents.replaceLines(trx, id, lines);
        // A new revision carries the files of the one it follows, but those the supplier took out.
        const removed = new Set(options.removeAttachments ?? []);
        const carried = sent ? await contents.findAttachments(trx, [sent.id]) : [];
        await contents.insertAttachments(
          trx,
          id,
          carried
            .filter((file) => !removed.has(file.id))
            .map(({ id: _id, revision_id: _revision, ...file }) => file),
        );
        revision = { id, number, removedKeys: [] };
      }
      await contents.insertAttachments(trx, revision.id, stored);
      if ((await contents.findAttachments(trx, [revision.id])).length > QUOTE_ATTACHMENTS_MAX)
        throw new AppError("invalid_data", QUOTE_SUPPLIER_ERRORS.fileCount, {
          files: QUOTE_SUPPLIER_ERRORS.fileCount,
        });

      if (options.send) {
        if (thread.rfq_id !== null && !sent) await takePlace(trx, thread.rfq_id, companyId, at);
        if (
          sent &&
          !(await threads.updateRevisionGuarded(trx, sent.id, sent, { status: "superseded", updated_at: at }))
        )
          throw conflict(QUOTE_SUPPLIER_ERRORS.changedMeanwhile);
        if (thread.deal_id !== null)
          await moveDealStage(trx, thread.deal_id, { from: ["Contacted", "Replied"], to: "Quoted" }, at);
        await recordAudit(trx, {
          userId: member.id,
          action: "quote.send",
          entity: "quote",
          entityId: quoteId,
          details: { revision: revision.number, supersedes: sent?.number ?? null },
          clientAddress: member.clientAddress ?? null,
        });
        const company = await parties.findCompany(trx, companyId);
        await announceSent(
          { db: trx, clock: deps.clock, site: deps.config },
          thread,
          { number: revision.number, valid_until: input.validUntil },
          company?.name ?? "",
          member.id,
        );
      }
      return { quoteId, revisionNumber: revision.number, removedKeys: revision.removedKeys };
    });
    await dropStoredFiles(store, await contents.unusedStorageKeys(deps.db, saved.removedKeys));
    return { quoteId: saved.quoteId, revisionNumber: saved.revisionNumber };
  } catch (error) {
    await dropStoredFiles(
      store,
      stored.map((file) => file.storage_key),
    );
    throw error;
  }
}

/**
 * The lines as stored: a chosen product must be the company's own, and a line without a typed
 * name is named after its product in the buyer's language.
 */
async function lineRows(deps: QuoteDeps, companyId: number, buyerUserId: number, input: QuoteRevisionInput) {
  const chosen = [
    ...new Set(input.lines.flatMap((line) => (line.product === undefined ? [] : [line.product]))),
  ];
  const own = await parties.findCompanyProductIds(deps.db, companyId, chosen);
  input.lines.forEach((line, i) => {
    if (line.product !== undefined && !own.has(line.product))
      throw new AppError("invalid_data", QUOTE_ERRORS.choice, {
        [`lines.${i}.product`]: QUOTE_ERRORS.choice,
      });
  });
  const buyer = await parties.findBuyer(deps.db, buyerUserId);
  const buyerLang = buyer?.preferred_lang && isLang(buyer.preferred_lang) ? buyer.preferred_lang : "en";
  const names = await parties.findProductNames(deps.db, chosen, buyerLang);
  return input.lines.map((line, position) => ({
    position,
    product_id: line.product ?? null,
    product_name:
      line.name || (line.product !== undefined ? names.get(line.product) : undefined) || `#${line.product}`,
    variations: JSON.stringify(line.variations),
    quantity: line.quantity,
    unit: line.unit,
    price_rows: JSON.stringify(line.priceRows),
  }));
}

/** The thread, begun in the transaction; a second for the same inquiry or request is refused by the indexes. */
async function beginThread(
  trx: Parameters<typeof threads.insertThread>[0],
  companyId: number,
  buyerUserId: number,
  resolved: ResolvedTarget,
  userId: number,
  at: string,
): Promise<number> {
  try {
    return await threads.insertThread(trx, {
      company_id: companyId,
      buyer_user_id: buyerUserId,
      deal_id: resolved.dealId,
      rfq_id: resolved.rfqId,
      created_by_user_id: userId,
      created_at: at,
      updated_at: at,
    });
  } catch (error) {
    if (THREAD_INDEXES.some((index) => isUniqueViolation(error, index)))
      throw conflict(QUOTE_SUPPLIER_ERRORS.alreadyQuoted);
    throw error;
  }
}

/**
 * Takes one of the request's places for the company's first sent quote, in the send's transaction:
 * the request must still be open to the company, and the place still free when taken (of two
 * suppliers taking the last at once, one does; the other is refused as the request is full).
 */
async function takePlace(
  trx: Parameters<typeof takeRfqPlace>[0],
  rfqId: number,
  companyId: number,
  at: string,
) {
  const rfq = await rfqRepo.findRfq(trx, rfqId);
  if (!rfq) throw new AppError("not_found");
  const problem = await rfqProblem(trx, rfq, companyId, at);
  if (problem) throw rfqRefusal(problem);
  if (await takeRfqPlace(trx, rfqId, at)) return;
  const after = await rfqRepo.findRfq(trx, rfqId);
  throw rfqRefusal((after && (await rfqProblem(trx, after, companyId, at))) || QUOTE_SUPPLIER_ERRORS.rfqFull);
}
