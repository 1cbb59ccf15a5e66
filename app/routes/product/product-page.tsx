import { useEffect } from "react";
import { data, Link, redirect, useLocation } from "react-router";
import { InfoTable } from "~/components/company/info-table.tsx";
import { JsonLd } from "~/components/json-ld.tsx";
import { Breadcrumb } from "~/components/listing/breadcrumb.tsx";
import { Gallery } from "~/components/product/gallery.tsx";
import { PriceBox } from "~/components/product/price-box.tsx";
import { PRODUCT_TABS, type ProductTab, ProductTabs } from "~/components/product/product-tabs.tsx";
import { SupplierBox } from "~/components/product/supplier-box.tsx";
import { VariationPicker } from "~/components/product/variation-picker.tsx";
import { ProductCard } from "~/components/product-card.tsx";
import { countryName, formatDate, formatList, formatNumber } from "~/i18n/format.ts";
import { useTranslation } from "~/i18n/react.tsx";
import { companyHomePath, companySectionPath } from "~/lib/company-paths.ts";
import { rememberViewed } from "~/lib/recently-viewed.ts";
import { useSiteOrigin } from "~/lib/site-origin.ts";
import { companyPath, productPath, slugify } from "~/lib/slug.ts";
import { productData } from "~/lib/structured-data.ts";
import { useLang } from "~/lib/use-lang.ts";
import type { ProductDetail } from "~/schemas/product.ts";
import { getSponsorProducts } from "../../../server/modules/catalog/catalog.service.ts";
import { getProductDetail } from "../../../server/modules/products/product-detail.ts";
import { requestContext } from "../../../server/request-context.ts";
import type { Route } from "./+types/product-page";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const id = /^[1-9][0-9]{0,9}$/.test(params.productId) ? Number(params.productId) : Number.NaN;
  const [product, sponsors] = await Promise.all([
    getProductDetail(ctx.deps.db, id, ctx.lang),
    getSponsorProducts(ctx.deps.db, ctx.lang),
  ]);
  if (!product) throw data(null, { status: 404 });
  // One address per product: another name in the path goes to the canonical one.
  if (params.name !== slugify(product.name))
    throw redirect(productPath(product.name, product._id) + new URL(request.url).search, 301);
  return { product, sponsors: sponsors.filter((p) => p.id !== product._id) };
}

const tabOf = (search: string, product: ProductDetail): ProductTab => {
  const tab = new URLSearchParams(search).get("tab");
  const known = (PRODUCT_TABS as readonly string[]).includes(tab ?? "") ? (tab as ProductTab) : "details";
  return known === "certifications" && !product.certifications.length ? "details" : known;
};

/** Storefront §2.7: the product detail page {name}/pr/{productId}. */
export default function ProductPageRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const origin = useSiteOrigin();
  const location = useLocation();
  const { product, sponsors } = loaderData;
  const path = productPath(product.name, product._id);
  const tab = tabOf(location.search, product);
  const tabs = PRODUCT_TABS.filter((x) => x !== "certifications" || product.certifications.length > 0);

  // Spec §7 recently viewed: this browser remembers the visit (newest first, at most 15).
  useEffect(() => {
    rememberViewed(localStorage, { id: product._id, name: product.name, img: product.pictures[0] ?? null });
  }, [product._id, product.name, product.pictures]);

  const description = product.description.long;
  const unit = t(`units.${product.fobUnit}`, { defaultValue: t("units.piece") });
  return (
    <>
      <title>{`${product.name} · ${product.company.name} · ${t("site.name")}`}</title>
      <meta
        name="description"
        content={t("productPage.metaDescription", { name: product.name, company: product.company.name })}
      />
      <JsonLd
        data={productData(
          {
            url: origin + path,
            name: product.name,
            images: product.pictures.map((p) => origin + p),
            brand: product.brand,
            sku: product._id,
            seller: {
              name: product.company.name,
              url: origin + companyPath(product.company.name, product.company._id),
            },
            currency: "USD",
            tiers:
              product.pricePerQuantity.length > 0
                ? product.pricePerQuantity.map((tier) => ({
                    minQuantity: tier.minimumQuantity,
                    price: tier.fobPrice,
                  }))
                : (product.fobPriceMin ?? 0) > 0
                  ? [{ minQuantity: product.minOrderQuan ?? 1, price: product.fobPriceMin! }]
                  : [],
            unit,
          },
          t("productPage.priceOnRequest"),
        )}
      />
      <Breadcrumb
        trail={product.categories.map((c) => ({ code: c.id, name: c.name, hasChildren: c.hasChildren }))}
      />
      <div className="mb-6 grid gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)_16rem]">
        <Gallery pictures={product.pictures} name={product.name} />
        <div className="flex min-w-0 flex-col gap-4">
          <h1 className="text-2xl font-bold" lang={product.textLang !== lang ? product.textLang : undefined}>
            {product.name}
          </h1>
          <PriceBox product={product} />
          <VariationPicker variations={product.customVariations} />
          <p className="flex flex-wrap gap-3 text-sm">
            <Link
              to={`${companySectionPath(product.company.name, product.company._id, "contact")}#message`}
              className="font-semibold text-brand-700 hover:underline"
            >
              {t("productPage.askCompany")}
            </Link>
          </p>
        </div>
        <SupplierBox company={product.company} />
      </div>

      <ProductTabs current={tab} tabs={tabs} hrefFor={(x) => (x === "details" ? path : `${path}?tab=${x}`)}>
        {tab === "details" ? (
          <div className="grid gap-6 lg:grid-cols-2">
            <InfoTable
              caption={t("productPage.quickDetails")}
              rows={[
                [t("productPage.fields.brand"), product.brand],
                [t("productPage.fields.origin"), countryName(lang, product.placeOfOrigin)],
                [
                  t("productPage.fields.packaging"),
                  product.packaging &&
                    t(`packaging.${product.packaging}`, { defaultValue: product.packaging }),
                ],
                ...product.variations.map(
                  ({ group, options }) => [group, formatList(lang, options)] as [string, string],
                ),
                [
                  t("productPage.fields.capacity"),
                  product.productionCapacity !== null &&
                    `${formatNumber(lang, product.productionCapacity)} ${t(`units.${product.productionCapUnit ?? product.fobUnit}`, { defaultValue: unit })} ${t(`capacityTimes.${product.productionCapTime ?? "month"}`)}`,
                ],
                [
                  t("productPage.fields.paymentTerms"),
                  product.paymentTerms.length > 0 &&
                    formatList(
                      lang,
                      product.paymentTerms.map((p) => t(`paymentTypes.${p}`, { defaultValue: p })),
                    ),
                ],
              ]}
            />
            <InfoTable
              caption={t("productPage.packagingDelivery")}
              rows={[
                [t("productPage.fields.packagingDetails"), product.packagingDetails],
                [
                  t("productPage.fields.deliveryTime"),
                  product.deliveryTime !== null &&
                    t("productPage.days", { formatted: formatNumber(lang, product.deliveryTime) }),
                ],
              ]}
            />
            {description ? (
              <div className="lg:col-span-2">
                <h2 className="mb-2 text-base font-semibold">{t("productPage.specifications")}</h2>
                <div
                  className="rich-text text-sm"
                  lang={product.textLang !== lang ? product.textLang : undefined}
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server, h1/h2 removed
                  dangerouslySetInnerHTML={{ __html: description }}
                />
              </div>
            ) : null}
          </div>
        ) : null}
        {tab === "company" ? (
          <div className="flex flex-col gap-3">
            <InfoTable
              rows={[
                [
                  t("company.fields.businessType"),
                  product.company.businessTypes.length > 0 &&
                    formatList(
                      lang,
                      product.company.businessTypes.map((b) => t(`businessTypes.${b}`, { defaultValue: b })),
                    ),
                ],
                [
                  t("company.fields.location"),
                  [product.company.contactInfo.city, countryName(lang, product.company.contactInfo.country)]
                    .filter(Boolean)
                    .join(", "),
                ],
                [t("company.fields.yearBuilt"), product.company.companyRegisteredYear],
                [t("company.fields.mainProducts"), product.company.mainProducts],
                [
                  t("company.fields.mainMarkets"),
                  product.company.mainMarkets.length > 0 &&
                    formatList(
                      lang,
                      product.company.mainMarkets.map((m) => t(`markets.${m}`, { defaultValue: m })),
                    ),
                ],
              ]}
            />
            <Link
              to={companyHomePath(product.company.name, product.company._id)}
              className="self-start font-semibold text-brand-700 hover:underline"
            >
              {t("productPage.goCompany")}
            </Link>
          </div>
        ) : null}
        {tab === "certifications" ? (
          <ul className="grid gap-3 sm:grid-cols-2">
            {product.certifications.map((c) => (
              <li key={c.id} className="rounded-md border border-gray-200 p-3 text-sm">
                <p className="font-semibold">{c.name}</p>
                {c.authorizedOrganization ? (
                  <p className="text-gray-600">{t("company.issuedBy", { body: c.authorizedOrganization })}</p>
                ) : null}
                {c.startDate || c.endDate ? (
                  <p className="text-gray-600">
                    {t("company.validity", {
                      from: c.startDate ? formatDate(lang, c.startDate) : "—",
                      to: c.endDate ? formatDate(lang, c.endDate) : "—",
                    })}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </ProductTabs>

      {sponsors.length ? (
        <section aria-labelledby="sponsor-products-title" className="mt-8">
          <h2 id="sponsor-products-title" className="mb-3 text-lg font-bold">
            {t("listing.sponsorProducts")}
          </h2>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
            {sponsors.map((p) => (
              <li key={p.id}>
                <ProductCard product={p} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
