import { createHash } from "node:crypto";
import { isLang, type Lang } from "#core/i18n/languages.ts";
import type { ProductInput, ProductText } from "#core/schemas/product-editor.ts";
import { sanitizeRichText } from "#server/lib/sanitize.ts";
import type { TextRow } from "./product-write.repo.ts";

/**
 * A product's texts (name, description, packaging details), one version per language, each with
 * where it came from, as for company texts: the product's source language is the company's
 * writing language (English when it has none, or the first language written when the product has
 * no text in it); a version made from an older source is outdated; machine translation never
 * replaces a person's text.
 */

export function productTextDigest(text: {
  name: string;
  description: string | null;
  packagingDetails: string | null;
}) {
  return createHash("sha256")
    .update(`${text.name}\u0000${text.description ?? ""}\u0000${text.packagingDetails ?? ""}`)
    .digest("hex")
    .slice(0, 32);
}

/** The description as stored: sanitised rich text (no scripts, no h1/h2), or null when it says nothing. */
export function cleanDescription(html: string | null): string | null {
  if (!html) return null;
  const clean = sanitizeRichText(html).trim();
  const hasWords = clean.replace(/<[^>]*>|&nbsp;/g, "").trim() !== "" || /<img\s/i.test(clean);
  return hasWords ? clean : null;
}

export function cleanTexts(texts: ProductInput["texts"]): Record<string, ProductText> {
  const out: Record<string, ProductText> = {};
  for (const [lang, text] of Object.entries(texts)) {
    if (!text) continue;
    out[lang] = { ...text, description: cleanDescription(text.description) };
  }
  return out;
}

export function productSourceLang(
  writingLang: string | null | undefined,
  texts: Record<string, unknown>,
): Lang {
  const preferred = isLang(writingLang) ? writingLang : "en";
  if (texts[preferred]) return preferred;
  const first = Object.keys(texts).find(isLang);
  return first ?? preferred;
}

const sameText = (row: TextRow, text: ProductText) =>
  row.name === text.name &&
  (row.description ?? null) === (text.description ?? null) &&
  (row.packaging_details ?? null) === (text.packagingDetails ?? null);

/**
 * The rows to store for `texts` (already cleaned), given the rows stored now: a language a person
 * left as it was keeps its origin and digest; a changed one becomes the person's (or "machine,
 * reviewed" when it was the machine's), made from the source as it is after this save.
 */
export function nextTextRows(
  current: TextRow[],
  texts: Record<string, ProductText>,
  sourceLang: Lang,
  now: string,
): TextRow[] {
  const byLang = new Map(current.map((row) => [row.lang, row]));
  const source = texts[sourceLang];
  const sourceDigest = source ? productTextDigest(source) : null;
  return Object.entries(texts).map(([lang, text]) => {
    const row = byLang.get(lang);
    const isSource = lang === sourceLang;
    if (row && sameText(row, text) && (!isSource || row.origin === "source"))
      return isSource ? { ...row, source_lang: sourceLang, source_digest: sourceDigest } : row;
    return {
      lang,
      name: text.name,
      description: text.description,
      packaging_details: text.packagingDetails,
      origin: isSource
        ? "source"
        : row?.origin === "machine" || row?.origin === "machine_reviewed"
          ? "machine_reviewed"
          : "human",
      source_lang: sourceLang,
      source_digest: sourceDigest,
      updated_at: now,
    };
  });
}

/** A language's state for the editor and the list's "translations done". */
export type ProductTextState = "source" | "current" | "outdated" | "missing";

export function textStates(
  rows: TextRow[],
  sourceLang: Lang,
  langs: readonly Lang[],
): Record<Lang, ProductTextState> {
  const byLang = new Map(rows.map((row) => [row.lang, row]));
  const source = byLang.get(sourceLang);
  const digest = source
    ? productTextDigest({
        name: source.name,
        description: source.description,
        packagingDetails: source.packaging_details,
      })
    : null;
  return Object.fromEntries(
    langs.map((lang) => {
      const row = byLang.get(lang);
      if (!row) return [lang, "missing"];
      if (lang === sourceLang) return [lang, "source"];
      return [lang, row.source_digest && row.source_digest !== digest ? "outdated" : "current"];
    }),
  ) as Record<Lang, ProductTextState>;
}
