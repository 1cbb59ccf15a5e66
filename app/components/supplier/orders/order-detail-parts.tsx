import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { countryName, formatNumber } from "#core/i18n/format.ts";
import type { OrderDetail } from "#core/schemas/order-view.ts";
import { moneyWords } from "./order-words.ts";

/** A titled card of the order page. */
export function Panel({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="min-w-0 rounded-lg border border-gray-200 bg-white p-4"
    >
      <h2 id={`${id}-title`} className="font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-gray-600">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

/** The ship-to address in the order people write it, whatever the checkout stored. */
const ADDRESS_ORDER = [
  "recipient",
  "company",
  "line1",
  "line2",
  "postalCode",
  "postal_code",
  "city",
  "region",
];

function ShipTo({ address }: { address: OrderDetail["shipTo"] }) {
  const lang = useLang();
  const known = ADDRESS_ORDER.flatMap((k) => (address[k] ? [address[k]] : []));
  const rest = Object.entries(address)
    .filter(([k, v]) => v && !ADDRESS_ORDER.includes(k) && k !== "country" && k !== "label" && k !== "phone")
    .map(([, v]) => v as string);
  const country = address.country
    ? /^[A-Z]{2}$/.test(address.country)
      ? countryName(lang, address.country)
      : address.country
    : null;
  const lines = [...known, ...rest, ...(country ? [country] : [])];
  if (!lines.length) return <>—</>;
  return (
    <address className="not-italic">
      {lines.map((line, i) => (
        <bdi key={i} className="block">
          {line}
        </bdi>
      ))}
      {address.phone ? (
        <bdi dir="ltr" className="block">
          {address.phone}
        </bdi>
      ) : null}
    </address>
  );
}

/** Who ordered and where the goods go: what the supplier needs to confirm and ship. */
export function BuyerPanel({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  return (
    <Panel id="buyer" title={t("supplier.orders.buyerTitle")}>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        <Fact label={t("supplier.orders.buyerName")}>
          <bdi>{order.buyer.name}</bdi>
          {order.buyer.companyName ? (
            <bdi className="block text-gray-700">{order.buyer.companyName}</bdi>
          ) : null}
        </Fact>
        <Fact label={t("supplier.orders.email")}>
          {order.buyer.email ? (
            <a href={`mailto:${order.buyer.email}`} className="text-brand-700 underline" dir="ltr">
              {order.buyer.email}
            </a>
          ) : (
            "—"
          )}
        </Fact>
        <Fact label={t("supplier.orders.shipTo")}>
          <ShipTo address={order.shipTo} />
        </Fact>
        <Fact label={t("supplier.orders.incoterm")}>
          {order.incoterm ? (
            <>
              <span dir="ltr">{order.incoterm}</span>
              {order.namedPlace ? (
                <>
                  {" · "}
                  <bdi>{order.namedPlace}</bdi>
                </>
              ) : null}
            </>
          ) : (
            t("supplier.orders.noIncoterm")
          )}
        </Fact>
      </dl>
      {order.buyerNote ? (
        <div className="mt-3">
          <p className="text-sm text-gray-600">{t("supplier.orders.buyerNote")}</p>
          <p className="mt-1 rounded-md bg-gray-50 p-2 break-words whitespace-pre-line" dir="auto">
            {order.buyerNote}
          </p>
        </div>
      ) : null}
    </Panel>
  );
}

/** The shipping line of the totals: included, not needed, to follow, or its price. */
export function shippingWords(order: OrderDetail, t: (key: string) => string, price: (e4: number) => string) {
  if (order.shippingIncluded) return t("supplier.orders.shipping.included");
  if (order.shipmentCostE4 !== null) return price(order.shipmentCostE4);
  if (order.status === "created" || order.status === "proposed") return t("supplier.orders.shipping.open");
  if (order.status === "shipment_cost_waiting") return t("supplier.orders.shipping.to_follow");
  return t("supplier.orders.shipping.not_needed");
}

/** The lines with their exact totals, the shipping and the order's total. */
export function LinesPanel({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const price = (e4: number) => moneyWords(lang, e4, order.currency);
  const cell = "px-2 py-2 align-top";
  return (
    <Panel id="lines" title={t("supplier.orders.linesTitle")}>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-gray-200 text-gray-600">
              <th scope="col" className={`${cell} text-start font-medium`}>
                {t("supplier.orders.product")}
              </th>
              <th scope="col" className={`${cell} text-end font-medium`}>
                {t("supplier.orders.quantity")}
              </th>
              <th scope="col" className={`${cell} text-end font-medium`}>
                {t("supplier.orders.unitPrice")}
              </th>
              <th scope="col" className={`${cell} text-end font-medium`}>
                {t("supplier.orders.lineTotal")}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.id} className="border-b border-gray-100">
                <td className={`${cell} min-w-40`}>
                  <bdi className="font-medium break-words">{line.productName}</bdi>
                  {line.variations.length ? (
                    <span className="block text-gray-600">
                      {line.variations.map((v) => `${v.name}: ${v.value}`).join(" · ")}
                    </span>
                  ) : null}
                </td>
                <td className={`${cell} text-end whitespace-nowrap`}>
                  {formatNumber(lang, line.quantity)} {t(`units.${line.unit}`, { defaultValue: line.unit })}
                </td>
                <td className={`${cell} text-end whitespace-nowrap`}>{price(line.unitPriceE4)}</td>
                <td className={`${cell} text-end whitespace-nowrap`}>{price(line.lineTotalE4)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3} className={`${cell} text-end font-normal text-gray-600`}>
                {t("supplier.orders.goodsTotal")}
              </th>
              <td className={`${cell} text-end whitespace-nowrap`}>{price(order.goodsTotalE4)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={3} className={`${cell} text-end font-normal text-gray-600`}>
                {t("supplier.orders.shippingCost")}
              </th>
              <td className={`${cell} text-end`}>{shippingWords(order, t, price)}</td>
            </tr>
            <tr className="text-base">
              <th scope="row" colSpan={3} className={`${cell} text-end`}>
                {t("supplier.orders.total")}
              </th>
              <td className={`${cell} text-end font-bold whitespace-nowrap`}>{price(order.totalE4)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      {order.totalsFrozen ? (
        <p className="mt-2 text-sm text-gray-600">{t("supplier.orders.frozen")}</p>
      ) : null}
    </Panel>
  );
}
