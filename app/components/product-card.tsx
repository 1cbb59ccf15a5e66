import { Link } from "react-router";
import { formatMoney, formatNumber } from "#core/i18n/format.ts";
import { companyPath, productPath } from "#core/rules/slug.ts";
import type { ProductCardData } from "#core/schemas/catalog.ts";
import type { ProductSummary } from "#core/schemas/search.ts";
import { useTranslation } from "../i18n/react.tsx";
import { NOT_FOUND_PICTURE } from "../lib/default-images.ts";
import { useLang } from "../lib/use-lang.ts";
import { CardDetails } from "./listing/card-details.tsx";
import { CardSupplier } from "./listing/card-supplier.tsx";

/** The 200x200 variant of a picture URL, as cards show it. */
export function thumbnail(url: string | null): string {
  if (!url) return NOT_FOUND_PICTURE;
  return url.replace(/(\.[a-z]+)$/i, "_200x200$1");
}

/** A listing's product (search results, storefronts) rather than a bare card (home, sponsors). */
const isListed = (product: ProductCardData | ProductSummary): product is ProductSummary =>
  "companyCountry" in product;

/**
 * Picture, name, USD price per unit when above 0 (else Ask Price), MOQ and company. A listing's
 * product adds its supplier (CardSupplier); `list` lays the card out as a row (the listing's list
 * type 1) and adds price tiers, lead time and certificates (CardDetails).
 */
export function ProductCard({
  product,
  layout = "grid",
  priority = false,
  withSupplier = true,
}: {
  product: ProductCardData | ProductSummary;
  layout?: "grid" | "list";
  /** False where every card has the same supplier (its storefront), which the page shows once. */
  withSupplier?: boolean;
  /** The first cards of a list: their pictures load at once (the page's largest paint). */
  priority?: boolean;
}) {
  const row = layout === "list";
  const listed = isListed(product) ? product : null;
  const supplier = withSupplier ? listed : null;
  const { t } = useTranslation();
  const lang = useLang();
  const hasPrice = (product.priceMin ?? 0) > 0;
  const unit = t(`units.${product.unit}`, { defaultValue: t("units.piece") });
  const price = hasPrice
    ? product.priceMax && product.priceMax > (product.priceMin ?? 0)
      ? t("product.priceRange", {
          min: formatMoney(lang, product.priceMin!, "USD"),
          max: formatMoney(lang, product.priceMax, "USD"),
        })
      : formatMoney(lang, product.priceMin!, "USD")
    : null;
  return (
    <article
      className={`flex h-full overflow-hidden rounded-lg border border-gray-200 bg-white transition hover:shadow-md ${row ? "flex-row" : "flex-col"}`}
    >
      <Link
        to={productPath(product.name, product.id)}
        className={`block aspect-square flex-none self-start bg-gray-100 ${row ? "w-28 sm:w-36" : "w-full"}`}
        tabIndex={-1}
        aria-hidden="true"
      >
        <img
          src={thumbnail(product.picture)}
          alt={product.name}
          width={200}
          height={200}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
          decoding="async"
          className="size-full object-cover"
          data-fallback={NOT_FOUND_PICTURE}
        />
      </Link>
      <div
        className={`flex min-w-0 flex-1 flex-col gap-2 p-2.5 text-sm ${row ? "sm:flex-row sm:gap-4" : ""}`}
      >
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          {/* Names keep their own direction: a Latin name on an Arabic page keeps its final period
              and is cut with "…" at its own end, while lining up with the card. */}
          <h3 dir="auto" className={`line-clamp-2 align-page font-medium ${row ? "" : "min-h-10"}`}>
            <Link to={productPath(product.name, product.id)} className="hover:text-brand-700">
              {product.name}
            </Link>
          </h3>
          {price ? (
            <p className="font-bold text-ink" data-card-price="">
              {price} <span className="text-xs font-normal text-gray-500">/ {unit}</span>
            </p>
          ) : (
            <Link
              to={productPath(product.name, product.id, true)}
              className="inline-flex min-h-6 items-center self-start font-semibold text-brand-700 hover:underline"
            >
              {t("product.askPrice")}
            </Link>
          )}
          {product.minOrderQuantity ? (
            <p className="text-xs text-gray-600">
              {t("product.moq", {
                quantity: formatNumber(lang, product.minOrderQuantity),
                unit: t(`units.${product.minOrderUnit}`, { defaultValue: unit }),
              })}
            </p>
          ) : null}
          {row && listed ? <CardDetails product={listed} unit={unit} /> : null}
        </div>
        {supplier ? (
          <div
            className={`flex flex-col ${row ? "sm:w-52 sm:flex-none sm:border-s sm:border-gray-100 sm:ps-4" : ""}`}
          >
            <CardSupplier product={supplier} />
          </div>
        ) : (
          <p className="mt-auto pt-1 text-xs text-gray-500">
            <Link
              to={companyPath(product.companyName, product.companyId)}
              dir="auto"
              className="block min-h-6 truncate leading-6 align-page hover:underline"
              data-card-company=""
            >
              {product.companyName}
            </Link>
          </p>
        )}
      </div>
    </article>
  );
}
