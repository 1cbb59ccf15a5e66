import { controlClass, describedBy } from "#app/components/field-parts.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatNumber } from "#core/i18n/format.ts";
import { currencyDigits, moneyText } from "#core/rules/money.ts";
import type { OrderDetail } from "#core/schemas/order-view.ts";
import { ORDER_QUANTITY_MAX } from "#core/schemas/orders.ts";
import { type StepFailure, StepForm, SubmitStep } from "#app/components/orders/step-form.tsx";
import { StepError, NoteField } from "./step-fields.tsx";

/** A price as the text the supplier edits: the currency's decimals, or all four when it has more. */
export function priceText(e4: number, currency: string): string {
  const digits = currencyDigits(currency);
  return moneyText(e4, e4 % 10 ** (4 - digits) === 0 ? digits : 4);
}

function CellError({ id, error }: { id: string; error: string | undefined }) {
  const { t } = useTranslation();
  return error ? (
    <span id={`${id}-error`} role="alert" className="mt-1 block text-xs text-red-700">
      {t(error)}
    </span>
  ) : null;
}

/**
 * Before confirming, the supplier may change each line's quantity and unit price (decimal text,
 * exact). Every change goes into the order's timeline, which the buyer reads.
 */
export function LinesForm({ order, failure }: { order: OrderDetail; failure: StepFailure | undefined }) {
  const { t } = useTranslation();
  const lang = useLang();
  const cell = "px-1 py-2 align-top";
  return (
    <StepForm step="change_lines">
      <StepError failure={failure} />
      <p className="text-sm text-gray-600">{t("supplier.orders.lines.help")}</p>
      {failure?.fields.lines ? (
        <p role="alert" className="text-sm text-red-700">
          {t(failure.fields.lines)}
        </p>
      ) : null}
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead>
            <tr className="text-gray-600">
              <th scope="col" className={`${cell} text-start font-medium`}>
                {t("supplier.orders.product")}
              </th>
              <th scope="col" className={`${cell} text-start font-medium`}>
                {t("supplier.orders.quantity")}
              </th>
              <th scope="col" className={`${cell} text-start font-medium`}>
                {t("supplier.orders.lines.unitPrice", { currency: order.currency })}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line, i) => {
              const q = `change_lines-lines.${i}.quantity`;
              const p = `change_lines-lines.${i}.unitPrice`;
              const qError = failure?.fields[`lines.${i}.quantity`];
              const pError = failure?.fields[`lines.${i}.unitPrice`];
              return (
                <tr key={line.id} className="border-t border-gray-100">
                  <th scope="row" className={`${cell} min-w-28 text-start font-normal`}>
                    <input type="hidden" name={`lines.${i}.id`} value={line.id} />
                    <bdi className="break-words">{line.productName}</bdi>
                    <span className="block text-xs text-gray-600">
                      {formatNumber(lang, line.quantity)} × {priceText(line.unitPriceE4, order.currency)}
                    </span>
                  </th>
                  <td className={cell}>
                    <label htmlFor={q} className="sr-only">
                      {t("supplier.orders.lines.quantityOf", { name: line.productName })}
                    </label>
                    <input
                      id={q}
                      name={`lines.${i}.quantity`}
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={ORDER_QUANTITY_MAX}
                      required
                      defaultValue={failure?.values[`lines.${i}.quantity`] ?? line.quantity}
                      aria-invalid={qError ? true : undefined}
                      aria-describedby={describedBy(q, qError)}
                      className={controlClass(false, "min-w-24")}
                    />
                    <CellError id={q} error={qError} />
                  </td>
                  <td className={cell}>
                    <label htmlFor={p} className="sr-only">
                      {t("supplier.orders.lines.priceOf", { name: line.productName })}
                    </label>
                    <input
                      id={p}
                      name={`lines.${i}.unitPrice`}
                      inputMode="decimal"
                      required
                      dir="ltr"
                      defaultValue={
                        failure?.values[`lines.${i}.unitPrice`] ?? priceText(line.unitPriceE4, order.currency)
                      }
                      aria-invalid={pError ? true : undefined}
                      aria-describedby={describedBy(p, pError)}
                      className={controlClass(false, "min-w-28")}
                    />
                    <CellError id={p} error={pError} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <NoteField step="change_lines" failure={failure} label={t("supplier.orders.lines.note")} />
      <SubmitStep tone="plain">{t("supplier.orders.lines.submit")}</SubmitStep>
    </StepForm>
  );
}
