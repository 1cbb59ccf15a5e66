import type { z } from "zod";
import type { Lang } from "#core/i18n/languages.ts";
import {
  RFQ_DAY_MS,
  RFQ_EXTENSION_DAYS_MAX,
  RFQ_PAGE_SIZE,
  RFQ_STATUSES,
  type RfqBuyerActions,
  type RfqStatus,
  rfqBuyerActions,
} from "#core/rules/rfq-flow.ts";
import { fieldErrors, nulFieldErrors } from "#core/schemas/field-errors.ts";
import { RFQ_ERRORS, RfqCloseSchema, RfqExtendSchema } from "#core/schemas/rfq.ts";
import type { AppDeps } from "#server/deps.ts";
import { AppError } from "#server/lib/errors.ts";
import type { Actor } from "#server/modules/accounts/index.ts";
import { recordAudit } from "#server/modules/audit/index.ts";
import { requireOwnRfq } from "./rfq-access.ts";
import { requireBuyer } from "./rfq-post.service.ts";
import {
  attachmentView,
  pageNumber,
  type RfqAttachmentView,
  type RfqPage,
  type RfqStanding,
  type RfqTerms,
  type RfqText,
  standingOf,
  termsOf,
} from "./rfq-view.ts";
import * as repo from "./rfqs.repo.ts";

type Deps = Pick<AppDeps, "db" | "clock">;

/** One of the buyer's requests in their list. */
export interface BuyerRfqItem extends RfqStanding {
  id: number;
  /** The buyer's own title, in the language they wrote it. */
  title: string;
  sourceLang: string;
  categoryCode: string;
  categoryName: string;
  quantity: number;
  unit: string;
  closedAt: string | null;
  isExtended: boolean;
}

const statusOf = (value: unknown): RfqStatus | undefined =>
  (RFQ_STATUSES as readonly unknown[]).includes(value) ? (value as RfqStatus) : undefined;

/**
 * The buyer's requests, newest first, a page at a time: each with its quotes received against
 * its maximum, its deadline, and its status with the reason it closed. `status` narrows them
 * (anything else than open or closed lists all); category names are in `lang`.
 */
export async function listBuyerRfqs(
  deps: Pick<AppDeps, "db">,
  actor: Actor,
  options: { status?: unknown; page?: unknown },
  lang: Lang = "en",
): Promise<RfqPage<BuyerRfqItem>> {
  const buyer = requireBuyer(actor);
  const status = statusOf(options.status);
  const page = pageNumber(options.page);
  const [rows, total] = await Promise.all([
    repo.findBuyerRfqs(deps.db, buyer.id, {
      status,
      lang,
      limit: RFQ_PAGE_SIZE,
      offset: (page - 1) * RFQ_PAGE_SIZE,
    }),
    repo.countBuyerRfqs(deps.db, buyer.id, status),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      title: r.title,
      sourceLang: r.source_lang,
      categoryCode: r.category_code,
      categoryName: r.category_name,
      quantity: r.quantity,
      unit: r.unit,
      status: r.status,
      closedReason: r.closed_reason,
      closesAt: r.closes_at,
      closedAt: r.closed_at,
      quoteCount: r.quote_count,
      maxQuotes: r.max_quotes,
      createdAt: r.created_at,
      isExtended: r.is_extended,
    })),
    total,
    page,
    pageSize: RFQ_PAGE_SIZE,
  };
}

/** The buyer's own request in full, with what they may still do with it. */
export interface BuyerRfqView extends RfqStanding, RfqTerms {
  id: number;
  /** What a change sends back, so two changes at once cannot both apply. */
  version: number;
  sourceLang: string;
  /** The buyer's own title and description. */
  source: RfqText;
  /** The machine translations made so far (their language, their text). */
  translations: RfqText[];
  buyerCompany: string | null;
  buyerCountry: string;
  closedNote: string | null;
  closedAt: string | null;
  isExtended: boolean;
  awardedQuoteId: number | null;
  attachments: RfqAttachmentView[];
  actions: RfqBuyerActions & {
    /** The most days an extension may add now (0 when it may not be extended). */
    extendDaysMax: number;
  };
}

/** The buyer's request; another user's id, or an unknown one, is not found. */
export async function getBuyerRfq(
  deps: Deps,
  actor: Actor,
  rfqId: unknown,
  lang: Lang = "en",
): Promise<BuyerRfqView> {
  const row = await requireOwnRfq(deps.db, requireBuyer(actor), rfqId);
  const [texts, attachments, categoryName] = await Promise.all([
    repo.findRfqTexts(deps.db, [row.id]),
    repo.findRfqAttachments(deps.db, row.id),
    repo.findCategoryName(deps.db, row.category_code, lang),
  ]);
  const view = (t: repo.RfqTextRow): RfqText => ({
    lang: t.lang,
    title: t.title,
    description: t.description,
    isMachine: t.origin === "machine",
  });
  const source = texts.find((t) => t.origin === "source");
  const actions = rfqBuyerActions(
    { status: row.status, isExtended: row.is_extended, closesAt: row.closes_at },
    deps.clock.now(),
  );
  return {
    id: row.id,
    version: row.version,
    ...standingOf(row),
    sourceLang: row.source_lang,
    source: source ? view(source) : { lang: row.source_lang, title: "", description: "", isMachine: false },
    translations: texts.filter((t) => t.origin === "machine").map(view),
    ...termsOf(row, categoryName),
    buyerCompany: row.buyer_company,
    buyerCountry: row.buyer_country,
    closedNote: row.closed_note,
    closedAt: row.closed_at,
    isExtended: row.is_extended,
    awardedQuoteId: row.awarded_quote_id,
    attachments: attachments.map(attachmentView),
    actions: { ...actions, extendDaysMax: actions.extend ? RFQ_EXTENSION_DAYS_MAX : 0 },
  };
}

function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const nul = nulFieldErrors(input);
  if (nul) throw new AppError("invalid_data", undefined, nul);
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new AppError("invalid_data", undefined, fieldErrors(parsed.error));
  return parsed.data;
}

const refuse = (key: string) => new AppError("conflict", key, { form: key });

/** The version a page sent back (a number from the API, digits from a form); anything else matches none. */
const versionOf = (value: unknown): number | undefined => {
  const n = typeof value === "string" && /^\d{1,9}$/.test(value.trim()) ? Number(value) : value;
  return typeof n === "number" && Number.isSafeInteger(n) ? n : undefined;
};

/** Why a guarded change of the request did not apply, read again after it: closed, or changed since. */
async function whyNot(deps: Deps, actor: Actor, rfqId: number): Promise<AppError> {
  const row = await requireOwnRfq(deps.db, actor, rfqId);
  if (row.status !== "open" || Date.parse(row.closes_at) <= deps.clock.now())
    return refuse(RFQ_ERRORS.notOpen);
  return refuse(RFQ_ERRORS.changed);
}

/**
 * The buyer closes their open request early, with an optional note; recorded as closed by the
 * buyer. `expectedVersion` is the version the buyer's page showed: one UPDATE names it and the
 * open status, so of two clicks at once one closes it and the other is told it changed.
 */
export async function closeRfq(
  deps: Deps,
  actor: Actor,
  rfqId: unknown,
  expectedVersion: unknown,
  note: unknown,
): Promise<void> {
  const buyer = requireBuyer(actor);
  const row = await requireOwnRfq(deps.db, buyer, rfqId);
  const input = parse(RfqCloseSchema, { note: note ?? undefined });
  if (row.status !== "open") throw refuse(RFQ_ERRORS.notOpen);
  if (versionOf(expectedVersion) !== row.version) throw refuse(RFQ_ERRORS.changed);
  const now = new Date(deps.clock.now()).toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const closed = await repo.closeByBuyer(trx, {
      id: row.id,
      buyerUserId: buyer.id,
      version: row.version,
      note: input.note,
      now,
    });
    if (!closed) throw await whyNot({ ...deps, db: trx }, buyer, row.id);
    await recordAudit(trx, {
      userId: buyer.id,
      action: "rfq.close",
      entity: "rfq",
      entityId: row.id,
      details: { note: input.note, quotes: row.quote_count },
      clientAddress: buyer.clientAddress,
    });
  });
}

/**
 * The buyer gives their open request `days` more days (1 to 30), once, before its deadline. The
 * same guard as closing: the open status, the version seen, not extended yet, all in one UPDATE.
 * Gives the new deadline.
 */
export async function extendRfq(
  deps: Deps,
  actor: Actor,
  rfqId: unknown,
  expectedVersion: unknown,
  days: unknown,
): Promise<string> {
  const buyer = requireBuyer(actor);
  const row = await requireOwnRfq(deps.db, buyer, rfqId);
  const input = parse(RfqExtendSchema, { days });
  const nowMs = deps.clock.now();
  if (row.status !== "open" || Date.parse(row.closes_at) <= nowMs) throw refuse(RFQ_ERRORS.notOpen);
  if (row.is_extended) throw refuse(RFQ_ERRORS.alreadyExtended);
  if (versionOf(expectedVersion) !== row.version) throw refuse(RFQ_ERRORS.changed);
  const now = new Date(nowMs).toISOString();
  const closesAt = new Date(Date.parse(row.closes_at) + input.days * RFQ_DAY_MS).toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const extended = await repo.extendByBuyer(trx, {
      id: row.id,
      buyerUserId: buyer.id,
      version: row.version,
      closesAt,
      now,
    });
    if (!extended) {
      const again = await requireOwnRfq(trx, buyer, row.id);
      throw again.is_extended && again.status === "open"
        ? refuse(RFQ_ERRORS.alreadyExtended)
        : await whyNot({ ...deps, db: trx }, buyer, row.id);
    }
    await recordAudit(trx, {
      userId: buyer.id,
      action: "rfq.extend",
      entity: "rfq",
      entityId: row.id,
      details: { days: input.days, from: row.closes_at, to: closesAt },
      clientAddress: buyer.clientAddress,
    });
  });
  return closesAt;
}
