import { SelectField, TextAreaField } from "#app/components/field-parts.tsx";
import { FormField } from "#app/components/form-field.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import type { FieldErrors } from "#app/lib/forms.ts";
import { INCOTERMS } from "#core/rules/order-flow.ts";
import { DRAFT_SHIPPING, ORDER_CURRENCIES } from "#core/schemas/order-draft.ts";
import {
  LEAD_TIME_MAX_DAYS,
  ORDER_NOTE_MAX,
  ORDER_QUANTITY_MAX,
  ORDER_TEXT_MAX,
} from "#core/schemas/orders.ts";
import { PRODUCT_UNITS } from "#core/schemas/purchase-request-rules.ts";

interface Parts {
  values: Record<string, string>;
  errors: FieldErrors;
}

const SECONDARY =
  "inline-flex min-h-10 items-center rounded-md border border-gray-300 bg-white px-4 text-sm font-semibold hover:bg-gray-100";

/**
 * The order's lines: each one of the company's products or a free item, with quantity, unit and
 * unit price (decimal text, kept exactly). A product's tier price for the quantity is filled by
 * "Fill from my products"; "Add a line" shows another row. Both post the form and change nothing.
 */
export function DraftLines({
  rows,
  values,
  errors,
  products,
}: Parts & { rows: number; products: { id: number; name: string }[] }) {
  const { t } = useTranslation();
  const p = "supplier.orderDraft";
  return (
    <fieldset className="space-y-3" aria-describedby={errors.lines ? "lines-error" : undefined}>
      <legend className="text-lg font-semibold">{t(`${p}.lines`)}</legend>
      <p className="text-sm text-gray-600">{t(`${p}.linesHelp`)}</p>
      {errors.lines ? (
        <p id="lines-error" role="alert" className="text-sm text-red-700">
          {t(errors.lines)}
        </p>
      ) : null}
      <ol className="space-y-3">
        {Array.from({ length: rows }, (_, i) => {
          const name = (field: string) => `lines.${i}.${field}`;
          return (
            <li key={name("row")} className="rounded-md border border-gray-200 p-3">
              <p className="mb-2 text-sm font-medium text-gray-700">{t(`${p}.lineNumber`, { n: i + 1 })}</p>
              {/* On a phone the product and its name take a row each, quantity and unit share one. */}
              <div className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_7rem_9rem_8rem]">
                <SelectField
                  className="col-span-2 lg:col-span-1"
                  name={name("product")}
                  label={t(`${p}.product`)}
                  emptyLabel={t(`${p}.freeItem`)}
                  defaultValue={values[name("product")] ?? ""}
                  error={errors[name("product")]}
                >
                  {products.map((product) => (
                    <option key={product.id} value={product.id}>
                      {product.name}
                    </option>
                  ))}
                </SelectField>
                <FormField
                  className="col-span-2 lg:col-span-1"
                  name={name("name")}
                  label={t(`${p}.itemName`)}
                  defaultValue={values[name("name")] ?? ""}
                  maxLength={ORDER_TEXT_MAX}
                  dir="auto"
                  error={errors[name("name")]}
                />
                <FormField
                  name={name("quantity")}
                  label={t(`${p}.quantity`)}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={ORDER_QUANTITY_MAX}
                  defaultValue={values[name("quantity")] ?? ""}
                  error={errors[name("quantity")]}
                />
                <SelectField
                  name={name("unit")}
                  label={t(`${p}.unit`)}
                  defaultValue={values[name("unit")] ?? "piece"}
                  error={errors[name("unit")]}
                >
                  {PRODUCT_UNITS.map((unit) => (
                    <option key={unit} value={unit}>
                      {t(`units.${unit}`)}
                    </option>
                  ))}
                </SelectField>
                <FormField
                  className="col-span-2 lg:col-span-1"
                  name={name("unitPrice")}
                  label={t(`${p}.unitPrice`)}
                  inputMode="decimal"
                  dir="ltr"
                  placeholder="0.00"
                  defaultValue={values[name("unitPrice")] ?? ""}
                  error={errors[name("unitPrice")]}
                />
              </div>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap gap-2">
        <button type="submit" name="intent" value="fill" formNoValidate className={SECONDARY}>
          {t(`${p}.fill`)}
        </button>
        <button type="submit" name="intent" value="more" formNoValidate className={SECONDARY}>
          {t(`${p}.addLine`)}
        </button>
      </div>
    </fieldset>
  );
}

/** Currency, Incoterm and named place, lead time, deposit, shipping and a note for the buyer. */
export function DraftTerms({ values, errors }: Parts) {
  const { t } = useTranslation();
  const p = "supplier.orderDraft";
  const shipping = values.shipping ?? "to_quote";
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-semibold">{t(`${p}.terms`)}</legend>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <SelectField
          name="currency"
          label={t(`${p}.currency`)}
          defaultValue={values.currency ?? "USD"}
          error={errors.currency}
        >
          {ORDER_CURRENCIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
        <SelectField
          name="incoterm"
          label={t(`${p}.incoterm`)}
          emptyLabel={t(`${p}.noIncoterm`)}
          defaultValue={values.incoterm ?? ""}
          error={errors.incoterm}
        >
          {INCOTERMS.map((term) => (
            <option key={term} value={term}>
              {term}
            </option>
          ))}
        </SelectField>
        <FormField
          name="namedPlace"
          label={t(`${p}.namedPlace`)}
          hint={t(`${p}.namedPlaceHint`)}
          defaultValue={values.namedPlace ?? ""}
          maxLength={ORDER_TEXT_MAX}
          dir="auto"
          error={errors.namedPlace}
        />
        <FormField
          name="leadTimeDays"
          label={t(`${p}.leadTime`)}
          type="number"
          inputMode="numeric"
          min={1}
          max={LEAD_TIME_MAX_DAYS}
          required
          marker
          defaultValue={values.leadTimeDays ?? ""}
          error={errors.leadTimeDays}
        />
        <FormField
          name="depositPercent"
          label={t(`${p}.deposit`)}
          hint={t(`${p}.depositHint`)}
          type="number"
          inputMode="numeric"
          min={1}
          max={99}
          defaultValue={values.depositPercent ?? ""}
          error={errors.depositPercent}
        />
      </div>
      <fieldset aria-describedby={errors.shipping ? "shipping-error" : undefined}>
        <legend className="mb-1 text-sm font-medium">{t(`${p}.shipping`)}</legend>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-4">
          {DRAFT_SHIPPING.map((option) => (
            <label key={option} className="flex min-h-10 items-center gap-2">
              <input type="radio" name="shipping" value={option} defaultChecked={shipping === option} />
              {t(`${p}.shippingOption.${option}`)}
            </label>
          ))}
        </div>
        {errors.shipping ? (
          <p id="shipping-error" role="alert" className="text-sm text-red-700">
            {t(errors.shipping)}
          </p>
        ) : null}
      </fieldset>
      <FormField
        name="shippingCost"
        label={t(`${p}.shippingCost`)}
        hint={t(`${p}.shippingCostHint`)}
        inputMode="decimal"
        dir="ltr"
        placeholder="0.00"
        className="sm:max-w-xs"
        defaultValue={values.shippingCost ?? ""}
        error={errors.shippingCost}
      />
      <TextAreaField
        name="note"
        label={t(`${p}.note`)}
        hint={t(`${p}.noteHint`)}
        rows={3}
        maxLength={ORDER_NOTE_MAX}
        dir="auto"
        defaultValue={values.note ?? ""}
        error={errors.note}
      />
    </fieldset>
  );
}
