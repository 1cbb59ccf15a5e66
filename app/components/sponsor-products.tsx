import type { ProductCardData } from "#core/schemas/catalog.ts";
import { useTranslation } from "../i18n/react.tsx";
import { ProductCard } from "./product-card.tsx";

/** The "Sponsor products" row under a listing or a product (nothing when there are none). */
export function SponsorProducts({ products }: { products: ProductCardData[] }) {
  const { t } = useTranslation();
  if (!products.length) return null;
  return (
    <section aria-labelledby="sponsor-products-title" className="mt-8">
      <h2 id="sponsor-products-title" className="mb-3 text-lg font-bold">
        {t("listing.sponsorProducts")}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {products.map((p) => (
          <li key={p.id}>
            <ProductCard product={p} />
          </li>
        ))}
      </ul>
    </section>
  );
}
