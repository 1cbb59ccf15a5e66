import { useState } from "react";
import { Form, useNavigation, useRevalidator } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatNumber } from "#core/i18n/format.ts";
import { CSV_IMPORT, type ImportReport, splitCsvLines, toImportBatches } from "#core/schemas/campaigns.ts";

type Progress = { done: number; total: number };

/** Rejected lines shown at most; the count above the table says how many there were. */
const REPORT_ROWS_SHOWN = 500;

/**
 * Reads the file in the browser and sends it in numbered batches to the import API, showing how
 * far it got; the members are stored batch by batch. Without JavaScript the same form uploads
 * the whole file and the server works through the same batches before answering.
 */
export function ContactImport({
  listId,
  serverReport,
  serverError,
}: {
  listId: number;
  serverReport?: ImportReport | undefined;
  serverError?: string | undefined;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const revalidator = useRevalidator();
  const uploading = useNavigation().formData?.get("intent") === "import";
  const [progress, setProgress] = useState<Progress | null>(null);
  const [report, setReport] = useState<ImportReport | undefined>();
  const [error, setError] = useState<string | undefined>();
  const running = progress !== null && progress.done < progress.total && !error;

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = (event.currentTarget.elements.namedItem("file") as HTMLInputElement).files?.[0];
    setReport(undefined);
    setError(undefined);
    if (!file) return setError(t("console.campaigns.import.noFile"));
    if (file.size > CSV_IMPORT.maxBytes) return setError(t("console.campaigns.import.tooLarge", { mb: 2 }));
    const lines = splitCsvLines(await file.text());
    if (lines.length > CSV_IMPORT.maxLines)
      return setError(
        t("console.campaigns.import.tooManyLines", { max: formatNumber(lang, CSV_IMPORT.maxLines) }),
      );
    const total: ImportReport = { added: 0, rejected: [] };
    setProgress({ done: 0, total: lines.length });
    for (const batch of toImportBatches(lines)) {
      const response = await fetch(`/api/campaign/contactlist/${listId}/import`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(batch),
      }).catch(() => null);
      const answer = response ? await response.json().catch(() => null) : null;
      if (!response?.ok || !answer) {
        setError(answer?.error?.message ?? t("console.campaigns.import.failed"));
        break;
      }
      total.added += answer.added;
      total.rejected.push(...answer.rejected);
      setProgress({ done: batch.firstLine - 1 + batch.lines.length, total: lines.length });
    }
    setReport(total);
    revalidator.revalidate();
  }

  const shown = report ?? serverReport;
  const failure = error ?? serverError;
  return (
    <section aria-labelledby="import-title" className="rounded-lg border border-gray-200 bg-white p-4">
      <h2 id="import-title" className="text-lg font-semibold">
        {t("console.campaigns.import.title")}
      </h2>
      <p className="mt-1 text-sm text-gray-600">
        {t("console.campaigns.import.help", { max: formatNumber(lang, CSV_IMPORT.maxLines), mb: 2 })}
      </p>
      <Form
        method="post"
        encType="multipart/form-data"
        onSubmit={onSubmit}
        className="mt-3 flex flex-wrap items-end gap-2"
      >
        <input type="hidden" name="intent" value="import" />
        <div className="min-w-0 flex-1 basis-60">
          <label htmlFor="import-file" className="mb-1 block text-sm font-medium">
            {t("console.campaigns.import.file")}
          </label>
          <input
            id="import-file"
            name="file"
            type="file"
            accept=".csv,text/csv,text/plain"
            required
            className="block w-full text-sm file:me-3 file:min-h-10 file:rounded-md file:border file:border-gray-300 file:bg-white file:px-3"
          />
        </div>
        <button
          type="submit"
          disabled={running || uploading}
          className="min-h-10 rounded-md bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {running || uploading ? t("console.campaigns.import.running") : t("console.campaigns.import.start")}
        </button>
      </Form>
      {progress ? (
        <div className="mt-3">
          <progress
            className="h-2 w-full"
            max={Math.max(progress.total, 1)}
            value={progress.done}
            aria-labelledby="import-progress"
          />
          <p id="import-progress" className="text-sm text-gray-700" aria-live="polite">
            {t("console.campaigns.import.progress", {
              done: formatNumber(lang, progress.done),
              total: formatNumber(lang, progress.total),
            })}
          </p>
        </div>
      ) : null}
      <div aria-live="polite">
        {failure ? (
          <p
            role="alert"
            className="mt-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
          >
            {failure}
          </p>
        ) : null}
        {shown ? <ImportReportView report={shown} /> : null}
      </div>
    </section>
  );
}

function ImportReportView({ report }: { report: ImportReport }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <div className="mt-3 text-sm" data-testid="import-report">
      <p className="font-medium">
        {t("console.campaigns.import.summary", {
          added: formatNumber(lang, report.added),
          rejected: formatNumber(lang, report.rejected.length),
        })}
      </p>
      {report.rejected.length ? (
        <table className="mt-2 w-full max-w-md text-start">
          <caption className="sr-only">{t("console.campaigns.import.rejectedCaption")}</caption>
          <thead>
            <tr className="border-b border-gray-200">
              <th scope="col" className="py-1 pe-4 text-start font-medium">
                {t("console.campaigns.import.line")}
              </th>
              <th scope="col" className="py-1 text-start font-medium">
                {t("console.campaigns.import.reason")}
              </th>
            </tr>
          </thead>
          <tbody>
            {report.rejected.slice(0, REPORT_ROWS_SHOWN).map((row) => (
              <tr key={row.line} className="border-b border-gray-100">
                <td className="py-1 pe-4 tabular-nums">{formatNumber(lang, row.line)}</td>
                <td className="py-1">{t(`console.campaigns.import.reasons.${row.reason}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {report.rejected.length > REPORT_ROWS_SHOWN ? (
        <p className="mt-1 text-gray-600">
          {t("console.campaigns.import.more", {
            n: formatNumber(lang, report.rejected.length - REPORT_ROWS_SHOWN),
          })}
        </p>
      ) : null}
    </div>
  );
}
