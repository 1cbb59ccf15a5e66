import { isLang, LANG_CODES, type Lang } from "#core/i18n/languages.ts";
import { PRODUCT_LIMITS } from "#core/schemas/product-editor.ts";
import type { Db } from "#server/db/connect.ts";
import type { Clock } from "#server/lib/clock.ts";
import { AppError } from "#server/lib/errors.ts";
import { sanitizeRichText } from "#server/lib/sanitize.ts";
import { type TranslationSettings, translateInto } from "#server/lib/translation-service.ts";
import type { Actor } from "#server/modules/accounts/index.ts";
import { requireCan } from "#server/modules/companies/index.ts";
import { enqueueJob, type JobHandlers, unfinishedJobPayloads } from "#server/modules/jobs/index.ts";
import { recordSearchChange } from "#server/modules/search/index.ts";
import { productSourceLang, productTextDigest, textStates } from "./product-texts.ts";
import { findProductCompany } from "./product-status.repo.ts";
import * as checks from "./product-checks.repo.ts";
import * as repo from "./product-write.repo.ts";

/**
 * Machine translation of products' texts: "Translate missing languages" queues one background job
 * per product and language that is missing, or machine-made from an older source; each job writes
 * only where no person's text is (checked again by the write itself). Machine texts are made from
 * the product's reviewed source text, so they go live without another review.
 */
export const PRODUCT_TRANSLATE_QUEUE = "product-texts.translate";
/** A job's payload; `productId` first, which `languagesBeingTranslated` relies on. */
export type ProductTranslatePayload = { productId: number; lang: Lang };

type Deps = { db: Db; clock: Clock; config: { translation: TranslationSettings } };

async function languagesBeingTranslated(db: Db, productId: number): Promise<Set<string>> {
  const payloads = await unfinishedJobPayloads(db, PRODUCT_TRANSLATE_QUEUE, `{"productId":${productId},`);
  return new Set(payloads.map((p) => (p as { lang?: unknown }).lang).filter(isLang));
}

async function languagesToTranslate(db: Db, companyId: number, productId: number): Promise<Lang[]> {
  const [rows, company, queued] = await Promise.all([
    repo.findTextRows(db, productId),
    checks.findCompanyWriting(db, companyId),
    languagesBeingTranslated(db, productId),
  ]);
  if (!rows.length) return [];
  const sourceLang = productSourceLang(
    company?.writing_lang,
    Object.fromEntries(rows.map((r) => [r.lang, r])),
  );
  if (!rows.some((r) => r.lang === sourceLang)) return [];
  const states = textStates(rows, sourceLang, LANG_CODES);
  const origin = new Map(rows.map((r) => [r.lang, r.origin]));
  return LANG_CODES.filter(
    (lang) =>
      lang !== sourceLang &&
      !queued.has(lang) &&
      (states[lang] === "missing" || (states[lang] === "outdated" && origin.get(lang) === "machine")),
  );
}

/**
 * Queues the translations of the member's company's products (ids of another company's products
 * are not found, and nothing is queued). Refused when no translation service is configured. The
 * number of jobs queued (a second press adds none).
 */
export async function queueProductTranslations(
  deps: Deps,
  actor: Actor,
  companyId: number,
  productIds: number[],
): Promise<number> {
  await requireCan(deps.db, actor, "products.edit", companyId);
  if (!deps.config.translation.url) throw new AppError("conflict", "supplier.texts.translateNotConfigured");
  return deps.db.transaction().execute(async (trx) => {
    let queued = 0;
    for (const productId of new Set(productIds)) {
      if (!(await repo.findOwnProduct(trx, companyId, productId))) throw new AppError("not_found");
      for (const lang of await languagesToTranslate(trx, companyId, productId)) {
        await enqueueJob(trx, deps.clock, {
          queue: PRODUCT_TRANSLATE_QUEUE,
          payload: { productId, lang } satisfies ProductTranslatePayload,
        });
        queued += 1;
      }
    }
    return queued;
  });
}

/** Translates one product's source texts into `lang` and stores them as the machine's, unless a person's text is there. */
export async function translateProductTexts(
  deps: Deps,
  productId: number,
  lang: Lang,
): Promise<"written" | "kept"> {
  const product = await findProductCompany(deps.db, productId);
  if (!product) return "kept";
  const rows = await repo.findTextRows(deps.db, productId);
  const company = await checks.findCompanyWriting(deps.db, product.company_id);
  const sourceLang = productSourceLang(
    company?.writing_lang,
    Object.fromEntries(rows.map((r) => [r.lang, r])),
  );
  const source = rows.find((r) => r.lang === sourceLang);
  const target = rows.find((r) => r.lang === lang);
  if (!source || lang === sourceLang) return "kept";
  const state = textStates(rows, sourceLang, [lang])[lang];
  if (target && !(state === "outdated" && target.origin === "machine")) return "kept";
  const settings = deps.config.translation;
  const [name = "", description = "", packagingDetails = ""] = await Promise.all([
    translateInto(settings, sourceLang, lang, [source.name], "text").then((t) => t[0]),
    source.description
      ? translateInto(settings, sourceLang, lang, [source.description], "html").then((t) => t[0])
      : "",
    source.packaging_details
      ? translateInto(settings, sourceLang, lang, [source.packaging_details], "text").then((t) => t[0])
      : "",
  ]);
  // What the service answers is not trusted more than what a person types.
  const clean = (text: string, max: number) =>
    text.replaceAll("\u0000", "").replace(/\s+/g, " ").trim().slice(0, max);
  const now = new Date(deps.clock.now()).toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const written = await repo.writeMachineText(trx, productId, {
      lang,
      name: clean(name, PRODUCT_LIMITS.name) || source.name,
      description: description ? sanitizeRichText(description.replaceAll("\u0000", "")) : null,
      packaging_details: packagingDetails ? clean(packagingDetails, PRODUCT_LIMITS.packagingDetails) : null,
      origin: "machine",
      source_lang: sourceLang,
      // Made from the source as read above; if it changed meanwhile, this reads as outdated.
      source_digest: productTextDigest({
        name: source.name,
        description: source.description,
        packagingDetails: source.packaging_details,
      }),
      updated_at: now,
    });
    if (written) await recordSearchChange(trx, "product", productId);
    return written ? "written" : "kept";
  });
}

/** The job queue's handler: payload { productId, lang }. */
export function productTextHandlers(deps: Deps): JobHandlers {
  return {
    [PRODUCT_TRANSLATE_QUEUE]: async (payload) => {
      const { productId, lang } = (payload ?? {}) as { productId?: unknown; lang?: unknown };
      if (typeof productId !== "number" || !isLang(lang)) return; // a malformed job has nothing to do
      await translateProductTexts(deps, productId, lang);
    },
  };
}
