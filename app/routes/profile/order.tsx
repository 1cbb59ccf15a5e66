import { type ShouldRevalidateFunctionArgs, useSearchParams } from "react-router";
import { BUYER_STEPS, OrderStepForms } from "#app/components/buyer-orders/order-step-forms.tsx";
import { ActionNotice } from "#app/components/console/action-notice.tsx";
import { OrderHeader } from "#app/components/orders/order-header.tsx";
import { OrderLines } from "#app/components/orders/order-lines.tsx";
import { OrderDocuments, OrderPayments, OrderShipment } from "#app/components/orders/order-records.tsx";
import { OrderDelivery, OrderPayment } from "#app/components/orders/order-terms.tsx";
import { OrderTimeline } from "#app/components/orders/order-timeline.tsx";
import { PageTitle } from "#app/components/page-title.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import type { OrderStep } from "#core/rules/order-flow.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/order";
import { loadBuyerOrder, runBuyerOrderStep } from "./order.server.ts";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

/** One of the signed-in buyer's orders in full, with the steps they may take now. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  return loadBuyerOrder(context.get(requestContext), url, params.orderId);
}

/** The buyer's step forms (confirm, decline, cancel, declare a payment, confirm receipt, extend, ask for a refund). */
export async function action({ context, request, url, params }: Route.ActionArgs) {
  return runBuyerOrderStep(context.get(requestContext), request, url, params.orderId);
}

/**
 * A step refused because the order moved on meanwhile (409) shows the order as it is now: the
 * page's data is read again, which a refused post would otherwise skip.
 */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 ? true : defaultShouldRevalidate;
}

/** The last step's outcome: what was done (after the redirect), or the refusal. */
function Notice({ actionData }: Pick<Route.ComponentProps, "actionData">) {
  const done = useSearchParams()[0].get("done");
  const success =
    done && BUYER_STEPS.includes(done as OrderStep)
      ? { ok: true as const, notice: `orders.done.${done}` }
      : undefined;
  return <ActionNotice result={actionData ?? success} />;
}

export default function BuyerOrderRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { order, now } = loaderData;
  const payNow = order.status === "payment_waiting";
  return (
    <article aria-labelledby="order-title" className="mx-auto max-w-6xl">
      <PageTitle>{[order.number, t("orders.list.title")]}</PageTitle>
      <OrderHeader order={order} now={now} side="buyer" />
      <Notice actionData={actionData} />
      {/* On a phone one column: what to do, what is bought, the terms, the records, the timeline. */}
      <div className="mt-2 grid gap-4 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 space-y-4">
          {/* While payment is due, where and what to pay comes before the form that declares it. */}
          {payNow ? <OrderPayment order={order} side="buyer" /> : null}
          <OrderStepForms order={order} now={now} failed={actionData} />
          <OrderLines order={order} side="buyer" />
          {payNow ? null : <OrderPayment order={order} side="buyer" />}
          <OrderDelivery order={order} side="buyer" />
          <OrderPayments order={order} side="buyer" />
          <OrderShipment order={order} />
          <OrderDocuments order={order} side="buyer" />
        </div>
        <div className="min-w-0">
          <OrderTimeline order={order} side="buyer" />
        </div>
      </div>
    </article>
  );
}
