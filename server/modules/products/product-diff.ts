import { LANG_CODES } from "#core/i18n/languages.ts";
import type { ReviewedFields } from "#core/schemas/product-editor.ts";

/** The reviewed fields other than the texts, in the order the operator reads them. */
export const DIFF_FIELDS = [
  "categoryCode",
  "pictures",
  "brand",
  "modelNumber",
  "placeOfOrigin",
  "keywords",
  "packaging",
  "variationOptions",
  "customVariations",
  "certifications",
  "manufactureLocation",
] as const satisfies readonly Exclude<keyof ReviewedFields, "texts">[];
export type DiffField = (typeof DIFF_FIELDS)[number];

/** A language's text fields, in reading order. */
export const TEXT_FIELDS = ["name", "description", "packagingDetails"] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

export type FieldChange =
  | { field: DiffField; lang: null; before: unknown; after: unknown }
  | { field: TextField; lang: string; before: string | null; after: string | null };

/** A certificate as the operator compares it: its row id is bookkeeping, not content. */
const certificateContent = (c: ReviewedFields["certifications"][number]) => ({
  name: c.name,
  authorizedOrganization: c.authorizedOrganization ?? null,
  startDate: c.startDate ?? null,
  endDate: c.endDate ?? null,
  fileId: c.fileId ?? null,
});

function comparable(field: DiffField, value: unknown): unknown {
  if (field === "certifications" && Array.isArray(value))
    return (value as ReviewedFields["certifications"]).map(certificateContent);
  return value ?? null;
}

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What a review changes, field by field and, for the texts, language by language: against the
 * live product for a change request, against nothing for a new product (then every field that
 * says something). Pictures and lists compare as wholes (their order matters: the first picture
 * is the main one). Unchanged fields are left out.
 */
export function diffProductFields(before: ReviewedFields | null, after: ReviewedFields): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of DIFF_FIELDS) {
    const was = before ? comparable(field, before[field]) : null;
    const now = comparable(field, after[field]);
    if (before ? same(was, now) : isEmpty(now)) continue;
    changes.push({ field, lang: null, before: was, after: now });
  }
  const langs = LANG_CODES.filter((lang) => before?.texts[lang] || after.texts[lang]);
  for (const lang of langs) {
    for (const field of TEXT_FIELDS) {
      const was = before?.texts[lang]?.[field] ?? null;
      const now = after.texts[lang]?.[field] ?? null;
      if (was === now || (isEmpty(was) && isEmpty(now))) continue;
      changes.push({ field, lang, before: was, after: now });
    }
  }
  return changes;
}
