import type { ReactNode } from "react";
import { SelectField, TextAreaField } from "#app/components/field-parts.tsx";
import { FormField } from "#app/components/form-field.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import type { FieldErrors } from "#app/lib/forms.ts";
import { INCOTERMS } from "#core/rules/order-flow.ts";
import { ORDER_CURRENCIES } from "#core/schemas/order-draft.ts";
import {
  LEAD_TIME_MAX_DAYS,
  ORDER_NOTE_MAX,
  ORDER_QUANTITY_MAX,
  ORDER_TEXT_MAX,
} from "#core/schemas/orders.ts";
import { PRODUCT_UNITS } from "#core/schemas/purchase-request-rules.ts";

/*
 * The fields a supplier's offer shares, whether it drafts an order or writes a quote: a line's
 * product or free item with its quantity and unit, and the trade terms. `words` is the form's
 * message prefix (supplier.orderDraft, supplier.quote.form), which holds the same labels.
 */

export const SECONDARY_BUTTON =
  "inline-flex min-h-10 items-center rounded-md border border-gray-300 bg-white px-4 text-sm font-semibold hover:bg-gray-100";

interface Parts {
  words: string;
  values: Record<string, string>;
  errors: FieldErrors;
}

/**
 * A line's product (or "Other item"), item name, quantity and unit, as items of the caller's grid:
 * on a phone the product and the name take a row each, quantity and unit share one.
 */
export function LineItemFields({
  index,
  origin = index,
  words,
  values,
  errors,
  products,
  nameHint,
  onProductChange,
}: Parts & {
  index: number;
  /** The line's index in `values` (where its values were posted), when rows moved since. */
  origin?: number | null;
  products: { id: number; name: string }[];
  nameHint?: string | undefined;
  onProductChange?: (productId: string) => void;
}) {
  const { t } = useTranslation();
  const name = (field: string) => `lines.${index}.${field}`;
  const value = (field: string, fallback = "") =>
    origin === null ? fallback : (values[`lines.${origin}.${field}`] ?? fallback);
  return (
    <>
      <SelectField
        className="col-span-2 lg:col-span-1"
        name={name("product")}
        label={t(`${words}.product`)}
        emptyLabel={t(`${words}.freeItem`)}
        defaultValue={value("product")}
        error={errors[name("product")]}
        onChange={onProductChange ? (event) => onProductChange(event.currentTarget.value) : undefined}
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
        label={t(`${words}.itemName`)}
        hint={nameHint}
        defaultValue={value("name")}
        maxLength={ORDER_TEXT_MAX}
        dir="auto"
        error={errors[name("name")]}
      />
      <FormField
        name={name("quantity")}
        label={t(`${words}.quantity`)}
        type="number"
        inputMode="numeric"
        min={1}
        max={ORDER_QUANTITY_MAX}
        defaultValue={value("quantity")}
        error={errors[name("quantity")]}
      />
      <SelectField
        name={name("unit")}
        label={t(`${words}.unit`)}
        defaultValue={value("unit", "piece")}
        error={errors[name("unit")]}
      >
        {PRODUCT_UNITS.map((unit) => (
          <option key={unit} value={unit}>
            {t(`units.${unit}`)}
          </option>
        ))}
      </SelectField>
    </>
  );
}

/**
 * Currency, Incoterm (each rule named) and named place, lead time, deposit, then `extra` fields of
 * the form's own in the same grid; shipping (included, a cost given now, to be quoted) with its
 * cost, and a note for the buyer.
 */
export function TradeTermsFields({
  words,
  values,
  errors,
  shippingOptions,
  extra,
}: Parts & { shippingOptions: readonly string[]; extra?: ReactNode }) {
  const { t } = useTranslation();
  const shipping = values.shipping || "to_quote";
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-semibold">{t(`${words}.terms`)}</legend>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <SelectField
          name="currency"
          label={t(`${words}.currency`)}
          defaultValue={values.currency || "USD"}
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
          label={t(`${words}.incoterm`)}
          emptyLabel={t(`${words}.noIncoterm`)}
          defaultValue={values.incoterm ?? ""}
          error={errors.incoterm}
        >
          {INCOTERMS.map((term) => (
            <option key={term} value={term}>
              {`${term} — ${t(`incoterms.${term}.name`)}`}
            </option>
          ))}
        </SelectField>
        <FormField
          name="namedPlace"
          label={t(`${words}.namedPlace`)}
          hint={t(`${words}.namedPlaceHint`)}
          defaultValue={values.namedPlace ?? ""}
          maxLength={ORDER_TEXT_MAX}
          dir="auto"
          error={errors.namedPlace}
        />
        <FormField
          name="leadTimeDays"
          label={t(`${words}.leadTime`)}
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
          label={t(`${words}.deposit`)}
          hint={t(`${words}.depositHint`)}
          type="number"
          inputMode="numeric"
          min={1}
          max={99}
          defaultValue={values.depositPercent ?? ""}
          error={errors.depositPercent}
        />
        {extra}
      </div>
      <fieldset aria-describedby={errors.shipping ? "shipping-error" : undefined}>
        <legend className="mb-1 text-sm font-medium">{t(`${words}.shipping`)}</legend>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-4">
          {shippingOptions.map((option) => (
            <label key={option} className="flex min-h-10 items-center gap-2">
              <input type="radio" name="shipping" value={option} defaultChecked={shipping === option} />
              {t(`${words}.shippingOption.${option}`)}
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
        label={t(`${words}.shippingCost`)}
        hint={t(`${words}.shippingCostHint`)}
        inputMode="decimal"
        dir="ltr"
        placeholder="0.00"
        className="sm:max-w-xs"
        defaultValue={values.shippingCost ?? ""}
        error={errors.shippingCost}
      />
      <TextAreaField
        name="note"
        label={t(`${words}.note`)}
        hint={t(`${words}.noteHint`)}
        rows={3}
        maxLength={ORDER_NOTE_MAX}
        dir="auto"
        defaultValue={values.note ?? ""}
        error={errors.note}
      />
    </fieldset>
  );
}
