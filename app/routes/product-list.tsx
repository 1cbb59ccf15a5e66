import { data, Link, redirect, useLocation, useNavigation } from "react-router";
import { formatNumber } from "#core/i18n/format.ts";
import { hostForLang } from "#core/i18n/languages.ts";
import { hasSearchableText } from "#core/rules/search-text.ts";
import { categoryPath, productPath } from "#core/rules/slug.ts";
import { listingSearch } from "#core/urls/listing-params.ts";
import { listingBasePath, listingRequestOf } from "#core/urls/listing-routes.ts";
import { type ListingState, withCategory, withPage } from "#core/urls/listing-state.ts";
import { isAppError } from "#server/lib/errors.ts";
import { listingAddress } from "#server/modules/seo/index.ts";
import { requestContext } from "#server/request-context.ts";
import { FilterPanel } from "../components/filter-panel/filter-panel.tsx";
import { JsonLd } from "../components/json-ld.tsx";
import { Breadcrumb, YouAreIn } from "../components/listing/breadcrumb.tsx";
import { CategoryBanners, SeoText } from "../components/listing/category-seo.tsx";
import { ListingToolbar } from "../components/listing/listing-toolbar.tsx";
import { DidYouMean, SomeWordsNotice } from "#app/components/listing/did-you-mean.tsx";
import { NoResults } from "../components/listing/no-results.tsx";
import { isPastTheEnd, PageOutOfRange } from "../components/listing/page-out-of-range.tsx";
import { SelectionChips } from "../components/listing/selection-chips.tsx";
import { TextMatchAccordion } from "../components/listing/text-match-accordion.tsx";
import { PageTitle } from "../components/page-title.tsx";
import { Pager } from "../components/pager.tsx";
import { ProductCard } from "../components/product-card.tsx";
import { SponsorProducts } from "../components/sponsor-products.tsx";
import { useTranslation } from "../i18n/react.tsx";
import { tWithNames } from "../i18n/with-names.tsx";
import { useRootData } from "../lib/root-data.ts";
import { breadcrumbData } from "../lib/structured-data.ts";
import { useLang } from "../lib/use-lang.ts";
import type { Route } from "./+types/product-list";
import { loadListingPage } from "./listing-page.server.ts";

// The kind comes from the matched route and the query from `url` (the page's address): the
// request itself is React Router's `.data` fetch on in-page navigations.
export async function loader({ context, params, pattern, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  // Nothing to search for (" ", "!!!"): the search page asks for a word instead of listing everything.
  if (params.text !== undefined && !hasSearchableText(params.text))
    throw redirect(`/search-product?s=${encodeURIComponent(params.text.trim())}`);
  const listing = listingRequestOf(pattern, params, url.searchParams);
  if (!listing) throw data(null, { status: 404 });
  try {
    const page = await loadListingPage(ctx.deps, ctx.lang, listing, url.searchParams);
    const basePath = listingBasePath(page);
    const address = await listingAddress(ctx.deps.db, ctx.lang, page, basePath);
    const answer = { ...page, basePath, address, landing: null as LandingInfo | null };
    const pastTheEnd = isPastTheEnd(page.state.page, page.result.products.length, page.result.totalCount);
    return pastTheEnd ? data(answer, { status: 404 }) : answer;
  } catch (error) {
    if (isAppError(error) && error.code === "not_found") throw data(null, { status: 404 });
    throw error;
  }
}

/** An SEO landing page's texts and addresses (routes/seo-landing.tsx renders through this screen). */
export interface LandingInfo {
  title: string;
  description: string | null;
  keywords: string | null;
  contentHtml: string | null;
  path: string;
  /** {seoUrl}/sc/{seoId}/ — a category code completes it. */
  categoryPathPrefix: string;
}

/** The product list and search screen for the search types c, f, pp and cp. */
export default function ProductListRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigation = useNavigation();
  const lang = useLang();
  const { kind, text, originName, trail, state, result, textMatches, seo, sponsors, landing } = loaderData;
  const hrefFor = (next: ListingState) => loaderData.basePath + listingSearch(next);
  const current = trail.at(-1);
  const root = useRootData();
  const origin = root ? `${root.siteProtocol}://${hostForLang(root.siteHost, root.lang)}` : "";
  const heading = landing
    ? landing.title
    : kind === "f"
      ? t("listing.searchHeading", { text })
      : kind === "pp"
        ? t("listing.productOriginHeading", { country: originName })
        : kind === "cp"
          ? t("listing.companyOriginHeading", { country: originName })
          : (current?.name ?? "");
  const totalPages = Math.ceil(result.totalCount / state.limit);
  const pastTheEnd = isPastTheEnd(state.page, result.products.length, result.totalCount);
  // The overlay shows while this list reloads (filters, pages), not for other navigations.
  const loading = navigation.state === "loading" && navigation.location.pathname === location.pathname;

  return (
    <>
      <PageTitle>{landing?.title ?? seo?.title ?? heading}</PageTitle>
      <meta
        name="description"
        content={
          (landing ?? seo)?.description ??
          t("listing.metaDescription", { name: heading, formatted: formatNumber(lang, result.totalCount) })
        }
      />
      {(landing ?? seo)?.keywords ? <meta name="keywords" content={(landing ?? seo)!.keywords!} /> : null}
      {state.page > 0 || kind === "f" ? <meta name="robots" content="noindex, follow" /> : null}
      <JsonLd data={structuredData(loaderData, heading, t("listing.home"), origin)} />
      <Breadcrumb trail={kind === "c" ? trail : []} current={kind === "c" ? undefined : heading} />
      <YouAreIn
        parts={
          kind === "c"
            ? trail.map((c) => c.name)
            : [heading, ...(kind === "f" && current ? [current.name] : [])]
        }
      />
      {seo ? <CategoryBanners banners={seo.banners} name={heading} /> : null}
      <h1 className="mb-3 text-2xl font-bold">
        {kind === "f" && !landing ? tWithNames(t, "listing.searchHeading", { text: text ?? "" }) : heading}
      </h1>
      <div className="flex flex-col gap-4 min-[770px]:flex-row">
        <div className="min-[770px]:w-64 min-[770px]:flex-none">
          {kind === "f" && text ? (
            <p className="mb-3 text-sm">
              <Link
                to={`/search-company/${encodeURIComponent(text)}`}
                className="font-medium text-brand-700 hover:underline"
              >
                {tWithNames(t, "listing.searchCompanies", { text })}
              </Link>
            </p>
          ) : null}
          {textMatches ? (
            <TextMatchAccordion
              matches={textMatches}
              selected={state.category ?? null}
              hrefFor={(code) =>
                landing
                  ? code
                    ? landing.categoryPathPrefix + code
                    : landing.path
                  : hrefFor(withCategory(state, code ?? undefined))
              }
            />
          ) : null}
          <FilterPanel
            aggregations={result.aggregations}
            state={state}
            optionsQuery={loaderData.optionsQuery}
            hrefFor={hrefFor}
            action={loaderData.basePath}
          />
        </div>
        <div className="relative min-w-0 flex-1" aria-busy={loading}>
          <SelectionChips state={state} aggregations={result.aggregations} hrefFor={hrefFor} />
          {pastTheEnd ? (
            <PageOutOfRange
              page={state.page}
              totalPages={totalPages}
              total={result.totalCount}
              hrefFor={(page) => hrefFor(withPage(state, page))}
            />
          ) : (
            <>
              {result.suggestion ? <DidYouMean suggestion={result.suggestion} /> : null}
              {result.someWords ? <SomeWordsNotice /> : null}
              <ListingToolbar
                total={result.totalCount}
                state={state}
                hrefFor={hrefFor}
                action={loaderData.basePath}
              />
              {result.products.length ? (
                <ul
                  data-product-list=""
                  className={
                    state.listType === 1
                      ? "flex flex-col gap-3"
                      : "grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5"
                  }
                >
                  {result.products.map((p, i) => (
                    <li key={p.id}>
                      <ProductCard
                        product={p}
                        layout={state.listType === 1 ? "list" : "grid"}
                        priority={i < 2}
                      />
                    </li>
                  ))}
                </ul>
              ) : (
                <NoResults />
              )}
              <div className="mt-6 flex justify-center">
                <Pager
                  current={state.page}
                  totalPages={totalPages}
                  hrefFor={(page) => hrefFor(withPage(state, page))}
                  label={t("listing.pages")}
                />
              </div>
            </>
          )}
          {loading ? (
            <div className="absolute inset-0 flex items-start justify-center bg-white/60 pt-24" role="status">
              <span className="rounded-md bg-white px-4 py-2 shadow">{t("listing.loading")}</span>
            </div>
          ) : null}
        </div>
      </div>
      <SponsorProducts products={sponsors} />
      <SeoText html={landing ? landing.contentHtml : (seo?.contentHtml ?? null)} />
    </>
  );
}

/** BreadcrumbList and ItemList of the page's products, with absolute URLs on the page's host. */
function structuredData(
  page: Route.ComponentProps["loaderData"],
  heading: string,
  home: string,
  origin: string,
) {
  const crumbs = [
    { name: home, path: "/" },
    ...(page.kind === "c"
      ? page.trail.map((c) => ({ name: c.name, path: categoryPath(c.name, c.code, c.hasChildren) }))
      : [{ name: heading, path: page.basePath }]),
  ];
  return {
    "@graph": [
      breadcrumbData(crumbs.map((c) => ({ name: c.name, url: origin + c.path }))),
      {
        "@type": "ItemList",
        name: heading,
        numberOfItems: page.result.totalCount,
        itemListElement: page.result.products.map((p, i) => ({
          "@type": "ListItem",
          position: page.state.page * page.state.limit + i + 1,
          name: p.name,
          url: origin + productPath(p.name, p.id),
        })),
      },
    ],
  };
}
