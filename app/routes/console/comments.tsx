import { Link, useFetcher } from "react-router";
import { z } from "zod";
import { FilterSelect } from "#app/components/console/filter-select.tsx";
import { PageTitle } from "#app/components/page-title.tsx";
import { Pager } from "#app/components/pager.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatDate } from "#core/i18n/format.ts";
import { productPath } from "#core/rules/slug.ts";
import type { ModerationComment } from "#core/schemas/comments.ts";
import { IdSchema } from "#core/schemas/id.ts";
import { formFailure } from "#server/lib/form-response.ts";
import {
  listForModeration,
  MODERATION_PAGE_SIZE,
  setCommentApproval,
} from "#server/modules/comments/index.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/comments";
import { requireStaffPage } from "./access.server.ts";

const STATUSES = ["all", "pending", "approved"] as const;
type Status = (typeof STATUSES)[number];

const QuerySchema = z.object({
  status: z.enum(STATUSES).catch("all"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const user = requireStaffPage(ctx, url);
  const query = QuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const list = await listForModeration(ctx.deps.db, user, {
    approved: query.status === "all" ? undefined : query.status === "approved",
    lang: ctx.lang,
    page: query.page,
  });
  return { ...list, ...query, pageSize: MODERATION_PAGE_SIZE };
}

const ApprovalSchema = z.object({
  id: IdSchema,
  approve: z.enum(["true", "false"]),
});

/** Approve or withdraw one comment; the service checks the role again and writes the audit log. */
export async function action({ context, request, url }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const user = requireStaffPage(ctx, url);
  const parsed = ApprovalSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return formFailure(parsed.error, {});
  const approve = parsed.data.approve === "true";
  try {
    await setCommentApproval(ctx.deps.db, user, parsed.data.id, approve);
  } catch (error) {
    return formFailure(error, {});
  }
  return { ok: true as const, id: parsed.data.id, approved: approve };
}

function StatusFilter({ current }: { current: Status }) {
  const { t } = useTranslation();
  return (
    <div className="mt-4">
      <FilterSelect
        name="status"
        label={t("console.comments.show")}
        value={current}
        options={STATUSES.map((status) => ({ value: status, label: t(`console.comments.status.${status}`) }))}
      />
    </div>
  );
}

function Stars({ n }: { n: number }) {
  const { t } = useTranslation();
  return (
    <span className="text-amber-500" role="img" aria-label={t("console.comments.stars", { n })}>
      {"★".repeat(n)}
      <span className="text-gray-300">{"★".repeat(5 - n)}</span>
    </span>
  );
}

function CommentRow({ comment }: { comment: ModerationComment }) {
  const { t } = useTranslation();
  const lang = useLang();
  const fetcher = useFetcher<typeof action>();
  // Shown as already changed while the request runs; the list reloads when it is done.
  const approved = fetcher.formData ? fetcher.formData.get("approve") === "true" : comment.approved;
  const failed =
    fetcher.data && !fetcher.data.ok ? (fetcher.data.formError ?? "errors.invalid_data") : undefined;
  return (
    <li className="rounded-lg border border-gray-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
            approved ? "bg-green-100 text-green-800" : "bg-amber-100 text-amber-900"
          }`}
        >
          {approved ? t("console.comments.approved") : t("console.comments.pending")}
        </span>
        <Stars n={comment.stars} />
        <time dateTime={comment.createdOn} className="text-gray-500">
          {formatDate(lang, comment.createdOn)}
        </time>
      </div>
      <p className="mt-2 whitespace-pre-line break-words">{comment.text}</p>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm text-gray-600 sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium">{t("console.comments.product")}</dt>
        <dd className="min-w-0 break-words">
          <Link
            to={`${productPath(comment.productName ?? "product", comment.productID)}?tab=comments`}
            className="text-brand-700 underline"
          >
            {comment.productName ?? `#${comment.productID}`}
          </Link>
        </dd>
        <dt className="font-medium">{t("console.comments.author")}</dt>
        <dd className="min-w-0 break-words">
          {comment.author.name} · {comment.author.email}
        </dd>
      </dl>
      <fetcher.Form method="post" className="mt-3 flex flex-wrap items-center gap-3">
        <input type="hidden" name="id" value={comment._id} />
        <input type="hidden" name="approve" value={approved ? "false" : "true"} />
        <button
          type="submit"
          disabled={fetcher.state !== "idle"}
          className={`min-h-10 rounded-md px-4 text-sm font-semibold disabled:opacity-60 ${
            approved
              ? "border border-gray-300 bg-white text-ink hover:bg-gray-100"
              : "bg-brand-600 text-white hover:bg-brand-700"
          }`}
        >
          {approved ? t("console.comments.unapprove") : t("console.comments.approve")}
        </button>
        {failed ? (
          <span role="alert" className="text-sm text-red-700">
            {t(failed)}
          </span>
        ) : null}
      </fetcher.Form>
    </li>
  );
}

/** Moderators approve comments before the public sees them. */
export default function CommentsConsoleRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { comments, total, status, page, pageSize } = loaderData;
  const totalPages = Math.ceil(total / pageSize);
  const hrefFor = (zeroBased: number) => `/admin/comments?status=${status}&page=${zeroBased + 1}`;
  return (
    <section aria-labelledby="comments-title">
      <PageTitle>{t("console.comments.title")}</PageTitle>
      <h1 id="comments-title" className="text-2xl font-bold">
        {t("console.comments.title")}
      </h1>
      <p className="mt-1 text-gray-600">{t("console.comments.intro")}</p>
      <StatusFilter current={status} />
      <p className="mt-4 text-sm text-gray-600" aria-live="polite">
        {t("console.comments.count", { count: total })}
      </p>
      {comments.length ? (
        <ul className="mt-2 space-y-3">
          {comments.map((comment) => (
            <CommentRow key={comment._id} comment={comment} />
          ))}
        </ul>
      ) : (
        <p className="mt-4 rounded-lg border border-dashed border-gray-300 p-6 text-center text-gray-600">
          {t("console.comments.empty")}
        </p>
      )}
      <div className="mt-4">
        <Pager
          current={page - 1}
          totalPages={totalPages}
          hrefFor={hrefFor}
          label={t("console.comments.pages")}
        />
      </div>
    </section>
  );
}
