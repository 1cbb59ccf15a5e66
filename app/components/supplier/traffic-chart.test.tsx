import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TranslationProvider } from "#app/i18n/react.tsx";
import { createTranslator } from "#core/i18n/i18n.ts";
import type { Lang } from "#core/i18n/languages.ts";
import { type DayCount, TrafficChart } from "./traffic-chart.tsx";

const days = (counts: number[]): DayCount[] =>
  counts.map((count, i) => ({ day: `2026-11-${String(i + 1).padStart(2, "0")}`, count }));

function render(views: DayCount[], visits: DayCount[], lang: Lang = "en") {
  // No messages: t() returns the keys.
  return renderToString(
    <TranslationProvider t={createTranslator({})}>
      <TrafficChart views={views} visits={visits} lang={lang} />
    </TranslationProvider>,
  );
}

const all = (html: string, re: RegExp) => [...html.matchAll(re)].map((m) => m[1]);

describe("TrafficChart", () => {
  it("is one picture named by its summary, with every day's figures in a table", () => {
    const html = render(days([0, 3, 1]), days([2, 0, 5]));
    expect(all(html, /role="img" aria-label="([^"]*)"/g)).toEqual(["supplier.dashboard.chartSummary"]);
    const body = html.slice(html.indexOf("<tbody>"), html.indexOf("</tbody>"));
    expect(all(body, /<tr>/g)).toHaveLength(3);
    expect(all(body, /<td>([^<]*)<\/td>/g)).toEqual(["0", "2", "3", "0", "1", "5"]);
    // The totals beside the legend.
    expect(all(html, /<dd[^>]*>([^<]*)<\/dd>/g)).toEqual(["4", "7"]);
    // One point of the visits line a day.
    expect(all(html, /<polyline points="([^"]*)"/g)[0]!.split(" ")).toHaveLength(3);
  });

  it("says so when nothing happened", () => {
    const html = render(days([0, 0]), days([0, 0]));
    expect(all(html, /role="img" aria-label="([^"]*)"/g)).toEqual(["supplier.dashboard.chartQuiet"]);
  });

  it("runs right to left in Arabic and Persian, left to right in English", () => {
    const mirrored = (lang: Lang) =>
      /<g transform="matrix\(-1 0 0 1 /.test(render(days([1, 2]), days([2, 1]), lang));
    expect(mirrored("en")).toBe(false);
    expect(mirrored("ar")).toBe(true);
    expect(mirrored("fa")).toBe(true);
  });
});
