import type { Db } from "#server/db/connect.ts";
import { AppError } from "#server/lib/errors.ts";
import { findDealForOrder } from "#server/modules/deals/index.ts";
import { findQuotableRfq, isPostedByMember } from "#server/modules/rfqs/index.ts";
import { QUOTE_SUPPLIER_ERRORS } from "./quote-errors.ts";
import * as rfqRepo from "./quote-rfq.repo.ts";
import { listOf } from "./quote-view.ts";
import * as threads from "./quote-threads.repo.ts";

/** What a supplier quotes: one of its inquiries, a request for quotation, or a thread it began. */
export type QuoteTarget = { dealId: number } | { rfqId: number } | { quoteId: number };

/** What the buyer asked for, as the supplier quoting it reads it. */
export type QuoteRequest =
  | {
      kind: "inquiry";
      dealId: number;
      subject: string;
      buyerName: string;
      buyerCompany: string | null;
      productId: number | null;
      quantity: number;
      unit: string;
    }
  | {
      kind: "rfq";
      rfqId: number;
      title: string;
      description: string;
      quantity: number;
      unit: string;
      targetPriceE4: number | null;
      currency: string | null;
      /** The buyer's company and country, which every supplier of the category sees; the person only once revealed. */
      buyerCompany: string | null;
      buyerCountry: string;
      destinationCountry: string;
      destinationPort: string | null;
      incoterm: string | null;
      neededBy: string | null;
      certificates: string[];
      closesAt: string;
      quotesLeft: number;
    };

export interface ResolvedTarget {
  /** The company's thread for it, when one was begun. */
  thread: threads.ThreadRow | undefined;
  request: QuoteRequest;
  /** The buyer's account (an inquiry from someone without one has none: nobody could answer a quote). */
  buyerUserId: number | null;
  dealId: number | null;
  rfqId: number | null;
}

/** A text of the request's in `lang`, else in the buyer's own language, else any. */
function rfqText(texts: Awaited<ReturnType<typeof rfqRepo.findRfqTexts>>, lang: string, source: string) {
  return (
    texts.find((t) => t.lang === lang) ??
    texts.find((t) => t.lang === source) ??
    texts.find((t) => t.origin === "source") ??
    texts[0]
  );
}

/**
 * Why the company may not begin quoting the request now, as a translated key: it closed (full or
 * otherwise), its deadline passed, one of the company's members posted it, or the company
 * (active) does not sell in its category. Undefined when it may (the rfqs module's rule).
 * The reason is read from the request as it is after that check: `rfq` may have been read before
 * another supplier took the last place.
 */
export async function rfqProblem(
  db: Db,
  read: rfqRepo.RfqRow,
  companyId: number,
  now: string,
): Promise<string | undefined> {
  if (await findQuotableRfq(db, read.id, companyId, now)) return undefined;
  const rfq = (await rfqRepo.findRfq(db, read.id)) ?? read;
  if (rfq.status === "closed")
    return rfq.closed_reason === "full" ? QUOTE_SUPPLIER_ERRORS.rfqFull : QUOTE_SUPPLIER_ERRORS.rfqClosed;
  if (Number(rfq.quote_count) >= Number(rfq.max_quotes)) return QUOTE_SUPPLIER_ERRORS.rfqFull;
  if (Date.parse(rfq.closes_at) <= Date.parse(now)) return QUOTE_SUPPLIER_ERRORS.rfqPastDeadline;
  if (await isPostedByMember(db, rfq.id, companyId)) return QUOTE_SUPPLIER_ERRORS.rfqOwnMember;
  return QUOTE_SUPPLIER_ERRORS.rfqCategory;
}

export const rfqRefusal = (key: string) => new AppError("conflict", key, { form: key });

/**
 * The inquiry, request or thread a member of `companyId` quotes, with the company's thread for it.
 * Another company's inquiry or thread, and a request that does not exist, are not found. A
 * request the company has not begun quoting must be open to it now (else refused with the
 * reason); a thread it began stays its own to revise whatever became of the request.
 */
export async function resolveTarget(
  db: Db,
  companyId: number,
  target: QuoteTarget,
  lang: string,
  now: string,
): Promise<ResolvedTarget> {
  let thread: threads.ThreadRow | undefined;
  let dealId: number | undefined;
  let rfqId: number | undefined;
  if ("quoteId" in target) {
    thread = Number.isSafeInteger(target.quoteId) ? await threads.findThread(db, target.quoteId) : undefined;
    if (!thread || thread.company_id !== companyId) throw new AppError("not_found");
    dealId = thread.deal_id ?? undefined;
    rfqId = thread.rfq_id ?? undefined;
  } else if ("dealId" in target) dealId = target.dealId;
  else rfqId = target.rfqId;

  if (dealId !== undefined) {
    const deal = Number.isSafeInteger(dealId)
      ? await findDealForOrder(db, companyId, dealId, lang)
      : undefined;
    if (!deal) throw new AppError("not_found");
    thread ??= await threads.findThreadByDeal(db, deal.id);
    if (thread && thread.company_id !== companyId) throw new AppError("not_found");
    return {
      thread,
      buyerUserId: thread?.buyer_user_id ?? deal.buyerUserId,
      dealId: deal.id,
      rfqId: null,
      request: {
        kind: "inquiry",
        dealId: deal.id,
        subject: deal.subject,
        buyerName: deal.buyerName,
        buyerCompany: deal.buyerCompany,
        productId: deal.productId,
        quantity: deal.quantity,
        unit: deal.unit,
      },
    };
  }
  const rfq =
    rfqId !== undefined && Number.isSafeInteger(rfqId) ? await rfqRepo.findRfq(db, rfqId) : undefined;
  if (!rfq) throw new AppError("not_found");
  thread ??= await threads.findThreadByRfq(db, rfq.id, companyId);
  if (!thread) {
    const problem = await rfqProblem(db, rfq, companyId, now);
    if (problem) throw rfqRefusal(problem);
  }
  const text = rfqText(await rfqRepo.findRfqTexts(db, [rfq.id]), lang, rfq.source_lang);
  return {
    thread,
    buyerUserId: rfq.buyer_user_id,
    dealId: null,
    rfqId: rfq.id,
    request: {
      kind: "rfq",
      rfqId: rfq.id,
      title: text?.title ?? "",
      description: text?.description ?? "",
      quantity: Number(rfq.quantity),
      unit: rfq.unit,
      targetPriceE4: rfq.target_price_e4 === null ? null : Number(rfq.target_price_e4),
      currency: rfq.currency,
      buyerCompany: rfq.buyer_company,
      buyerCountry: rfq.buyer_country,
      destinationCountry: rfq.destination_country,
      destinationPort: rfq.destination_port,
      incoterm: rfq.incoterm,
      neededBy: rfq.needed_by,
      certificates: listOf(rfq.certificates),
      closesAt: rfq.closes_at,
      quotesLeft: Math.max(0, Number(rfq.max_quotes) - Number(rfq.quote_count)),
    },
  };
}
