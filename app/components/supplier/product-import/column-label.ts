import type { TFunction } from "#core/i18n/i18n.ts";
import { languageName } from "#core/i18n/format.ts";
import type { Lang } from "#core/i18n/languages.ts";

/** A sheet column as the member reads it: "Name (Turkish)", "Variation: color", "Minimum order". */
export function columnLabel(t: TFunction, lang: Lang, column: string): string {
  const [head, rest] = column.split(/\.(.*)/s);
  if (head === "variation") return t("supplier.productImport.columns.variation", { group: rest ?? "" });
  if (rest && (head === "name" || head === "description" || head === "packaging_details"))
    return t("supplier.productImport.columns.textIn", {
      field: t(`supplier.productImport.columns.${head}`),
      language: languageName(lang, rest),
    });
  return t(`supplier.productImport.columns.${column}`, { defaultValue: column });
}
