import { lazy, Suspense, useEffect } from "react";
import { data, Link, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { CertificateList } from "#app/components/certificate-list.tsx";
import { Breadcrumb } from "#app/components/listing/breadcrumb.tsx";
import { PageTitle } from "#app/components/page-title.tsx";
import { BuyBox } from "#app/components/product/buy-box.tsx";
import { ChatLink } from "#app/components/product/chat-link.tsx";
import { CompanyPanel } from "#app/components/product/company-panel.tsx";
import { DetailsPanel } from "#app/components/product/details-panel.tsx";
import { Gallery } from "#app/components/product/gallery.tsx";
import { PriceBox } from "#app/components/product/price-box.tsx";
import {
  isProductTab,
  PRODUCT_TABS,
  type ProductTab,
  ProductTabs,
} from "#app/components/product/product-tabs.tsx";
import { PURCHASE_REQUEST_SECTION_ID } from "#app/components/product/purchase-request-section.ts";
import { RatingSummary } from "#app/components/product/rating-summary.tsx";
import { SupplierBox } from "#app/components/product/supplier-box.tsx";
import { SponsorProducts } from "#app/components/sponsor-products.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { rememberViewed } from "#app/lib/recently-viewed.ts";
import { useLang } from "#app/lib/use-lang.ts";
import { sendProductView } from "#app/lib/view-beacon.ts";
import { productPath, slugify } from "#core/rules/slug.ts";
import { parseId } from "#core/schemas/id.ts";
import type { ProductDetail } from "#core/schemas/product.ts";
import { companySectionPath } from "#core/urls/company-paths.ts";
import { getCommentInfo } from "#server/modules/comments/index.ts";
import { getPublicResponseFigures } from "#server/modules/deals/index.ts";
import { getProductDetail } from "#server/modules/products/index.ts";
import { productAddress } from "#server/modules/seo/index.ts";
import { getProductRecommendations } from "#server/modules/views/index.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/product-page";
import { addToCartAction } from "./cart.server.ts";
import { commentAction, loadCommentsPanel } from "./comments.server.ts";
import { ProductStructuredData } from "./product-structured-data.tsx";
import { loadPurchaseRequestPanel, purchaseRequestAction } from "./purchase-request.server.ts";

// Panels of tabs that are not open at first stay out of the page's first script load; the server
// still renders them whole when their tab is open, and the browser hydrates them once loaded.
const CommentsPanel = lazy(() =>
  import("#app/components/product/comments-panel.tsx").then((m) => ({ default: m.CommentsPanel })),
);
const LocationPanel = lazy(() =>
  import("#app/components/product/location-panel.tsx").then((m) => ({ default: m.LocationPanel })),
);
const PurchaseRequestPanel = lazy(() =>
  import("#app/components/product/purchase-request-panel.tsx").then((m) => ({
    default: m.PurchaseRequestPanel,
  })),
);

/** The ask flag (?ask=true): the visitor came to ask for a price, so the request form is open. */
function tabOf(url: URL, product: ProductDetail): ProductTab {
  if (url.searchParams.get("ask") === "true") return "request";
  const tab = url.searchParams.get("tab");
  if (!isProductTab(tab) || (tab === "certifications" && !product.certifications.length)) return "details";
  return tab;
}

async function productOf(context: Route.LoaderArgs["context"], productId: string) {
  const ctx = context.get(requestContext);
  const id = parseId(productId);
  const product = id === undefined ? undefined : await getProductDetail(ctx.deps.db, id, ctx.lang);
  if (!product) throw data(null, { status: 404 });
  return { ctx, product };
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { ctx, product } = await productOf(context, params.productId);
  // One address per product: another name in the path goes to the canonical one.
  if (params.name !== slugify(product.name))
    throw redirect(productPath(product.name, product._id) + url.search, 301);
  const tab = tabOf(url, product);
  const ratings = getCommentInfo(ctx.deps.db, product._id);
  const [recommendations, commentInfo, comments, purchaseRequest, address, response] = await Promise.all([
    getProductRecommendations(ctx.deps.db, ctx.lang, product),
    ratings,
    tab === "comments" ? ratings.then((info) => loadCommentsPanel(ctx, product._id, info)) : null,
    tab === "request" ? loadPurchaseRequestPanel(ctx, product) : null,
    productAddress(ctx.deps.db, product._id, ctx.lang),
    getPublicResponseFigures(ctx.deps, product.company._id),
  ]);
  return {
    address,
    product,
    tab,
    signedIn: Boolean(ctx.user),
    recommendations,
    commentInfo,
    comments,
    purchaseRequest,
    response,
  };
}

// Adding to the cart changes nothing this page shows (the dialog reads the action's answer), so
// the product, its recommendations and ratings are not loaded again after it.
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formData?.get("intent") === "add-to-cart" ? false : defaultShouldRevalidate;
}

/** The page's forms, told apart by their `intent`: each is handled by its own module. */
export async function action({ context, params, request }: Route.ActionArgs) {
  const { ctx, product } = await productOf(context, params.productId);
  const form = await request.formData().catch(() => new FormData());
  switch (form.get("intent")) {
    case "add-to-cart":
      return addToCartAction(ctx, product, form);
    case "comment":
    case "delete-comment":
      return commentAction(ctx, product._id, form);
    case "purchase-request":
      return purchaseRequestAction(ctx, product, form);
    default:
      throw data(null, { status: 400 });
  }
}

/** The ask flag scrolls to the request form one second after the page opens. */
const ASK_SCROLL_DELAY_MS = 1000;

/** The product detail page {name}/pr/{productId}. */
export default function ProductPageRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { product, tab, signedIn, recommendations, commentInfo } = loaderData;
  const path = productPath(product.name, product._id);
  const tabs = PRODUCT_TABS.filter((x) => x !== "certifications" || product.certifications.length > 0);
  const hrefFor = (x: ProductTab) => (x === "details" ? path : `${path}?tab=${x}`);

  // This browser remembers the visit (recently viewed) and the server counts it.
  // Once per product shown: a revalidation after one of the page's forms brings a new object for
  // the same product, which is not another view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the product's id on purpose
  useEffect(() => {
    rememberViewed(localStorage, { id: product._id, name: product.name, img: product.pictures[0] ?? null });
    sendProductView(product);
  }, [product._id]);

  const asked = loaderData.purchaseRequest !== null && tab === "request";
  useEffect(() => {
    if (!asked || !new URLSearchParams(location.search).has("ask")) return;
    const timer = setTimeout(
      () =>
        document.getElementById(PURCHASE_REQUEST_SECTION_ID)?.scrollIntoView({
          // Visitors who ask for less motion are taken there at once.
          behavior: matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth",
          block: "start",
        }),
      ASK_SCROLL_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [asked]);

  return (
    <>
      <PageTitle>{[product.name, product.company.name]}</PageTitle>
      <meta
        name="description"
        content={t("productPage.metaDescription", { name: product.name, company: product.company.name })}
      />
      <ProductStructuredData product={product} ratings={commentInfo} />
      <Breadcrumb
        trail={product.categories.map((c) => ({ code: c.id, name: c.name, hasChildren: c.hasChildren }))}
        current={product.name}
      />
      <div className="mb-6 grid gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)_16rem]">
        <Gallery pictures={product.pictures} name={product.name} />
        <div className="flex min-w-0 flex-col gap-4">
          <h1 className="text-2xl font-bold" lang={product.textLang !== lang ? product.textLang : undefined}>
            <bdi>{product.name}</bdi>
          </h1>
          <RatingSummary info={commentInfo} commentsHref={`${hrefFor("comments")}#product-tabs`} />
          <PriceBox product={product} />
          <BuyBox product={product} signedIn={signedIn} posted={actionData} />
          <p className="flex flex-wrap gap-4 text-sm">
            <ChatLink
              companyId={product.company._id}
              signedIn={signedIn}
              className="font-semibold text-brand-700 hover:underline"
            />
            <Link
              to={`${companySectionPath(product.company.name, product.company._id, "contact")}#message`}
              className="font-semibold text-brand-700 hover:underline"
            >
              {t("productPage.contact")}
            </Link>
          </p>
        </div>
        <SupplierBox company={product.company} response={loaderData.response} />
      </div>

      <ProductTabs current={tab} tabs={tabs} hrefFor={hrefFor}>
        {tab === "details" ? <DetailsPanel product={product} /> : null}
        {tab === "company" ? <CompanyPanel company={product.company} /> : null}
        <Suspense fallback={<p className="text-sm text-gray-600">{t("productPage.loading")}</p>}>
          {tab === "comments" && loaderData.comments ? (
            <CommentsPanel productId={product._id} data={loaderData.comments} posted={actionData} />
          ) : null}
          {tab === "request" && loaderData.purchaseRequest ? (
            <PurchaseRequestPanel product={product} data={loaderData.purchaseRequest} posted={actionData} />
          ) : null}
          {tab === "location" ? <LocationPanel product={product} /> : null}
        </Suspense>
        {tab === "certifications" ? <CertificateList certificates={product.certifications} /> : null}
      </ProductTabs>

      <SponsorProducts products={recommendations} />
    </>
  );
}
