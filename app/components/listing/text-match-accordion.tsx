import { Link } from "react-router";
import { formatNumber } from "~/i18n/format.ts";
import { useTranslation } from "~/i18n/react.tsx";
import { useLang } from "~/lib/use-lang.ts";
import type { TextMatch } from "~/schemas/search.ts";

const OPEN_TABS = 5;

/**
 * Spec §2.5: a full-text search shows its hits per category and sub-category; the first five
 * tabs are open. Choosing one reloads the list for it from the first page.
 */
export function TextMatchAccordion({
  matches,
  selected,
  hrefFor,
}: {
  matches: TextMatch[];
  selected: string | null;
  hrefFor: (categoryCode: string | null) => string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  if (!matches.length) return null;
  const link = (code: string | null, label: string, count?: number) => (
    <Link
      to={hrefFor(code)}
      aria-current={selected === code ? "true" : undefined}
      className={`flex min-h-9 items-center justify-between gap-2 rounded px-2 text-sm hover:bg-gray-50 ${
        selected === code ? "bg-brand-50 font-semibold text-brand-700" : ""
      }`}
    >
      <span>{label}</span>
      {count !== undefined ? (
        <span className="text-xs text-gray-500">({formatNumber(lang, count)})</span>
      ) : null}
    </Link>
  );
  return (
    <nav
      aria-label={t("listing.matchCategories")}
      className="mb-4 rounded-lg border border-gray-200 bg-white p-2"
    >
      <h2 className="mb-1 px-2 text-sm font-bold">{t("listing.matchCategories")}</h2>
      {selected ? link(null, t("listing.allCategories")) : null}
      {matches.map((m, i) => (
        <details
          key={m.categoryID}
          open={i < OPEN_TABS}
          className="border-t border-gray-100 first-of-type:border-t-0"
        >
          <summary className="flex min-h-10 cursor-pointer items-center justify-between px-2 text-sm font-semibold">
            <span>{m.categoryName}</span>
            <span className="text-xs font-normal text-gray-500">({formatNumber(lang, m.hitCount)})</span>
          </summary>
          <ul className="ps-3 pb-1">
            <li>{link(m.categoryID, t("listing.allIn", { name: m.categoryName }), m.hitCount)}</li>
            {m.subCategories.map((s) => (
              <li key={s.categoryID}>{link(s.categoryID, s.categoryName, s.hitCount)}</li>
            ))}
          </ul>
        </details>
      ))}
    </nav>
  );
}
