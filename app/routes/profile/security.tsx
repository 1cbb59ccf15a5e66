import { data, Form, Link, redirect } from "react-router";
import { FormAlert, FormField, NewPasswordFields, SubmitButton } from "#app/components/form-field.tsx";
import { PageTitle } from "#app/components/page-title.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { parseForm, useClientValidation } from "#app/lib/forms.ts";
import { ChangePasswordSchema } from "#core/schemas/accounts.ts";
import { formFailure } from "#server/lib/form-response.ts";
import {
  changePassword,
  clearedSessionCookie,
  countActiveSessions,
  signOutEverywhere,
} from "#server/modules/accounts/index.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/security";

const HERE = "/profile/security";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

/** The signed-in user's password change and "sign out everywhere"; anyone else signs in first. */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  if (!ctx.user) throw redirect(`/login?returnUrl=${encodeURIComponent(HERE)}`);
  return { sessions: await countActiveSessions(ctx.deps, ctx.user.id) };
}

/**
 * intent change-password: the current password and the new one twice; other sessions end.
 * intent sign-out-everywhere: every session of the user ends, this one too, and the browser
 * goes to the sign-in page (what "everywhere" promises, and what someone who fears another
 * person is signed in expects).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  if (!ctx.user) throw redirect(`/login?returnUrl=${encodeURIComponent(HERE)}`);
  // Read from a copy: parseForm reads the body again below.
  const intent = (
    await request
      .clone()
      .formData()
      .catch(() => new FormData())
  ).get("intent");
  if (intent === "sign-out-everywhere") {
    await signOutEverywhere(ctx.deps, ctx.user.id);
    return redirect("/login?signedOutEverywhere=1", {
      headers: { "Set-Cookie": clearedSessionCookie(ctx.deps.config) },
    });
  }
  if (intent !== "change-password") throw data(null, { status: 400 });
  const parsed = await parseForm(request, ChangePasswordSchema);
  if (!parsed.ok) return formFailure(parsed.error, parsed.values);
  try {
    await changePassword(ctx.deps, ctx.user.id, ctx.sessionToken, parsed.data);
    return { fields: {}, formError: undefined, values: {}, changed: true };
  } catch (error) {
    return formFailure(error, parsed.values);
  }
}

export default function SecurityRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { errors, onSubmit } = useClientValidation(ChangePasswordSchema, actionData?.fields);
  const changed = actionData && "changed" in actionData && actionData.changed;
  return (
    <div className="mx-auto grid max-w-2xl gap-6">
      <PageTitle>{t("security.title")}</PageTitle>
      <div>
        <Link to="/profile" className="text-sm text-brand-700 hover:underline">
          {t("security.backToProfile")}
        </Link>
        <h1 className="mt-1 text-2xl font-bold">{t("security.title")}</h1>
      </div>
      <section
        aria-labelledby="change-password-title"
        className="rounded-lg border border-gray-200 bg-white p-5 sm:p-6"
      >
        <h2 id="change-password-title" className="mb-1 text-lg font-bold">
          {t("security.changePassword")}
        </h2>
        <p className="mb-4 text-sm text-gray-600">{t("security.changePasswordIntro")}</p>
        {changed ? <FormAlert tone="success">{t("security.passwordChanged")}</FormAlert> : null}
        {actionData?.formError ? <FormAlert tone="error">{t(actionData.formError)}</FormAlert> : null}
        <Form
          method="post"
          noValidate
          onSubmit={onSubmit}
          className="space-y-4"
          key={changed ? "done" : "form"}
        >
          <input type="hidden" name="intent" value="change-password" />
          <FormField
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
            label={t("security.currentPassword")}
            error={errors.currentPassword}
          />
          <NewPasswordFields label={t("auth.newPassword")} errors={errors} />
          <SubmitButton busyLabel={t("security.saving")}>{t("security.changePasswordButton")}</SubmitButton>
        </Form>
      </section>
      <section
        aria-labelledby="sign-out-everywhere-title"
        className="rounded-lg border border-gray-200 bg-white p-5 sm:p-6"
      >
        <h2 id="sign-out-everywhere-title" className="mb-1 text-lg font-bold">
          {t("security.signOutEverywhere")}
        </h2>
        <p className="mb-2 text-sm text-gray-600">{t("security.signOutEverywhereIntro")}</p>
        <p className="mb-4 text-sm font-medium">
          {t("security.activeSessions", { count: loaderData.sessions })}
        </p>
        <Form method="post">
          <input type="hidden" name="intent" value="sign-out-everywhere" />
          <button
            type="submit"
            className="inline-flex min-h-11 items-center rounded-md border border-red-700 px-4 font-semibold text-red-800 hover:bg-red-50"
          >
            {t("security.signOutEverywhereButton")}
          </button>
        </Form>
      </section>
    </div>
  );
}
