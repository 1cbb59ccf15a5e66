import { data, Form, Link, redirect, useNavigation } from "react-router";
import { SelectField, TextAreaField } from "#app/components/field-parts.tsx";
import { FormAlert, FormField } from "#app/components/form-field.tsx";
import { PageTitle } from "#app/components/page-title.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { useClientValidation } from "#app/lib/forms.ts";
import { CampaignInputSchema } from "#core/schemas/campaigns.ts";
import { parseId } from "#core/schemas/id.ts";
import { AppError } from "#server/lib/errors.ts";
import { formFailure } from "#server/lib/form-response.ts";
import {
  createCampaign,
  getCampaign,
  listContactLists,
  updateCampaign,
} from "#server/modules/campaigns/index.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/campaign-edit";
import { requireStaffPage } from "./access.server.ts";

/** /admin/campaigns/new creates; /admin/campaigns/:campaignId edits. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const user = requireStaffPage(ctx, url);
  const lists = (await listContactLists(ctx.deps.db, user)).map((l) => ({ id: l.id, name: l.name }));
  if (!params.campaignId) return { lists, campaign: null };
  const id = parseId(params.campaignId);
  const campaign = id
    ? await getCampaign(ctx.deps.db, user, id).catch((error) => {
        if (error instanceof AppError) return null;
        throw error;
      })
    : null;
  if (!campaign) throw data(null, { status: 404 });
  return { lists, campaign };
}

export async function action({ context, request, url, params }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const user = requireStaffPage(ctx, url);
  const form = await request.formData();
  const input = {
    name: form.get("name"),
    subject: form.get("subject"),
    contactListId: form.get("contactListId"),
    body: form.get("body"),
  };
  const values = Object.fromEntries(
    Object.entries(input).map(([k, v]) => [k, typeof v === "string" ? v : ""]),
  );
  const existing = params.campaignId ? (parseId(params.campaignId) ?? 0) : undefined;
  try {
    if (existing === undefined) await createCampaign(ctx.deps.db, user, input);
    else await updateCampaign(ctx.deps.db, user, existing, input);
  } catch (error) {
    return formFailure(error, values);
  }
  throw redirect("/admin/campaigns?saved=1");
}

/** Name, subject, target list and body of a campaign; sending is out of the console's scope. */
export default function CampaignEditRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lists, campaign } = loaderData;
  const busy = useNavigation().state === "submitting";
  const serverFields = actionData && !actionData.ok ? actionData.fields : undefined;
  const { errors, onSubmit } = useClientValidation(CampaignInputSchema, serverFields);
  const values = actionData?.values;
  const title = campaign ? t("console.campaigns.editTitle") : t("console.campaigns.new");
  return (
    <section aria-labelledby="campaign-title" className="max-w-2xl">
      <PageTitle>{title}</PageTitle>
      <Link to="/admin/campaigns" className="text-sm text-brand-700 underline">
        {t("console.campaigns.backToCampaigns")}
      </Link>
      <h1 id="campaign-title" className="mt-2 text-2xl font-bold">
        {title}
      </h1>
      <p className="mt-1 mb-4 text-gray-600">{t("console.campaigns.form.intro")}</p>
      {actionData?.formError ? <FormAlert tone="error">{t(actionData.formError)}</FormAlert> : null}
      {lists.length ? (
        <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
          <FormField
            name="name"
            required
            maxLength={120}
            label={t("console.campaigns.form.name")}
            defaultValue={values?.name ?? campaign?.name}
            error={errors.name}
          />
          <FormField
            name="subject"
            required
            maxLength={200}
            label={t("console.campaigns.form.subject")}
            defaultValue={values?.subject ?? campaign?.subject}
            error={errors.subject}
          />
          <SelectField
            name="contactListId"
            label={t("console.campaigns.form.list")}
            required
            defaultValue={values?.contactListId ?? String(campaign?.contactListId ?? lists[0]?.id)}
            error={errors.contactListId}
          >
            {lists.map((list) => (
              <option key={list.id} value={list.id}>
                {list.name}
              </option>
            ))}
          </SelectField>
          <TextAreaField
            name="body"
            label={t("console.campaigns.form.body")}
            required
            rows={10}
            defaultValue={values?.body ?? campaign?.body}
            error={errors.body}
            hint={t("console.campaigns.form.bodyHint")}
            className="[&_textarea]:font-mono [&_textarea]:text-sm"
          />
          <button
            type="submit"
            disabled={busy}
            aria-busy={busy || undefined}
            className="min-h-10 rounded-md bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            {busy ? t("console.common.saving") : t("console.common.save")}
          </button>
        </Form>
      ) : (
        <p className="rounded-lg border border-dashed border-gray-300 p-6 text-center text-gray-600">
          {t("console.campaigns.needList")}
        </p>
      )}
    </section>
  );
}
