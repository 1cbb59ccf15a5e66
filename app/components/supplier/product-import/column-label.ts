import type { TFunction } from "#core/i18n/i18n.ts";
import { languageName } from "#core/i18n/format.ts";
import type { Lang } from "#core/i18n/languages.ts";

/**
 * A sheet column as the member reads it: "Name (Turkish)", "Variation: Colour", "Minimum order".
 * `groupNames` names the variation groups in the member's language (their code otherwise).
 */
export function columnLabel(
  t: TFunction,
  lang: Lang,
  column: string,
  groupNames: Record<string, string> = {},
): string {
  const [head, rest] = column.split(/\.(.*)/s);
  if (head === "variation")
    return t("supplier.productImport.columns.variation", { group: groupNames[rest ?? ""] ?? rest ?? "" });
  if (rest && (head === "name" || head === "description" || head === "packaging_details"))
    return t("supplier.productImport.columns.textIn", {
      field: t(`supplier.productImport.columns.${head}`),
      language: languageName(lang, rest),
    });
  return t(`supplier.productImport.columns.${column}`, { defaultValue: column });
}
