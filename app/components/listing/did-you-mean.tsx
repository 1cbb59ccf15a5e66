import { useTranslation } from "#app/i18n/react.tsx";
import { searchPath } from "#core/urls/listing-routes.ts";

/**
 * "Did you mean …?": when a text found nothing, or found products for only some of its words,
 * the likeliest query the catalogue has products for, one click away.
 */
export function DidYouMean({ suggestion }: { suggestion: string }) {
  const { t } = useTranslation();
  const [before, after] = t("listing.didYouMean", { query: "\u0000" }).split("\u0000");
  return (
    <p className="mb-3 rounded-md border border-amber-200 bg-amber-50 px-4 py-2 text-gray-800" role="status">
      {before}
      <a className="font-semibold text-blue-700 underline" href={searchPath(suggestion)}>
        {suggestion}
      </a>
      {after}
    </p>
  );
}

/** No product holds every word of the text: the products shown hold some of them. */
export function SomeWordsNotice() {
  const { t } = useTranslation();
  return (
    <p className="mb-3 rounded-md border border-gray-200 bg-gray-50 px-4 py-2 text-gray-700" role="status">
      {t("listing.someWords")}
    </p>
  );
}
