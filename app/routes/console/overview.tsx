import { Link } from "react-router";
import { PageTitle } from "#app/components/page-title.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatNumber } from "#core/i18n/format.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/overview";
import { requireStaffPage } from "./access.server.ts";
import { loadConsoleOverview } from "./overview.server.ts";

export async function loader({ context, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  requireStaffPage(ctx, url);
  return loadConsoleOverview(ctx.deps.db);
}

/** The console's first page: what waits for attention, each a link to where it is handled. */
export default function ConsoleOverviewRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const cards = [
    { to: "/admin/products", label: t("console.overview.productsWaiting"), n: loaderData.productsWaiting },
    {
      to: "/admin/comments?status=pending",
      label: t("console.overview.pendingComments"),
      n: loaderData.pendingComments,
    },
    {
      to: "/admin/help-center",
      label: t("console.overview.openContactItems"),
      n: loaderData.openContactItems,
    },
    { to: "/admin/seo", label: t("console.overview.seoRecords"), n: loaderData.seoRecords },
    { to: "/admin/campaigns", label: t("console.overview.contactLists"), n: loaderData.contactLists },
    { to: "/admin/merchandising", label: t("console.overview.activeBanners"), n: loaderData.activeBanners },
  ];
  return (
    <section aria-labelledby="console-title">
      <PageTitle>{t("console.title")}</PageTitle>
      <h1 id="console-title" className="text-2xl font-bold">
        {t("console.title")}
      </h1>
      <p className="mt-1 text-gray-600">{t("console.overview.intro")}</p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <li key={card.to}>
            <Link
              to={card.to}
              className="block rounded-lg border border-gray-200 bg-white p-4 hover:border-brand-600"
            >
              <span className="block text-3xl font-bold text-brand-700">{formatNumber(lang, card.n)}</span>
              <span className="mt-1 block text-sm text-gray-700">{card.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
