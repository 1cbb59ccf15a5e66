import { Link } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { tWithNames } from "#app/i18n/with-names.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatNumber } from "#core/i18n/format.ts";
import type { TextMatch } from "#core/schemas/search.ts";

const OPEN_TABS = 5;

/** The chosen category's name, whether it is a root or one of the sub-categories. */
function nameOf(matches: TextMatch[], code: string | null): string | null {
  if (!code) return null;
  for (const m of matches) {
    if (m.categoryID === code) return m.categoryName;
    const sub = m.subCategories.find((s) => s.categoryID === code);
    if (sub) return sub.categoryName;
  }
  return null;
}

/**
 * A full-text search shows its hits per category and sub-category; the first five
 * tabs are open. Choosing one reloads the list for it from the first page.
 *
 * On a phone the accordion would fill two screens before the first product, so there it folds
 * into one disclosure ("Categories with matches: All categories") above the products; from 770 px
 * up it is always open in the sidebar (app.css `.wide-open`). A <details>, so it opens without
 * JavaScript, by keyboard, and is announced as a collapsed or expanded button.
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
  const selectedName = nameOf(matches, selected);
  const link = (code: string | null, label: React.ReactNode, count?: number) => (
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
      {/* Keyed by the choice: after choosing, the phone's disclosure closes over the new list. */}
      <details key={selected ?? ""} className="wide-open group/matches">
        <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-2 text-sm">
          <span className="font-bold">{t("header.categories")}:</span>
          <bdi className="min-w-0 flex-1 truncate">{selectedName ?? t("listing.allCategories")}</bdi>
          <span aria-hidden="true" className="text-xs transition group-open/matches:rotate-180">
            ▾
          </span>
        </summary>
        <h2 className="mb-1 px-2 text-sm font-bold max-[770px]:sr-only">{t("listing.matchCategories")}</h2>
        {selected ? link(null, t("listing.allCategories")) : null}
        {matches.map((m, i) => (
          <details
            key={m.categoryID}
            open={i < OPEN_TABS}
            className="border-t border-gray-100 first-of-type:border-t-0"
          >
            <summary className="flex min-h-10 cursor-pointer items-center justify-between px-2 text-sm font-semibold">
              <bdi>{m.categoryName}</bdi>
              <span className="text-xs font-normal text-gray-500">({formatNumber(lang, m.hitCount)})</span>
            </summary>
            <ul className="ps-3 pb-1">
              <li>
                {link(m.categoryID, tWithNames(t, "listing.allIn", { name: m.categoryName }), m.hitCount)}
              </li>
              {m.subCategories.map((s) => (
                <li key={s.categoryID}>{link(s.categoryID, <bdi>{s.categoryName}</bdi>, s.hitCount)}</li>
              ))}
            </ul>
          </details>
        ))}
      </details>
    </nav>
  );
}
