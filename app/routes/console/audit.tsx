import { Form } from "react-router";
import { z } from "zod";
import { PageTitle } from "#app/components/page-title.tsx";
import { Pager } from "#app/components/pager.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatDate } from "#core/i18n/format.ts";
import { listAuditLog } from "#server/modules/audit/index.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/audit";
import { requireAdminPage } from "./access.server.ts";

const PAGE_SIZE = 50;
const QuerySchema = z.object({
  action: z
    .string()
    .trim()
    .max(60)
    .regex(/^[a-z_.-]*$/i)
    .catch(""),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

/** Admins only: every change made in the console, newest first. */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  requireAdminPage(ctx, url);
  const query = QuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const log = await listAuditLog(ctx.deps.db, {
    page: query.page,
    size: PAGE_SIZE,
    action: query.action || undefined,
  });
  return { ...log, ...query };
}

export default function AuditLogRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { items, total, page, action } = loaderData;
  const hrefFor = (zeroBased: number) =>
    `/admin/audit?${new URLSearchParams({ action, page: String(zeroBased + 1) })}`;
  return (
    <section aria-labelledby="audit-title">
      <PageTitle>{t("console.audit.title")}</PageTitle>
      <h1 id="audit-title" className="text-2xl font-bold">
        {t("console.audit.title")}
      </h1>
      <p className="mt-1 text-gray-600">{t("console.audit.intro")}</p>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-2">
        <label className="text-sm">
          <span className="mb-1 block font-medium">{t("console.audit.filter")}</span>
          <input
            name="action"
            defaultValue={action}
            placeholder="comment."
            className="min-h-10 rounded-md border border-gray-300 px-2"
          />
        </label>
        <button
          type="submit"
          className="min-h-10 rounded-md border border-gray-300 bg-white px-3 hover:bg-gray-100"
        >
          {t("console.common.apply")}
        </button>
      </Form>
      <p className="mt-4 text-sm text-gray-600">{t("console.audit.count", { count: total })}</p>
      {items.length ? (
        <div className="mt-2 overflow-x-auto rounded-lg border border-gray-200 bg-white">
          <table className="w-full min-w-[40rem] text-sm">
            <thead className="bg-gray-50 text-start">
              <tr>
                <th scope="col" className="px-3 py-2 text-start">
                  {t("console.audit.when")}
                </th>
                <th scope="col" className="px-3 py-2 text-start">
                  {t("console.audit.who")}
                </th>
                <th scope="col" className="px-3 py-2 text-start">
                  {t("console.audit.action")}
                </th>
                <th scope="col" className="px-3 py-2 text-start">
                  {t("console.audit.record")}
                </th>
                <th scope="col" className="px-3 py-2 text-start">
                  {t("console.audit.details")}
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((row) => (
                <tr key={row.id} className="border-t border-gray-100 align-top">
                  <td className="px-3 py-2 whitespace-nowrap">
                    <time dateTime={row.createdAt}>{formatDate(lang, row.createdAt)}</time>{" "}
                    <span className="text-gray-500">{row.createdAt.slice(11, 16)} UTC</span>
                  </td>
                  <td className="px-3 py-2">
                    {row.userName ?? t("console.audit.deletedUser")}
                    {row.userEmail ? <span className="block text-gray-500">{row.userEmail}</span> : null}
                    {row.clientAddress ? (
                      <span className="block font-mono text-xs text-gray-500">
                        <bdi dir="ltr">{row.clientAddress}</bdi>
                      </span>
                    ) : null}
                  </td>
                  <td className="px-3 py-2 font-mono">{row.action}</td>
                  <td className="px-3 py-2 font-mono">
                    {row.entity}
                    {row.entityId ? ` #${row.entityId}` : ""}
                  </td>
                  <td className="px-3 py-2">
                    {Object.keys(row.details).length ? (
                      <code className="block max-w-md break-all text-xs">{JSON.stringify(row.details)}</code>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="mt-4 rounded-lg border border-dashed border-gray-300 p-6 text-center text-gray-600">
          {t("console.audit.empty")}
        </p>
      )}
      <div className="mt-4">
        <Pager
          current={page - 1}
          totalPages={Math.ceil(total / PAGE_SIZE)}
          hrefFor={hrefFor}
          label={t("console.audit.pages")}
        />
      </div>
    </section>
  );
}
