import { Form, Link, useFetcher, useNavigation } from "react-router";
import { ConfirmDelete } from "#app/components/console/confirm-delete.tsx";
import { FormAlert, FormField } from "#app/components/form-field.tsx";
import { PageTitle } from "#app/components/page-title.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatNumber } from "#core/i18n/format.ts";
import type { CampaignSummary, ContactListSummary } from "#core/schemas/campaigns.ts";
import { parseId } from "#core/schemas/id.ts";
import { AppError } from "#server/lib/errors.ts";
import {
  createContactList,
  deleteCampaign,
  deleteContactList,
  listCampaigns,
  listContactLists,
  renameContactList,
} from "#server/modules/campaigns/index.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/campaigns";
import { requireStaffPage } from "./access.server.ts";
import { runChange } from "./campaign-actions.server.ts";

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const user = requireStaffPage(ctx, url);
  const [lists, campaigns] = await Promise.all([
    listContactLists(ctx.deps.db, user),
    listCampaigns(ctx.deps.db, user),
  ]);
  return { lists, campaigns, saved: new URL(request.url).searchParams.get("saved") === "1" };
}

/** Contact lists are created, renamed and deleted here; campaigns are deleted here. */
export async function action({ context, request, url }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const user = requireStaffPage(ctx, url);
  const form = Object.fromEntries(await request.formData());
  const db = ctx.deps.db;
  const id = parseId(form.id) ?? 0;
  switch (form.intent) {
    case "createList":
      return runChange("createList", () => createContactList(db, user, { name: form.name }));
    case "renameList":
      return runChange("renameList", () => renameContactList(db, user, id, { name: form.name }));
    case "deleteList":
      return runChange("deleteList", () => deleteContactList(db, user, id));
    case "deleteCampaign":
      return runChange("deleteCampaign", () => deleteCampaign(db, user, id));
    default:
      return runChange("unknown", async () => {
        throw new AppError("invalid_data");
      });
  }
}

function CreateListForm({ result }: { result: Route.ComponentProps["actionData"] }) {
  const { t } = useTranslation();
  const busy = useNavigation().formData?.get("intent") === "createList";
  const mine = result?.intent === "createList" ? result : undefined;
  return (
    <Form method="post" className="mt-3 flex flex-wrap items-end gap-2">
      <input type="hidden" name="intent" value="createList" />
      <FormField
        name="name"
        label={t("console.campaigns.lists.newName")}
        required
        maxLength={120}
        className="min-w-0 flex-1 basis-56"
        error={mine && !mine.ok ? mine.fields.name : undefined}
      />
      <button
        type="submit"
        disabled={busy}
        className="min-h-10 rounded-md bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {t("console.campaigns.lists.create")}
      </button>
    </Form>
  );
}

function RenameList({ list }: { list: ContactListSummary }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<typeof action>();
  const fieldId = `rename-${list.id}`;
  const error = fetcher.data && !fetcher.data.ok ? fetcher.data.fields.name : undefined;
  const saved = fetcher.state === "idle" && fetcher.data?.ok;
  return (
    <details>
      <summary
        aria-label={t("console.campaigns.lists.renameNamed", { name: list.name })}
        className="inline-flex min-h-10 cursor-pointer list-none items-center rounded-md border border-gray-300 px-3 text-sm hover:bg-gray-100"
      >
        {t("console.campaigns.lists.rename")}
      </summary>
      <fetcher.Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="renameList" />
        <input type="hidden" name="id" value={list.id} />
        <FormField
          id={fieldId}
          name="name"
          label={t("console.campaigns.lists.name")}
          defaultValue={list.name}
          required
          maxLength={120}
          error={error}
          className="min-w-0 flex-1 basis-48"
        />
        <button
          type="submit"
          disabled={fetcher.state !== "idle"}
          className="min-h-10 rounded-md bg-brand-600 px-4 font-semibold text-white disabled:opacity-60"
        >
          {t("console.common.save")}
        </button>
        <span aria-live="polite" className="text-sm text-green-800">
          {saved ? t("console.common.saved") : ""}
        </span>
      </fetcher.Form>
    </details>
  );
}

function ListRow({ list }: { list: ContactListSummary }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <li className="rounded-lg border border-gray-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Link
          to={`/admin/campaigns/lists/${list.id}`}
          className="font-semibold text-brand-700 underline break-words"
        >
          {list.name}
        </Link>
        <span className="text-sm text-gray-600">
          {t("console.campaigns.lists.counts", {
            members: formatNumber(lang, list.members),
            unsubscribed: formatNumber(lang, list.unsubscribed),
          })}
        </span>
      </div>
      <div className="mt-3 flex flex-wrap items-start gap-2">
        <Link
          to={`/admin/campaigns/lists/${list.id}`}
          className="inline-flex min-h-10 items-center rounded-md border border-gray-300 px-3 text-sm hover:bg-gray-100"
        >
          {t("console.campaigns.lists.members")}
        </Link>
        <RenameList list={list} />
        <ConfirmDelete
          label={t("console.common.delete")}
          name={list.name}
          question={t("console.campaigns.lists.confirmDelete")}
          values={{ intent: "deleteList", id: list.id }}
        />
      </div>
    </li>
  );
}

function CampaignRow({ campaign }: { campaign: CampaignSummary }) {
  const { t } = useTranslation();
  return (
    <li className="rounded-lg border border-gray-200 bg-white p-4">
      <p className="font-semibold break-words">{campaign.name}</p>
      <dl className="mt-1 grid gap-x-4 gap-y-1 text-sm text-gray-600 sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium">{t("console.campaigns.form.subject")}</dt>
        <dd className="min-w-0 break-words">{campaign.subject}</dd>
        <dt className="font-medium">{t("console.campaigns.form.list")}</dt>
        <dd className="min-w-0 break-words">{campaign.contactListName}</dd>
      </dl>
      <div className="mt-3 flex flex-wrap items-start gap-2">
        <Link
          to={`/admin/campaigns/${campaign.id}`}
          aria-label={t("console.campaigns.editNamed", { name: campaign.name })}
          className="inline-flex min-h-10 items-center rounded-md border border-gray-300 px-3 text-sm hover:bg-gray-100"
        >
          {t("console.common.edit")}
        </Link>
        <ConfirmDelete
          label={t("console.common.delete")}
          name={campaign.name}
          question={t("console.common.confirmDelete")}
          values={{ intent: "deleteCampaign", id: campaign.id }}
        />
      </div>
    </li>
  );
}

/** Console: contact lists and the campaigns that go to them. Sending is not part of the console. */
export default function CampaignsConsoleRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lists, campaigns, saved } = loaderData;
  // The answer to this page's own post wins over the ?saved=1 the campaign form redirected with.
  const done = actionData ? actionData.ok : saved;
  const deleted = actionData?.ok && actionData.intent?.startsWith("delete");
  return (
    <div className="space-y-8">
      <PageTitle>{t("console.campaigns.title")}</PageTitle>
      <div>
        <h1 className="text-2xl font-bold">{t("console.campaigns.title")}</h1>
        <p className="mt-1 text-gray-600">{t("console.campaigns.intro")}</p>
        <div aria-live="polite" className="mt-3">
          {done ? (
            <FormAlert tone="success">
              {t(deleted ? "console.common.deleted" : "console.common.saved")}
            </FormAlert>
          ) : null}
          {actionData && !actionData.ok && actionData.formError ? (
            <FormAlert tone="error">{t(actionData.formError)}</FormAlert>
          ) : null}
        </div>
      </div>
      <section aria-labelledby="lists-title">
        <h2 id="lists-title" className="text-xl font-semibold">
          {t("console.campaigns.lists.title")}
        </h2>
        <CreateListForm result={actionData} />
        {lists.length ? (
          <ul className="mt-4 space-y-3">
            {lists.map((list) => (
              <ListRow key={list.id} list={list} />
            ))}
          </ul>
        ) : (
          <p className="mt-4 rounded-lg border border-dashed border-gray-300 p-6 text-center text-gray-600">
            {t("console.campaigns.lists.empty")}
          </p>
        )}
      </section>
      <section aria-labelledby="campaigns-title">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="campaigns-title" className="text-xl font-semibold">
            {t("console.campaigns.campaignsTitle")}
          </h2>
          {lists.length ? (
            <Link
              to="/admin/campaigns/new"
              className="inline-flex min-h-10 items-center rounded-md bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
            >
              {t("console.campaigns.new")}
            </Link>
          ) : null}
        </div>
        {campaigns.length ? (
          <ul className="mt-4 space-y-3">
            {campaigns.map((campaign) => (
              <CampaignRow key={campaign.id} campaign={campaign} />
            ))}
          </ul>
        ) : (
          <p className="mt-4 rounded-lg border border-dashed border-gray-300 p-6 text-center text-gray-600">
            {lists.length ? t("console.campaigns.empty") : t("console.campaigns.needList")}
          </p>
        )}
      </section>
    </div>
  );
}
