import { useSearchParams } from "react-router";
import { ActionNotice } from "#app/components/console/action-notice.tsx";
import { OrderHeader } from "#app/components/orders/order-header.tsx";
import { OrderLines } from "#app/components/orders/order-lines.tsx";
import { Panel } from "#app/components/orders/order-panel.tsx";
import { OrderDocuments, OrderPayments, OrderShipment } from "#app/components/orders/order-records.tsx";
import { OrderPayment } from "#app/components/orders/order-terms.tsx";
import { OrderTimeline } from "#app/components/orders/order-timeline.tsx";
import { PageTitle } from "#app/components/page-title.tsx";
import { BuyerPanel } from "#app/components/supplier/orders/order-detail-parts.tsx";
import type { StepFailure } from "#app/components/orders/step-form.tsx";
import { StepError } from "#app/components/supplier/orders/step-fields.tsx";
import { StepForms } from "#app/components/supplier/orders/step-forms.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { ORDER_STEP_NAMES, ORDER_STEPS, type OrderStep } from "#core/rules/order-flow.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/detail";
import { loadOrderPage, runOrderStep } from "./detail.server.ts";

/** One order of the company: what the buyer asked for, what was agreed, the money, the goods, its history. */
export async function loader({ context, request, url, params }: Route.LoaderArgs) {
  return loadOrderPage(context.get(requestContext), request, url, params.orderId);
}

export async function action({ context, request, url, params }: Route.ActionArgs) {
  return runOrderStep(context.get(requestContext), request, url, params.orderId);
}

/** The steps a supplier takes: those a "done" notice may name. */
const SUPPLIER_STEPS = ORDER_STEP_NAMES.filter((s) =>
  (ORDER_STEPS[s].parties as readonly string[]).includes("supplier"),
);

/** What the last step did (after the redirect), or a refusal whose form is no longer on the page. */
function Notice({ failure, steps }: { failure: StepFailure | undefined; steps: OrderStep[] }) {
  const [search] = useSearchParams();
  const done = search.get("done") as OrderStep | null;
  if (failure && !steps.includes(failure.step as OrderStep))
    return (
      <div className="mt-3">
        <StepError failure={{ ...failure, formError: failure.formError ?? "errors.invalid_data" }} />
      </div>
    );
  const result =
    !failure && done && SUPPLIER_STEPS.includes(done)
      ? { ok: true as const, notice: `supplier.orders.done.${done}` }
      : undefined;
  return <ActionNotice result={result} />;
}

export default function OrderRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { order, now, seesConversation } = loaderData;
  const failure = actionData as StepFailure | undefined;
  return (
    <article aria-labelledby="order-title">
      <PageTitle>
        {[t("orders.detail.title", { number: order.number }), t("supplier.orders.title")]}
      </PageTitle>
      <OrderHeader order={order} now={now} side="supplier" seesConversation={seesConversation} />
      <Notice failure={failure} steps={order.steps} />
      {/* On a phone: what to do first, then the order; beside each other from lg up. */}
      <div className="mt-2 grid gap-4 lg:grid-cols-[minmax(0,1fr)_24rem]">
        {order.steps.length ? (
          <div className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <Panel id="steps" title={t("orders.steps.title")}>
              <StepForms
                key={order.updatedAt}
                order={order}
                failure={failure}
                today={new Date(now).toISOString().slice(0, 10)}
              />
            </Panel>
          </div>
        ) : null}
        <div className="min-w-0 space-y-4 lg:col-start-1 lg:row-start-1">
          <BuyerPanel order={order} />
          <OrderLines order={order} side="supplier" />
          <OrderPayment order={order} side="supplier" />
          <OrderPayments order={order} side="supplier" />
          <OrderShipment order={order} />
          <OrderDocuments order={order} side="supplier" />
          <OrderTimeline order={order} side="supplier" />
        </div>
      </div>
    </article>
  );
}
