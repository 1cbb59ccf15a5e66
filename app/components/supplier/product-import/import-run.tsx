import { Form } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatNumber } from "#core/i18n/format.ts";
import type { ImportView } from "#core/schemas/product-import.ts";
import { columnLabel } from "./column-label.ts";

const OUTCOME_STYLE = {
  create: "bg-green-50 text-green-800",
  update: "bg-blue-50 text-blue-800",
  refuse: "bg-red-50 text-red-800",
} as const;

/**
 * A checked or running import: what the dry run found (row by row, refused rows first), the
 * button that starts it, its progress (the page reloads itself while it runs, with or without
 * JavaScript) and the file of refused rows.
 */
export function ImportRun({
  run,
  groupNames,
  busy,
}: {
  run: ImportView;
  groupNames: Record<string, string>;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const n = (value: number) => formatNumber(lang, value);
  const started = run.status !== "checked";
  return (
    <section
      aria-labelledby="import-run"
      className="space-y-4 rounded-lg border border-gray-200 bg-white p-4 sm:p-6"
    >
      {run.status === "importing" ? <meta httpEquiv="refresh" content="2" /> : null}
      <h2 id="import-run" className="text-lg font-semibold">
        {t(started ? "supplier.productImport.importTitle" : "supplier.productImport.dryRun")}
      </h2>
      <p role="status" className="font-medium">
        {t(`supplier.productImport.status.${run.status}`)}
      </p>
      {run.status === "importing" ? (
        <div>
          <label htmlFor="import-progress" className="block text-sm">
            {t("supplier.productImport.progress", { done: n(run.processedRows), total: n(run.totalRows) })}
          </label>
          <progress
            id="import-progress"
            className="w-full"
            max={run.totalRows || 1}
            value={run.processedRows}
          />
        </div>
      ) : null}
      {run.error ? <p className="text-sm text-red-700">{t(run.error)}</p> : null}
      <dl className="grid grid-cols-3 gap-2 text-center">
        {(["create", "update", "refuse"] as const).map((outcome) => (
          <div key={outcome} className={`rounded-md p-2 ${OUTCOME_STYLE[outcome]}`}>
            <dt className="text-sm">
              {t(`supplier.productImport.${started ? "done" : "would"}.${outcome}`)}
            </dt>
            <dd className="text-xl font-bold" data-testid={`count-${outcome}`}>
              {n(run.counts[outcome])}
            </dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-2">
        {run.status === "checked" ? (
          <Form method="post">
            <input type="hidden" name="intent" value="start" />
            <input type="hidden" name="run" value={run.id} />
            <button
              type="submit"
              disabled={busy || run.counts.create + run.counts.update === 0}
              className="min-h-11 rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
            >
              {t("supplier.productImport.start", { count: n(run.counts.create + run.counts.update) })}
            </button>
          </Form>
        ) : null}
        {run.hasReport && run.counts.refuse > 0 && run.status !== "importing" ? (
          <a
            href={`/supplier/products/import/${run.id}/report`}
            download
            className="inline-flex min-h-11 items-center rounded-md border border-brand-600 px-4 font-semibold text-brand-700 hover:bg-brand-50"
          >
            {t("supplier.productImport.report.download")}
          </a>
        ) : null}
      </div>
      {!started && run.rows.length ? (
        <ol aria-label={t("supplier.productImport.rowsCaption")} className="divide-y border-y text-sm">
          {run.rows.map((row) => (
            <li key={row.row} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2">
              <span className="tabular-nums text-gray-600">
                {t("supplier.productImport.report.row")} {n(row.row)}
              </span>
              {row.sku ? (
                <span className="font-mono" dir="ltr">
                  {row.sku}
                </span>
              ) : null}
              <span className="min-w-0 flex-1 break-words" dir="auto">
                {row.name}
              </span>
              <span className={`rounded px-1.5 ${OUTCOME_STYLE[row.outcome]}`}>
                {t(`supplier.productImport.outcome.${row.outcome}`)}
              </span>
              {Object.keys(row.errors).length ? (
                <ul className="w-full list-disc ps-5 text-red-800">
                  {Object.entries(row.errors).map(([column, key]) => (
                    <li key={column}>
                      {columnLabel(t, lang, column, groupNames)}: {t(key)}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
