import { Link, useSearchParams } from "react-router";
import { ActionNotice } from "#app/components/console/action-notice.tsx";
import { PageTitle } from "#app/components/page-title.tsx";
import { BuyerPanel, Panel } from "#app/components/supplier/orders/order-detail-parts.tsx";
import { LinesPanel } from "#app/components/supplier/orders/order-lines.tsx";
import { StatusBadge } from "#app/components/supplier/orders/order-list-parts.tsx";
import {
  DocumentsPanel,
  PaymentPanel,
  TermsPanel,
} from "#app/components/supplier/orders/order-payment-parts.tsx";
import { ShipmentPanel, TimelinePanel } from "#app/components/supplier/orders/order-timeline.tsx";
import { nextStepWords } from "#app/components/supplier/orders/order-words.ts";
import { type StepFailure, StepError } from "#app/components/supplier/orders/step-fields.tsx";
import { StepForms } from "#app/components/supplier/orders/step-forms.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatDate } from "#core/i18n/format.ts";
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

const LINK =
  "inline-flex min-h-10 items-center rounded-md border border-gray-300 bg-white px-3 text-sm font-semibold hover:bg-gray-100";

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

function ClosedNote({ order }: { order: Route.ComponentProps["loaderData"]["order"] }) {
  const { t } = useTranslation();
  if (order.status !== "closed" && !order.refundRequestedAt) return null;
  return (
    <p className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      {order.status === "closed"
        ? t(`supplier.orders.closedReason.${order.closedReason ?? "declined"}`)
        : t("supplier.orders.refundRequested")}
      {order.closedNote ? (
        <span className="mt-1 block break-words whitespace-pre-line">{order.closedNote}</span>
      ) : null}
      {order.refundNote ? <span className="mt-1 block break-words">{order.refundNote}</span> : null}
    </p>
  );
}

export default function OrderRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { order, now, seesConversation } = loaderData;
  const failure = actionData as StepFailure | undefined;
  const next = nextStepWords(t, lang, order, now);
  const title = t("supplier.orders.orderTitle", { number: order.number });
  return (
    <article aria-labelledby="order-title">
      <PageTitle>{[title, t("supplier.orders.title")]}</PageTitle>
      <Link to="/supplier/orders" className="text-sm text-brand-700 underline">
        {t("supplier.orders.back")}
      </Link>
      <h1 id="order-title" className="mt-2 text-2xl font-bold">
        {title}
      </h1>
      <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-gray-700">
        <StatusBadge status={order.status} />
        <span className={next.late ? "font-semibold text-red-700" : "font-semibold"}>{next.text}</span>
        <span className="text-gray-600">
          {t("supplier.orders.placedOn", { date: formatDate(lang, order.createdAt) })}
        </span>
      </p>
      <p className="mt-3 flex flex-wrap gap-2">
        {seesConversation && order.conversationId ? (
          <a href={`/supplier/messages/${order.conversationId}`} className={LINK}>
            {t("supplier.orders.openConversation")}
          </a>
        ) : null}
        <a href={`/supplier/orders/${order.id}/print`} className={LINK}>
          {t("supplier.orders.printOrder")}
        </a>
        <a href={`/supplier/orders/${order.id}/print?document=proforma`} className={LINK}>
          {t("supplier.orders.printProforma")}
        </a>
      </p>
      <ClosedNote order={order} />
      <Notice failure={failure} steps={order.steps} />
      {/* On a phone: what to do first, then the order; beside each other from lg up. */}
      <div className="mt-2 grid gap-4 lg:grid-cols-[minmax(0,1fr)_24rem]">
        {order.steps.length ? (
          <div className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <Panel id="steps" title={t("supplier.orders.stepsTitle")}>
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
          <LinesPanel order={order} />
          <TermsPanel order={order} />
          <PaymentPanel order={order} />
          <ShipmentPanel order={order} />
          <DocumentsPanel order={order} documents={order.documents} />
          <TimelinePanel order={order} />
        </div>
      </div>
    </article>
  );
}
