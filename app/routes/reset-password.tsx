import { data, Form } from "react-router";
import { ResetPasswordSchema } from "#core/schemas/accounts.ts";
import { formFailure } from "#server/lib/form-response.ts";
import {
  deviceCookie,
  isResetTokenUsable,
  readDeviceToken,
  resetPassword,
} from "#server/modules/accounts/index.ts";
import { requestContext } from "#server/request-context.ts";
import {
  AuthCard,
  AuthFooterLink,
  FormAlert,
  NewPasswordFields,
  SubmitButton,
} from "../components/form-field.tsx";
import { PageTitle } from "../components/page-title.tsx";
import { useTranslation } from "../i18n/react.tsx";
import { parseForm, useClientValidation } from "../lib/forms.ts";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = () => [
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "no-referrer" },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  return { usable: await isResetTokenUsable(context.get(requestContext).deps, params.token) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const form = await parseForm(request, ResetPasswordSchema);
  if (!form.ok) return formFailure(form.error, {});
  try {
    const { deviceToken } = await resetPassword(
      ctx.deps,
      params.token,
      form.data.password,
      readDeviceToken(request.headers.get("cookie")),
    );
    // This browser now counts as one the account knows (it can sign in even while strangers'
    // wrong passwords hold the account back).
    return data(
      { fields: {}, formError: undefined, done: true },
      { headers: { "Set-Cookie": deviceCookie(ctx.deps.config, deviceToken, ctx.deps.clock.now()) } },
    );
  } catch (error) {
    return formFailure(error, {});
  }
}

export default function ResetPasswordRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { errors, onSubmit } = useClientValidation(ResetPasswordSchema, actionData?.fields);
  const done = actionData && "done" in actionData && actionData.done;
  return (
    <AuthCard title={t("auth.resetTitle")}>
      <PageTitle>{t("auth.resetTitle")}</PageTitle>
      {done ? <FormAlert tone="success">{t("auth.resetDone")}</FormAlert> : null}
      {!done && (!loaderData.usable || actionData?.formError) ? (
        <FormAlert tone="error">{t(actionData?.formError ?? "errors.resetLinkInvalid")}</FormAlert>
      ) : null}
      {!done && loaderData.usable ? (
        <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
          <NewPasswordFields label={t("auth.newPassword")} errors={errors} />
          <SubmitButton>{t("auth.resetButton")}</SubmitButton>
        </Form>
      ) : null}
      <AuthFooterLink to={loaderData.usable ? "/login" : "/forgot-password"}>
        {loaderData.usable ? t("auth.backToLogin") : t("auth.forgotButton")}
      </AuthFooterLink>
    </AuthCard>
  );
}
