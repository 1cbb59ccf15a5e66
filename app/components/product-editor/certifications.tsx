import { FormField } from "#app/components/form-field.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { PRODUCT_LIMITS } from "#core/schemas/product-editor.ts";
import type { EditorErrors } from "./editor-types.ts";
import type { EditorValues } from "./editor-values.ts";
import { PathError, smallButton } from "./editor-section.tsx";

type Certificate = EditorValues["certifications"][number];

/**
 * The product's certificates: name, issuing body, dates and the certificate's file (a PDF or a
 * picture, checked by content and kept private). The operator checks each before buyers see it.
 * A certificate is removed by clearing its row. One blank row waits at the end.
 */
export function Certifications({
  certificates,
  errors,
}: {
  certificates: Certificate[];
  errors: EditorErrors;
}) {
  const { t } = useTranslation();
  const rows =
    certificates.length < PRODUCT_LIMITS.certifications
      ? [
          ...certificates,
          { id: "", name: "", authorizedOrganization: "", startDate: "", endDate: "", fileId: "" },
        ]
      : certificates;
  return (
    <div className="space-y-4">
      {rows.map((c, i) => {
        const base = `certifications.${i}`;
        return (
          <fieldset key={i} className="grid gap-3 rounded-md border border-gray-200 p-3 sm:grid-cols-2">
            <legend className="px-1 text-sm font-semibold">
              {t("supplier.productEditor.certificateN", { n: i + 1 })}
            </legend>
            <input type="hidden" name={`${base}.id`} value={c.id} />
            <input type="hidden" name={`${base}.fileId`} value={c.fileId} />
            <FormField
              name={`${base}.name`}
              label={t("supplier.productEditor.certificateName")}
              maxLength={PRODUCT_LIMITS.certificationName}
              defaultValue={c.name}
              error={errors[`${base}.name`]}
            />
            <FormField
              name={`${base}.authorizedOrganization`}
              label={t("supplier.productEditor.certificateIssuer")}
              maxLength={PRODUCT_LIMITS.certificationName}
              defaultValue={c.authorizedOrganization}
              error={errors[`${base}.authorizedOrganization`]}
            />
            <FormField
              name={`${base}.startDate`}
              type="date"
              label={t("supplier.productEditor.certificateStart")}
              defaultValue={c.startDate}
              error={errors[`${base}.startDate`]}
            />
            <FormField
              name={`${base}.endDate`}
              type="date"
              label={t("supplier.productEditor.certificateEnd")}
              defaultValue={c.endDate}
              error={errors[`${base}.endDate`]}
            />
            <div className="sm:col-span-2">
              <label htmlFor={`${base}.file`} className="mb-1 block text-sm font-medium">
                {c.fileId
                  ? t("supplier.productEditor.certificateFileReplace")
                  : t("supplier.productEditor.certificateFile")}
              </label>
              <input
                id={`${base}.file`}
                name={`${base}.file`}
                type="file"
                accept="application/pdf,image/png,image/jpeg,image/webp"
                aria-describedby={`${base}.file-hint`}
                className="block w-full max-w-full text-sm file:me-3 file:min-h-10 file:rounded-md file:border file:border-gray-300 file:bg-white file:px-3"
              />
              <p id={`${base}.file-hint`} className="mt-1 text-xs text-gray-500">
                {c.fileId
                  ? t("supplier.productEditor.certificateFileKept")
                  : t("supplier.productEditor.certificateFileHint")}
              </p>
              <PathError id={`${base}.file`} error={errors[`${base}.file`] ?? errors[`${base}.fileId`]} />
            </div>
          </fieldset>
        );
      })}
      <PathError id="certifications" error={errors.certifications} />
      <button
        type="submit"
        name="intent"
        value="refresh"
        data-focus="rows:certifications"
        className={smallButton}
      >
        {t("supplier.productEditor.moreRows")}
      </button>
    </div>
  );
}
