import { FormField } from "#app/components/form-field.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import type { FieldErrors } from "#app/lib/forms.ts";
import { DRAFT_SHIPPING } from "#core/schemas/order-draft.ts";
import { LineItemFields, SECONDARY_BUTTON, TradeTermsFields } from "./trade-form-fields.tsx";

interface Parts {
  values: Record<string, string>;
  errors: FieldErrors;
}

const WORDS = "supplier.orderDraft";

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
  return (
    <fieldset className="space-y-3" aria-describedby={errors.lines ? "lines-error" : undefined}>
      <legend className="text-lg font-semibold">{t(`${WORDS}.lines`)}</legend>
      <p className="text-sm text-gray-600">{t(`${WORDS}.linesHelp`)}</p>
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
              <p className="mb-2 text-sm font-medium text-gray-700">
                {t(`${WORDS}.lineNumber`, { n: i + 1 })}
              </p>
              <div className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_7rem_9rem_8rem]">
                <LineItemFields index={i} words={WORDS} values={values} errors={errors} products={products} />
                <FormField
                  className="col-span-2 lg:col-span-1"
                  name={name("unitPrice")}
                  label={t(`${WORDS}.unitPrice`)}
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
        <button type="submit" name="intent" value="fill" formNoValidate className={SECONDARY_BUTTON}>
          {t(`${WORDS}.fill`)}
        </button>
        <button type="submit" name="intent" value="more" formNoValidate className={SECONDARY_BUTTON}>
          {t(`${WORDS}.addLine`)}
        </button>
      </div>
    </fieldset>
  );
}

/** Currency, Incoterm and named place, lead time, deposit, shipping and a note for the buyer. */
export function DraftTerms({ values, errors }: Parts) {
  return <TradeTermsFields words={WORDS} values={values} errors={errors} shippingOptions={DRAFT_SHIPPING} />;
}
