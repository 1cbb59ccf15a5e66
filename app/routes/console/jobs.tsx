import { Form, type ShouldRevalidateFunctionArgs } from "react-router";
import { z } from "zod";
import { ActionNotice } from "#app/components/console/action-notice.tsx";
import { PageTitle } from "#app/components/page-title.tsx";
import { Pager } from "#app/components/pager.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatDate, formatNumber } from "#core/i18n/format.ts";
import { IdSchema } from "#core/schemas/id.ts";
import { formFailure } from "#server/lib/form-response.ts";
import { DEAD_JOBS_PAGE_SIZE, listDeadJobs, retryDeadJob } from "#server/modules/jobs/index.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/jobs";
import { requireAdminPage } from "./access.server.ts";

const QuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

/** How much of a job's last error the list shows; the whole text opens below it. */
const ERROR_PREVIEW = 160;

/** Admins only: background jobs that gave up, the last to die first, and the count per state. */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const user = requireAdminPage(ctx, url);
  const query = QuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  let list = await listDeadJobs(ctx.deps.db, user, { page: query.page - 1 });
  // The last job of the last page was just retried: show the page that is now the last.
  if (!list.items.length && list.counts.dead > 0) {
    list = await listDeadJobs(ctx.deps.db, user, {
      page: Math.ceil(list.counts.dead / DEAD_JOBS_PAGE_SIZE) - 1,
    });
  }
  return list;
}

const ActionSchema = z.object({ id: IdSchema });

/** Retry one dead job; the service checks the role again, refuses a job no longer dead, and audits it. */
export async function action({ context, request, url }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const user = requireAdminPage(ctx, url);
  const parsed = ActionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return formFailure(parsed.error, {});
  try {
    await retryDeadJob(ctx.deps.db, ctx.deps.clock, user, parsed.data.id);
  } catch (error) {
    return formFailure(error, {});
  }
  return { ok: true as const, notice: "console.jobs.retried" };
}

/**
 * The list is read again after every retry, the refused one too (React Router skips that after a
 * 4xx answer by default): "already retried" means someone else moved the job, and the list should
 * show it gone.
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" || defaultShouldRevalidate;
}

const STATES = ["pending", "running", "dead"] as const;

export default function JobsConsoleRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { items, counts, page, size } = loaderData;
  const hrefFor = (zeroBased: number) => `/admin/jobs?page=${zeroBased + 1}`;
  return (
    <section aria-labelledby="jobs-title">
      <PageTitle>{t("console.jobs.title")}</PageTitle>
      <h1 id="jobs-title" className="text-2xl font-bold">
        {t("console.jobs.title")}
      </h1>
      <p className="mt-1 text-gray-600">{t("console.jobs.intro")}</p>
      <dl aria-label={t("console.jobs.counts")} className="mt-4 grid grid-cols-3 gap-2">
        {STATES.map((state) => (
          <div key={state} className="min-w-0 rounded-lg border border-gray-200 bg-white p-3">
            <dt className="truncate text-sm text-gray-600">{t(`console.jobs.state.${state}`)}</dt>
            <dd className="text-xl font-semibold" data-state={state}>
              {formatNumber(lang, counts[state])}
            </dd>
          </div>
        ))}
      </dl>
      <ActionNotice result={actionData} />
      {items.length ? (
        <ul className="mt-4 space-y-3" aria-label={t("console.jobs.listLabel")}>
          {items.map((job) => (
            <li key={job.id} className="min-w-0 rounded-lg border border-gray-200 bg-white p-3 text-sm">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <dl className="grid min-w-0 grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                  <dt className="text-gray-600">{t("console.jobs.queue")}</dt>
                  <dd className="min-w-0 break-all font-mono">
                    <bdi dir="ltr">{job.queue}</bdi> <span className="text-gray-500">#{job.id}</span>
                  </dd>
                  <dt className="text-gray-600">{t("console.jobs.diedAt")}</dt>
                  <dd>
                    {job.diedAt ? (
                      <>
                        <time dateTime={job.diedAt}>{formatDate(lang, job.diedAt)}</time>{" "}
                        <span className="text-gray-500">
                          <bdi dir="ltr">{job.diedAt.slice(11, 16)} UTC</bdi>
                        </span>
                      </>
                    ) : (
                      "–"
                    )}
                  </dd>
                  <dt className="text-gray-600">{t("console.jobs.attempts")}</dt>
                  <dd>
                    {t("console.jobs.attemptsOf", {
                      attempts: formatNumber(lang, job.attempts),
                      max: formatNumber(lang, job.maxAttempts),
                    })}
                  </dd>
                </dl>
                <Form method="post">
                  <input type="hidden" name="id" value={job.id} />
                  <button
                    type="submit"
                    className="min-h-10 rounded-md border border-gray-300 bg-white px-3 hover:bg-gray-100"
                  >
                    {/* The id tells the many Retry buttons apart for screen readers; the name keeps the visible word. */}
                    {t("console.jobs.retry")}
                    <span className="sr-only"> #{job.id}</span>
                  </button>
                </Form>
              </div>
              <p className="mt-2 text-gray-600">{t("console.jobs.lastError")}</p>
              {/* React escapes the text; dir="ltr": error messages are English from code and servers. */}
              <code dir="ltr" className="mt-1 block break-words whitespace-pre-wrap text-start text-xs">
                {job.lastError.length > ERROR_PREVIEW
                  ? `${job.lastError.slice(0, ERROR_PREVIEW)}…`
                  : job.lastError}
              </code>
              {job.lastError.length > ERROR_PREVIEW ? (
                <details className="mt-1">
                  <summary className="cursor-pointer text-brand-700">{t("console.jobs.fullError")}</summary>
                  <code dir="ltr" className="mt-1 block break-words whitespace-pre-wrap text-start text-xs">
                    {job.lastError}
                  </code>
                </details>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 rounded-lg border border-dashed border-gray-300 p-6 text-center text-gray-600">
          {t("console.jobs.empty")}
        </p>
      )}
      <div className="mt-4">
        <Pager
          current={page}
          totalPages={Math.ceil(counts.dead / size)}
          hrefFor={hrefFor}
          label={t("console.jobs.pages")}
        />
      </div>
    </section>
  );
}
