import { Link } from "react-router";
import { formatMoney, formatNumber } from "#core/i18n/format.ts";
import { companyPath, productPath } from "#core/rules/slug.ts";
import type { ProductCardData } from "#core/schemas/catalog.ts";
import { useTranslation } from "../i18n/react.tsx";
import { NOT_FOUND_PICTURE } from "../lib/default-images.ts";
import { useLang } from "../lib/use-lang.ts";

/** The 200x200 variant of a picture URL, as cards show it. */
export function thumbnail(url: string | null): string {
  if (!url) return NOT_FOUND_PICTURE;
  return url.replace(/(\.[a-z]+)$/i, "_200x200$1");
}

/**
 * Picture, name, USD price per unit when above 0 (else Ask Price), company, MOQ.
 * `list` lays the same card out as a row (the listing's list type 1).
 */
export function ProductCard({
  product,
  layout = "grid",
  priority = false,
}: {
  product: ProductCardData;
  layout?: "grid" | "list";
  /** The first cards of a list: their pictures load at once (the page's largest paint). */
  priority?: boolean;
}) {
  const row = layout === "list";
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
      className={`flex overflow-hidden rounded-lg border border-gray-200 bg-white transition hover:shadow-md ${row ? "flex-row" : "flex-col"}`}
    >
      <Link
        to={productPath(product.name, product.id)}
        className={`block aspect-square flex-none bg-gray-100 ${row ? "w-28 sm:w-36" : ""}`}
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
      <div className="flex flex-1 flex-col gap-1 p-2.5 text-sm">
        {/* Names keep their own direction: a Latin name on an Arabic page keeps its final period
            and is cut with "…" at its own end, while lining up with the card. */}
        <h3 dir="auto" className="line-clamp-2 min-h-10 align-page font-medium">
          <Link to={productPath(product.name, product.id)} className="hover:text-brand-700">
            {product.name}
          </Link>
        </h3>
        {price ? (
          <p className="font-bold text-ink">
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
        <p className="mt-auto pt-1 text-xs text-gray-500">
          <Link
            to={companyPath(product.companyName, product.companyId)}
            dir="auto"
            className="block min-h-6 truncate leading-6 align-page hover:underline"
          >
            {product.companyName}
          </Link>
        </p>
      </div>
    </article>
  );
}
