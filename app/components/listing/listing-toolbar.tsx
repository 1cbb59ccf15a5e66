import { Link } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatNumber } from "#core/i18n/format.ts";
import { PAGE_LIMITS } from "#core/schemas/search-constants.ts";
import { listingSearch } from "#core/urls/listing-params.ts";
import { type ListingState, withLimit, withListType, withSort } from "#core/urls/listing-state.ts";
import { SortControl } from "./sort-control.tsx";

/**
 * Result count, the order (a small GET form), grid/list toggle (list type 0/1) and page size
 * 20/50 (plain links).
 */
export function ListingToolbar({
  total,
  state,
  hrefFor,
  action,
}: {
  total: number;
  state: ListingState;
  hrefFor: (state: ListingState) => string;
  /** The listing's path: the order form sends its GET there. */
  action: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const toggle = (active: boolean) =>
    `inline-flex min-h-10 min-w-10 items-center justify-center rounded-md border px-3 text-sm ${
      active
        ? "border-brand-600 bg-brand-50 font-semibold text-brand-700"
        : "border-gray-200 bg-white hover:bg-gray-50"
    }`;
  return (
    <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
      {/* The heading of the product list (the cards' names are h3). */}
      <h2 className="text-sm font-normal text-gray-700">
        <span role="status">{t("listing.resultCount", { formatted: formatNumber(lang, total) })}</span>
      </h2>
      <SortControl
        sort={state.sort}
        action={action}
        keep={[...new URLSearchParams(listingSearch(withSort(state, undefined)))]}
        hrefFor={(sort) => hrefFor(withSort(state, sort))}
      />
      <div className="flex flex-wrap items-center gap-2">
        <span className="sr-only">{t("listing.view")}</span>
        {([0, 1] as const).map((lt) => (
          <Link
            key={lt}
            to={hrefFor(withListType(state, lt))}
            preventScrollReset
            className={toggle(state.listType === lt)}
            aria-current={state.listType === lt ? "true" : undefined}
          >
            {lt === 0 ? t("listing.grid") : t("listing.list")}
          </Link>
        ))}
        <span className="ms-2 text-sm text-gray-600">{t("listing.perPage")}</span>
        {PAGE_LIMITS.map((limit) => (
          <Link
            key={limit}
            to={hrefFor(withLimit(state, limit))}
            className={toggle(state.limit === limit)}
            aria-current={state.limit === limit ? "true" : undefined}
          >
            {formatNumber(lang, limit)}
          </Link>
        ))}
      </div>
    </div>
  );
}
