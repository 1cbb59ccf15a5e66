import { redirect, useActionData, useNavigation } from "react-router";
import { FormAlert } from "#app/components/form-field.tsx";
import { PageTitle } from "#app/components/page-title.tsx";
import { ImportMappingForm } from "#app/components/supplier/product-import/mapping-form.tsx";
import { ImportRun } from "#app/components/supplier/product-import/import-run.tsx";
import { ImportStart } from "#app/components/supplier/product-import/import-start.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import type { ActionFailure } from "#app/lib/forms.ts";
import { parseId } from "#core/schemas/id.ts";
import { AppError } from "#server/lib/errors.ts";
import { formFailure } from "#server/lib/form-response.ts";
import {
  checkImport,
  listRecentImports,
  readImport,
  startImport,
  uploadImport,
  variationGroupNames,
} from "#server/modules/product-import/index.ts";
import { requestContext } from "#server/request-context.ts";
import { requireWorkspace } from "../access.server.ts";
import type { Route } from "./+types/import";
import { mappingChoices, templateCategories } from "./import.server.ts";

/**
 * Importing products from a spreadsheet: download a category's template (or export the products),
 * upload the sheet and its pictures ZIP, map its columns, read the dry run row by row, then import
 * in the background with a progress bar and a file of the refused rows. Catalogue editors and the
 * managers only.
 */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const { user, company } = await requireWorkspace(ctx, request, url, "products.edit");
  const runId = parseId(url.searchParams.get("run"));
  const run = runId
    ? await readImport(ctx.deps, user, company.id, runId).catch((error: unknown) => {
        if (error instanceof AppError && error.code === "not_found") return undefined;
        throw error;
      })
    : undefined;
  return {
    run,
    choices: run ? mappingChoices(run.headers, run.mapping) : [],
    recent: await listRecentImports(ctx.deps, user, company.id),
    categories: await templateCategories(ctx),
    groupNames: run ? await variationGroupNames(ctx.deps.db, ctx.lang) : {},
  };
}

const PAGE = "/supplier/products/import";
const fileOf = async (data: FormData, name: string) => {
  const file = data.get(name);
  return file instanceof File && file.size > 0
    ? { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) }
    : undefined;
};

export async function action({ context, request, url }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const { user, company } = await requireWorkspace(ctx, request, url, "products.edit");
  const data = await request.formData().catch(() => new FormData());
  const intent = String(data.get("intent") ?? "");
  try {
    if (intent === "upload") {
      const files = { sheet: await fileOf(data, "sheet"), zip: await fileOf(data, "pictures") };
      const id = await uploadImport(ctx.deps, user, company.id, ctx.lang, files);
      return redirect(`${PAGE}?run=${id}`);
    }
    const id = parseId(data.get("run"));
    if (id === undefined) throw new AppError("not_found");
    if (intent === "check") {
      const mapping: Record<string, string> = {};
      for (const [key, value] of data.entries())
        if (key.startsWith("header.") && typeof value === "string")
          mapping[value] = String(data.get(`column.${key.slice("header.".length)}`) ?? "");
      await checkImport(ctx.deps, user, company.id, id, mapping);
    } else await startImport(ctx.deps, user, company.id, id);
    return redirect(`${PAGE}?run=${id}`);
  } catch (error) {
    return formFailure(error, {}, { extra: { intent } });
  }
}

export default function ProductImportPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { run, choices, recent, categories, groupNames } = loaderData;
  const failed = useActionData<ActionFailure & { intent?: string }>();
  const busy = useNavigation().state !== "idle";
  const error = failed ? (Object.values(failed.fields)[0] ?? failed.formError) : undefined;
  return (
    <section aria-labelledby="import-title" className="space-y-6">
      <PageTitle>{t("supplier.productImport.title")}</PageTitle>
      <h1 id="import-title" className="text-2xl font-bold">
        {t("supplier.productImport.title")}
      </h1>
      {error ? <FormAlert tone="error">{t(error)}</FormAlert> : null}
      {run && (run.status === "uploaded" || run.status === "checked") ? (
        <ImportMappingForm run={run} choices={choices} groupNames={groupNames} busy={busy} />
      ) : null}
      {run && run.status !== "uploaded" ? <ImportRun run={run} groupNames={groupNames} busy={busy} /> : null}
      <ImportStart categories={categories} busy={busy} />
      {recent.length ? (
        <section
          aria-labelledby="import-recent"
          className="rounded-lg border border-gray-200 bg-white p-4 sm:p-6"
        >
          <h2 id="import-recent" className="text-lg font-semibold">
            {t("supplier.productImport.recent")}
          </h2>
          <ul className="mt-2 space-y-1 text-sm">
            {recent.map((r) => (
              <li key={r.id}>
                <a className="text-brand-700 underline" href={`${PAGE}?run=${r.id}`}>
                  {r.sheetName}
                </a>{" "}
                · {t(`supplier.productImport.status.${r.status}`)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}
