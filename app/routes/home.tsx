import { useEffect } from "react";
import { Link } from "react-router";
import { formatNumber } from "#core/i18n/format.ts";
import { categoryPath } from "#core/rules/slug.ts";
import { getHomePage } from "#server/modules/merchandising/index.ts";
import { findPageSeo } from "#server/modules/seo/index.ts";
import { requestContext } from "#server/request-context.ts";
import { BannerGallery } from "../components/home/banner-gallery.tsx";
import { CarouselSection, SLIDES_PER_VIEW } from "../components/home/carousel-section.tsx";
import { CategoryTiles } from "../components/home/category-tiles.tsx";
import { HomeCategoryMenu } from "../components/home/home-category-menu.tsx";
import { RecentlyViewed } from "../components/home/recently-viewed.tsx";
import { RfqCard } from "../components/home/rfq-card.tsx";
import { SponsorCard } from "../components/home/sponsor-card.tsx";
import { ToolTiles } from "../components/home/tool-tiles.tsx";
import { OrganizationJsonLd } from "../components/json-ld.tsx";
import { PageMeta } from "../components/page-meta.tsx";
import { ProductCard } from "../components/product-card.tsx";
// Vite bundles the page script on its own (the worker pipeline gives a self-contained module
// and its URL); it is not a worker, just a module script.
import homeScriptUrl from "../enhance/home-page.ts?worker&url";
import { useTranslation } from "../i18n/react.tsx";
import { useCspNonce } from "../lib/csp-nonce.ts";
import { useRootData } from "../lib/root-data.ts";
import { useLang } from "../lib/use-lang.ts";
import type { Route } from "./+types/home";

/** The root layout leaves React's client runtime out of this page (see app/enhance/home-page.ts). */
export const handle = { hydrate: false };

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const [home, seo] = await Promise.all([
    getHomePage(ctx.deps, ctx.lang),
    findPageSeo(ctx.deps.db, ctx.lang, "/"),
  ]);
  return { ...home, seo };
}

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const signedIn = Boolean(useRootData()?.user);
  const nonce = useCspNonce();
  const { categories, banners, tiles, recommended, opportunity, rows, sponsors, stats } = loaderData;
  // Reached by a client-side navigation from a hydrated page: load the page script then.
  useEffect(() => {
    import(/* @vite-ignore */ homeScriptUrl).then(() => window.enhanceHomePage?.());
  }, []);
  return (
    <div data-home-page>
      <PageMeta title={t("home.title")} description={t("site.description")} seo={loaderData.seo} />
      <OrganizationJsonLd />
      <h1 className="mb-3 text-lg font-bold sm:text-xl">
        {stats.suppliers === 0
          ? t("home.heroTitleEmpty")
          : t("home.heroTitle", {
              suppliers: formatNumber(lang, stats.suppliers),
              countries: formatNumber(lang, stats.countries),
            })}
      </h1>
      {stats.products === 0 ? (
        <p className="mb-4 rounded-md border border-amber-200 bg-amber-50 p-4">{t("home.emptyCatalogue")}</p>
      ) : null}

      <div className="mb-6 grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[15rem_minmax(0,1fr)_15rem]">
        <HomeCategoryMenu categories={categories} />
        <div className="flex min-w-0 flex-col gap-4">
          <BannerGallery banners={banners} />
          <p className="text-sm text-gray-600">
            {t("home.stats", {
              products: formatNumber(lang, stats.products),
              suppliers: formatNumber(lang, stats.suppliers),
              countries: formatNumber(lang, stats.countries),
            })}
          </p>
        </div>
        <RfqCard signedIn={signedIn} />
      </div>

      <div className="mb-6 flex flex-col gap-4">
        <CategoryTiles tiles={tiles} />
        <ToolTiles />
      </div>

      <CarouselSection
        id="recommended"
        title={t("home.recommended")}
        slideClass={SLIDES_PER_VIEW.rows}
        reveal="scroll"
      >
        {recommended.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </CarouselSection>
      <CarouselSection
        id="opportunity"
        title={t("home.opportunity")}
        slideClass={SLIDES_PER_VIEW.rows}
        reveal="scroll"
      >
        {opportunity.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </CarouselSection>
      {rows.map((row) => (
        <CarouselSection
          key={row.categoryId}
          id={`row-${row.categoryId}`}
          title={row.text}
          slideClass={SLIDES_PER_VIEW.rows}
          reveal="scroll"
          action={
            <Link
              to={categoryPath(row.text, row.categoryId, row.hasChildren)}
              className="text-sm font-semibold text-brand-700 hover:underline"
              aria-label={t("home.goToCategoryNamed", { name: row.text })}
            >
              {t("home.goToCategory")}
            </Link>
          }
        >
          {row.products.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </CarouselSection>
      ))}
      <RecentlyViewed />
      <CarouselSection
        id="sponsors"
        title={t("home.sponsors")}
        slideClass={SLIDES_PER_VIEW.sponsors}
        reveal="400"
        autoplay
      >
        {sponsors.map((company) => (
          <SponsorCard key={company._id} company={company} />
        ))}
      </CarouselSection>
      <script type="module" src={homeScriptUrl} nonce={nonce} />
    </div>
  );
}
