import { Link } from "react-router";
import { z } from "zod";
import { ActionNotice } from "#app/components/console/action-notice.tsx";
import { HelpContactCard } from "#app/components/console/help-contact-card.tsx";
import { PageTitle } from "#app/components/page-title.tsx";
import { Pager } from "#app/components/pager.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { IdSchema } from "#core/schemas/id.ts";
import { formFailure } from "#server/lib/form-response.ts";
import {
  deleteContactItem,
  HELP_PAGE_SIZE,
  listContactItems,
  setContactItemArchived,
} from "#server/modules/help-center/index.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/help-center";
import { requireStaffPage } from "./access.server.ts";

const VIEWS = ["inbox", "archive"] as const;
type View = (typeof VIEWS)[number];

const QuerySchema = z.object({
  view: z.enum(VIEWS).catch("inbox"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const user = requireStaffPage(ctx, url);
  const query = QuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const archived = query.view === "archive";
  let list = await listContactItems(ctx.deps.db, user, { archived, page: query.page - 1 });
  // The last item of the last page was just moved away: show the page that is now the last.
  if (!list.items.length && list.total > 0) {
    const last = Math.ceil(list.total / HELP_PAGE_SIZE) - 1;
    list = await listContactItems(ctx.deps.db, user, { archived, page: last });
  }
  return { ...list, view: query.view };
}

const ActionSchema = z.object({
  id: IdSchema,
  intent: z.enum(["archive", "restore", "delete"]),
});
const NOTICES = {
  archive: "console.help.archived",
  restore: "console.help.restored",
  delete: "console.common.deleted",
};

/** Archive, restore or delete one message; the service checks the role again and audits it. */
export async function action({ context, request, url }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const user = requireStaffPage(ctx, url);
  const parsed = ActionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return formFailure(parsed.error, {});
  const { id, intent } = parsed.data;
  try {
    if (intent === "delete") await deleteContactItem(ctx.deps.db, user, id);
    else await setContactItemArchived(ctx.deps.db, user, id, intent === "archive");
  } catch (error) {
    return formFailure(error, {});
  }
  return { ok: true as const, notice: NOTICES[intent] };
}

function ViewTabs({ current }: { current: View }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("console.help.lists")} className="mt-4 border-b border-gray-200">
      <ul className="flex gap-1">
        {VIEWS.map((view) => (
          <li key={view}>
            <Link
              to={`/admin/help-center?view=${view}`}
              aria-current={view === current ? "page" : undefined}
              className={`-mb-px inline-flex min-h-10 items-center border-b-2 px-4 text-sm ${
                view === current
                  ? "border-brand-600 font-semibold text-brand-700"
                  : "border-transparent text-gray-600 hover:text-ink"
              }`}
            >
              {t(`console.help.${view}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Moderators read the messages to the administrators and file them away. */
export default function HelpCenterConsoleRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { items, total, page, size, view } = loaderData;
  const hrefFor = (zeroBased: number) => `/admin/help-center?view=${view}&page=${zeroBased + 1}`;
  return (
    <section aria-labelledby="help-title">
      <PageTitle>{t("console.help.title")}</PageTitle>
      <h1 id="help-title" className="text-2xl font-bold">
        {t("console.help.title")}
      </h1>
      <p className="mt-1 text-gray-600">{t("console.help.intro")}</p>
      <ViewTabs current={view} />
      <ActionNotice result={actionData} />
      <p className="mt-4 text-sm text-gray-600">{t("console.help.count", { count: total })}</p>
      {items.length ? (
        <ul className="mt-2 space-y-3">
          {items.map((item) => (
            <HelpContactCard key={item._id} item={item} />
          ))}
        </ul>
      ) : (
        <p className="mt-4 rounded-lg border border-dashed border-gray-300 p-6 text-center text-gray-600">
          {t(view === "archive" ? "console.help.emptyArchive" : "console.help.emptyInbox")}
        </p>
      )}
      <div className="mt-4">
        <Pager
          current={page}
          totalPages={Math.ceil(total / size)}
          hrefFor={hrefFor}
          label={t("console.help.pages")}
        />
      </div>
    </section>
  );
}
