import { Form } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";

const button =
  "min-h-11 rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60";
const secondary =
  "inline-flex min-h-11 items-center rounded-md border border-brand-600 px-4 font-semibold text-brand-700 hover:bg-brand-50";
const control = "mt-1 block w-full max-w-full rounded-md border border-gray-300 px-3 py-2";

/** The two ways in: a category's template (or the company's products) to fill, and the upload. */
export function ImportStart({
  categories,
  busy,
}: {
  categories: { code: string; name: string }[];
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section
        aria-labelledby="import-upload"
        className="space-y-3 rounded-lg border border-gray-200 bg-white p-4 sm:p-6"
      >
        <h2 id="import-upload" className="text-lg font-semibold">
          {t("supplier.productImport.upload")}
        </h2>
        <p className="text-sm text-gray-600">{t("supplier.productImport.uploadHelp")}</p>
        <Form method="post" encType="multipart/form-data" className="space-y-3">
          <input type="hidden" name="intent" value="upload" />
          <div>
            <label htmlFor="import-sheet" className="block text-sm font-medium">
              {t("supplier.productImport.sheet")}
            </label>
            <input
              id="import-sheet"
              name="sheet"
              type="file"
              required
              accept=".csv,.xlsx,.txt,.tsv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              className="mt-1 block max-w-full text-sm"
            />
          </div>
          <div>
            <label htmlFor="import-pictures" className="block text-sm font-medium">
              {t("supplier.productImport.pictures")}
            </label>
            <input
              id="import-pictures"
              name="pictures"
              type="file"
              accept=".zip,application/zip"
              aria-describedby="import-pictures-help"
              className="mt-1 block max-w-full text-sm"
            />
            <p id="import-pictures-help" className="mt-1 text-sm text-gray-600">
              {t("supplier.productImport.picturesHelp")}
            </p>
          </div>
          <button type="submit" disabled={busy} className={`${button} w-full sm:w-auto`}>
            {t("supplier.productImport.uploadButton")}
          </button>
        </Form>
      </section>
      <section
        aria-labelledby="import-template"
        className="space-y-3 rounded-lg border border-gray-200 bg-white p-4 sm:p-6"
      >
        <h2 id="import-template" className="text-lg font-semibold">
          {t("supplier.productImport.template")}
        </h2>
        <p className="text-sm text-gray-600">{t("supplier.productImport.templateHelp")}</p>
        <Form method="get" action="/supplier/products/import/template" reloadDocument className="space-y-3">
          <div>
            <label htmlFor="template-category" className="block text-sm font-medium">
              {t("supplier.productImport.category")}
            </label>
            <select id="template-category" name="category" required className={control}>
              {categories.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="template-format" className="block text-sm font-medium">
              {t("supplier.productImport.format")}
            </label>
            <select id="template-format" name="format" className={control}>
              <option value="xlsx">XLSX</option>
              <option value="csv">CSV</option>
            </select>
          </div>
          <button type="submit" className={`${button} w-full sm:w-auto`}>
            {t("supplier.productImport.downloadTemplate")}
          </button>
        </Form>
        <p className="text-sm text-gray-600">{t("supplier.productImport.exportHelp")}</p>
        <div className="flex flex-wrap gap-2">
          <a href="/supplier/products/export?format=xlsx" download className={secondary}>
            {t("supplier.productImport.exportXlsx")}
          </a>
          <a href="/supplier/products/export?format=csv" download className={secondary}>
            {t("supplier.productImport.exportCsv")}
          </a>
        </div>
      </section>
    </div>
  );
}
