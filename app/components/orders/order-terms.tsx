import type { ReactNode } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatNumber } from "#core/i18n/format.ts";
import { percentOfE4 } from "#core/rules/money.ts";
import { ORDER_SIDES, type OrderSide } from "#core/rules/order-flow.ts";
import type { OrderDetail } from "#core/schemas/order-view.ts";
import { orderMoney } from "./order-format.ts";
import { Fact, Panel } from "./order-panel.tsx";
import { ShipTo } from "./ship-to.tsx";
import { SIDE_WORDS } from "./side-words.ts";

/**
 * Where and how the goods go: the Incoterm and its named place, the address, the lead time and
 * each side's note. A page may put facts of its own first (the supplier's: who the buyer is).
 */
export function OrderDelivery({
  order,
  side,
  title,
  children,
}: {
  order: OrderDetail;
  side: OrderSide;
  title?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const notes = { buyer: order.buyerNote, supplier: order.supplierNote };
  return (
    <Panel id="delivery" title={title ?? t("orders.delivery.title")}>
      <dl className="mt-2 grid gap-3 sm:grid-cols-2">
        {children}
        <Fact label={t("orders.delivery.incoterm")}>
          {order.incoterm ? (
            <>
              <span dir="ltr">{order.incoterm}</span>
              {order.namedPlace ? (
                <>
                  {" "}
                  <bdi>{order.namedPlace}</bdi>
                </>
              ) : null}
            </>
          ) : (
            t("orders.delivery.noIncoterm")
          )}
        </Fact>
        <Fact label={t("orders.delivery.shipTo")}>
          <ShipTo address={order.shipTo} />
        </Fact>
        {order.leadTimeDays ? (
          <Fact label={t("orders.delivery.leadTime")}>
            {t("orders.delivery.leadTimeDays", { days: formatNumber(lang, order.leadTimeDays) })}
          </Fact>
        ) : null}
        {ORDER_SIDES.map((writer) =>
          notes[writer] ? (
            <Fact key={writer} label={t(SIDE_WORDS[side].note[writer])}>
              <span className="whitespace-pre-line" dir="auto">
                {notes[writer]}
              </span>
            </Fact>
          ) : null,
        )}
      </dl>
    </Panel>
  );
}

/**
 * How the order is paid: the terms, what is due now, and where to pay with which reference (the
 * buyer sees these once payment is asked for; the supplier's team always sees its reference).
 */
export function OrderPayment({ order, side }: { order: OrderDetail; side: OrderSide }) {
  const { t } = useTranslation();
  const lang = useLang();
  const money = (e4: number) => orderMoney(lang, e4, order.currency);
  const deposit = order.depositPercent ? percentOfE4(order.totalE4, order.depositPercent, order.currency) : 0;
  // While the supplier checks a declared payment, what was due is what it is checked against.
  const due =
    order.status === "payment_waiting" ||
    (side === "supplier" && order.status === "payment_approval_pending");
  const showsReference = side === "supplier" || order.bankDetails !== null;
  return (
    <Panel id="payment" title={t("orders.payment.title")}>
      <dl className="mt-2 grid gap-3 sm:grid-cols-2">
        <Fact label={t("orders.payment.terms")}>
          {order.depositPercent
            ? t("orders.payment.depositTerms", {
                percent: formatNumber(lang, order.depositPercent),
                deposit: money(deposit),
                balance: money(order.totalE4 - deposit),
              })
            : t("orders.payment.fullTerms")}
        </Fact>
        {due ? (
          <Fact label={t(`orders.payment.dueNow.${order.milestone}`)}>
            <span className="text-lg font-bold" data-amount-due>
              {money(order.amountDueE4)}
            </span>
          </Fact>
        ) : null}
        {showsReference ? (
          <Fact label={t("orders.payment.reference")}>
            <span className="font-mono font-semibold" dir="ltr" data-payment-reference>
              {order.paymentReference}
            </span>
            {side === "buyer" ? (
              <span className="block text-sm text-gray-600">{t("orders.payment.referenceHelp")}</span>
            ) : null}
          </Fact>
        ) : (
          <p className="text-sm text-gray-600 sm:col-span-2">{t("orders.payment.notYet")}</p>
        )}
        {order.bankDetails !== null ? (
          <Fact label={t(SIDE_WORDS[side].bankDetails)}>
            <span className="block whitespace-pre-line" dir="auto" data-bank-details>
              {order.bankDetails}
            </span>
          </Fact>
        ) : null}
      </dl>
    </Panel>
  );
}
