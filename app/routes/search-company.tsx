import { Link } from "react-router";
import { formatNumber } from "#core/i18n/format.ts";
import { companyPath } from "#core/rules/slug.ts";
import { COMPANY_PAGE } from "#core/schemas/search-constants.ts";
import { searchCompanies } from "#server/modules/companies/index.ts";
import { requestContext } from "#server/request-context.ts";
import { CompanyLogo } from "../components/company/company-logo.tsx";
import { Breadcrumb } from "../components/listing/breadcrumb.tsx";
import { NoResults } from "../components/listing/no-results.tsx";
import { PageTitle } from "../components/page-title.tsx";
import { Pager } from "../components/pager.tsx";
import { PlaceName } from "../components/place-name.tsx";
import { useTranslation } from "../i18n/react.tsx";
import { tWithNames } from "../i18n/with-names.tsx";
import { useLang } from "../lib/use-lang.ts";
import type { Route } from "./+types/search-company";

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const text = params.companyName.trim();
  const p = Number(url.searchParams.get("p") ?? "0");
  const page = Number.isSafeInteger(p) && p >= 0 && p <= 10_000 ? p : 0;
  const result = await searchCompanies(ctx.deps.db, ctx.lang, text, page);
  return { text, page, ...result };
}

/** search-company/{companyName}: suppliers by name, 20 a page, each linking to its storefront. */
export default function SearchCompanyRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { text, page, total, companies } = loaderData;
  const base = `/search-company/${encodeURIComponent(text)}`;
  const heading = t("companySearch.title", { text });
  return (
    <>
      <PageTitle>{heading}</PageTitle>
      <meta name="robots" content="noindex, follow" />
      <Breadcrumb trail={[]} current={heading} />
      <h1 className="mb-1 text-2xl font-bold">{tWithNames(t, "companySearch.title", { text })}</h1>
      <p role="status" className="mb-4 text-sm text-gray-600">
        {t("companySearch.count", { formatted: formatNumber(lang, total) })}
      </p>
      {companies.length ? (
        <ul className="grid gap-3 md:grid-cols-2">
          {companies.map((c) => (
            <li key={c.id} className="flex gap-3 rounded-lg border border-gray-200 bg-white p-3">
              <CompanyLogo src={c.logo} size={64} lazy className="size-16 flex-none rounded object-contain" />
              <div className="min-w-0">
                <h2 className="font-semibold">
                  <Link to={companyPath(c.name, c.id)} className="hover:text-brand-700 hover:underline">
                    <bdi>{c.name}</bdi>
                  </Link>
                  {c.verified ? (
                    <span className="ms-2 rounded bg-green-100 px-1.5 py-0.5 text-xs font-medium text-green-800">
                      {t("product.verified")}
                    </span>
                  ) : null}
                </h2>
                <p className="text-sm text-gray-600">
                  <PlaceName city={c.city} country={c.country} />
                </p>
                {c.mainProducts ? (
                  <p className="mt-1 line-clamp-2 text-sm">
                    <span className="font-medium">{t("companySearch.mainProducts")}: </span>
                    <bdi>{c.mainProducts}</bdi>
                  </p>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <NoResults />
      )}
      <Pager
        current={page}
        totalPages={Math.ceil(total / COMPANY_PAGE)}
        hrefFor={(p) => (p > 0 ? `${base}?p=${p}` : base)}
        label={t("listing.pages")}
      />
    </>
  );
}
