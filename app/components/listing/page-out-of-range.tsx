import { Link } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatNumber } from "#core/i18n/format.ts";

/**
 * A page number past the end of a list that has products (an old link after the list shrank, an
 * edited address): there is nothing to show on it, but the list is not empty, so saying "Sorry,
 * no results" beside the product count would contradict itself. Loaders answer it with 404.
 */
export function isPastTheEnd(page: number, shownOnPage: number, total: number): boolean {
  return page > 0 && shownOnPage === 0 && total > 0;
}

/** What a page past the end shows instead of the list: how long the list is, and a way back into it. */
export function PageOutOfRange({
  page,
  totalPages,
  total,
  hrefFor,
}: {
  /** Zero-based, as the address holds it. */
  page: number;
  totalPages: number;
  total: number;
  /** The address of a zero-based page of the same list. */
  hrefFor: (page: number) => string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const button = "inline-flex min-h-11 items-center rounded-md px-4 font-semibold";
  return (
    <section
      aria-labelledby="page-missing-title"
      className="flex flex-col items-center gap-3 rounded-lg border border-gray-200 bg-white p-8 text-center"
    >
      <h2 id="page-missing-title" className="text-xl font-bold">
        {t("listing.pageMissing.title", { page: formatNumber(lang, page + 1) })}
      </h2>
      <p className="text-gray-600">
        {t("listing.pageMissing.text", {
          formatted: formatNumber(lang, total),
          pages: formatNumber(lang, totalPages),
        })}
      </p>
      <p className="flex flex-wrap justify-center gap-2">
        <Link to={hrefFor(totalPages - 1)} className={`${button} bg-brand-600 text-white hover:bg-brand-700`}>
          {t("listing.pageMissing.last", { page: formatNumber(lang, totalPages) })}
        </Link>
        <Link to={hrefFor(0)} className={`${button} border border-gray-300 bg-white hover:bg-gray-50`}>
          {t("listing.pageMissing.first")}
        </Link>
      </p>
    </section>
  );
}
