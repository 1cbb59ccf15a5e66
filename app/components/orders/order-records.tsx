import { FileText } from "lucide-static";
import { Fragment } from "react";
import { DecorativeIcon } from "#app/components/decorative-icon.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatDate } from "#core/i18n/format.ts";
import type { OrderSide } from "#core/rules/order-flow.ts";
import type { OrderDetail, OrderPaymentView } from "#core/schemas/order-view.ts";
import { fileSizeText, orderMoney } from "./order-format.ts";
import { Fact, Panel } from "./order-panel.tsx";
import { SIDE_WORDS } from "./side-words.ts";

const PAYMENT_LOOK: Record<OrderPaymentView["status"], string> = {
  pending: "bg-blue-50 text-blue-900",
  approved: "bg-green-100 text-green-800",
  rejected: "bg-red-100 text-red-800",
};

/** Where one of the order's documents downloads, on the reader's side. */
export const documentHref = (side: OrderSide, orderId: number, documentId: number) =>
  `${SIDE_WORDS[side].home}/${orderId}/documents/${documentId}`;

/** One declared payment: how much, when, with which reference, its proof and what the supplier decided. */
export function PaymentSummary({
  order,
  payment: p,
  side,
}: {
  order: OrderDetail;
  payment: OrderPaymentView;
  side: OrderSide;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const status =
    p.status === "pending" ? SIDE_WORDS[side].paymentPending : `orders.payments.status.${p.status}`;
  return (
    <div className="text-sm" data-payment-id={p.id}>
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{orderMoney(lang, p.amountE4, order.currency)}</span>
        <span className="text-gray-600">{t(`orders.milestone.${p.milestone}`)}</span>
        <span
          data-payment-status={p.status}
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${PAYMENT_LOOK[p.status]}`}
        >
          {t(status)}
        </span>
      </p>
      <p className="text-gray-700">
        <bdi>{t("orders.payments.paidOn", { date: formatDate(lang, p.paidOn) })}</bdi> ·{" "}
        {t("orders.payments.bankReference")}: <bdi dir="ltr">{p.bankReference}</bdi>
      </p>
      {p.status === "rejected" && p.decisionReason ? (
        <p className="mt-1 break-words text-red-800">
          {t("orders.payments.rejectedBecause")}: <bdi>{p.decisionReason}</bdi>
        </p>
      ) : null}
      {p.proofDocumentId ? (
        <a
          href={documentHref(side, order.id, p.proofDocumentId)}
          className="mt-1 inline-flex items-center gap-1 text-brand-700 underline"
        >
          <DecorativeIcon svg={FileText} className="size-4" />
          {t("orders.payments.proof")}
        </a>
      ) : null}
    </div>
  );
}

/** The payments the buyer declared, each with what the supplier decided. */
export function OrderPayments({ order, side }: { order: OrderDetail; side: OrderSide }) {
  const { t } = useTranslation();
  if (!order.payments.length) return null;
  return (
    <Panel id="payments" title={t(SIDE_WORDS[side].payments)}>
      <ul className="mt-2 divide-y divide-gray-200">
        {order.payments.map((p) => (
          <li key={p.id} className="py-2">
            <PaymentSummary order={order} payment={p} side={side} />
          </li>
        ))}
      </ul>
    </Panel>
  );
}

/** The order's files from either side, each a download. */
export function OrderDocuments({ order, side }: { order: OrderDetail; side: OrderSide }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (!order.documents.length) return null;
  return (
    <Panel id="documents" title={t("orders.documents.title")}>
      <ul className="mt-2 space-y-2">
        {order.documents.map((d) => (
          <li key={d.id} className="text-sm" data-document-id={d.id}>
            <a
              href={documentHref(side, order.id, d.id)}
              className="inline-flex items-center gap-1 font-semibold break-all text-brand-700 underline"
            >
              <DecorativeIcon svg={FileText} className="size-4 flex-none" />
              <bdi>{d.name}</bdi>
            </a>
            {/* Each fact isolated, so a size or a date cannot swap places with its neighbours right to left. */}
            <span className="block text-gray-600">
              {[
                t(`orders.documents.kind.${d.kind}`),
                t(SIDE_WORDS[side].documentFrom[d.side]),
                fileSizeText(lang, d.byteSize),
                formatDate(lang, d.createdAt),
              ].map((fact, i) => (
                <Fragment key={fact}>
                  {i ? " · " : null}
                  <bdi>{fact}</bdi>
                </Fragment>
              ))}
            </span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

/** How the goods travel, once they are on their way. */
export function OrderShipment({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (!order.carrier && !order.trackingNumber && !order.shippedOn) return null;
  return (
    <Panel id="shipment" title={t("orders.shipment.title")}>
      <dl className="mt-2 grid gap-3 sm:grid-cols-2">
        {order.carrier ? (
          <Fact label={t("orders.shipment.carrier")}>
            <bdi>{order.carrier}</bdi>
          </Fact>
        ) : null}
        {order.trackingNumber ? (
          <Fact label={t("orders.shipment.tracking")}>
            <span className="font-mono" dir="ltr" data-tracking-number>
              {order.trackingNumber}
            </span>
          </Fact>
        ) : null}
        {order.shippedOn ? (
          <Fact label={t("orders.shipment.shippedOn")}>{formatDate(lang, order.shippedOn)}</Fact>
        ) : null}
        {order.shippingMethod ? (
          <Fact label={t("orders.shipment.method")}>{t(`orders.method.${order.shippingMethod}`)}</Fact>
        ) : null}
      </dl>
    </Panel>
  );
}
