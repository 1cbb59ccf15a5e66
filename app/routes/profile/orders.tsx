import { Link, redirect, useSearchParams } from "react-router";
import { OrderGroups } from "#app/components/orders/order-list.tsx";
import { PageTitle } from "#app/components/page-title.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatNumber } from "#core/i18n/format.ts";
import { listOrders } from "#server/modules/orders/index.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/orders";

const HERE = "/profile/orders";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

/** The signed-in buyer's own orders, grouped by whose turn it is; others sign in first. */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  if (!ctx.user) throw redirect(`/login?returnUrl=${encodeURIComponent(HERE)}`);
  const orders = await listOrders(ctx.deps, { ...ctx.user, clientAddress: ctx.ip }, { side: "buyer" });
  // The page's "now" decides which deadlines have passed; the browser renders with the same one.
  return { orders, now: ctx.deps.clock.now() };
}

/** The checkout sends the buyer here with how many orders it placed (one per supplier). */
function PlacedNotice() {
  const { t } = useTranslation();
  const lang = useLang();
  const placed = Number(useSearchParams()[0].get("placed"));
  const count = Number.isInteger(placed) && placed > 0 && placed < 1000 ? placed : 0;
  return (
    <div aria-live="polite" role="status" className="mt-3 min-h-6 text-sm">
      {count ? (
        <p className="rounded-md border border-green-200 bg-green-50 px-3 py-2 text-green-800">
          {count === 1
            ? t("orders.list.placedOne")
            : t("orders.list.placedMany", { count: formatNumber(lang, count) })}
        </p>
      ) : null}
    </div>
  );
}

export default function BuyerOrdersRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { orders, now } = loaderData;
  const empty = !orders.waitingForYou.length && !orders.waitingForOther.length && !orders.finished.length;
  return (
    <section aria-labelledby="orders-title" className="mx-auto max-w-6xl">
      <PageTitle>{t("orders.list.title")}</PageTitle>
      <Link to="/profile" className="text-sm text-brand-700 underline">
        {t("header.account")}
      </Link>
      <h1 id="orders-title" className="mt-2 text-2xl font-bold">
        {t("orders.list.title")}
      </h1>
      <PlacedNotice />
      {empty ? (
        <div className="mt-2 rounded-lg border border-dashed border-gray-300 p-6 text-center">
          <p className="font-semibold">{t("orders.list.emptyTitle")}</p>
          <p className="mt-1 text-gray-600">{t("orders.list.emptyText")}</p>
          <Link
            to="/categories"
            className="mt-4 inline-flex min-h-10 items-center rounded-md bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
          >
            {t("orders.list.browse")}
          </Link>
        </div>
      ) : (
        <OrderGroups list={orders} now={now} side="buyer" />
      )}
    </section>
  );
}
