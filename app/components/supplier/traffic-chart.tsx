import { useTranslation } from "#app/i18n/react.tsx";
import { formatDate, formatNumber } from "#core/i18n/format.ts";
import { type Lang, languageInfo } from "#core/i18n/languages.ts";

export interface DayCount {
  day: string;
  count: number;
}

const CHART = { width: 300, height: 100, gap: 2, top: 4 };
/** A colour of its own for the visits line, dark enough on white (about 5:1) to be seen. */
const VISITS_COLOUR = "#b45309";

const sum = (days: DayCount[]) => days.reduce((total, d) => total + d.count, 0);

/**
 * A company's product views (bars) and storefront visits (a line) per day, on
 * one scale, drawn on the server as SVG (no script needed). The two series differ in shape, not
 * only in colour. Time runs in the reading direction: left to right, and right to left in Arabic,
 * Persian and Hebrew (today at the reading end). Screen readers get a summary as the picture's
 * name and every day's figures in a visually hidden table.
 */
export function TrafficChart({ views, visits, lang }: { views: DayCount[]; visits: DayCount[]; lang: Lang }) {
  const { t } = useTranslation();
  const n = (value: number) => formatNumber(lang, value);
  const totals = { views: sum(views), visits: sum(visits) };
  const busiest = views.reduce(
    (best, d, i) =>
      d.count + visits[i]!.count > best.count ? { day: d.day, count: d.count + visits[i]!.count } : best,
    { day: views[0]!.day, count: 0 },
  );
  const label =
    busiest.count === 0
      ? t("supplier.dashboard.chartQuiet")
      : t("supplier.dashboard.chartSummary", {
          views: n(totals.views),
          visits: n(totals.visits),
          day: formatDate(lang, busiest.day),
        });
  const max = Math.max(1, ...views.map((d) => d.count), ...visits.map((d) => d.count));
  const step = CHART.width / views.length;
  const plot = CHART.height - CHART.top;
  const y = (count: number) => CHART.height - (count / max) * plot;
  const rtl = languageInfo(lang).dir === "rtl";
  const points = visits.map((d, i) => `${i * step + step / 2},${y(d.count)}`).join(" ");
  return (
    <div className="mt-3">
      <dl className="flex flex-wrap gap-x-6 gap-y-1">
        <div className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm bg-brand-600" />
          <dt className="text-sm text-gray-600">{t("supplier.dashboard.seriesViews")}</dt>
          <dd className="text-xl font-bold tabular-nums">{n(totals.views)}</dd>
        </div>
        <div className="flex items-center gap-2">
          <svg aria-hidden="true" viewBox="0 0 16 12" className="h-3 w-4">
            <line x1="0" x2="16" y1="6" y2="6" stroke={VISITS_COLOUR} strokeWidth="2.5" />
          </svg>
          <dt className="text-sm text-gray-600">{t("supplier.dashboard.seriesVisits")}</dt>
          <dd className="text-xl font-bold tabular-nums">{n(totals.visits)}</dd>
        </div>
      </dl>
      {/* Stretched to the card's width at a fixed height: bars and lines bear that, and the line
          keeps its thickness (non-scaling stroke). */}
      <svg
        viewBox={`0 0 ${CHART.width} ${CHART.height}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={label}
        className="mt-2 h-32 w-full text-brand-600 sm:h-40"
      >
        <title>{label}</title>
        {/* Mirrored in right-to-left languages, so that the oldest day is where reading starts. */}
        <g transform={rtl ? `matrix(-1 0 0 1 ${CHART.width} 0)` : undefined}>
          <line
            x1="0"
            x2={CHART.width}
            y1={CHART.height}
            y2={CHART.height}
            stroke="#d1d5db"
            strokeWidth="1"
            vectorEffect="non-scaling-stroke"
          />
          {views.map((d, i) => {
            const h = d.count === 0 ? 0 : Math.max(2, CHART.height - y(d.count));
            return (
              <rect
                key={d.day}
                x={i * step + CHART.gap / 2}
                y={CHART.height - h}
                width={step - CHART.gap}
                height={h}
                fill="currentColor"
                opacity="0.85"
              />
            );
          })}
          <polyline
            points={points}
            fill="none"
            stroke={VISITS_COLOUR}
            strokeWidth="2.5"
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
          />
          {/* A day's figures on hovering its column. */}
          {views.map((d, i) => (
            <rect key={d.day} x={i * step} y="0" width={step} height={CHART.height} fill="transparent">
              <title>{`${formatDate(lang, d.day)}: ${t("supplier.dashboard.seriesViews")} ${n(d.count)}, ${t("supplier.dashboard.seriesVisits")} ${n(visits[i]!.count)}`}</title>
            </rect>
          ))}
        </g>
      </svg>
      {/* The first and last day under the axis's ends, in the page's direction and numerals. */}
      <div className="flex justify-between text-xs text-gray-600" aria-hidden="true">
        <bdi>{formatDate(lang, views[0]!.day)}</bdi>
        <bdi>{formatDate(lang, views.at(-1)!.day)}</bdi>
      </div>
      <table className="sr-only">
        <caption>{t("supplier.dashboard.chartTable")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("supplier.dashboard.chartDay")}</th>
            <th scope="col">{t("supplier.dashboard.seriesViews")}</th>
            <th scope="col">{t("supplier.dashboard.seriesVisits")}</th>
          </tr>
        </thead>
        <tbody>
          {views.map((d, i) => (
            <tr key={d.day}>
              <th scope="row">{formatDate(lang, d.day)}</th>
              <td>{n(d.count)}</td>
              <td>{n(visits[i]!.count)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
