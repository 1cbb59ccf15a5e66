import { z } from "zod";
import { LANG_CODES, type Lang } from "../i18n/languages.ts";

/** A synonym group: how many words or phrases it holds, and how long each may be. */
export const SYNONYM_LIMITS = { minTerms: 2, maxTerms: 12, termLength: 60, formText: 2000 } as const;

/**
 * How two terms are compared for "the same word". The server passes the search index's own
 * folding (case, accents, Turkish dotless i…), so what the index would treat as one word is one
 * word here too; the browser, which cannot load the server's code, passes `lowerCaseFold`, which
 * finds a subset of those duplicates (the server finds the rest).
 */
export type TermFold = (text: string) => string;
export const lowerCaseFold: TermFold = (text) => text.normalize("NFC").toLowerCase();

const ERRORS = {
  terms: "console.synonyms.errors.terms",
  tooFew: "console.synonyms.errors.tooFew",
  tooMany: "console.synonyms.errors.tooMany",
  termTooLong: "console.synonyms.errors.termTooLong",
  termNoWord: "console.synonyms.errors.termNoWord",
  duplicate: "console.synonyms.errors.duplicate",
  language: "console.synonyms.errors.language",
} as const;

// A term must hold a letter or a digit somewhere: "--" or "…" would match nothing a buyer types.
const HAS_WORD = /[\p{L}\p{N}]/u;

/** Trims a term and makes every run of spaces one space, as a buyer's query is read. */
export const cleanTerm = (term: string) => term.trim().replace(/\s+/gu, " ");

/**
 * A synonym group as the service takes it: 2–12 words or phrases (blank ones are dropped), each
 * 1–60 characters after trimming, with a letter or digit, no two the same after folding; and its
 * language, or null for every language. That a term sits in no other group of the same language
 * is checked by the service, which sees the other groups.
 */
export function synonymGroupSchema(fold: TermFold) {
  return z.object({
    lang: z.union([z.enum(LANG_CODES as [Lang, ...Lang[]]), z.null()], { error: ERRORS.language }),
    terms: z
      .array(z.string({ error: ERRORS.terms }), { error: ERRORS.terms })
      .max(SYNONYM_LIMITS.maxTerms * 4, ERRORS.tooMany)
      .transform((terms) => terms.map(cleanTerm).filter(Boolean))
      .superRefine((terms, ctx) => {
        const problem = termsProblem(terms, fold);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      }),
  });
}
export type SynonymGroupInput = z.output<ReturnType<typeof synonymGroupSchema>>;

function termsProblem(terms: string[], fold: TermFold): string | undefined {
  if (terms.length < SYNONYM_LIMITS.minTerms) return ERRORS.tooFew;
  if (terms.length > SYNONYM_LIMITS.maxTerms) return ERRORS.tooMany;
  if (terms.some((term) => [...term].length > SYNONYM_LIMITS.termLength)) return ERRORS.termTooLong;
  if (terms.some((term) => !HAS_WORD.test(term))) return ERRORS.termNoWord;
  if (new Set(terms.map(fold)).size < terms.length) return ERRORS.duplicate;
  return undefined;
}

/** The form's text: one word or phrase per line, or several on a line separated by commas. */
export const splitTerms = (text: string) => text.split(/[\n\r,،、，]+/u);

/**
 * The console's form: the terms as one text, the language ("" = every language). The rules are
 * the group schema's; the form only turns its text fields into the group's shape.
 */
export function synonymGroupFormSchema(fold: TermFold) {
  return z
    .object({
      terms: z.string().max(SYNONYM_LIMITS.formText, ERRORS.tooMany).optional(),
      lang: z.string().optional(),
    })
    .transform((form) => ({
      terms: splitTerms(form.terms ?? ""),
      lang: (form.lang || null) as Lang | null,
    }))
    .pipe(synonymGroupSchema(fold));
}
