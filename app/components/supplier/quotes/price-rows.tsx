import { controlClass, describedBy, FieldHintAndError } from "#app/components/field-parts.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import type { FieldErrors } from "#app/lib/forms.ts";
import { QUOTE_PRICE_ROWS_MAX } from "#core/rules/quote-flow.ts";
import { ORDER_QUANTITY_MAX } from "#core/schemas/orders.ts";
import { SECONDARY_BUTTON } from "../trade-form-fields.tsx";

const W = "supplier.quote.form";
const REMOVE =
  "inline-flex min-h-10 w-full items-center justify-center rounded-md border border-gray-300 bg-white px-2 text-sm font-semibold hover:bg-gray-100";
/** Quantity, price and the remove button, the same widths in the titles and every row. */
const ROW =
  "grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_2.75rem] gap-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_7rem]";

/** A row on screen: its key, and where its values were in the posted form (null for a new row). */
export interface RowSlot {
  key: string;
  origin: number | null;
}

/**
 * A line's prices by quantity, one row each: "from N units, the unit price". The buttons post the
 * form (the server adds or takes out the row) and, with JavaScript, change the rows at once.
 */
export function PriceRows({
  line,
  lineOrigin,
  rows,
  values,
  errors,
  onAdd,
  onRemove,
}: {
  line: number;
  lineOrigin: number | null;
  rows: RowSlot[];
  values: Record<string, string>;
  errors: FieldErrors;
  onAdd: () => void;
  onRemove: (row: number) => void;
}) {
  const { t } = useTranslation();
  const listError = errors[`lines.${line}.prices`];
  const listErrorId = `lines.${line}.prices-error`;
  const value = (slot: RowSlot, field: string) =>
    lineOrigin === null || slot.origin === null
      ? ""
      : (values[`lines.${lineOrigin}.prices.${slot.origin}.${field}`] ?? "");
  return (
    <fieldset
      className="col-span-2 rounded-md bg-gray-50 p-3 lg:col-span-4"
      aria-describedby={listError ? listErrorId : undefined}
    >
      <legend className="float-start mb-1 w-full text-sm font-medium">{t(`${W}.prices`)}</legend>
      <p className="clear-both text-xs text-gray-600">{t(`${W}.pricesHelp`)}</p>
      {listError ? (
        <p id={listErrorId} role="alert" className="text-sm text-red-700">
          {t(listError)}
        </p>
      ) : null}
      {/* The columns' titles once, for the eye; each field carries its own label for screen readers. */}
      <div aria-hidden="true" className={`${ROW} mt-2 items-end text-sm`}>
        <span>{t(`${W}.priceFrom`)}</span>
        <span>{t(`${W}.price`)}</span>
      </div>
      <ol className="mt-1 space-y-2">
        {rows.map((slot, j) => {
          const name = (field: string) => `lines.${line}.prices.${j}.${field}`;
          return (
            <li key={slot.key} className={`${ROW} items-start`}>
              {(["from", "price"] as const).map((field) => (
                <div key={field} className="min-w-0">
                  <label htmlFor={name(field)} className="sr-only">
                    {t(`${W}.${field === "from" ? "priceFrom" : "price"}`)}
                  </label>
                  <input
                    id={name(field)}
                    name={name(field)}
                    inputMode={field === "from" ? "numeric" : "decimal"}
                    type={field === "from" ? "number" : "text"}
                    min={field === "from" ? 1 : undefined}
                    max={field === "from" ? ORDER_QUANTITY_MAX : undefined}
                    placeholder={field === "from" ? undefined : "0.00"}
                    dir="ltr"
                    defaultValue={value(slot, field)}
                    aria-invalid={errors[name(field)] ? true : undefined}
                    aria-describedby={describedBy(name(field), errors[name(field)])}
                    className={controlClass(false, "bg-white")}
                  />
                  <FieldHintAndError name={name(field)} error={errors[name(field)]} />
                </div>
              ))}
              {rows.length > 1 ? (
                <button
                  type="submit"
                  name="intent"
                  value={`remove-price:${line}:${j}`}
                  formNoValidate
                  onClick={(event) => {
                    event.preventDefault();
                    onRemove(j);
                  }}
                  aria-label={t(`${W}.removePriceLabel`, { n: j + 1, line: line + 1 })}
                  className={REMOVE}
                >
                  <span aria-hidden="true">×</span>
                  <span className="hidden sm:ms-1 sm:inline">{t(`${W}.removePrice`)}</span>
                </button>
              ) : null}
            </li>
          );
        })}
      </ol>
      {rows.length < QUOTE_PRICE_ROWS_MAX ? (
        <button
          type="submit"
          name="intent"
          value={`add-price:${line}`}
          formNoValidate
          onClick={(event) => {
            event.preventDefault();
            onAdd();
          }}
          className={`${SECONDARY_BUTTON} mt-2`}
        >
          {t(`${W}.addPrice`)}
        </button>
      ) : null}
    </fieldset>
  );
}
