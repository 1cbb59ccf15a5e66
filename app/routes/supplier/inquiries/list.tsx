import { Form, Link, useNavigation } from "react-router";
import { PageTitle } from "#app/components/page-title.tsx";
import { Pager } from "#app/components/pager.tsx";
import { InquiryFilters, InquiryRowView } from "#app/components/supplier/inquiry-list-parts.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatNumber } from "#core/i18n/format.ts";
import { INQUIRY_BULK_ACTIONS, inquiryListSearch } from "#core/schemas/inquiries.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/list";
import { loadInquiryList, runInquiryListAction } from "./list.server.ts";

/** The company's inbox: filters, search, a page at a time, and bulk actions for those who may answer. */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  return loadInquiryList(context.get(requestContext), request, url);
}

export async function action({ context, request, url }: Route.ActionArgs) {
  return runInquiryListAction(context.get(requestContext), request, url);
}

const BUTTON = "inline-flex min-h-10 items-center rounded-md px-4 text-sm font-semibold";
const CONTROL = "min-h-10 rounded-md border border-gray-300 bg-white px-2";

function Notice({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { notice } = loaderData;
  const text = actionData
    ? t(actionData.formError ?? Object.values(actionData.fields)[0] ?? "errors.invalid_data")
    : notice
      ? t(`supplier.inquiries.bulkDone.${notice.bulk}`, { done: notice.done }) +
        (notice.skipped ? ` ${t("supplier.inquiries.bulkSkipped", { skipped: notice.skipped })}` : "")
      : "";
  return (
    <div aria-live="polite" role="status" className="mt-3 min-h-6 text-sm">
      {text ? (
        <p
          className={`rounded-md border px-3 py-2 ${actionData ? "border-red-200 bg-red-50 text-red-800" : "border-green-200 bg-green-50 text-green-800"}`}
        >
          {text}
        </p>
      ) : null}
    </div>
  );
}

function BulkForm({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" id="inquiry-bulk" className="mt-2 flex flex-wrap items-end gap-2">
      <label className="text-sm">
        <span className="mb-1 block font-medium">{t("supplier.inquiries.bulkLabel")}</span>
        <select name="bulk" required defaultValue="" className={CONTROL}>
          <option value="" disabled>
            {t("supplier.inquiries.chooseAction")}
          </option>
          {INQUIRY_BULK_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {t(`supplier.inquiries.bulk.${a}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm">
        <span className="mb-1 block font-medium">{t("supplier.inquiries.assignTo")}</span>
        <select name="assignee" defaultValue="" className={CONTROL}>
          <option value="">{t("supplier.inquiries.nobody")}</option>
          {loaderData.assignees.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
        </select>
      </label>
      <button
        type="submit"
        disabled={busy}
        className={`${BUTTON} border border-gray-300 hover:bg-gray-100 disabled:opacity-60`}
      >
        {t("supplier.inquiries.applyBulk")}
      </button>
    </Form>
  );
}

export default function InquiryListRoute(props: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { items, total, page, pageSize, query, mayReply } = props.loaderData;
  const filtered = Boolean(
    query.q ||
      query.status ||
      query.stage ||
      query.source ||
      query.assignee ||
      query.product ||
      query.country ||
      query.language,
  );
  const columns = ["buyer", "subject", "product", "state", "lastActivity"] as const;
  return (
    <section aria-labelledby="inquiries-title">
      <PageTitle>{t("supplier.inquiries.title")}</PageTitle>
      <h1 id="inquiries-title" className="text-2xl font-bold">
        {t("supplier.inquiries.title")}
      </h1>
      <InquiryFilters query={query} choices={props.loaderData} />
      <Notice {...props} />
      {items.length ? (
        <>
          <p className="mt-2 text-sm text-gray-600">
            {t("supplier.inquiries.count", { count: formatNumber(lang, total) })}
          </p>
          {mayReply ? <BulkForm loaderData={props.loaderData} /> : null}
          <table className="mt-3 block w-full text-start md:table">
            <caption className="sr-only">{t("supplier.inquiries.title")}</caption>
            <thead className="sr-only md:not-sr-only">
              <tr className="border-b border-gray-200 text-start text-sm text-gray-600">
                {mayReply ? (
                  <th scope="col" className="px-2 py-2 text-start">
                    <span className="sr-only">{t("supplier.inquiries.select")}</span>
                  </th>
                ) : null}
                {columns.map((k) => (
                  <th key={k} scope="col" className="px-2 py-2 text-start font-medium">
                    {t(`supplier.inquiries.column.${k}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="block md:table-row-group">
              {items.map((row) => (
                <InquiryRowView key={row.id} row={row} selectable={mayReply} />
              ))}
            </tbody>
          </table>
          <div className="mt-4">
            <Pager
              current={page - 1}
              totalPages={Math.ceil(total / pageSize)}
              hrefFor={(zeroBased) => `/supplier/inquiries?${inquiryListSearch(query, zeroBased + 1)}`}
              label={t("supplier.inquiries.pages")}
            />
          </div>
        </>
      ) : filtered ? (
        <p className="mt-4 rounded-lg border border-dashed border-gray-300 p-6 text-center text-gray-600">
          {t("supplier.inquiries.noMatch")}{" "}
          <Link to="/supplier/inquiries" className="text-brand-700 underline">
            {t("supplier.inquiries.clear")}
          </Link>
        </p>
      ) : (
        <div className="mt-4 rounded-lg border border-dashed border-gray-300 p-6 text-center">
          <p className="font-semibold">{t("supplier.inquiries.emptyTitle")}</p>
          <p className="mt-1 text-gray-600">{t("supplier.inquiries.emptyText")}</p>
        </div>
      )}
    </section>
  );
}
