import { Link } from "react-router";
import { Pager } from "~/components/pager.tsx";
import { ProductCard } from "~/components/product-card.tsx";
import { useTranslation } from "~/i18n/react.tsx";
import type { ProductCardData } from "~/schemas/catalog.ts";

/**
 * Spec §2.6: a company's products in one category. With paging, a pager; without, a Show More
 * link to the full list when there are more than the limit (§4).
 */
export function CompanyCategoryProducts({
  title,
  products,
  total,
  page,
  limit,
  paging,
  hrefForPage,
}: {
  title: string | null;
  products: ProductCardData[];
  total: number;
  page: number;
  limit: number;
  paging: boolean;
  hrefForPage: (page: number) => string;
}) {
  const { t } = useTranslation();
  return (
    <section aria-label={title ?? t("listing.companyProducts")}>
      {title ? <h1 className="mb-3 text-2xl font-bold">{title}</h1> : null}
      {products.length ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {products.map((p) => (
            <li key={p.id}>
              <ProductCard product={p} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-md border border-gray-200 bg-white p-4 text-gray-600">
          {t("listing.noResults")}
        </p>
      )}
      <div className="mt-6 flex justify-center">
        {paging ? (
          <Pager
            current={page}
            totalPages={Math.ceil(total / limit)}
            hrefFor={hrefForPage}
            label={t("listing.pages")}
          />
        ) : total > limit ? (
          <Link
            to={hrefForPage(0)}
            className="rounded-md border border-brand-600 px-4 py-2 font-semibold text-brand-700"
          >
            {t("listing.showMore")}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
