import type { ReactNode } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatDate, formatNumber, isolate } from "#core/i18n/format.ts";
import { type OrderSide, SHIPPING_METHODS } from "#core/rules/order-flow.ts";
import type { OrderDetail, OrderEventView } from "#core/schemas/order-view.ts";
import { CONFIRM_SHIPPING } from "#core/schemas/orders.ts";
import { documentHref } from "./order-records.tsx";
import { orderMoney } from "./order-format.ts";

// An event's facts are stored as JSON: each is read only when it has the expected shape.
const num = (v: unknown): number | undefined => (typeof v === "number" && Number.isFinite(v) ? v : undefined);
const str = (v: unknown): string | undefined => (typeof v === "string" && v ? v : undefined);
const pair = (v: unknown): [number, number] | undefined =>
  Array.isArray(v) && v.length === 2 && num(v[0]) !== undefined && num(v[1]) !== undefined
    ? [v[0] as number, v[1] as number]
    : undefined;
const oneOf = <T extends string>(list: readonly T[], v: unknown): T | undefined =>
  list.includes(v as T) ? (v as T) : undefined;

interface LineChange {
  name: string;
  from: [number, number];
  to: [number, number];
}
function lineChanges(v: unknown): LineChange[] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((c) => {
    const name = str(c?.name);
    const from = pair(c?.from);
    const to = pair(c?.to);
    return name && from && to ? [{ name, from, to }] : [];
  });
}

/**
 * What an event changed, in words: the supplier's changes to each line (quantity and price before
 * and after) and the goods total, the terms confirmed, the shipping quoted, the payment declared,
 * the shipment, and the files that came with it.
 */
export function EventDetails({
  event,
  order,
  side,
}: {
  event: OrderEventView;
  order: OrderDetail;
  side: OrderSide;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const money = (e4: number) => orderMoney(lang, e4, order.currency);
  const d = event.data;
  const items: ReactNode[] = [];
  const add = (key: string, node: ReactNode) => items.push(<li key={key}>{node}</li>);
  // "600 × $3.10" as one unit: never broken over two lines, never reordered right to left.
  const pairText = ([quantity, price]: [number, number]) =>
    isolate(`${formatNumber(lang, quantity)} × ${money(price)}`.replace(/ /g, "\u00a0"));

  for (const [i, c] of lineChanges(d.changes).entries())
    add(
      `change-${i}`,
      <>
        <bdi className="font-medium">{c.name}</bdi>:{" "}
        <span data-line-change>
          {t("orders.timeline.lineChange", { from: pairText(c.from), to: pairText(c.to) })}
        </span>
      </>,
    );
  const total = d.goodsTotalE4 as { from?: unknown; to?: unknown } | number | undefined;
  if (typeof total === "object" && total && num(total.from) !== undefined && num(total.to) !== undefined)
    add(
      "total",
      t("orders.timeline.totalChange", { from: money(total.from as number), to: money(total.to as number) }),
    );
  else if (num(total) !== undefined && event.action === "create")
    add("total", t("orders.timeline.goodsTotal", { amount: money(total as number) }));
  const shipping = oneOf(CONFIRM_SHIPPING, d.shipping);
  if (shipping) add("shipping", t(`orders.timeline.shipping.${shipping}`));
  if (num(d.leadTimeDays))
    add("lead", t("orders.timeline.leadTime", { days: formatNumber(lang, num(d.leadTimeDays)!) }));
  if (num(d.depositPercent))
    add("deposit", t("orders.timeline.deposit", { percent: formatNumber(lang, num(d.depositPercent)!) }));
  if (num(d.shipmentCostE4) !== undefined)
    add("cost", t("orders.timeline.shippingCost", { amount: money(num(d.shipmentCostE4)!) }));
  const method = oneOf(SHIPPING_METHODS, d.method);
  if (method) add("method", t(`orders.method.${method}`));
  if (num(d.estimateDays))
    add("estimate", t("orders.shipping.estimate", { days: formatNumber(lang, num(d.estimateDays)!) }));
  if (num(d.amountE4) !== undefined)
    add(
      "payment",
      t("orders.timeline.payment", {
        amount: money(num(d.amountE4)!),
        date: str(d.paidOn) ? formatDate(lang, str(d.paidOn)!) : "—",
        reference: str(d.bankReference) ?? "—",
      }),
    );
  if (str(d.carrier) || str(d.trackingNumber))
    add(
      "shipment",
      t("orders.timeline.shipment", {
        carrier: str(d.carrier) ?? "—",
        tracking: str(d.trackingNumber) ?? "—",
        date: str(d.shippedOn) ? formatDate(lang, str(d.shippedOn)!) : "—",
      }),
    );
  const documents = Array.isArray(d.documents) ? d.documents.filter((id) => num(id) !== undefined) : [];
  for (const id of documents as number[]) {
    const doc = order.documents.find((x) => x.id === id);
    if (doc)
      add(
        `doc-${id}`,
        <a href={documentHref(side, order.id, id)} className="text-brand-700 underline">
          {t(`orders.documents.kind.${doc.kind}`)}: <bdi>{doc.name}</bdi>
        </a>,
      );
  }
  if (!items.length) return null;
  return <ul className="mt-1 list-inside list-disc space-y-0.5 text-sm text-gray-700">{items}</ul>;
}
