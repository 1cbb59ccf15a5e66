import { isLang, type Lang } from "#core/i18n/languages.ts";
import { COMPANY_TEXT_LIMITS } from "#core/schemas/company-texts.ts";
import type { Db } from "#server/db/connect.ts";
import type { Clock } from "#server/lib/clock.ts";
import { AppError } from "#server/lib/errors.ts";
import { sanitizeRichText } from "#server/lib/sanitize.ts";
import { type TranslationSettings, translateInto } from "#server/lib/translation-service.ts";
import type { Actor } from "#server/modules/accounts/index.ts";
import { enqueueJob, type JobHandlers } from "#server/modules/jobs/index.ts";
import { recordSearchChange } from "#server/modules/search/index.ts";
import * as repo from "./company-texts.repo.ts";
import { type CompanyTextsView, loadTexts, TRANSLATE_QUEUE, type TranslatePayload } from "./company-texts.ts";
import { requireCan } from "./team.service.ts";

/**
 * Machine translation of a company's texts: "Translate missing languages" queues one background
 * job per language, and each job writes its translation only where no person's text is.
 */

/**
 * The languages "Translate missing languages" would queue: missing, or machine-made from an older
 * source, and not queued already (a second press adds nothing).
 */
function languagesToTranslate(view: CompanyTextsView): Lang[] {
  return view.languages
    .filter((l) => l.lang !== view.sourceLang && !l.translating)
    .filter((l) => l.state === "missing" || (l.state === "outdated" && l.origin === "machine"))
    .map((l) => l.lang);
}

/**
 * Queues one machine translation job per language that is missing or machine-made from an older
 * source; the texts are published as they are meanwhile. Refused when no translation service is
 * configured (TRANSLATE_URL) or the source has no texts yet. The languages queued.
 */
export async function queueMissingTranslations(
  db: Db,
  clock: Clock,
  settings: TranslationSettings,
  actor: Actor,
  companyId: number,
): Promise<Lang[]> {
  await requireCan(db, actor, "company.edit_profile", companyId);
  if (!settings.url) throw new AppError("conflict", "supplier.texts.translateNotConfigured");
  const view = await loadTexts(db, companyId);
  if (view.languages[0]?.state === "missing") throw new AppError("conflict", "supplier.texts.sourceMissing");
  const langs = languagesToTranslate(view);
  await db.transaction().execute(async (trx) => {
    for (const lang of langs)
      await enqueueJob(trx, clock, {
        queue: TRANSLATE_QUEUE,
        payload: { companyId, lang } satisfies TranslatePayload,
      });
  });
  return langs;
}

/**
 * Translates the company's source texts into one language and stores them as machine texts,
 * unless a person's text is there (checked again by the write itself) or the machine text is
 * already made from the current source.
 */
export async function translateCompanyTexts(
  db: Db,
  clock: Clock,
  settings: TranslationSettings,
  companyId: number,
  lang: Lang,
): Promise<"written" | "kept"> {
  const view = await loadTexts(db, companyId);
  const source = view.languages[0]!;
  const target = view.languages.find((l) => l.lang === lang);
  if (!target || lang === view.sourceLang || source.state === "missing") return "kept";
  if (target.state !== "missing" && !(target.state === "outdated" && target.origin === "machine"))
    return "kept";
  const [introductionHtml = "", mainProducts = ""] = await Promise.all([
    source.introductionHtml
      ? translateInto(settings, view.sourceLang, lang, [source.introductionHtml], "html").then((t) => t[0])
      : "",
    source.mainProducts
      ? translateInto(settings, view.sourceLang, lang, [source.mainProducts], "text").then((t) => t[0])
      : "",
  ]);
  // What the service answers is not trusted more than what a person types.
  const clean = (text: string) => text.replaceAll("\u0000", "");
  const now = new Date(clock.now()).toISOString();
  const written = await db.transaction().execute(async (trx) => {
    const ok = await repo.writeMachineText(trx, {
      companyId,
      lang,
      introductionHtml: introductionHtml ? sanitizeRichText(clean(introductionHtml)) : null,
      mainProducts: mainProducts
        ? clean(mainProducts).replace(/\s+/g, " ").trim().slice(0, COMPANY_TEXT_LIMITS.mainProducts)
        : null,
      origin: "machine",
      sourceLang: view.sourceLang,
      // Made from the source as it was read above; if it changed meanwhile, this reads outdated.
      sourceDigest: view.sourceDigest,
      now,
    });
    if (ok) {
      await repo.touchCompany(trx, companyId, now);
      // A feed row: the page cache drops the storefront pages that show the texts.
      await recordSearchChange(trx, "company", companyId);
    }
    return ok;
  });
  return written ? "written" : "kept";
}

/** The job queue's handler: payload { companyId, lang }. */
export function companyTextHandlers(deps: {
  db: Db;
  clock: Clock;
  config: { translation: TranslationSettings };
}): JobHandlers {
  return {
    [TRANSLATE_QUEUE]: async (payload) => {
      const { companyId, lang } = (payload ?? {}) as { companyId?: unknown; lang?: unknown };
      if (typeof companyId !== "number" || !isLang(lang)) return; // a malformed job has nothing to do
      await translateCompanyTexts(deps.db, deps.clock, deps.config.translation, companyId, lang);
    },
  };
}
