import { data, Link, type ShouldRevalidateFunctionArgs } from "react-router";
import { ActionNotice } from "#app/components/console/action-notice.tsx";
import { OrderForceForm } from "#app/components/console/order-force-form.tsx";
import {
  OrderDocuments,
  OrderPayments,
  OrderTimeline,
} from "#app/components/console/order-record-history.tsx";
import { OrderParties, OrderTerms } from "#app/components/console/order-record-sections.tsx";
import { Section } from "#app/components/console/supplier-review-parts.tsx";
import { OrderLinesTable, OrderTotalsList } from "#app/components/order-sheet/order-lines.tsx";
import { OrderStatusBadge } from "#app/components/order-sheet/order-status-badge.tsx";
import { PageTitle } from "#app/components/page-title.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatDate } from "#core/i18n/format.ts";
import type { ActionFailure } from "#core/schemas/field-errors.ts";
import { parseId } from "#core/schemas/id.ts";
import { ForceOrderSchema } from "#core/schemas/orders.ts";
import { formFailure } from "#server/lib/form-response.ts";
import { forceOrderStatus, operatorOrder } from "#server/modules/orders/index.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/order";
import { requireStaffPage } from "./access.server.ts";

const notFound = (error: unknown) => (error as { code?: string }).code === "not_found";

/** Moderators and admins: one order in full; an unknown id is the 404 page. */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const user = requireStaffPage(ctx, url);
  const id = parseId(params.orderId);
  if (id === undefined) throw data(null, { status: 404 });
  try {
    return await operatorOrder(ctx.deps, user, id);
  } catch (error) {
    if (notFound(error)) throw data(null, { status: 404 });
    throw error;
  }
}

/** The operator's forced change: checked with the form's schema, made and audited by the service. */
export async function action({ context, params, request, url }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const user = requireStaffPage(ctx, url);
  const id = parseId(params.orderId);
  if (id === undefined) throw data(null, { status: 404 });
  const form = await request.formData().catch(() => new FormData());
  const values = {
    status: String(form.get("status") ?? ""),
    reason: String(form.get("reason") ?? ""),
    refundNote: String(form.get("refundNote") ?? ""),
  };
  const parsed = ForceOrderSchema.safeParse(values);
  if (!parsed.success) return formFailure(parsed.error, values);
  try {
    await forceOrderStatus(ctx.deps, user, id, parsed.data);
  } catch (error) {
    if (notFound(error)) throw data(null, { status: 404 });
    return formFailure(error, values);
  }
  return { ok: true as const, notice: "console.orders.force.done" };
}

/** Read again after a refusal too: "the order changed meanwhile" means someone else acted first. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" || defaultShouldRevalidate;
}

export default function OrderConsoleRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { order, number, lines, totals, turn } = loaderData;
  const failure = actionData && !actionData.ok ? (actionData as ActionFailure) : undefined;
  const refundOpen = order.refund_requested_at !== null && !["completed", "closed"].includes(order.status);
  return (
    <article aria-labelledby="order-title">
      <PageTitle>{[number, t("console.orders.title")]}</PageTitle>
      <Link to="/admin/orders" className="text-sm text-brand-700 underline">
        {t("console.orders.back")}
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 id="order-title" className="text-2xl font-bold">
          {t("console.orders.orderTitle", { number })}
        </h1>
        <OrderStatusBadge status={order.status} />
      </div>
      <p className="mt-1 text-sm text-gray-700" data-turn={turn ?? "none"}>
        {t(`console.orders.turn.${turn ?? "none"}`)}
        {order.deadline_at ? (
          <>
            {" · "}
            {t("console.orders.deadline", { date: formatDate(lang, order.deadline_at) })}
          </>
        ) : null}
        {" · "}
        {t("console.orders.placed", { date: formatDate(lang, order.created_at) })}
      </p>
      {refundOpen ? (
        <p
          className="mt-3 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900"
          data-refund-request
        >
          {t("console.orders.refundRequestOpen", { date: formatDate(lang, order.refund_requested_at!) })}
        </p>
      ) : null}
      {order.status === "closed" && order.closed_reason ? (
        <p className="mt-3 text-sm">
          <span className="font-semibold">{t(`console.orders.closedReasons.${order.closed_reason}`)}</span>
          {order.closed_note ? (
            <>
              {" "}
              · <bdi>{order.closed_note}</bdi>
            </>
          ) : null}
          {order.refund_note ? (
            <span className="block">
              {t("console.orders.refundNoteShown")}: <bdi>{order.refund_note}</bdi>
            </span>
          ) : null}
        </p>
      ) : null}
      <ActionNotice result={actionData} />
      <Section id="force-title" title={t("console.orders.force.title")}>
        <OrderForceForm
          status={order.status}
          paymentApproved={loaderData.paymentApproved}
          failure={failure}
        />
      </Section>
      <OrderParties record={loaderData} />
      <Section id="lines-title" title={t("orderSheet.lines")}>
        <div className="mt-2">
          <OrderLinesTable lines={lines} currency={order.currency} />
        </div>
        <OrderTotalsList order={order} totals={totals} />
      </Section>
      <OrderTerms record={loaderData} />
      <OrderPayments record={loaderData} />
      <OrderDocuments record={loaderData} />
      <OrderTimeline record={loaderData} />
    </article>
  );
}
