import { Link } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatNumber } from "#core/i18n/format.ts";
import type { CommentInfo } from "#core/schemas/comments.ts";
import { Stars } from "./stars.tsx";

/**
 * The star average and the number of approved comments under the title, for
 * everybody; the count leads to the Comments tab.
 */
export function RatingSummary({ info, commentsHref }: { info: CommentInfo; commentsHref: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const rated = info.commentNumber > 0;
  const average = formatNumber(lang, info.averageStar);
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <Stars value={info.averageStar} size="size-5" />
      {rated ? (
        <>
          <span aria-hidden="true" className="font-semibold">
            {average}
          </span>
          <span className="sr-only">{t("comments.outOf", { value: average })}</span>
        </>
      ) : (
        <span className="text-gray-600">{t("comments.notRated")}</span>
      )}
      <Link
        to={commentsHref}
        className="inline-flex min-h-6 items-center font-semibold text-brand-700 hover:underline"
      >
        {t("comments.count", { count: formatNumber(lang, info.commentNumber) })}
      </Link>
    </p>
  );
}
