import { thumbnail } from "#app/components/product-card.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { countryName, formatDate, formatList, languageName } from "#core/i18n/format.ts";
import type { Lang } from "#core/i18n/languages.ts";

/** One change as the review queue shows it (the products service's FieldChange). */
export interface DiffChange {
  field: string;
  lang: string | null;
  before: unknown;
  after: unknown;
}
export interface DiffNames {
  categories: Record<string, string>;
  options: Record<string, string>;
}

type Certificate = {
  name: string;
  authorizedOrganization: string | null;
  startDate: string | null;
  endDate: string | null;
  fileId?: number | null;
};
type Variation = { name: string; values: { name: string }[] };

function Pictures({ urls }: { urls: string[] }) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-wrap gap-2">
      {urls.map((url, i) => (
        <li key={url}>
          <a href={url} target="_blank" rel="noreferrer">
            <img
              src={thumbnail(url)}
              alt={t("console.products.picture", { number: i + 1 })}
              width={80}
              height={80}
              loading="lazy"
              className="size-20 rounded-md border border-gray-200 object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** A reviewed field's value in words (or pictures), in the page language where it is a vocabulary. */
function Value({ field, value, names }: { field: string; value: unknown; names: DiffNames }) {
  const { t } = useTranslation();
  const lang = useLang() as Lang;
  if (value === null || value === undefined || value === "" || (Array.isArray(value) && !value.length))
    return <span className="text-gray-500">{t("console.products.none")}</span>;
  switch (field) {
    case "pictures":
      return <Pictures urls={value as string[]} />;
    case "categoryCode":
      return <bdi>{names.categories[value as string] ?? String(value)}</bdi>;
    case "placeOfOrigin":
      return <>{countryName(lang, value as string)}</>;
    case "packaging":
      return <>{t(`packaging.${value as string}`)}</>;
    case "keywords":
      return <bdi>{formatList(lang, value as string[])}</bdi>;
    case "variationOptions":
      return (
        <>
          {formatList(
            lang,
            (value as string[]).map((code) => names.options[code] ?? code),
          )}
        </>
      );
    case "customVariations":
      return (
        <ul>
          {(value as Variation[]).map((v) => (
            <li key={v.name}>
              <bdi>{v.name}</bdi>:{" "}
              <bdi>
                {formatList(
                  lang,
                  v.values.map((x) => x.name),
                )}
              </bdi>
            </li>
          ))}
        </ul>
      );
    case "certifications":
      return (
        <ul>
          {(value as Certificate[]).map((c) => (
            <li key={c.name}>
              <bdi>{c.name}</bdi>
              {c.authorizedOrganization ? (
                <>
                  {" · "}
                  <bdi>{c.authorizedOrganization}</bdi>
                </>
              ) : null}
              {c.startDate || c.endDate ? (
                <span className="text-gray-600">
                  {" · "}
                  {c.startDate ? formatDate(lang, c.startDate) : "…"} –{" "}
                  {c.endDate ? formatDate(lang, c.endDate) : "…"}
                </span>
              ) : null}
              {c.fileId ? (
                <>
                  {" · "}
                  <a href={`/files/${c.fileId}`} className="text-brand-700 underline">
                    {t("console.evidence.openFile")}
                  </a>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      );
    case "manufactureLocation": {
      const at = value as { lat: number; lon: number };
      return <bdi dir="ltr">{`${at.lat}, ${at.lon}`}</bdi>;
    }
    default:
      return <span className="whitespace-pre-line">{String(value)}</span>;
  }
}

/**
 * A review's changes, each with its field (and language) and the value before and after, side by
 * side from sm up and one under the other on phones. A new product has no "before": its values
 * alone are listed.
 */
export function ProductDiffView({
  changes,
  names,
  isNew,
}: {
  changes: DiffChange[];
  names: DiffNames;
  isNew: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLang() as Lang;
  if (!changes.length) return <p className="mt-2 text-sm text-gray-600">{t("console.products.noChanges")}</p>;
  return (
    <dl className="mt-3 divide-y divide-gray-100 text-sm">
      {changes.map((c) => (
        <div key={`${c.field}-${c.lang ?? ""}`} className="py-2">
          <dt className="font-medium text-gray-700">
            {t(`console.products.fields.${c.field}`)}
            {c.lang ? <span className="text-gray-500"> · {languageName(lang, c.lang)}</span> : null}
          </dt>
          <dd className={`mt-1 grid gap-2 ${isNew ? "" : "sm:grid-cols-2"}`} lang={c.lang ?? undefined}>
            {isNew ? null : (
              <div className="min-w-0 break-words rounded-md bg-red-50 p-2">
                <span className="block text-xs font-semibold text-red-800">
                  {t("console.products.before")}
                </span>
                <Value field={c.field} value={c.before} names={names} />
              </div>
            )}
            <div className={`min-w-0 break-words rounded-md p-2 ${isNew ? "bg-gray-50" : "bg-green-50"}`}>
              {isNew ? null : (
                <span className="block text-xs font-semibold text-green-800">
                  {t("console.products.after")}
                </span>
              )}
              <Value field={c.field} value={c.after} names={names} />
            </div>
          </dd>
        </div>
      ))}
    </dl>
  );
}
