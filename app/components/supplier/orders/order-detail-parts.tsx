import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { countryName } from "#core/i18n/format.ts";
import type { OrderDetail } from "#core/schemas/order-view.ts";

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

/** The ship-to address in the order people write it (the postal code with the city), whatever the checkout stored. */
const ADDRESS_LINES = [
  ["recipient"],
  ["company"],
  ["line1"],
  ["line2"],
  ["postalCode", "postal_code", "city"],
  ["region"],
];
const SHOWN = new Set([...ADDRESS_LINES.flat(), "country", "phone", "label"]);

/** A line of its own, in the page's direction, with the text inside isolated (a Latin address on an Arabic page). */
function Line({ children, ltr }: { children: React.ReactNode; ltr?: boolean }) {
  return (
    <span className="block">
      <bdi dir={ltr ? "ltr" : undefined}>{children}</bdi>
    </span>
  );
}

function ShipTo({ address }: { address: OrderDetail["shipTo"] }) {
  const lang = useLang();
  const known = ADDRESS_LINES.map((keys) =>
    keys
      .map((k) => address[k])
      .filter(Boolean)
      .join(" "),
  ).filter(Boolean);
  const rest = Object.entries(address)
    .filter(([k, v]) => v && !SHOWN.has(k))
    .map(([, v]) => v as string);
  const country = address.country
    ? /^[A-Z]{2}$/.test(address.country)
      ? countryName(lang, address.country)
      : address.country
    : null;
  const lines = [...known, ...rest, ...(country ? [country] : [])];
  if (!lines.length && !address.phone) return <>—</>;
  return (
    <address className="not-italic">
      {lines.map((line, i) => (
        // The lines of one address never move: their place is their key.
        <Line key={i}>{line}</Line>
      ))}
      {address.phone ? <Line ltr>{address.phone}</Line> : null}
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
          <Line>{order.buyer.name}</Line>
          {order.buyer.companyName ? <Line>{order.buyer.companyName}</Line> : null}
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
