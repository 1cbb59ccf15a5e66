import { Link } from "react-router";
import { CompanyLogo } from "#app/components/company/company-logo.tsx";
import { VerifiedBadge } from "#app/components/company/verified-badge.tsx";
import { thumbnail } from "#app/components/product-card.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { NOT_FOUND_PICTURE } from "#app/lib/default-images.ts";
import { useLang } from "#app/lib/use-lang.ts";
import { formatMoney, formatNumber, isolate } from "#core/i18n/format.ts";
import { E4, lineTotalE4, numberToE4 } from "#core/rules/money.ts";
import type { CartLineView } from "#core/schemas/cart.ts";
import type { CheckoutOrderPlan } from "#core/schemas/checkout.ts";
import { ORDER_NOTE_MAX } from "#core/schemas/orders.ts";

/** An exact amount in ten-thousandths, shown as the cart shows prices. */
export function useMoneyE4() {
  const lang = useLang();
  return (e4: number, currency: string) => formatMoney(lang, e4 / E4, currency);
}

function OrderLine({ line }: { line: CartLineView }) {
  const { t } = useTranslation();
  const lang = useLang();
  const money = useMoneyE4();
  const unit = t(`units.${line.unit}`, { defaultValue: t("units.piece") });
  const unitE4 = numberToE4(line.unitPrice ?? 0);
  return (
    <li className="grid grid-cols-[3.5rem_minmax(0,1fr)] gap-3 py-3 sm:grid-cols-[3.5rem_minmax(0,1fr)_auto]">
      <img
        src={thumbnail(line.picture)}
        alt=""
        width={56}
        height={56}
        loading="lazy"
        data-fallback={NOT_FOUND_PICTURE}
        className="size-14 rounded-md border border-gray-200 object-cover"
      />
      <div className="min-w-0 text-sm">
        <Link to={line.productUrl} dir="auto" className="font-semibold break-words hover:underline">
          {line.productName}
        </Link>
        {line.variations.length ? (
          <p className="text-gray-600">
            {line.variations.map((v) => (
              <bdi key={v.name} className="me-3 inline-block">
                {v.name}: {v.value}
              </bdi>
            ))}
          </p>
        ) : null}
        <p className="text-gray-700">
          <span className="whitespace-nowrap">
            {t("checkout.lineQuantity", {
              quantity: formatNumber(lang, line.quantity),
              price: t("product.pricePer", { price: money(unitE4, line.currency), unit }),
            })}
          </span>
          {line.tierMinimumQuantity !== null ? (
            <span className="whitespace-nowrap text-gray-600">
              {" "}
              ({t("productPage.tierFrom", { quantity: formatNumber(lang, line.tierMinimumQuantity), unit })})
            </span>
          ) : null}
        </p>
      </div>
      <p
        className="col-start-2 text-sm font-bold whitespace-nowrap sm:col-start-3 sm:text-end"
        data-testid="line-total"
      >
        {money(lineTotalE4(unitE4, line.quantity, line.currency), line.currency)}
      </p>
    </li>
  );
}

/**
 * One order checkout will place: the supplier, its lines at their tier prices, the order's total
 * and, once per supplier, the buyer's note to it.
 */
export function CheckoutOrder({
  order,
  withNote,
  note,
}: {
  order: CheckoutOrderPlan;
  withNote: boolean;
  note: string;
}) {
  const { t } = useTranslation();
  const money = useMoneyE4();
  const { supplier } = order;
  const titleId = `order-${supplier.id}-${order.currency}`;
  const noteId = `note-${supplier.id}`;
  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-gray-200 bg-white">
      <header className="flex items-center gap-3 border-b border-gray-200 px-4 py-3">
        <CompanyLogo src={supplier.logo} size={36} className="size-9 flex-none rounded object-contain" />
        <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
          <h3 id={titleId} className="min-w-0 font-bold break-words">
            <span className="sr-only">{t("checkout.orderFrom")} </span>
            <Link to={supplier.url} dir="auto" className="hover:underline">
              {supplier.name}
            </Link>
          </h3>
          {supplier.isVerified ? <VerifiedBadge /> : null}
        </div>
      </header>
      <ul className="divide-y divide-gray-100 px-4">
        {order.lines.map((line) => (
          <OrderLine key={line.id} line={line} />
        ))}
      </ul>
      <p className="flex items-baseline justify-end gap-2 border-t border-gray-200 bg-gray-50 px-4 py-2">
        <span className="text-sm text-gray-700">{t("checkout.orderTotal")}:</span>
        <span className="text-lg font-bold" data-testid="order-total">
          {money(order.totalE4, order.currency)}
        </span>
      </p>
      {withNote ? (
        <div className="border-t border-gray-200 px-4 py-3">
          <label htmlFor={noteId} className="mb-1 block text-sm font-medium">
            {t("checkout.noteTo", { name: isolate(supplier.name) })}
          </label>
          <textarea
            id={noteId}
            name={noteId}
            rows={2}
            maxLength={ORDER_NOTE_MAX}
            defaultValue={note}
            dir="auto"
            aria-describedby={`${noteId}-hint`}
            className="w-full rounded-md border border-gray-300 px-3 py-2"
          />
          <p id={`${noteId}-hint`} className="mt-1 text-xs text-gray-500">
            {t("checkout.noteHint")}
          </p>
        </div>
      ) : null}
    </section>
  );
}
