import { FormField } from "#app/components/form-field.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { PRODUCT_LIMITS } from "#core/schemas/product-editor.ts";
import type { EditorErrors } from "./editor-types.ts";
import type { EditorValues } from "./editor-values.ts";
import { PathError, smallButton } from "./editor-section.tsx";
import { thumbnail } from "./picture-list.tsx";

type Variation = EditorValues["customVariations"][number];

/**
 * Up to four variations of the supplier's own naming (colour, size…), each with its values and
 * an optional picture per value. One blank variation and one blank value row wait at the end of
 * the lists; "More rows" posts the form back to add the next blank ones.
 */
export function CustomVariations({ variations, errors }: { variations: Variation[]; errors: EditorErrors }) {
  const { t } = useTranslation();
  const rows =
    variations.length < PRODUCT_LIMITS.customVariations
      ? [...variations, { name: "", values: [] }]
      : variations;
  return (
    <div className="space-y-4">
      {rows.map((variation, i) => {
        const values =
          variation.values.length < PRODUCT_LIMITS.customValues
            ? [...variation.values, { name: "", image: "" }]
            : variation.values;
        return (
          <fieldset key={i} className="space-y-3 rounded-md border border-gray-200 p-3">
            <legend className="px-1 text-sm font-semibold">
              {t("supplier.productEditor.customVariationN", { n: i + 1 })}
            </legend>
            <FormField
              name={`customVariations.${i}.name`}
              label={t("supplier.productEditor.customVariationName")}
              placeholder={t("supplier.productEditor.customVariationExample")}
              maxLength={PRODUCT_LIMITS.customName}
              defaultValue={variation.name}
              error={errors[`customVariations.${i}.name`]}
            />
            <PathError id={`customVariations.${i}.values`} error={errors[`customVariations.${i}.values`]} />
            <ul className="space-y-2">
              {values.map((value, j) => {
                const base = `customVariations.${i}.values.${j}`;
                return (
                  <li key={j} className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
                    <FormField
                      name={`${base}.name`}
                      label={t("supplier.productEditor.valueN", { n: j + 1 })}
                      maxLength={PRODUCT_LIMITS.customName}
                      defaultValue={value.name}
                      error={errors[`${base}.name`]}
                    />
                    <div className="flex flex-wrap items-center gap-2">
                      <input type="hidden" name={`${base}.image`} value={value.image} />
                      {value.image ? (
                        <>
                          <img
                            src={thumbnail(value.image)}
                            alt=""
                            width={40}
                            height={40}
                            className="h-10 w-10 rounded border object-cover"
                          />
                          <button
                            type="submit"
                            name="intent"
                            value={`value-image:remove:${i}.${j}`}
                            aria-label={t("supplier.productEditor.removeValuePicture", { n: j + 1 })}
                            className={smallButton}
                          >
                            {t("supplier.productEditor.remove")}
                          </button>
                        </>
                      ) : (
                        <div>
                          <label htmlFor={`${base}.file`} className="block text-xs text-gray-700">
                            {t("supplier.productEditor.valuePicture", { n: j + 1 })}
                          </label>
                          <input
                            id={`${base}.file`}
                            name={`${base}.file`}
                            type="file"
                            accept="image/jpeg,image/png,image/webp"
                            className="block w-full max-w-full text-xs"
                          />
                        </div>
                      )}
                      <PathError id={`${base}.image`} error={errors[`${base}.image`]} />
                    </div>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        );
      })}
      <PathError id="customVariations" error={errors.customVariations} />
      <button type="submit" name="intent" value="refresh" data-focus="rows:custom" className={smallButton}>
        {t("supplier.productEditor.moreRows")}
      </button>
    </div>
  );
}
