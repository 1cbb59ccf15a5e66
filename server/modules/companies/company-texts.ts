import { createHash } from "node:crypto";
import { isLang, LANG_CODES, type Lang } from "#core/i18n/languages.ts";
import {
  type CompanyTextState,
  type CompanyTexts,
  CompanyTextsSchema,
  LangSchema,
} from "#core/schemas/company-texts.ts";
import type { Db } from "#server/db/connect.ts";
import type { CompanyTextOrigin } from "#server/db/schema/company-tables.ts";
import type { Clock } from "#server/lib/clock.ts";
import { parseOrThrow } from "#server/lib/parse-input.ts";
import { sanitizeRichText } from "#server/lib/sanitize.ts";
import type { Actor } from "#server/modules/accounts/index.ts";
import { unfinishedJobPayloads } from "#server/modules/jobs/index.ts";
import { recordSearchChange } from "#server/modules/search/index.ts";
import * as repo from "./company-texts.repo.ts";
import { requireCan } from "./team.service.ts";

/**
 * The company texts buyers read (introduction, main products), one version per language, each
 * with where it came from. The company writes in one language, its source (the writing language,
 * English when it has none); the other languages are written by people or machine-translated
 * from the source. A version made from an older source (its digest differs from the source's
 * digest today) is outdated. Machine translation never replaces a person's text.
 */

export const TRANSLATE_QUEUE = "company-texts.translate";
/** A translation job's payload; `companyId` first, which `languagesBeingTranslated` relies on. */
export type TranslatePayload = { companyId: number; lang: Lang };

export interface LanguageTexts {
  lang: Lang;
  state: CompanyTextState;
  origin: CompanyTextOrigin | null;
  /** A machine translation into this language is queued or running. */
  translating: boolean;
  introductionHtml: string;
  mainProducts: string;
  updatedAt: string | null;
}

export interface CompanyTextsView {
  sourceLang: Lang;
  /** The digest stored with the source texts: what every other version is compared with. */
  sourceDigest: string | null;
  languages: LanguageTexts[];
}

/** A digest of the source texts, stored with every version made from them. */
export function textDigest(texts: { introductionHtml: string; mainProducts: string }): string {
  return createHash("sha256")
    .update(`${texts.introductionHtml}\u0000${texts.mainProducts}`)
    .digest("hex")
    .slice(0, 32);
}

async function sourceLangOf(db: Db, companyId: number): Promise<Lang> {
  const lang = (await repo.findWritingLang(db, companyId))?.writing_lang;
  return isLang(lang) ? lang : "en";
}

function stateOf(row: repo.TextRow | undefined, lang: Lang, sourceLang: Lang, sourceDigest: string | null) {
  if (!row || (!row.introduction_html && !row.main_products)) return "missing" as const;
  if (lang === sourceLang) return "source" as const;
  if (row.source_digest !== sourceDigest) return "outdated" as const;
  if (row.origin === "machine") return "machine" as const;
  if (row.origin === "machine_reviewed") return "reviewed" as const;
  return "human" as const;
}

/** Every language's texts and state, the source first, without a permission check (callers check). */
export async function loadTexts(db: Db, companyId: number): Promise<CompanyTextsView> {
  const [sourceLang, rows, translating] = await Promise.all([
    sourceLangOf(db, companyId),
    repo.findTextRows(db, companyId),
    languagesBeingTranslated(db, companyId),
  ]);
  const byLang = new Map(rows.map((row) => [row.lang, row]));
  const sourceDigest = byLang.get(sourceLang)?.source_digest ?? null;
  const ordered = [sourceLang, ...LANG_CODES.filter((lang) => lang !== sourceLang)];
  return {
    sourceLang,
    sourceDigest,
    languages: ordered.map((lang) => {
      const row = byLang.get(lang);
      return {
        lang,
        state: stateOf(row, lang, sourceLang, sourceDigest),
        origin: row?.origin ?? null,
        translating: translating.has(lang),
        introductionHtml: row?.introduction_html ?? "",
        mainProducts: row?.main_products ?? "",
        updatedAt: row?.updated_at ?? null,
      };
    }),
  };
}

/** The texts of the company in all 13 languages, with their states; any member may read them. */
export async function readCompanyTexts(db: Db, actor: Actor, companyId: number): Promise<CompanyTextsView> {
  await requireCan(db, actor, "company.view", companyId);
  return loadTexts(db, companyId);
}

/**
 * Saves one language's texts as a person wrote them (the HTML sanitised). Saving the source makes
 * every version made from the old source outdated (their digest no longer matches); saving a
 * machine translation marks it reviewed; both empty removes the language's texts.
 */
export async function saveCompanyTexts(
  db: Db,
  clock: Clock,
  actor: Actor,
  companyId: number,
  langInput: unknown,
  input: unknown,
): Promise<CompanyTextsView> {
  await requireCan(db, actor, "company.edit_profile", companyId);
  const lang = parseOrThrow(LangSchema, langInput, "lang");
  const texts = cleanTexts(parseOrThrow(CompanyTextsSchema, input));
  const now = new Date(clock.now()).toISOString();
  await db.transaction().execute(async (trx) => {
    const sourceLang = await sourceLangOf(trx, companyId);
    const rows = await repo.findTextRows(trx, companyId);
    const current = rows.find((row) => row.lang === lang);
    if (!texts.introductionHtml && !texts.mainProducts) {
      await repo.deleteText(trx, companyId, lang);
    } else {
      const isSource = lang === sourceLang;
      const origin: CompanyTextOrigin = isSource
        ? "source"
        : current?.origin === "machine" || current?.origin === "machine_reviewed"
          ? "machine_reviewed"
          : "human";
      await repo.upsertText(trx, {
        companyId,
        lang,
        introductionHtml: texts.introductionHtml || null,
        mainProducts: texts.mainProducts || null,
        origin,
        sourceLang,
        // A person's translation is made from the source as it is now.
        sourceDigest: isSource
          ? textDigest(texts)
          : (rows.find((row) => row.lang === sourceLang)?.source_digest ?? null),
        now,
      });
    }
    await repo.touchCompany(trx, companyId, now);
    // A feed row: the page cache drops the storefront pages that show the texts.
    await recordSearchChange(trx, "company", companyId);
  });
  return loadTexts(db, companyId);
}

/**
 * Sets the main products in the company's own language, keeping its introduction, as another
 * company form does (the onboarding's trade profile): the source's digest follows, so the other
 * languages turn outdated. The caller has checked the member's right; `db` may be its transaction.
 */
export async function setSourceMainProducts(
  db: Db,
  clock: Clock,
  companyId: number,
  text: string,
): Promise<void> {
  const mainProducts = parseOrThrow(CompanyTextsSchema.shape.mainProducts, text, "mainProducts");
  const sourceLang = await sourceLangOf(db, companyId);
  const current = (await repo.findTextRows(db, companyId)).find((row) => row.lang === sourceLang);
  const introductionHtml = current?.introduction_html ?? "";
  const now = new Date(clock.now()).toISOString();
  if (!introductionHtml && !mainProducts) await repo.deleteText(db, companyId, sourceLang);
  else
    await repo.upsertText(db, {
      companyId,
      lang: sourceLang,
      introductionHtml: introductionHtml || null,
      mainProducts: mainProducts || null,
      origin: "source",
      sourceLang,
      sourceDigest: textDigest({ introductionHtml, mainProducts }),
      now,
    });
  await repo.touchCompany(db, companyId, now);
  // A feed row: the page cache drops the storefront pages that show the texts.
  await recordSearchChange(db, "company", companyId);
}

function cleanTexts(texts: CompanyTexts): CompanyTexts {
  const html = texts.introductionHtml ? sanitizeRichText(texts.introductionHtml).trim() : "";
  // Markup with no words left (an empty paragraph from the editor) is no introduction.
  const hasWords = html.replace(/<[^>]*>|&nbsp;/g, "").trim() !== "" || /<img\s/i.test(html);
  return { introductionHtml: hasWords ? html : "", mainProducts: texts.mainProducts };
}

/**
 * Per language, the share (0–100) of the company's texts present and current: the dashboard's
 * translation coverage. A version made from an older source counts as not current.
 */
export async function coverage(db: Db, companyId: number): Promise<Record<Lang, number>> {
  const view = await loadTexts(db, companyId);
  const fields = 2;
  return Object.fromEntries(
    view.languages.map((l) => {
      const present = (l.introductionHtml ? 1 : 0) + (l.mainProducts ? 1 : 0);
      const current = l.state === "outdated" || l.state === "missing" ? 0 : present;
      return [l.lang, Math.round((current / fields) * 100)];
    }),
  ) as Record<Lang, number>;
}

/** The languages whose machine translation is queued or running. */
async function languagesBeingTranslated(db: Db, companyId: number): Promise<Set<string>> {
  // The job's payload is written as { companyId, lang }, so its JSON starts like this.
  const payloads = await unfinishedJobPayloads(db, TRANSLATE_QUEUE, `{"companyId":${companyId},`);
  return new Set(payloads.map((p) => (p as { lang?: unknown }).lang).filter(isLang));
}
