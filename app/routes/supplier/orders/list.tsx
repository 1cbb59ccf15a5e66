import { OrderGroups } from "#app/components/orders/order-list.tsx";
import { PageTitle } from "#app/components/page-title.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/list";
import { loadOrderList } from "./list.server.ts";

/** The company's orders: those waiting for it first, then those waiting for the buyer, then the finished. */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  return loadOrderList(context.get(requestContext), request, url);
}

export default function OrderListRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { list, now } = loaderData;
  const none = !list.waitingForYou.length && !list.waitingForOther.length && !list.finished.length;
  return (
    <section aria-labelledby="orders-title">
      <PageTitle>{t("supplier.orders.title")}</PageTitle>
      <h1 id="orders-title" className="text-2xl font-bold">
        {t("supplier.orders.title")}
      </h1>
      {none ? (
        <div className="mt-4 rounded-lg border border-dashed border-gray-300 p-6 text-center">
          <p className="font-semibold">{t("supplier.orders.emptyTitle")}</p>
          <p className="mt-1 text-gray-600">{t("supplier.orders.emptyText")}</p>
        </div>
      ) : (
        <OrderGroups list={list} now={now} side="supplier" />
      )}
    </section>
  );
}
