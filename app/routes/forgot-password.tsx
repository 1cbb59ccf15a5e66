import { Form } from "react-router";
import { ForgotPasswordSchema } from "#core/schemas/accounts.ts";
import { formFailure } from "#server/lib/form-response.ts";
import { requestPasswordReset } from "#server/modules/accounts/index.ts";
import { requestContext } from "#server/request-context.ts";
import { AuthCard, AuthFooterLink, FormAlert, FormField, SubmitButton } from "../components/form-field.tsx";
import { PageTitle } from "../components/page-title.tsx";
import { useTranslation } from "../i18n/react.tsx";
import { parseForm, useClientValidation } from "../lib/forms.ts";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const form = await parseForm(request, ForgotPasswordSchema);
  if (!form.ok) return formFailure(form.error, form.values);
  try {
    await requestPasswordReset(ctx.deps, form.data.email, { lang: ctx.lang, origin: ctx.origin }, ctx.ip);
    return { fields: {}, formError: undefined, values: form.values, sentTo: form.data.email };
  } catch (error) {
    return formFailure(error, form.values);
  }
}

export default function ForgotPasswordRoute({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { errors, onSubmit } = useClientValidation(ForgotPasswordSchema, actionData?.fields);
  const sentTo = actionData && "sentTo" in actionData ? actionData.sentTo : undefined;
  return (
    <AuthCard title={t("auth.forgotTitle")} intro={t("auth.forgotIntro")}>
      <PageTitle>{t("auth.forgotTitle")}</PageTitle>
      {sentTo ? (
        <FormAlert tone="success">{t("auth.forgotSent", { email: `\u2068${sentTo}\u2069` })}</FormAlert>
      ) : null}
      {actionData?.formError ? <FormAlert tone="error">{t(actionData.formError)}</FormAlert> : null}
      <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
        <FormField
          name="email"
          type="email"
          autoComplete="email"
          required
          label={t("auth.email")}
          defaultValue={actionData?.values.email}
          error={errors.email}
        />
        <SubmitButton>{t("auth.forgotButton")}</SubmitButton>
      </Form>
      <AuthFooterLink to="/login">{t("auth.backToLogin")}</AuthFooterLink>
    </AuthCard>
  );
}
