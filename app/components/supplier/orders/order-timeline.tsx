import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatDate, formatNumber } from "#core/i18n/format.ts";
import type { TFunction } from "#core/i18n/i18n.ts";
import { type Lang, languageInfo } from "#core/i18n/languages.ts";
import type { OrderDetail, OrderEventView } from "#core/schemas/order-view.ts";
import { Fact, Panel } from "./order-detail-parts.tsx";
import { moneyWords } from "./order-words.ts";

/** When something happened, to the minute, in UTC (the deadlines are kept in UTC too). */
function momentWords(lang: Lang, iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(languageInfo(lang).intl, {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "UTC",
    timeZoneName: "short",
  }).format(date);
}

const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : undefined);
const str = (v: unknown) => (typeof v === "string" && v ? v : undefined);

/** The facts an event recorded, in words: what changed in the lines, the prices, the carrier. */
function eventFacts(event: OrderEventView, currency: string, t: TFunction, lang: Lang): string[] {
  const d = event.data;
  const price = (e4: number) => moneyWords(lang, e4, currency);
  const facts: string[] = [];
  if (Array.isArray(d.changes))
    for (const change of d.changes as { name?: unknown; from?: unknown; to?: unknown }[]) {
      const [q0, p0] = Array.isArray(change.from) ? change.from.map(num) : [];
      const [q1, p1] = Array.isArray(change.to) ? change.to.map(num) : [];
      if (q0 === undefined || p0 === undefined || q1 === undefined || p1 === undefined) continue;
      facts.push(
        t("supplier.orders.event.lineChange", {
          name: str(change.name) ?? "—",
          from: `${formatNumber(lang, q0)} × ${price(p0)}`,
          to: `${formatNumber(lang, q1)} × ${price(p1)}`,
        }),
      );
    }
  const shipping = str(d.shipping);
  if (shipping) facts.push(t(`supplier.orders.shipping.${shipping}`, { defaultValue: shipping }));
  const lead = num(d.leadTimeDays);
  if (lead)
    facts.push(
      `${t("supplier.orders.leadTime")}: ${t("supplier.orders.days", { count: formatNumber(lang, lead) })}`,
    );
  const deposit = num(d.depositPercent);
  if (deposit) facts.push(t("supplier.orders.depositTerms", { percent: formatNumber(lang, deposit) }));
  const cost = num(d.shipmentCostE4);
  if (cost !== undefined) facts.push(`${t("supplier.orders.shippingCost")}: ${price(cost)}`);
  const amount = num(d.amountE4);
  if (amount !== undefined) facts.push(`${t("supplier.orders.paymentAmount")}: ${price(amount)}`);
  const bankReference = str(d.bankReference);
  if (bankReference) facts.push(`${t("supplier.orders.bankReference")}: ${bankReference}`);
  const method = str(d.method);
  if (method)
    facts.push(
      `${t("supplier.orders.method")}: ${t(`supplier.orders.methods.${method}`, { defaultValue: method })}`,
    );
  const carrier = str(d.carrier);
  if (carrier) facts.push(`${t("supplier.orders.carrier")}: ${carrier} · ${str(d.trackingNumber) ?? ""}`);
  if (Array.isArray(d.documents) && d.documents.length)
    facts.push(t("supplier.orders.event.documents", { count: formatNumber(lang, d.documents.length) }));
  return facts;
}

/** Every change of the order, oldest first: who, what, when, from which status to which, and why. */
export function TimelinePanel({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Panel id="timeline" title={t("supplier.orders.timelineTitle")}>
      <ol className="mt-3 space-y-3 border-s-2 border-gray-200 ps-4">
        {order.events.map((e) => (
          <li key={e.id} className="relative text-sm">
            <span
              aria-hidden="true"
              className="absolute -start-[1.4rem] top-1.5 size-2.5 rounded-full bg-brand-600"
            />
            <p className="font-semibold">
              {t(`supplier.orders.event.${e.action}`, { defaultValue: e.action })}
              {e.from !== e.to ? (
                <span className="font-normal text-gray-600">
                  {" · "}
                  {t("supplier.orders.event.statusChange", {
                    from: t(`orderStatus.${e.from}`),
                    to: t(`orderStatus.${e.to}`),
                  })}
                </span>
              ) : null}
            </p>
            <p className="text-gray-600">
              <time dateTime={e.at}>{momentWords(lang, e.at)}</time>
              {" · "}
              {t(`supplier.orders.party.${e.party}`)}
              {e.actorName ? (
                <>
                  {" · "}
                  <bdi>{e.actorName}</bdi>
                </>
              ) : null}
            </p>
            {e.reason ? (
              <p className="mt-1 break-words whitespace-pre-line" dir="auto">
                {t("supplier.orders.event.reason", { reason: e.reason })}
              </p>
            ) : null}
            {eventFacts(e, order.currency, t, lang).map((fact) => (
              <p key={fact} className="break-words text-gray-700">
                {fact}
              </p>
            ))}
          </li>
        ))}
      </ol>
    </Panel>
  );
}

/** How the goods left: carrier, tracking or bill of lading number, date and method. */
export function ShipmentPanel({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (!order.carrier && !order.shippedOn) return null;
  return (
    <Panel id="shipment" title={t("supplier.orders.shipmentTitle")}>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        <Fact label={t("supplier.orders.carrier")}>
          <bdi>{order.carrier ?? "—"}</bdi>
        </Fact>
        <Fact label={t("supplier.orders.trackingNumber")}>
          <bdi dir="ltr">{order.trackingNumber ?? "—"}</bdi>
        </Fact>
        <Fact label={t("supplier.orders.shippedOn")}>
          {order.shippedOn ? (
            <time dateTime={order.shippedOn}>{formatDate(lang, order.shippedOn)}</time>
          ) : (
            "—"
          )}
        </Fact>
        <Fact label={t("supplier.orders.method")}>
          {order.shippingMethod ? t(`supplier.orders.methods.${order.shippingMethod}`) : "—"}
        </Fact>
      </dl>
    </Panel>
  );
}
