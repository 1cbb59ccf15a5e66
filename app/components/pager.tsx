import { Link } from "react-router";
import { formatNumber } from "#core/i18n/format.ts";
import { useTranslation } from "../i18n/react.tsx";
import { pagerItems } from "../lib/pager.ts";
import { useLang } from "../lib/use-lang.ts";

interface PagerProps {
  /** Zero-based. */
  current: number;
  totalPages: number;
  /** The address of a zero-based page: every button is a plain link, so paging works without JavaScript. */
  hrefFor: (page: number) => string;
  /** What the navigation landmark is called, e.g. "Product pages". */
  label: string;
}

// min-h-10 / min-w-10: 40px touch targets.
const BOX = "inline-flex min-h-10 min-w-10 items-center justify-center rounded-md border text-sm";
const LINK = `${BOX} border-gray-200 bg-white text-ink hover:border-brand-600 hover:text-brand-700`;
const DISABLED = `${BOX} cursor-not-allowed border-gray-200 bg-gray-50 text-gray-400`;

/** An arrow along the reading direction: it flips in right-to-left languages. */
function Chevron({ next }: { next?: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-4 shrink-0 rtl:rotate-180"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={next ? "m9 18 6-6-6-6" : "m15 18-6-6 6-6"} />
    </svg>
  );
}

/** Previous, the page buttons (1-based numbers in the page language) and Next; nothing for one page. */
export function Pager({ current, totalPages, hrefFor, label }: PagerProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const items = pagerItems(current, totalPages);
  if (!items.length) return null;
  const hasPrevious = current > 0;
  const hasNext = current < totalPages - 1;
  const previous = (
    <>
      <Chevron />
      {/* Narrow screens show only the arrow; screen readers still hear the word. */}
      <span className="sr-only sm:not-sr-only">{t("pager.previous")}</span>
    </>
  );
  const next = (
    <>
      <span className="sr-only sm:not-sr-only">{t("pager.next")}</span>
      <Chevron next />
    </>
  );
  return (
    <nav aria-label={label} className="mt-6 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>
          {hasPrevious ? (
            <Link
              to={hrefFor(current - 1)}
              preventScrollReset={false}
              rel="prev"
              className={`${LINK} gap-1 ps-2 pe-3`}
            >
              {previous}
            </Link>
          ) : (
            <span aria-disabled="true" className={`${DISABLED} gap-1 ps-2 pe-3`}>
              {previous}
            </span>
          )}
        </li>
        {items.map((item) => (
          <li
            key={item.kind === "page" ? item.page : item.key}
            aria-hidden={item.kind === "gap" || undefined}
          >
            {item.kind === "gap" ? (
              <span className="inline-flex min-h-10 items-center px-1 text-gray-500">…</span>
            ) : item.current ? (
              <span
                aria-current="page"
                className={`${BOX} border-brand-600 px-3 bg-brand-600 font-semibold text-white`}
              >
                <span className="sr-only">
                  {t("pager.page", { page: formatNumber(lang, item.page + 1) })}
                </span>
                <span aria-hidden="true">{formatNumber(lang, item.page + 1)}</span>
              </span>
            ) : (
              <Link
                to={hrefFor(item.page)}
                preventScrollReset={false}
                aria-label={t("pager.page", { page: formatNumber(lang, item.page + 1) })}
                className={`${LINK} px-3`}
              >
                {formatNumber(lang, item.page + 1)}
              </Link>
            )}
          </li>
        ))}
        <li>
          {hasNext ? (
            <Link
              to={hrefFor(current + 1)}
              preventScrollReset={false}
              rel="next"
              className={`${LINK} gap-1 ps-3 pe-2`}
            >
              {next}
            </Link>
          ) : (
            <span aria-disabled="true" className={`${DISABLED} gap-1 ps-3 pe-2`}>
              {next}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
