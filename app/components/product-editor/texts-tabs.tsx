import { TextAreaField } from "#app/components/field-parts.tsx";
import { FormField } from "#app/components/form-field.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { LANG_CODES, type Lang, languageInfo } from "#core/i18n/languages.ts";
import { PRODUCT_LIMITS } from "#core/schemas/product-editor.ts";
import type { EditorErrors } from "./editor-types.ts";
import type { EditorText } from "./editor-values.ts";
import { FormatToolbar } from "./format-toolbar.tsx";

export interface TextProvenance {
  lang: Lang;
  state: "source" | "current" | "outdated" | "missing";
  origin: string | null;
}

const STATE_TONE: Record<string, string> = {
  missing: "bg-gray-100 text-gray-700",
  source: "bg-blue-100 text-blue-900",
  current: "bg-green-100 text-green-900",
  outdated: "bg-red-100 text-red-900",
};

/**
 * The name, description and packaging details in each language, one disclosure per language with
 * its state (the source, up to date, outdated since the source changed, missing) and who wrote it
 * (a person or the machine), like the company's texts. The source language is open; each is
 * written in its own direction. The description is rich text: the server keeps paragraphs, lists,
 * emphasis, links and headings from level 3 down, and drops the rest.
 */
export function TextsTabs({
  texts,
  provenance,
  sourceLang,
  errors,
}: {
  texts: Record<string, EditorText>;
  provenance: TextProvenance[] | undefined;
  sourceLang: Lang;
  errors: EditorErrors;
}) {
  const { t } = useTranslation();
  const order = [sourceLang, ...LANG_CODES.filter((l) => l !== sourceLang)];
  return (
    <div className="space-y-2">
      {order.map((lang) => {
        const info = languageInfo(lang);
        const text = texts[lang];
        const mark = provenance?.find((p) => p.lang === lang);
        const state = mark?.state ?? (text ? "current" : "missing");
        const hasError = Object.keys(errors).some((k) => k.startsWith(`texts.${lang}.`) && errors[k]);
        return (
          <details
            key={lang}
            open={lang === sourceLang || Boolean(text) || hasError}
            className="rounded-md border border-gray-200"
          >
            <summary className="flex min-h-11 cursor-pointer flex-wrap items-center justify-between gap-2 px-3 py-2">
              <span lang={lang} dir={info.dir} className="font-medium">
                {info.native}
              </span>
              <span className="flex flex-wrap gap-1">
                {mark?.origin === "machine" || mark?.origin === "machine_reviewed" ? (
                  <span className="rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                    {t("supplier.productEditor.machine")}
                  </span>
                ) : null}
                <span className={`rounded px-2 py-0.5 text-xs font-semibold ${STATE_TONE[state]}`}>
                  {t(`supplier.productEditor.textState.${state}`)}
                </span>
              </span>
            </summary>
            <div className="space-y-3 border-t border-gray-200 p-3" lang={lang} dir={info.dir}>
              <FormField
                name={`texts.${lang}.name`}
                label={t("supplier.productEditor.name")}
                marker={lang === sourceLang}
                maxLength={PRODUCT_LIMITS.name}
                defaultValue={text?.name ?? ""}
                error={errors[`texts.${lang}.name`]}
              />
              <FormatToolbar
                target={`texts.${lang}.description`}
                label={t("supplier.productEditor.format.toolbar", { lang: info.native })}
              />
              <TextAreaField
                name={`texts.${lang}.description`}
                label={t("supplier.productEditor.description")}
                hint={t("supplier.productEditor.descriptionHint")}
                rows={lang === sourceLang ? 8 : 5}
                defaultValue={text?.description ?? ""}
                error={errors[`texts.${lang}.description`]}
              />
              <TextAreaField
                name={`texts.${lang}.packagingDetails`}
                label={t("supplier.productEditor.packagingDetails")}
                rows={2}
                maxLength={PRODUCT_LIMITS.packagingDetails}
                defaultValue={text?.packagingDetails ?? ""}
                error={errors[`texts.${lang}.packagingDetails`]}
              />
            </div>
          </details>
        );
      })}
    </div>
  );
}
