import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import { ContactImport } from "#app/components/campaigns/contact-import.tsx";
import { ConfirmDelete } from "#app/components/console/confirm-delete.tsx";
import { FormAlert, FormField } from "#app/components/form-field.tsx";
import { PageTitle } from "#app/components/page-title.tsx";
import { Pager } from "#app/components/pager.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatDate, formatNumber } from "#core/i18n/format.ts";
import { type ContactMember, MEMBERS_PAGE_SIZE } from "#core/schemas/campaigns.ts";
import { parseId } from "#core/schemas/id.ts";
import { AppError } from "#server/lib/errors.ts";
import { addMember, listMembers, removeMember } from "#server/modules/campaigns/index.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/contact-list";
import { requireStaffPage } from "./access.server.ts";
import { runChange } from "./campaign-actions.server.ts";
import { importUploadedFile } from "./contact-upload.server.ts";

const PageQuery = z.object({ page: z.coerce.number().int().min(1).max(100_000).catch(1) });

export async function loader({ context, request, url, params }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const user = requireStaffPage(ctx, url);
  const listId = parseId(params.listId);
  if (!listId) throw data(null, { status: 404 });
  const { page } = PageQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  try {
    return { page, ...(await listMembers(ctx.deps.db, user, listId, page)) };
  } catch (error) {
    if (error instanceof AppError) throw data(null, { status: error.status });
    throw error;
  }
}

/** Add one member, remove one, or (without JavaScript) import a whole uploaded CSV file. */
export async function action({ context, request, url, params }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const user = requireStaffPage(ctx, url);
  const listId = parseId(params.listId) ?? 0;
  const db = ctx.deps.db;
  if (request.headers.get("content-type")?.startsWith("multipart/form-data"))
    return importUploadedFile(db, user, listId, request);
  const form = Object.fromEntries(await request.formData());
  if (form.intent === "addMember")
    return runChange("addMember", () => addMember(db, user, listId, { email: form.email, name: form.name }));
  if (form.intent === "removeMember")
    return runChange("removeMember", () => removeMember(db, user, listId, parseId(form.id) ?? 0));
  return runChange("unknown", async () => {
    throw new AppError("invalid_data");
  });
}

function AddMemberForm({ result }: { result: Route.ComponentProps["actionData"] }) {
  const { t } = useTranslation();
  const busy = useNavigation().formData?.get("intent") === "addMember";
  const mine = result && "intent" in result && result.intent === "addMember" ? result : undefined;
  const fields = mine && !mine.ok ? mine.fields : {};
  return (
    <section aria-labelledby="add-title" className="rounded-lg border border-gray-200 bg-white p-4">
      <h2 id="add-title" className="text-lg font-semibold">
        {t("console.campaigns.members.addTitle")}
      </h2>
      <Form method="post" className="mt-3 flex flex-wrap items-end gap-2" key={mine?.ok ? "added" : "form"}>
        <input type="hidden" name="intent" value="addMember" />
        <FormField
          name="email"
          type="email"
          required
          maxLength={254}
          label={t("console.campaigns.members.email")}
          error={fields.email}
          className="min-w-0 flex-1 basis-56"
        />
        <FormField
          name="name"
          maxLength={100}
          label={t("console.campaigns.members.nameOptional")}
          error={fields.name}
          className="min-w-0 flex-1 basis-40"
        />
        <button
          type="submit"
          disabled={busy}
          className="min-h-10 rounded-md bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {t("console.campaigns.members.add")}
        </button>
      </Form>
      <div aria-live="polite">
        {mine?.ok ? (
          <p className="mt-2 text-sm text-green-800">{t("console.campaigns.members.added")}</p>
        ) : null}
      </div>
    </section>
  );
}

function MemberRow({ member }: { member: ContactMember }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <li className="flex flex-wrap items-start justify-between gap-2 rounded-lg border border-gray-200 bg-white p-3">
      <div className="min-w-0">
        <p className="break-all font-medium" dir="ltr">
          {member.email}
        </p>
        {member.name ? <p className="break-words text-sm text-gray-600">{member.name}</p> : null}
        {member.unsubscribedAt ? (
          <p className="mt-1">
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              {t("console.campaigns.members.unsubscribed")}
            </span>{" "}
            <time dateTime={member.unsubscribedAt} className="text-xs text-gray-600">
              {formatDate(lang, member.unsubscribedAt)}
            </time>
          </p>
        ) : (
          <p className="mt-1">
            <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
              {t("console.campaigns.members.subscribed")}
            </span>
          </p>
        )}
      </div>
      {/* An unsubscribed member stays: the row is what keeps a later import from mailing them. */}
      {member.unsubscribedAt ? null : (
        <ConfirmDelete
          label={t("console.common.remove")}
          name={member.email}
          question={t("console.campaigns.members.confirmRemove")}
          values={{ intent: "removeMember", id: member.id }}
        />
      )}
    </li>
  );
}

/** One contact list: its members (unsubscribed ones marked), adding, removing and importing. */
export default function ContactListRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { list, members, total, page } = loaderData;
  const totalPages = Math.ceil(total / MEMBERS_PAGE_SIZE);
  const importResult = actionData && "upload" in actionData ? actionData : undefined;
  const failed = actionData && !("upload" in actionData) && !actionData.ok ? actionData.formError : undefined;
  return (
    <div className="space-y-6">
      <PageTitle>{list.name}</PageTitle>
      <div>
        <Link to="/admin/campaigns" className="text-sm text-brand-700 underline">
          {t("console.campaigns.backToCampaigns")}
        </Link>
        <h1 className="mt-2 break-words text-2xl font-bold">{list.name}</h1>
        <p className="mt-1 text-gray-600" aria-live="polite">
          {t("console.campaigns.members.count", { count: total, n: formatNumber(lang, total) })}
        </p>
        {failed ? <FormAlert tone="error">{t(failed)}</FormAlert> : null}
      </div>
      <AddMemberForm result={actionData} />
      <ContactImport
        listId={list.id}
        serverReport={importResult && "report" in importResult ? importResult.report : undefined}
        serverError={
          importResult?.formError ? t(importResult.formError, importResult.formErrorValues) : undefined
        }
      />
      <section aria-labelledby="members-title">
        <h2 id="members-title" className="text-lg font-semibold">
          {t("console.campaigns.members.title")}
        </h2>
        {members.length ? (
          <ul className="mt-3 space-y-2">
            {members.map((member) => (
              <MemberRow key={member.id} member={member} />
            ))}
          </ul>
        ) : (
          <p className="mt-3 rounded-lg border border-dashed border-gray-300 p-6 text-center text-gray-600">
            {t("console.campaigns.members.empty")}
          </p>
        )}
        <div className="mt-4">
          <Pager
            current={page - 1}
            totalPages={totalPages}
            hrefFor={(zeroBased) => `/admin/campaigns/lists/${list.id}?page=${zeroBased + 1}`}
            label={t("console.campaigns.members.pages")}
          />
        </div>
      </section>
    </div>
  );
}
