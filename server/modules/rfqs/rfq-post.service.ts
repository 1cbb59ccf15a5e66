import { isLang, type Lang } from "#core/i18n/languages.ts";
import { RFQ_DAY_MS, RFQ_OPEN_PER_BUYER_MAX, RFQ_POSTS_PER_HOUR } from "#core/rules/rfq-flow.ts";
import { fieldErrors, nulFieldErrors } from "#core/schemas/field-errors.ts";
import { RFQ_ERRORS, type RfqPost, rfqPostSchema, rfqServerDates } from "#core/schemas/rfq.ts";
import { durableTransaction } from "#server/db/durable-transaction.ts";
import { isUniqueViolation } from "#server/db/unique-violation.ts";
import type { AppDeps } from "#server/deps.ts";
import { AppError } from "#server/lib/errors.ts";
import { hitRateLimit } from "#server/lib/rate-limit.ts";
import { type Actor, isStaff, requireConfirmedEmail } from "#server/modules/accounts/index.ts";
import { recordAudit } from "#server/modules/audit/index.ts";
import { enqueueJob } from "#server/modules/jobs/index.ts";
import { prepareRfqFiles, type RfqUpload, rfqStore } from "./rfq-attachments.ts";
import { RFQ_TRANSLATE_QUEUE, type RfqTranslatePayload } from "./rfq-translation.ts";
import * as repo from "./rfqs.repo.ts";

const POST_KEY_INDEX = { name: "rfqs_buyer_post_key", columns: ["buyer_user_id", "post_key"] };

export type RfqDeps = Pick<AppDeps, "db" | "clock" | "config" | "log">;

/** Parses a request from a form or the API at `now`: a refusal with every field's message, or the data. */
export function parseRfqPost(input: unknown, now: number): RfqPost {
  const nul = nulFieldErrors(input);
  if (nul) throw new AppError("invalid_data", undefined, nul);
  const parsed = rfqPostSchema(rfqServerDates(now)).safeParse(input);
  if (!parsed.success) throw new AppError("invalid_data", undefined, fieldErrors(parsed.error));
  return parsed.data;
}

/** A signed-in buyer: anyone with an account but the operator's staff, who do not trade. */
export function requireBuyer(actor: Actor | null | undefined): Actor {
  if (!actor) throw new AppError("unauthorized");
  if (isStaff(actor.roles)) throw new AppError("not_allowed");
  return actor;
}

/**
 * Posts a buyer's request for quotation, written in `lang` (the language of the site they posted
 * from): its source text, up to 5 files, and a deadline `openDays` from now. Refused, with nothing
 * stored: invalid fields, a category that is not a leaf, files that are not PDFs or pictures (by
 * their content), an unconfirmed e-mail address, more than 20 open requests of the buyer, more
 * than 5 posts in the hour. The bytes go to the private store first (outside the transaction),
 * then one durable transaction writes the request, its text, its files, the translation job and
 * the audit entry; a failure there removes the stored bytes again. Gives the request's id; a
 * posting that names the key of one this buyer posted already gives that request's id and
 * stores nothing (a double click, a retry), even when both arrive at once.
 */
export async function postRfq(
  deps: RfqDeps,
  actor: Actor | null | undefined,
  input: unknown,
  files: readonly RfqUpload[],
  lang: Lang,
): Promise<number> {
  const buyer = requireBuyer(actor);
  const now = deps.clock.now();
  const rfq = parseRfqPost(input, now);
  // Posted already with this key (a double click, a retry after a lost answer): that request.
  const posted = rfq.postKey ? await repo.findRfqIdByPostKey(deps.db, buyer.id, rfq.postKey) : undefined;
  if (posted !== undefined) return posted;
  const prepared = await prepareRfqFiles(files);
  await requireConfirmedEmail(deps, buyer.id);
  if (!(await repo.isLeafCategory(deps.db, rfq.categoryCode)))
    throw new AppError("invalid_data", undefined, { categoryCode: RFQ_ERRORS.category });
  const at = new Date(now).toISOString();
  if ((await repo.countOpenRfqsOfBuyer(deps.db, buyer.id, at)) >= RFQ_OPEN_PER_BUYER_MAX)
    throw new AppError("rate_limited", RFQ_ERRORS.tooManyOpen, { form: RFQ_ERRORS.tooManyOpen });
  await hitRateLimit(deps.db, `rfq:user:${buyer.id}`, RFQ_POSTS_PER_HOUR, 60 * 60, now).catch(
    (error: unknown) => {
      throw error instanceof AppError && error.code === "rate_limited"
        ? new AppError("rate_limited", RFQ_ERRORS.tooFast, { form: RFQ_ERRORS.tooFast })
        : error;
    },
  );
  const sourceLang = isLang(lang) ? lang : "en";
  const store = rfqStore(deps);
  const keys: string[] = [];
  try {
    for (const file of prepared) keys.push(await store.put(file.bytes));
    // The buyer is told the request is posted: it must still be there after a power cut.
    return await durableTransaction(deps.db, async (trx) => {
      const id = await repo.insertRfq(trx, {
        buyer_user_id: buyer.id,
        buyer_company: rfq.buyerCompany,
        buyer_country: rfq.buyerCountry,
        category_code: rfq.categoryCode,
        source_lang: sourceLang,
        quantity: rfq.quantity,
        unit: rfq.unit,
        target_price_e4: rfq.targetPriceE4,
        currency: rfq.currency,
        destination_country: rfq.destinationCountry,
        destination_port: rfq.destinationPort,
        incoterm: rfq.incoterm,
        needed_by: rfq.neededBy,
        certificates: JSON.stringify(rfq.certificates),
        max_quotes: rfq.maxQuotes,
        closes_at: new Date(now + rfq.openDays * RFQ_DAY_MS).toISOString(),
        post_key: rfq.postKey ?? null,
        created_at: at,
        updated_at: at,
      });
      await repo.insertRfqText(trx, {
        rfq_id: id,
        lang: sourceLang,
        title: rfq.title,
        description: rfq.description,
        origin: "source",
        created_at: at,
      });
      await repo.insertRfqAttachments(
        trx,
        prepared.map((file, i) => ({
          rfq_id: id,
          position: i + 1,
          storage_key: keys[i]!,
          original_name: file.name,
          media_type: file.mediaType,
          byte_size: file.bytes.byteLength,
          sha256: file.sha256,
          created_at: at,
        })),
      );
      await enqueueJob(trx, deps.clock, {
        queue: RFQ_TRANSLATE_QUEUE,
        payload: { rfqId: id } satisfies RfqTranslatePayload,
      });
      await recordAudit(trx, {
        userId: buyer.id,
        action: "rfq.post",
        entity: "rfq",
        entityId: id,
        details: { category: rfq.categoryCode, openDays: rfq.openDays, maxQuotes: rfq.maxQuotes },
        clientAddress: buyer.clientAddress,
      });
      return id;
    });
  } catch (error) {
    await Promise.all(keys.map((key) => store.delete(key).catch(() => undefined)));
    // The same posting arrived twice at once and the other one was stored first: that request.
    if (rfq.postKey && isUniqueViolation(error, POST_KEY_INDEX)) {
      const first = await repo.findRfqIdByPostKey(deps.db, buyer.id, rfq.postKey);
      if (first !== undefined) return first;
    }
    throw error;
  }
}

/** What the posting form starts with for this buyer; every field may be changed. */
export interface RfqFormDefaults {
  buyerCompany: string | null;
  buyerCountry: string | null;
  destinationCountry: string | null;
}

/**
 * The posting form's starting values: the company name of the buyer's account (else of their last
 * request), and the countries of their last request.
 */
export async function getRfqFormDefaults(deps: Pick<AppDeps, "db">, actor: Actor): Promise<RfqFormDefaults> {
  const { companyName, last } = await repo.findFormDefaults(deps.db, requireBuyer(actor).id);
  return {
    buyerCompany: companyName || last?.buyer_company || null,
    buyerCountry: last?.buyer_country ?? null,
    destinationCountry: last?.destination_country ?? null,
  };
}
