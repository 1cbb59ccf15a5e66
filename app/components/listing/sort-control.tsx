import { useId } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { PRODUCT_SORTS, type ProductSort } from "#core/schemas/search-constants.ts";
import { useHydrated } from "../filter-panel/use-client-state.ts";

/** The translation key of each order's name; best match is no `sort` at all. */
const SORT_LABEL = {
  price_asc: "listing.sort.priceAsc",
  price_desc: "listing.sort.priceDesc",
  newest: "listing.sort.newest",
  moq_asc: "listing.sort.moqAsc",
} as const satisfies Record<ProductSort, string>;

/**
 * "Sort by": best match, price low to high and high to low, newest, lowest minimum order. A GET
 * form underneath, with the page's other parameters as hidden fields, so without JavaScript the
 * buyer picks an order and presses Sort; with it, choosing an order goes there at once. Another
 * order starts again at the first page.
 */
export function SortControl({
  sort,
  action,
  keep,
  hrefFor,
}: {
  sort: ProductSort | undefined;
  /** The listing's path, where the form sends its GET. */
  action: string;
  /** The address's other parameters (filters, text, view), which choosing an order keeps. */
  keep: [string, string][];
  /** The address of the listing in another order. */
  hrefFor: (sort: ProductSort | undefined) => string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const id = useId();
  return (
    <form method="get" action={action} className="flex items-center gap-2 text-sm" data-sort-control="">
      {keep.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={id} className="text-gray-600">
        {t("listing.sort.label")}
      </label>
      <select
        // A new address renders the chosen order as the default again.
        key={sort ?? ""}
        id={id}
        name="sort"
        defaultValue={sort ?? ""}
        onChange={(event) => {
          const value = event.currentTarget.value;
          void navigate(hrefFor(PRODUCT_SORTS.find((s) => s === value)), { preventScrollReset: true });
        }}
        className="min-h-10 rounded-md border border-gray-300 bg-white px-2"
      >
        <option value="">{t("listing.sort.bestMatch")}</option>
        {PRODUCT_SORTS.map((value) => (
          <option key={value} value={value}>
            {t(SORT_LABEL[value])}
          </option>
        ))}
      </select>
      {hydrated ? null : (
        <button
          type="submit"
          className="min-h-10 rounded-md border border-gray-300 bg-white px-3 font-semibold hover:bg-gray-50"
        >
          {t("listing.sort.apply")}
        </button>
      )}
    </form>
  );
}
