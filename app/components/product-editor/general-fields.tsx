import { SelectField } from "#app/components/field-parts.tsx";
import { FormField } from "#app/components/form-field.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { countryName } from "#core/i18n/format.ts";
import { COUNTRY_CODES } from "#core/schemas/company-profile.ts";
import { PRODUCT_LIMITS } from "#core/schemas/product-editor.ts";
import type { EditorErrors } from "./editor-types.ts";
import type { EditorValues } from "./editor-values.ts";

/** Brand, model number, the supplier's own SKU, the place of origin and search keywords. */
export function GeneralFields({ values, errors }: { values: EditorValues; errors: EditorErrors }) {
  const { t } = useTranslation();
  const lang = useLang();
  const countries = COUNTRY_CODES.map((code) => ({ code, name: countryName(lang, code) })).sort((a, b) =>
    a.name.localeCompare(b.name, lang),
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        name="brand"
        label={t("supplier.productEditor.brand")}
        maxLength={PRODUCT_LIMITS.brand}
        defaultValue={values.brand}
        error={errors.brand}
      />
      <FormField
        name="modelNumber"
        label={t("supplier.productEditor.modelNumber")}
        maxLength={PRODUCT_LIMITS.modelNumber}
        defaultValue={values.modelNumber}
        error={errors.modelNumber}
      />
      <FormField
        name="supplierSku"
        label={t("supplier.productEditor.supplierSku")}
        hint={t("supplier.productEditor.supplierSkuHint")}
        maxLength={PRODUCT_LIMITS.supplierSku}
        dir="ltr"
        defaultValue={values.supplierSku}
        error={errors.supplierSku}
      />
      <SelectField
        name="placeOfOrigin"
        label={t("supplier.productEditor.placeOfOrigin")}
        emptyLabel={t("supplier.productEditor.choose")}
        defaultValue={values.placeOfOrigin}
        error={errors.placeOfOrigin}
        required
      >
        {countries.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <FormField
        name="keywords"
        className="sm:col-span-2"
        label={t("supplier.productEditor.keywords")}
        hint={t("supplier.productEditor.keywordsHint", { max: PRODUCT_LIMITS.keywords })}
        defaultValue={values.keywords}
        error={errors.keywords ?? Object.entries(errors).find(([k]) => k.startsWith("keywords."))?.[1]}
      />
    </div>
  );
}
