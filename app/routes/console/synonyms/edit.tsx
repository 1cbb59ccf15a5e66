import { data, Form, Link, redirect } from "react-router";
import { z } from "zod";
import { ConfirmDelete } from "#app/components/console/confirm-delete.tsx";
import { LanguageOptions, SaveButton } from "#app/components/console/seo-controls.tsx";
import { SYNONYMS_PATH } from "#app/components/console/synonym-parts.tsx";
import { SelectField, TextAreaField } from "#app/components/field-parts.tsx";
import { FormAlert } from "#app/components/form-field.tsx";
import { PageTitle } from "#app/components/page-title.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { parseForm, useClientValidation } from "#app/lib/forms.ts";
import { idSchema, parseId } from "#core/schemas/id.ts";
import { lowerCaseFold, SYNONYM_LIMITS, synonymGroupFormSchema } from "#core/schemas/search-synonyms.ts";
import { AppError, isAppError } from "#server/lib/errors.ts";
import { formFailure } from "#server/lib/form-response.ts";
import {
  createSynonymGroup,
  deleteSynonymGroup,
  getSynonymGroup,
  type SynonymGroup,
  SynonymTermTaken,
  updateSynonymGroup,
} from "#server/modules/search/index.ts";
import { requestContext } from "#server/request-context.ts";
import { requireAdminPage } from "../access.server.ts";
import type { Route } from "./+types/edit";

/** {SYNONYMS_PATH}/new adds a group; {SYNONYMS_PATH}/{id} edits one (404 for an unknown id). */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const user = requireAdminPage(ctx, url);
  if (params.id === undefined) return { group: null };
  const id = parseId(params.id);
  if (id === undefined) throw data(null, { status: 404 });
  try {
    return { group: await getSynonymGroup(ctx.deps.db, user, id) };
  } catch (error) {
    if (isAppError(error) && error.code === "not_found") throw data(null, { status: 404 });
    throw error;
  }
}

// The form's own fields are checked by the group's schema; these say which version it edits.
const FormSchema = z.object({
  intent: z.enum(["save", "delete"]).catch("save"),
  version: z.string().optional(),
});
const VersionSchema = idSchema();

/**
 * Saves (creates, or replaces the version the form was opened at) or deletes the group. A
 * refusal answers the form again with what was typed, and the message: a rule broken, a word
 * already in another group, or someone else's change meanwhile.
 */
export async function action({ context, request, url, params }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const user = requireAdminPage(ctx, url);
  const id = params.id === undefined ? undefined : parseId(params.id);
  if (params.id !== undefined && id === undefined) throw data(null, { status: 404 });
  const form = await parseForm(request, synonymGroupFormSchema(lowerCaseFold));
  const { intent, version: versionText } = FormSchema.parse(form.values);
  try {
    if (id === undefined) {
      if (!form.ok) return formFailure(form.error, form.values);
      await createSynonymGroup(ctx.deps, user, form.data);
      return redirect(`${SYNONYMS_PATH}?notice=created`);
    }
    const version = VersionSchema.safeParse(versionText).data;
    if (version === undefined) throw new AppError("invalid_data");
    if (intent === "delete") {
      await deleteSynonymGroup(ctx.deps.db, user, id, version);
      return redirect(`${SYNONYMS_PATH}?notice=deleted`);
    }
    if (!form.ok) return formFailure(form.error, form.values);
    // The service judges the group again, with the search index's own folding.
    await updateSynonymGroup(ctx.deps, user, id, version, form.data);
    return redirect(`${SYNONYMS_PATH}?notice=saved`);
  } catch (error) {
    // Deleted meanwhile: there is no form to show again, the list says what happened.
    if (isAppError(error) && error.code === "not_found") return redirect(`${SYNONYMS_PATH}?notice=gone`);
    return formFailure(error, form.values, {
      ...(error instanceof SynonymTermTaken ? { formErrorValues: error.values } : {}),
    });
  }
}

function GroupFields({
  group,
  values,
  errors,
}: {
  group: SynonymGroup | null;
  values: Record<string, string> | undefined;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextAreaField
        name="terms"
        label={t("console.synonyms.terms")}
        marker
        required
        rows={6}
        maxLength={SYNONYM_LIMITS.formText}
        defaultValue={values?.terms ?? group?.terms.join("\n") ?? ""}
        error={errors.terms}
        hint={t("console.synonyms.termsHint", {
          min: SYNONYM_LIMITS.minTerms,
          max: SYNONYM_LIMITS.maxTerms,
          length: SYNONYM_LIMITS.termLength,
        })}
        dir="auto"
      />
      <SelectField
        name="lang"
        label={t("console.synonyms.language")}
        emptyLabel={t("console.synonyms.everyLanguage")}
        defaultValue={values?.lang ?? group?.lang ?? ""}
        error={errors.lang}
        hint={t("console.synonyms.languageHint")}
      >
        <LanguageOptions />
      </SelectField>
    </>
  );
}

const STALE_MESSAGES = new Set([
  "console.synonyms.errors.changedMeanwhile",
  "console.synonyms.errors.changedBeforeDelete",
]);

export default function SynonymEditRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { group } = loaderData;
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const { errors, onSubmit } = useClientValidation(synonymGroupFormSchema(lowerCaseFold), failed?.fields);
  const title = group ? t("console.synonyms.editTitle") : t("console.synonyms.newTitle");
  // Someone else changed the group: its current version is one reload away.
  const stale = failed?.formError !== undefined && STALE_MESSAGES.has(failed.formError);
  return (
    <section aria-labelledby="synonym-edit-title" className="max-w-2xl">
      <PageTitle>{title}</PageTitle>
      <Link to={SYNONYMS_PATH} className="text-sm text-brand-700 underline">
        {t("console.synonyms.backToList")}
      </Link>
      <h1 id="synonym-edit-title" className="mt-2 text-2xl font-bold">
        {title}
      </h1>
      <p className="mt-1 text-gray-600">{t("console.synonyms.editIntro")}</p>
      <Form method="post" noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
        {failed ? (
          <FormAlert tone="error">
            {t(failed.formError ?? "errors.formInvalid", failed.formErrorValues)}
            {stale ? (
              <>
                {" "}
                <Link
                  reloadDocument
                  to={group ? `${SYNONYMS_PATH}/${group.id}` : SYNONYMS_PATH}
                  className="font-semibold underline"
                >
                  {t("console.synonyms.reload")}
                </Link>
              </>
            ) : null}
          </FormAlert>
        ) : null}
        {/* The version the form was opened at, kept through a refusal: saving again after "changed
            meanwhile" is refused again until the current version has been looked at. */}
        {group ? (
          <input type="hidden" name="version" value={failed?.values.version ?? group.version} />
        ) : null}
        <GroupFields group={group} values={failed?.values} errors={errors} />
        <div className="flex flex-wrap gap-3">
          <SaveButton />
          <Link
            to={SYNONYMS_PATH}
            className="inline-flex min-h-10 items-center rounded-md border border-gray-300 px-4 hover:bg-gray-100"
          >
            {t("console.common.cancel")}
          </Link>
        </div>
      </Form>
      {group ? (
        <div className="mt-8 border-t border-gray-200 pt-4">
          <ConfirmDelete
            label={t("console.synonyms.deleteGroup")}
            question={t("console.synonyms.deleteQuestion", { terms: group.terms.join(", ") })}
            values={{ intent: "delete", version: group.version }}
          />
        </div>
      ) : null}
    </section>
  );
}
