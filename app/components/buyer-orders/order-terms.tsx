import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { countryName, formatNumber } from "#core/i18n/format.ts";
import { percentOfE4 } from "#core/rules/money.ts";
import type { OrderDetail } from "#core/schemas/order-view.ts";
import { orderMoney } from "./order-words.ts";

export const BOX = "rounded-lg border border-gray-200 bg-white p-4";

export function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-gray-600">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

/** The address's parts in the order an envelope has them; any other part the checkout kept follows. */
const ADDRESS_ORDER = [
  "recipient",
  "company",
  "line1",
  "line2",
  "postalCode",
  "postal_code",
  "city",
  "region",
  "country",
  "phone",
];

function ShipTo({ shipTo }: { shipTo: OrderDetail["shipTo"] }) {
  const lang = useLang();
  const keys = [
    ...ADDRESS_ORDER.filter((k) => shipTo[k]),
    ...Object.keys(shipTo).filter((k) => !ADDRESS_ORDER.includes(k) && k !== "label" && shipTo[k]),
  ];
  if (!keys.length) return <>—</>;
  return (
    <address className="not-italic">
      {keys.map((k) => (
        <span key={k} className="block">
          <bdi dir={k === "phone" ? "ltr" : undefined}>
            {k === "country" && typeof shipTo[k] === "string" && shipTo[k].length === 2
              ? countryName(lang, shipTo[k])
              : String(shipTo[k])}
          </bdi>
        </span>
      ))}
    </address>
  );
}

/** Where and how the goods go: the Incoterm and its named place, the address, the lead time and the notes. */
export function OrderDelivery({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <section aria-labelledby="delivery-title" className={BOX}>
      <h2 id="delivery-title" className="font-semibold">
        {t("orders.delivery.title")}
      </h2>
      <dl className="mt-2 grid gap-3 sm:grid-cols-2">
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
          <ShipTo shipTo={order.shipTo} />
        </Fact>
        {order.leadTimeDays ? (
          <Fact label={t("orders.delivery.leadTime")}>
            {t("orders.delivery.leadTimeDays", { days: formatNumber(lang, order.leadTimeDays) })}
          </Fact>
        ) : null}
        {order.buyerNote ? (
          <Fact label={t("orders.delivery.yourNote")}>
            <span className="whitespace-pre-line" dir="auto">
              {order.buyerNote}
            </span>
          </Fact>
        ) : null}
        {order.supplierNote ? (
          <Fact label={t("orders.delivery.supplierNote")}>
            <span className="whitespace-pre-line" dir="auto">
              {order.supplierNote}
            </span>
          </Fact>
        ) : null}
      </dl>
    </section>
  );
}

/** How the order is paid: the terms, what is due now, and once payment is asked for, where to pay and with which reference. */
export function OrderPayment({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const money = (e4: number) => orderMoney(lang, e4, order.currency);
  const deposit = order.depositPercent ? percentOfE4(order.totalE4, order.depositPercent, order.currency) : 0;
  const due = order.status === "payment_waiting";
  return (
    <section aria-labelledby="payment-title" className={BOX}>
      <h2 id="payment-title" className="font-semibold">
        {t("orders.payment.title")}
      </h2>
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
        {order.bankDetails !== null ? (
          <>
            <Fact label={t("orders.payment.reference")}>
              <span className="font-mono font-semibold" dir="ltr" data-payment-reference>
                {order.paymentReference}
              </span>
              <span className="block text-sm text-gray-600">{t("orders.payment.referenceHelp")}</span>
            </Fact>
            <Fact label={t("orders.payment.bankDetails")}>
              <span className="block whitespace-pre-line" dir="auto" data-bank-details>
                {order.bankDetails}
              </span>
            </Fact>
          </>
        ) : (
          <p className="text-sm text-gray-600 sm:col-span-2">{t("orders.payment.notYet")}</p>
        )}
      </dl>
    </section>
  );
}
