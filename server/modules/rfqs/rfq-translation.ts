import { isLang } from "#core/i18n/languages.ts";
import { RFQ_DESCRIPTION_MAX, RFQ_TITLE_MAX } from "#core/rules/rfq-flow.ts";
import type { AppDeps } from "#server/deps.ts";
import { translateToAllLanguages } from "#server/lib/translation-service.ts";
import type { JobHandlers } from "#server/modules/jobs/index.ts";
import * as repo from "./rfqs.repo.ts";

/**
 * Machine translation of a request: a job, queued with the request, puts its title and
 * description into every other language, so each supplier reads it in theirs. Without a
 * configured service it does nothing (the pages show the original, its language named); a
 * failure of the service fails the job, which the jobs table retries. The buyer's own text is
 * never written over, nor a translation already made.
 */
export const RFQ_TRANSLATE_QUEUE = "rfqs.translate";
export interface RfqTranslatePayload {
  rfqId: number;
}

type Deps = Pick<AppDeps, "db" | "clock" | "config">;

/** What the service answers is not trusted more than what a person types: no NUL, a bounded length. */
const clean = (text: string, max: number) => text.replaceAll("\u0000", "").trim().slice(0, max);

/** Translates the request's source text; gives how many languages were written. */
export async function translateRfq(deps: Deps, rfqId: number): Promise<number> {
  const settings = deps.config.translation;
  if (!settings.url) return 0;
  const rfq = await repo.findRfq(deps.db, rfqId);
  if (!rfq || !isLang(rfq.source_lang)) return 0;
  const texts = await repo.findRfqTexts(deps.db, [rfqId]);
  const source = texts.find((t) => t.lang === rfq.source_lang && t.origin === "source");
  if (!source) return 0;
  const [titles, descriptions] = await translateToAllLanguages(settings, rfq.source_lang, [
    source.title,
    source.description,
  ]);
  const have = new Set(texts.map((t) => t.lang));
  const at = new Date(deps.clock.now()).toISOString();
  const rows = Object.keys(titles ?? {})
    .filter((lang) => isLang(lang) && !have.has(lang))
    .flatMap((lang) => {
      const title = clean(titles?.[lang] ?? "", RFQ_TITLE_MAX * 2);
      const description = clean(descriptions?.[lang] ?? "", RFQ_DESCRIPTION_MAX * 2);
      return title && description
        ? [{ rfq_id: rfqId, lang, title, description, origin: "machine" as const, created_at: at }]
        : [];
    });
  return repo.insertMachineTexts(deps.db, rows);
}

export function rfqTranslationHandlers(deps: Deps): JobHandlers {
  return {
    [RFQ_TRANSLATE_QUEUE]: async (payload) => {
      const rfqId = (payload as Partial<RfqTranslatePayload> | null)?.rfqId;
      if (typeof rfqId !== "number" || !Number.isSafeInteger(rfqId)) return; // a malformed job has nothing to do
      await translateRfq(deps, rfqId);
    },
  };
}
