import type { Lang } from "#core/i18n/languages.ts";
import { lineTotalE4 } from "#core/rules/money.ts";
import {
  availableQuoteActions,
  type BalanceDue,
  dayOf,
  daysBetween,
  diffRevisions,
  priceAtQuantity,
  type QuoteAction,
  type QuoteChange,
  type QuoteShipping,
  type QuoteStatus,
  quoteNumber,
} from "#core/rules/quote-flow.ts";
import type { ResponseFigures } from "#core/schemas/inquiries.ts";
import { QUOTE_PAGE_SIZE, type QuoteListQuery } from "#core/schemas/quote-answers.ts";
import { AppError } from "#server/lib/errors.ts";
import type { Actor } from "#server/modules/accounts/index.ts";
import { recordAudit } from "#server/modules/audit/index.ts";
import { getPublicResponseFigures } from "#server/modules/deals/index.ts";
import { requireBuyerThread, requireSignedIn } from "./quote-access.ts";
import type { QuoteDeps } from "./quote-editor.service.ts";
import { listRows, type QuoteListRow } from "./quote-list-rows.ts";
import * as lists from "./quote-lists.repo.ts";
import * as rfqRepo from "./quote-rfq.repo.ts";
import {
  lineTerms,
  latestSent,
  type QuoteRevisionView,
  revisionView,
  textIn,
  textsOf,
} from "./quote-view.ts";
import * as contents from "./quote-contents.repo.ts";
import * as parties from "./quote-parties.repo.ts";
import * as threads from "./quote-threads.repo.ts";

/** A sent revision as the buyer reads it, with what changed from the one before. */
export interface BuyerRevision extends QuoteRevisionView {
  /** Empty for the first revision. */
  changes: QuoteChange[];
}

/** One quote as its buyer's profile shows it. */
export interface BuyerQuote {
  id: number;
  number: string;
  origin: { kind: "inquiry"; dealId: number; title: string } | { kind: "rfq"; rfqId: number; title: string };
  company: { id: number; name: string; country: string; isVerified: boolean };
  /** Every revision sent, oldest first (never a draft). */
  revisions: BuyerRevision[];
  /** The latest sent revision's number: the one the buyer answers. */
  currentNumber: number;
  /** What the buyer may do with it now: `accept`, `decline`, `request_changes`. */
  actions: QuoteAction[];
  today: string;
}

/**
 * One of the buyer's quotes: every revision sent to them with what changed each time, product
 * lines named in the buyer's language, and what they may do now. Opening it marks the latest
 * revision seen (once, guarded). Another user's quote, or one not sent yet, is not found.
 */
export async function getBuyerQuote(
  deps: QuoteDeps,
  actor: Actor | null | undefined,
  quoteId: number,
  lang: Lang,
): Promise<BuyerQuote> {
  const { buyer, thread, revisions: found } = await requireBuyerThread(deps.db, actor, quoteId);
  let all = found;
  const now = deps.clock.now();
  const today = dayOf(now);
  const at = new Date(now).toISOString();
  let current = latestSent(all)!;
  if (current.status === "sent") {
    const seen = await deps.db.transaction().execute(async (trx) => {
      await threads.lockThread(trx, thread.id, at);
      const changed = await threads.updateRevisionGuarded(trx, current.id, current, {
        status: "seen",
        seen_at: at,
        updated_at: at,
      });
      if (changed)
        await recordAudit(trx, {
          userId: buyer.id,
          action: "quote.see",
          entity: "quote",
          entityId: thread.id,
          details: { revision: current.number },
        });
      return changed;
    });
    if (seen) Object.assign(current, { status: "seen", seen_at: at, version: current.version + 1 });
    else {
      // Someone changed it first (the buyer in another tab, or an answer): it is read as it is now.
      all = await threads.findRevisions(deps.db, thread.id);
      current = latestSent(all)!;
    }
  }
  const revisions = all.filter((r) => r.status !== "draft");
  const ids = revisions.map((r) => r.id);
  const [lines, files, company] = await Promise.all([
    contents.findLines(deps.db, ids),
    contents.findAttachments(deps.db, ids),
    parties.findCompany(deps.db, thread.company_id),
  ]);
  const productIds = [...new Set(lines.flatMap((l) => (l.product_id === null ? [] : [l.product_id])))];
  const names = await parties.findProductNames(deps.db, productIds, lang);
  const views = revisions.map((r) => revisionView(r, lines, files, names));
  return {
    id: thread.id,
    number: quoteNumber(thread.id),
    origin: await originOf(deps, thread, lang),
    company: {
      id: thread.company_id,
      name: company?.name ?? "",
      country: company?.country ?? "",
      isVerified: Boolean(company?.is_verified),
    },
    revisions: views.map((view, i) => ({
      ...view,
      changes: i === 0 ? [] : diffRevisions(views[i - 1]!.terms, view.terms),
    })),
    currentNumber: current.number,
    actions: availableQuoteActions(
      "buyer",
      { status: current.status, validUntil: current.valid_until },
      today,
    ).filter((action) => action !== "see"),
    today,
  };
}

async function originOf(
  deps: QuoteDeps,
  thread: threads.ThreadRow,
  lang: string,
): Promise<BuyerQuote["origin"]> {
  if (thread.deal_id !== null) {
    const deal = await parties.findDeal(deps.db, thread.deal_id);
    return {
      kind: "inquiry",
      dealId: thread.deal_id,
      title: deal ? textIn(textsOf(deal.buyer_subject), lang, deal.request_language) : "",
    };
  }
  const rfqId = thread.rfq_id ?? 0;
  const [rfq, texts] = await Promise.all([
    rfqRepo.findRfq(deps.db, rfqId),
    rfqRepo.findRfqTexts(deps.db, [rfqId]),
  ]);
  const text =
    texts.find((t) => t.lang === lang) ?? texts.find((t) => t.lang === rfq?.source_lang) ?? texts[0];
  return { kind: "rfq", rfqId, title: text?.title ?? "" };
}

/** One page of the buyer's quotes (those sent to them), newest change first, filtered by where they stand. */
export async function listBuyerQuotes(
  deps: QuoteDeps,
  actor: Actor | null | undefined,
  query: QuoteListQuery,
  lang: Lang,
): Promise<{ rows: QuoteListRow[]; total: number; page: number; pageSize: number }> {
  const buyer = requireSignedIn(actor);
  const { rows, total } = await lists.findBuyerThreads(
    deps.db,
    buyer.id,
    query.status,
    QUOTE_PAGE_SIZE,
    (query.page - 1) * QUOTE_PAGE_SIZE,
  );
  return {
    rows: await listRows(deps, rows, "buyer", lang),
    total,
    page: query.page,
    pageSize: QUOTE_PAGE_SIZE,
  };
}

/** One supplier's quote on the buyer's comparison page, priced at the quantity the request asked for. */
export interface ComparedQuote {
  quoteId: number;
  number: string;
  revision: number;
  status: QuoteStatus;
  company: {
    id: number;
    name: string;
    country: string;
    isVerified: boolean;
    /** How quickly it answers inquiries (null until there are enough to tell). */
    responseFigures: ResponseFigures | null;
    /** Whole years since the company joined Caravan. */
    yearsOnCaravan: number;
  };
  currency: string;
  /**
   * The line compared: the first in the request's unit (else the first line), its name and its
   * unit price at the request's quantity from its price rows; the quote's other lines are counted.
   */
  lineName: string;
  unit: string;
  unitMatches: boolean;
  otherLines: number;
  unitPriceE4: number | null;
  /** That unit price times the request's quantity, rounded to the currency's minor unit. */
  totalE4: number | null;
  incoterm: string | null;
  namedPlace: string | null;
  shipping: QuoteShipping;
  shippingCostE4: number | null;
  leadTimeDays: number;
  depositPercent: number | null;
  balanceDue: BalanceDue | null;
  validUntil: string;
  /** Days left to accept it (0: today is its last day; negative: past). */
  daysLeft: number;
  sentAt: string | null;
}

/**
 * The quotes on the buyer's request, side by side: each supplier's latest sent revision priced at
 * the quantity the request asked for, with its terms, validity left, and the supplier (country,
 * verification, response figures, years on Caravan). Only the request's buyer; anyone else, and a
 * request that does not exist, is not found.
 */
export async function listQuotesForRfq(
  deps: QuoteDeps,
  actor: Actor | null | undefined,
  rfqId: number,
  lang: Lang,
): Promise<{ rfq: { id: number; title: string; quantity: number; unit: string }; quotes: ComparedQuote[] }> {
  const buyer = requireSignedIn(actor);
  const rfq = Number.isSafeInteger(rfqId) ? await rfqRepo.findRfq(deps.db, rfqId) : undefined;
  if (!rfq || rfq.buyer_user_id !== buyer.id) throw new AppError("not_found");
  const now = deps.clock.now();
  const today = dayOf(now);
  const quantity = Number(rfq.quantity);
  const [rows, texts] = await Promise.all([
    lists.findRfqThreads(deps.db, rfq.id),
    rfqRepo.findRfqTexts(deps.db, [rfq.id]),
  ]);
  const lines = await contents.findLines(
    deps.db,
    rows.flatMap((r) => (r.sent_id === null ? [] : [r.sent_id])),
  );
  const productIds = [...new Set(lines.flatMap((l) => (l.product_id === null ? [] : [l.product_id])))];
  const names = await parties.findProductNames(deps.db, productIds, lang);
  const figures = new Map<number, ResponseFigures | null>();
  for (const companyId of new Set(rows.map((r) => r.company_id)))
    figures.set(companyId, await getPublicResponseFigures(deps, companyId));
  const quotes = rows.map((row): ComparedQuote => {
    const own = lines.filter((l) => l.revision_id === row.sent_id).map((l) => lineTerms(l, names));
    const line = own.find((l) => l.unit === rfq.unit) ?? own[0];
    const currency = row.currency ?? "";
    const unitPriceE4 = line ? priceAtQuantity(line.priceRows, quantity) : null;
    return {
      quoteId: row.id,
      number: quoteNumber(row.id),
      revision: row.sent_number ?? 0,
      status: row.sent_status ?? "sent",
      company: {
        id: row.company_id,
        name: row.company_name,
        country: row.company_country,
        isVerified: Boolean(row.company_is_verified),
        responseFigures: figures.get(row.company_id) ?? null,
        yearsOnCaravan: Math.max(
          0,
          Math.floor((now - Date.parse(row.company_created_at)) / (365.25 * 86_400_000)),
        ),
      },
      currency,
      lineName: line?.name ?? "",
      unit: line?.unit ?? rfq.unit,
      unitMatches: line?.unit === rfq.unit,
      otherLines: Math.max(0, own.length - 1),
      unitPriceE4,
      totalE4: unitPriceE4 === null ? null : lineTotalE4(unitPriceE4, quantity, currency),
      incoterm: row.incoterm,
      namedPlace: row.named_place,
      shipping: row.shipping ?? "to_quote",
      shippingCostE4: row.shipping_cost_e4 === null ? null : Number(row.shipping_cost_e4),
      leadTimeDays: Number(row.lead_time_days ?? 0),
      depositPercent: row.deposit_percent,
      balanceDue: row.balance_due,
      validUntil: row.valid_until ?? today,
      daysLeft: row.valid_until ? daysBetween(today, row.valid_until) : 0,
      sentAt: row.sent_at,
    };
  });
  const text =
    texts.find((t) => t.lang === lang) ?? texts.find((t) => t.lang === rfq.source_lang) ?? texts[0];
  return { rfq: { id: rfq.id, title: text?.title ?? "", quantity, unit: rfq.unit }, quotes };
}
