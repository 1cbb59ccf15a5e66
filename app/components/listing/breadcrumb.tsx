import { Fragment } from "react";
import { Link } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { categoryPath } from "#core/rules/slug.ts";

export interface Crumb {
  code: string;
  name: string;
  hasChildren: boolean;
}

/** Home through the category ancestors; the current one is not a link. */
export function Breadcrumb({ trail, current }: { trail: Crumb[]; current?: string }) {
  const { t } = useTranslation();
  const items = [...trail];
  const last = current ?? items.pop()?.name;
  return (
    <nav aria-label={t("listing.breadcrumb")} className="mb-2 text-sm text-gray-600">
      <ol className="flex flex-wrap items-center gap-1">
        <li>
          <Link to="/" className="hover:text-brand-700 hover:underline">
            {t("listing.home")}
          </Link>
        </li>
        {items.map((c) => (
          <li key={c.code} className="flex items-center gap-1">
            <span aria-hidden="true" className="rtl:rotate-180">
              ›
            </span>
            <Link
              to={categoryPath(c.name, c.code, c.hasChildren)}
              className="hover:text-brand-700 hover:underline"
            >
              <bdi>{c.name}</bdi>
            </Link>
          </li>
        ))}
        {last ? (
          <li className="flex items-center gap-1">
            <span aria-hidden="true" className="rtl:rotate-180">
              ›
            </span>
            {/* The last crumb can be a product's name: it keeps its own direction. */}
            <bdi aria-current="page" className="font-semibold text-ink">
              {last}
            </bdi>
          </li>
        ) : null}
      </ol>
    </nav>
  );
}

/** The YOU ARE IN trail: where the list comes from, in words. */
export function YouAreIn({ parts }: { parts: string[] }) {
  const { t } = useTranslation();
  if (!parts.length) return null;
  return (
    <p className="mb-3 text-xs uppercase tracking-wide text-gray-500">
      <span className="font-bold">{t("listing.youAreIn")}</span>{" "}
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? " › " : null}
          <bdi>{part}</bdi>
        </Fragment>
      ))}
    </p>
  );
}
