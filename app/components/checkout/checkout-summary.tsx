import { useNavigation } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { formatNumber } from "#core/i18n/format.ts";
import { useLang } from "#app/lib/use-lang.ts";
import type { CheckoutView } from "#core/schemas/checkout.ts";
import { CHECKOUT_FORM } from "./address-book.tsx";
import { useMoneyE4 } from "./checkout-orders.tsx";

/**
 * The side column: how many orders, their totals by currency, what happens next, and the button
 * that places them (disabled, with the reason, while something stands in the way).
 */
export function CheckoutSummary({
  checkout,
  blocker,
  formError,
}: {
  checkout: CheckoutView;
  blocker: string | null;
  formError: string | undefined;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const money = useMoneyE4();
  const busy = useNavigation().state === "submitting";
  const count = checkout.orders.length;
  const totals = new Map<string, number>();
  for (const order of checkout.orders)
    totals.set(order.currency, (totals.get(order.currency) ?? 0) + order.totalE4);
  const disabled = blocker !== null || count === 0;
  return (
    <aside
      aria-labelledby="summary-title"
      className="self-start rounded-lg border border-gray-200 bg-white p-4 lg:sticky lg:top-4"
    >
      <h2 id="summary-title" className="text-lg font-bold">
        {t("checkout.summary")}
      </h2>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
        <dt className="text-gray-700">{t("checkout.orderCount")}</dt>
        <dd className="text-end font-semibold">{formatNumber(lang, count)}</dd>
        {[...totals].map(([currency, e4]) => (
          <div key={currency} className="contents">
            <dt className="text-gray-700">{t("checkout.goodsTotal")}</dt>
            <dd className="text-end text-lg font-bold" data-testid="checkout-total">
              {money(e4, currency)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-gray-600">{t("checkout.shippingNote")}</p>
      <button
        type="submit"
        form={CHECKOUT_FORM}
        disabled={disabled || busy}
        aria-describedby={blocker ? "place-blocker" : "place-next"}
        className="mt-4 inline-flex min-h-11 w-full items-center justify-center rounded-md bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-gray-300 disabled:text-gray-700"
      >
        {busy
          ? t("checkout.placing")
          : count === 1
            ? t("checkout.placeOne")
            : t("checkout.placeMany", { count })}
      </button>
      {blocker ? (
        <p id="place-blocker" className="mt-2 text-sm text-red-800">
          {t(blocker)}
        </p>
      ) : null}
      {formError ? <p className="mt-2 text-sm text-red-800">{t(formError)}</p> : null}
      <p id="place-next" className="mt-3 text-sm text-gray-700">
        {t("checkout.whatNext")}
      </p>
    </aside>
  );
}
