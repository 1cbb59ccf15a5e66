import { Form, Link, redirect } from "react-router";
import { useOrderMoney } from "#app/components/order-sheet/money.ts";
import { OrderStatusBadge } from "#app/components/order-sheet/order-status-badge.tsx";
import { PageTitle } from "#app/components/page-title.tsx";
import { Pager } from "#app/components/pager.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatDate, formatNumber } from "#core/i18n/format.ts";
import { ORDER_STATUSES } from "#core/rules/order-flow.ts";
import { ORDER_SEARCH_MAX, readOrderSearch } from "#core/schemas/order-search.ts";
import { orderNumber } from "#core/schemas/orders.ts";
import { searchOperatorOrders } from "#server/modules/orders/index.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/orders";
import { requireStaffPage } from "./access.server.ts";

/**
 * Moderators and admins: any order. A number ("O-000123") or payment reference ("CRV-…") opens
 * the order it names; otherwise recent orders, by status or those whose buyer asked for a refund.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const user = requireStaffPage(ctx, url);
  const search = readOrderSearch(url.searchParams);
  const result = await searchOperatorOrders(ctx.deps, user, search);
  if (result.found !== undefined) throw redirect(`/admin/orders/${result.found}`);
  return { ...result, search };
}

function SearchForm({ search }: { search: Route.ComponentProps["loaderData"]["search"] }) {
  const { t } = useTranslation();
  return (
    <Form
      method="get"
      role="search"
      className="mt-4 grid gap-3 rounded-lg border border-gray-200 bg-white p-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-start"
    >
      <div className="min-w-0">
        <label htmlFor="order-q" className="mb-1 block text-sm font-medium">
          {t("console.orders.find")}
        </label>
        <input
          id="order-q"
          name="q"
          type="search"
          dir="ltr"
          defaultValue={search.q ?? ""}
          maxLength={ORDER_SEARCH_MAX}
          placeholder="O-000123 · CRV-…"
          aria-describedby="order-q-hint"
          className="min-h-10 w-full rounded-md border border-gray-300 px-3"
        />
        <p id="order-q-hint" className="mt-1 text-xs text-gray-500">
          {t("console.orders.findHint")}
        </p>
      </div>
      <div className="min-w-0">
        <label htmlFor="order-status" className="mb-1 block text-sm font-medium">
          {t("console.orders.status")}
        </label>
        <select
          id="order-status"
          name="status"
          defaultValue={search.status ?? ""}
          className="min-h-10 w-full rounded-md border border-gray-300 bg-white px-2"
        >
          <option value="">{t("console.orders.allStatuses")}</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`orderStatus.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        // Level with the fields: below their labels (text-sm and mb-1).
        className="min-h-10 rounded-md bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 sm:mt-6"
      >
        {t("console.orders.search")}
      </button>
      <label className="flex min-h-10 items-center gap-2 text-sm sm:col-span-3">
        <input type="checkbox" name="refund" value="1" defaultChecked={search.refund} className="size-4" />
        {t("console.orders.onlyRefunds")}
      </label>
    </Form>
  );
}

export default function OrdersConsoleRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const money = useOrderMoney();
  const { orders, total, refundRequests, page, pageSize, search } = loaderData;
  const hrefFor = (zeroBased: number) =>
    `/admin/orders?${new URLSearchParams({
      ...(search.status ? { status: search.status } : {}),
      ...(search.refund ? { refund: "1" } : {}),
      page: String(zeroBased + 1),
    })}`;
  return (
    <section aria-labelledby="orders-title">
      <PageTitle>{t("console.orders.title")}</PageTitle>
      <h1 id="orders-title" className="text-2xl font-bold">
        {t("console.orders.title")}
      </h1>
      <p className="mt-1 text-gray-600">{t("console.orders.intro")}</p>
      {refundRequests > 0 && !search.refund ? (
        <p className="mt-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <Link to="/admin/orders?refund=1" className="font-semibold underline">
            {t("console.orders.refundRequests", { count: formatNumber(lang, refundRequests) })}
          </Link>
        </p>
      ) : null}
      <SearchForm search={search} />
      {search.q ? (
        <p
          role="status"
          className="mt-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          {t("console.orders.notFound", { text: search.q })}
        </p>
      ) : null}
      <p className="mt-4 text-sm text-gray-600">
        {t("console.orders.count", { count: formatNumber(lang, total) })}
      </p>
      {orders.length ? (
        <ul className="mt-2 space-y-3" aria-label={t("console.orders.listLabel")}>
          {orders.map((o) => (
            <li
              key={o.id}
              data-order={o.id}
              className="min-w-0 rounded-lg border border-gray-200 bg-white p-3 text-sm"
            >
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <Link
                  to={`/admin/orders/${o.id}`}
                  className="font-semibold text-brand-700 underline"
                  dir="ltr"
                >
                  {orderNumber(o.id)}
                </Link>
                <OrderStatusBadge status={o.status} />
                {o.refund_requested_at && o.status !== "closed" && o.status !== "completed" ? (
                  <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
                    {t("console.orders.refundRequested")}
                  </span>
                ) : null}
                <span className="ms-auto font-semibold tabular-nums">{money(o.totalE4, o.currency)}</span>
              </div>
              <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
                <dt className="text-gray-600">{t("console.orders.buyer")}</dt>
                <dd className="min-w-0 break-words">
                  {o.buyer_user_id === null ? (
                    t("console.orders.buyerGone")
                  ) : (
                    <>
                      <bdi>{[o.buyer_first_name, o.buyer_last_name].filter(Boolean).join(" ")}</bdi> ·{" "}
                      <bdi dir="ltr">{o.buyer_email}</bdi>
                    </>
                  )}
                </dd>
                <dt className="text-gray-600">{t("console.orders.supplier")}</dt>
                <dd className="min-w-0 break-words">
                  <bdi>{o.supplier_name}</bdi>
                </dd>
                <dt className="text-gray-600">{t("console.orders.changed")}</dt>
                <dd>
                  <time dateTime={o.updated_at}>{formatDate(lang, o.updated_at)}</time>
                  {o.deadline_at ? (
                    <>
                      {" · "}
                      {t("console.orders.deadline", { date: formatDate(lang, o.deadline_at) })}
                    </>
                  ) : null}
                </dd>
              </dl>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 rounded-lg border border-dashed border-gray-300 p-6 text-center text-gray-600">
          {t("console.orders.empty")}
        </p>
      )}
      <div className="mt-4">
        <Pager
          current={page - 1}
          totalPages={Math.ceil(total / pageSize)}
          hrefFor={hrefFor}
          label={t("console.orders.pages")}
        />
      </div>
    </section>
  );
}
