import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import type { OrderSide } from "#core/rules/order-flow.ts";
import type { OrderDetail, OrderEventView } from "#core/schemas/order-view.ts";
import { EventDetails } from "./event-details.tsx";
import { formatMoment } from "./order-format.ts";
import { Panel } from "./order-panel.tsx";

const PARTY_DOT: Record<OrderEventView["party"], string> = {
  buyer: "bg-brand-600",
  supplier: "bg-amber-500",
  operator: "bg-red-600",
  system: "bg-gray-400",
};

/**
 * Who did it: the supplier company (and which of its people), the buyer ("you" to the buyer
 * themselves), Caravan's operator, or nobody (a deadline).
 */
function Who({ event, order, side }: { event: OrderEventView; order: OrderDetail; side: OrderSide }) {
  const { t } = useTranslation();
  if (event.party === "supplier")
    return (
      <>
        <bdi>{order.supplier.name}</bdi>
        {event.actorName ? (
          <span className="text-gray-600">
            {" "}
            (<bdi>{event.actorName}</bdi>)
          </span>
        ) : null}
      </>
    );
  if (event.party === "buyer" && side === "supplier") return <bdi>{event.actorName ?? order.buyer.name}</bdi>;
  return <>{t(`orders.timeline.party.${event.party}`)}</>;
}

/** Every change of the order, oldest first: who, what, when, why, and what exactly changed. */
export function OrderTimeline({ order, side }: { order: OrderDetail; side: OrderSide }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Panel id="timeline" title={t("orders.timeline.title")}>
      <ol className="mt-3 space-y-4 border-s-2 border-gray-200 ps-4">
        {order.events.map((event) => (
          <li
            key={event.id}
            className="relative"
            data-event-action={event.action}
            data-event-party={event.party}
          >
            <span
              aria-hidden="true"
              className={`absolute -start-[1.4rem] top-1.5 size-3 rounded-full ring-2 ring-white ${PARTY_DOT[event.party]}`}
            />
            <p className="text-sm">
              <span className="font-semibold">
                <Who event={event} order={order} side={side} />
              </span>{" "}
              {t(`orders.timeline.action.${event.action}`, {
                defaultValue: t("orders.timeline.action.other"),
              })}
            </p>
            <p className="text-xs text-gray-600">
              <time dateTime={event.at}>{formatMoment(lang, event.at)}</time>
              {event.from !== event.to ? (
                <>
                  {" · "}
                  {t("orders.timeline.statusChange", {
                    from: t(`orderStatus.${event.from}`),
                    to: t(`orderStatus.${event.to}`),
                  })}
                </>
              ) : null}
            </p>
            {event.reason ? (
              <p className="mt-1 text-sm break-words">
                <span className="text-gray-600">{t("orders.timeline.reason")}:</span>{" "}
                <bdi className="whitespace-pre-line">{event.reason}</bdi>
              </p>
            ) : null}
            <EventDetails event={event} order={order} side={side} />
          </li>
        ))}
      </ol>
    </Panel>
  );
}
