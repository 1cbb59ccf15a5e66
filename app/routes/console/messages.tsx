import { Form, Link, useNavigation } from "react-router";
import { ActionNotice } from "#app/components/console/action-notice.tsx";
import { PageTitle } from "#app/components/page-title.tsx";
import { Pager } from "#app/components/pager.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatDate, formatNumber } from "#core/i18n/format.ts";
import { ReportDecisionSchema } from "#core/schemas/message-reports.ts";
import { formFailure } from "#server/lib/form-response.ts";
import {
  decideMessageReport,
  listMessageReports,
  type MessageReportView,
} from "#server/modules/message-moderation/index.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/messages";
import { requireStaffPage } from "./access.server.ts";

/** Moderators and admins: reports of conversations, the open ones first, each with the conversation's last messages. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const user = requireStaffPage(ctx, url);
  const page = Math.min(Math.max(1, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1), 10_000);
  return listMessageReports(ctx.deps, user, page);
}

/** Dismiss a report, or act on it (the reported side can no longer send); audited, once per report. */
export async function action({ context, request, url }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const user = requireStaffPage(ctx, url);
  const form = await request.formData().catch(() => new FormData());
  const values = { id: String(form.get("id") ?? ""), decision: String(form.get("decision") ?? "") };
  const parsed = ReportDecisionSchema.safeParse(values);
  if (!parsed.success) return formFailure(parsed.error, values);
  try {
    await decideMessageReport(ctx.deps, user, parsed.data);
  } catch (error) {
    return formFailure(error, values);
  }
  return {
    ok: true as const,
    notice:
      parsed.data.decision === "action"
        ? "console.messages.done.actioned"
        : "console.messages.done.dismissed",
  };
}

function Conversation({ report }: { report: MessageReportView }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <details className="mt-3 rounded-md border border-gray-200" open={report.status === "open"}>
      <summary className="min-h-10 cursor-pointer px-3 py-2 text-sm font-semibold">
        {t("console.messages.lastMessages", { count: report.messages.length })}
      </summary>
      {report.messages.length ? (
        <ol className="space-y-2 border-t border-gray-100 p-3 text-sm">
          {report.messages.map((m) => (
            <li
              key={m.id}
              className={`rounded-md p-2 ${m.id === report.messageId ? "bg-amber-50 ring-2 ring-amber-400" : "bg-gray-50"}`}
            >
              <p className="text-xs text-gray-600">
                <span className="font-semibold">{t(`console.messages.side.${m.side}`)}</span>
                {m.sender ? (
                  <>
                    {" · "}
                    <bdi>{m.sender}</bdi>
                  </>
                ) : null}
                {" · "}
                <time dateTime={m.createdAt}>{formatDate(lang, m.createdAt)}</time>
                {m.id === report.messageId ? ` · ${t("console.messages.reportedMessage")}` : null}
              </p>
              {/* Plain text as written: React escapes it; never HTML. */}
              <p className="mt-1 whitespace-pre-line break-words">
                {m.kind === "text" ? m.body : t(`console.messages.kinds.${m.kind}`)}
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="border-t border-gray-100 p-3 text-sm text-gray-600">
          {t("console.messages.noMessages")}
        </p>
      )}
    </details>
  );
}

function ReportItem({ report, busy }: { report: MessageReportView; busy: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <li className="min-w-0 rounded-lg border border-gray-200 bg-white p-4" data-report={report.id}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
            report.status === "open" ? "bg-amber-100 text-amber-900" : "bg-gray-100 text-gray-800"
          }`}
        >
          {t(`console.messages.status.${report.status}`)}
        </span>
        <time dateTime={report.createdAt} className="text-gray-600">
          {formatDate(lang, report.createdAt)}
        </time>
        {report.blockedBy ? (
          <span className="text-red-800">
            {t("console.messages.blockedBy", { side: t(`console.messages.side.${report.blockedBy}`) })}
          </span>
        ) : null}
      </div>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-gray-600">{t("console.messages.reporter")}</dt>
        <dd className="min-w-0 break-words">
          <bdi>{report.reporter.name}</bdi> · {report.reporter.email ?? "—"} ·{" "}
          {t(`console.messages.side.${report.reporter.side}`)}
        </dd>
        <dt className="font-medium text-gray-600">{t("console.messages.reason")}</dt>
        <dd className="min-w-0 break-words">
          {report.reason ? t(`console.messages.reasons.${report.reason}`) : null}
          {report.details ? <span className="block whitespace-pre-line">{report.details}</span> : null}
        </dd>
        <dt className="font-medium text-gray-600">{t("console.messages.buyer")}</dt>
        <dd className="min-w-0 break-words">
          <bdi>{report.buyer.name}</bdi> · {report.buyer.email}
        </dd>
        <dt className="font-medium text-gray-600">{t("console.messages.supplier")}</dt>
        <dd className="min-w-0 break-words">
          <Link to={`/admin/suppliers/${report.company.id}`} className="text-brand-700 underline">
            <bdi>{report.company.name}</bdi>
          </Link>
        </dd>
        {report.status !== "open" && report.resolvedAt ? (
          <>
            <dt className="font-medium text-gray-600">{t("console.messages.decided")}</dt>
            <dd>
              {report.resolvedBy ? <bdi>{report.resolvedBy}</bdi> : "—"} ·{" "}
              <time dateTime={report.resolvedAt}>{formatDate(lang, report.resolvedAt)}</time>
            </dd>
          </>
        ) : null}
      </dl>
      <Conversation report={report} />
      {report.status === "open" ? (
        <Form method="post" className="mt-3 flex flex-wrap gap-2">
          <input type="hidden" name="id" value={report.id} />
          <button
            type="submit"
            name="decision"
            value="dismiss"
            disabled={busy}
            className="min-h-10 rounded-md border border-gray-300 bg-white px-4 text-sm font-semibold hover:bg-gray-100 disabled:opacity-60"
          >
            {t("console.messages.dismiss")}
          </button>
          <button
            type="submit"
            name="decision"
            value="action"
            disabled={busy}
            aria-describedby={`report-${report.id}-action-hint`}
            className="min-h-10 rounded-md bg-red-700 px-4 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
          >
            {t("console.messages.action", {
              side: t(`console.messages.side.${report.reporter.side === "buyer" ? "seller" : "buyer"}`),
            })}
          </button>
          <p id={`report-${report.id}-action-hint`} className="w-full text-xs text-gray-600">
            {t("console.messages.actionHint")}
          </p>
        </Form>
      ) : null}
    </li>
  );
}

export default function MessageReportsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const busy = useNavigation().state === "submitting";
  const { reports, open, total, page, pageSize } = loaderData;
  return (
    <section aria-labelledby="reports-title">
      <PageTitle>{t("console.messages.title")}</PageTitle>
      <h1 id="reports-title" className="text-2xl font-bold">
        {t("console.messages.title")}
      </h1>
      <p className="mt-1 text-gray-600">{t("console.messages.intro")}</p>
      <p className="mt-2 text-sm">{t("console.messages.openCount", { count: formatNumber(lang, open) })}</p>
      <ActionNotice result={actionData} />
      {reports.length ? (
        <>
          <ol className="mt-3 space-y-4">
            {reports.map((report) => (
              <ReportItem key={report.id} report={report} busy={busy} />
            ))}
          </ol>
          <div className="mt-4">
            <Pager
              current={page - 1}
              totalPages={Math.ceil(total / pageSize)}
              hrefFor={(p) => `/admin/messages?page=${p + 1}`}
              label={t("console.messages.pages")}
            />
          </div>
        </>
      ) : (
        <p className="mt-4 rounded-lg border border-dashed border-gray-300 p-6 text-center text-gray-600">
          {t("console.messages.empty")}
        </p>
      )}
    </section>
  );
}
