import { FormField } from "#app/components/form-field.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { PRODUCT_LIMITS } from "#core/schemas/product-editor.ts";
import { PRODUCT_UNITS } from "#core/schemas/purchase-request-rules.ts";
import type { EditorErrors } from "./editor-types.ts";
import type { EditorValues } from "./editor-values.ts";
import { PathError, smallButton } from "./editor-section.tsx";
import { CheckField, ChoiceSelect } from "./unit-select.tsx";

const CURRENCIES = ["USD", "EUR", "CNY", "TRY", "GBP", "JPY", "INR", "AED", "SAR", "RUB", "IRR", "ILS"];

/**
 * FOB prices: the currency, a price range per unit or "price on request", price tiers by quantity
 * (each quantity above the one before, each price no higher), the minimum order and whether the
 * product can go into a buyer's cart. One blank tier row waits at the end.
 */
export function PriceFields({ values, errors }: { values: EditorValues; errors: EditorErrors }) {
  const { t } = useTranslation();
  const currencies = CURRENCIES.includes(values.fobCurrency)
    ? CURRENCIES
    : [values.fobCurrency, ...CURRENCIES];
  const tiers =
    values.priceTiers.length < PRODUCT_LIMITS.priceTiers
      ? [...values.priceTiers, { minQuantity: "", price: "" }]
      : values.priceTiers;
  const money = { inputMode: "decimal" as const, dir: "ltr" as const, autoComplete: "off" };
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <ChoiceSelect
          name="fobCurrency"
          label={t("supplier.productEditor.currency")}
          choices={currencies}
          prefix=""
          value={values.fobCurrency}
          error={errors.fobCurrency}
        />
        <FormField
          name="priceMin"
          label={t("supplier.productEditor.priceMin")}
          defaultValue={values.priceMin}
          error={errors.priceMin}
          {...money}
        />
        <FormField
          name="priceMax"
          label={t("supplier.productEditor.priceMax")}
          defaultValue={values.priceMax}
          error={errors.priceMax}
          {...money}
        />
        <ChoiceSelect
          name="fobUnit"
          label={t("supplier.productEditor.priceUnit")}
          choices={PRODUCT_UNITS}
          prefix="units"
          value={values.fobUnit}
          error={errors.fobUnit}
        />
      </div>
      <CheckField
        name="priceOnRequest"
        label={t("supplier.productEditor.priceOnRequest")}
        hint={t("supplier.productEditor.priceOnRequestHint")}
        checked={values.priceOnRequest}
        error={errors.priceOnRequest}
      />
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold">{t("supplier.productEditor.tiers")}</legend>
        <p className="text-xs text-gray-600">{t("supplier.productEditor.tiersHint")}</p>
        <ol className="space-y-2">
          {tiers.map((tier, i) => (
            <li key={i} className="grid grid-cols-2 items-end gap-2 sm:max-w-md">
              <FormField
                name={`priceTiers.${i}.minQuantity`}
                label={t("supplier.productEditor.tierQuantity", { n: i + 1 })}
                inputMode="numeric"
                dir="ltr"
                defaultValue={tier.minQuantity}
                error={errors[`priceTiers.${i}.minQuantity`]}
              />
              <FormField
                name={`priceTiers.${i}.price`}
                label={t("supplier.productEditor.tierPrice", { n: i + 1 })}
                defaultValue={tier.price}
                error={errors[`priceTiers.${i}.price`]}
                {...money}
              />
            </li>
          ))}
        </ol>
        <PathError id="priceTiers" error={errors.priceTiers} />
        <button type="submit" name="intent" value="refresh" data-focus="rows:tiers" className={smallButton}>
          {t("supplier.productEditor.moreRows")}
        </button>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <FormField
          name="minOrderQuantity"
          label={t("supplier.productEditor.moq")}
          inputMode="numeric"
          dir="ltr"
          defaultValue={values.minOrderQuantity}
          error={errors.minOrderQuantity}
        />
        <ChoiceSelect
          name="minOrderUnit"
          label={t("supplier.productEditor.moqUnit")}
          choices={PRODUCT_UNITS}
          prefix="units"
          value={values.minOrderUnit}
          error={errors.minOrderUnit}
        />
      </div>
      <CheckField
        name="isCartAvailable"
        label={t("supplier.productEditor.cart")}
        hint={t("supplier.productEditor.cartHint")}
        checked={values.isCartAvailable}
        error={errors.isCartAvailable}
      />
    </div>
  );
}
