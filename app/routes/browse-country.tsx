import { Link } from "react-router";
import { formatNumber } from "#core/i18n/format.ts";
import { originCounts } from "#server/modules/search/index.ts";
import { findPageSeo } from "#server/modules/seo/index.ts";
import { requestContext } from "#server/request-context.ts";
import { Breadcrumb } from "../components/listing/breadcrumb.tsx";
import { PageMeta } from "../components/page-meta.tsx";
import { useTranslation } from "../i18n/react.tsx";
import { useLang } from "../lib/use-lang.ts";
import type { Route } from "./+types/browse-country";

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const [origins, seo] = await Promise.all([
    originCounts(ctx.deps, ctx.lang),
    findPageSeo(ctx.deps.db, ctx.lang, "/browse-country"),
  ]);
  return { origins, seo };
}

/** Places of origin with their product counts, each a link to the place-of-origin search. */
export default function BrowseCountryRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <>
      <PageMeta
        title={t("browseCountry.title")}
        description={t("browseCountry.description")}
        seo={loaderData.seo}
      />
      <Breadcrumb trail={[]} current={t("browseCountry.title")} />
      <h1 className="mb-2 text-2xl font-bold">{t("browseCountry.title")}</h1>
      <p className="mb-4 text-gray-600">{t("browseCountry.description")}</p>
      {loaderData.origins.length ? (
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
          {loaderData.origins.map((o) => (
            <li key={o.code}>
              <Link
                to={`/search-product/${o.code}/pp`}
                className="flex min-h-11 items-center justify-between gap-2 rounded-md border border-gray-200 bg-white px-3 hover:border-brand-600 hover:text-brand-700"
              >
                <span>{o.name}</span>
                <span className="text-sm text-gray-500">
                  {t("browseCountry.products", { formatted: formatNumber(lang, o.count) })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-md border border-gray-200 bg-white p-4">{t("listing.noResults")}</p>
      )}
    </>
  );
}
