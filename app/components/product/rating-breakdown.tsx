import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatNumber } from "#core/i18n/format.ts";
import { languageInfo } from "#core/i18n/languages.ts";
import { starDistribution } from "#core/rules/star-distribution.ts";
import type { CommentInfo } from "#core/schemas/comments.ts";
import { Stars } from "./stars.tsx";
import { numberFormat } from "#core/i18n/intl-cache.ts";

/** The average and, per star value, its rounded share as a bar with its text. */
export function RatingBreakdown({ info }: { info: CommentInfo }) {
  const { t } = useTranslation();
  const lang = useLang();
  const percent = numberFormat(languageInfo(lang).intl, { style: "percent" });
  const average = formatNumber(lang, info.averageStar);
  return (
    <section
      aria-labelledby="rating-average-title"
      className="self-start rounded-md border border-gray-200 p-4"
    >
      <h2 id="rating-average-title" className="text-base font-bold">
        {t("comments.average")}
      </h2>
      <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="text-3xl font-bold" aria-hidden="true">
          {average}
        </span>
        <span className="sr-only">{t("comments.outOf", { value: average })}</span>
        <Stars value={info.averageStar} size="size-5" />
      </p>
      <p className="mt-1 text-sm text-gray-600">
        {t("comments.count", { count: formatNumber(lang, info.commentNumber) })}
      </p>
      <h3 className="sr-only">{t("comments.distribution")}</h3>
      <ul className="mt-3 grid gap-1.5 text-sm">
        {starDistribution(info).map((row) => (
          <li key={row.stars} className="grid grid-cols-[2.5rem_minmax(0,1fr)_3rem] items-center gap-2">
            <span className="whitespace-nowrap tabular-nums">
              <span aria-hidden="true">
                {formatNumber(lang, row.stars)} <span className="text-amber-500">★</span>
              </span>
              <span className="sr-only">{t(`comments.ratings.${row.stars}`)}</span>
            </span>
            <span className="h-2.5 overflow-hidden rounded-full bg-gray-200" aria-hidden="true">
              <span className="block h-full rounded-full bg-amber-500" style={{ width: `${row.percent}%` }} />
            </span>
            <span className="text-end tabular-nums">{percent.format(row.percent / 100)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
