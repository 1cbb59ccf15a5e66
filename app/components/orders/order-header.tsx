import { MessageSquare, Printer } from "lucide-static";
import { Link } from "react-router";
import { VerifiedBadge } from "#app/components/company/verified-badge.tsx";
import { DecorativeIcon } from "#app/components/decorative-icon.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatDate } from "#core/i18n/format.ts";
import type { OrderSide } from "#core/rules/order-flow.ts";
import type { OrderDetail } from "#core/schemas/order-view.ts";
import { NextStep, OrderStatusBadge } from "./order-status.tsx";
import { SIDE_WORDS } from "./side-words.ts";

const LINK =
  "inline-flex min-h-10 items-center gap-1.5 rounded-md border border-gray-300 bg-white px-3 text-sm font-semibold hover:bg-gray-100";

/**
 * Why a closed order closed, in words, with what the party or the operator wrote; to the supplier,
 * also a refund the buyer asked for, which the operator decides.
 */
function ClosedBecause({ order, side }: { order: OrderDetail; side: OrderSide }) {
  const { t } = useTranslation();
  const closed = order.status === "closed" && order.closedReason;
  const refundAsked = side === "supplier" && order.status !== "closed" && order.refundRequestedAt;
  if (!closed && !refundAsked) return null;
  return (
    <div
      className="mt-2 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm"
      data-closed-reason={order.closedReason ?? undefined}
    >
      <p className="font-semibold">
        {closed ? t(`orders.closedReason.${order.closedReason}`) : t("supplier.orders.refundRequested")}
      </p>
      {order.closedNote ? (
        <p className="mt-1 break-words whitespace-pre-line" dir="auto">
          {order.closedNote}
        </p>
      ) : null}
      {order.refundNote ? (
        <p className="mt-1 break-words">
          {t("orders.detail.refundNote")}: <bdi>{order.refundNote}</bdi>
        </p>
      ) : null}
    </div>
  );
}

/** The other side: the supplier's storefront for the buyer, the buyer's name for the supplier. */
function Counterpart({ order, side }: { order: OrderDetail; side: OrderSide }) {
  if (side === "supplier")
    return (
      <span className="font-semibold">
        <bdi>{order.buyer.name}</bdi>
        {order.buyer.companyName ? (
          <>
            {" · "}
            <bdi>{order.buyer.companyName}</bdi>
          </>
        ) : null}
      </span>
    );
  return (
    <>
      <Link to={order.supplier.url} className="font-semibold text-brand-700 hover:underline">
        <bdi>{order.supplier.name}</bdi>
      </Link>
      {order.supplier.isVerified ? <VerifiedBadge /> : null}
    </>
  );
}

/**
 * The order's number, status, other side and what happens next; and the ways to its conversation
 * (when the reader may see it) and print-outs.
 */
export function OrderHeader({
  order,
  now,
  side,
  seesConversation = true,
}: {
  order: OrderDetail;
  now: number;
  side: OrderSide;
  seesConversation?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const words = SIDE_WORDS[side];
  const base = `${words.home}/${order.id}`;
  return (
    <header>
      <Link to={words.home} className="text-sm text-brand-700 underline">
        {t(words.back)}
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
        <h1 id="order-title" className="text-2xl font-bold">
          {t("orders.detail.title", { number: order.number })}
        </h1>
        <OrderStatusBadge status={order.status} />
      </div>
      <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
        <span className="text-gray-600">{t(words.counterpart)}:</span>
        <Counterpart order={order} side={side} />
        <span className="text-gray-600">
          · {t("orders.detail.placedOn", { date: formatDate(lang, order.createdAt) })}
        </span>
      </p>
      <p className="mt-3 rounded-md border border-blue-200 bg-blue-50 px-3 py-2 font-medium text-blue-900">
        <NextStep order={order} now={now} side={side} />
      </p>
      <ClosedBecause order={order} side={side} />
      <nav aria-label={t("orders.detail.linksLabel")} className="mt-3 flex flex-wrap gap-2">
        {seesConversation && order.conversationId ? (
          <Link to={words.conversationHref(order.conversationId)} className={LINK}>
            <DecorativeIcon svg={MessageSquare} className="size-4" />
            {t(words.conversation)}
          </Link>
        ) : null}
        {/* Plain links: the print-outs are pages of their own, printed from a fresh tab. */}
        <a href={`${base}/print`} className={LINK}>
          <DecorativeIcon svg={Printer} className="size-4" />
          {t("orders.detail.printOrder")}
        </a>
        <a href={`${base}/print?document=proforma`} className={LINK}>
          <DecorativeIcon svg={Printer} className="size-4" />
          {t("orders.detail.printProforma")}
        </a>
      </nav>
    </header>
  );
}
