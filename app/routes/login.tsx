import { Form, Link, redirect } from "react-router";
import { AuthCard, AuthFooterLink, FormAlert, FormField, SubmitButton } from "~/components/form-field.tsx";
import { PageTitle } from "~/components/page-title.tsx";
import { useTranslation } from "~/i18n/react.tsx";
import { parseForm, useClientValidation } from "~/lib/forms.ts";
import { LoginSchema, safeReturnUrl } from "~/schemas/accounts.ts";
import { formErrorResponse, invalidFormResponse } from "../../server/lib/form-response.ts";
import { login } from "../../server/modules/accounts/accounts.service.ts";
import { sessionCookie } from "../../server/modules/accounts/session-cookie.ts";
import { requestContext } from "../../server/request-context.ts";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

export function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const url = new URL(request.url);
  const returnUrl = safeReturnUrl(url.searchParams.get("returnUrl") ?? "/");
  if (ctx.user) throw redirect(returnUrl);
  return { returnUrl, loggedOut: url.searchParams.has("loggedOut") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const form = await parseForm(request, LoginSchema);
  if (!form.ok) return invalidFormResponse(form.fields, form.values);
  try {
    const session = await login(ctx.deps, form.data, { ip: ctx.ip, userAgent: ctx.userAgent });
    return redirect(form.data.returnUrl, {
      headers: { "Set-Cookie": sessionCookie(ctx.deps.config, session.token, session.expiresAt) },
    });
  } catch (error) {
    return formErrorResponse(error, form.values);
  }
}

export default function LoginRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { errors, onSubmit } = useClientValidation(LoginSchema, actionData?.fields);
  return (
    <AuthCard title={t("auth.loginTitle")} intro={t("auth.loginIntro")}>
      <PageTitle>{t("auth.loginTitle")}</PageTitle>
      {loaderData.loggedOut ? <FormAlert tone="success">{t("auth.loggedOut")}</FormAlert> : null}
      {actionData?.formError ? <FormAlert tone="error">{t(actionData.formError)}</FormAlert> : null}
      <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
        <input type="hidden" name="returnUrl" value={loaderData.returnUrl} />
        <FormField
          name="email"
          type="email"
          autoComplete="email"
          required
          label={t("auth.email")}
          defaultValue={actionData?.values.email}
          error={errors.email}
        />
        <FormField
          name="password"
          type="password"
          autoComplete="current-password"
          required
          label={t("auth.password")}
          error={errors.password}
        />
        <div className="text-end text-sm">
          <Link to="/forgot-password" className="text-brand-700 hover:underline">
            {t("auth.forgotPassword")}
          </Link>
        </div>
        <SubmitButton busyLabel={t("auth.signingIn")}>{t("auth.loginButton")}</SubmitButton>
      </Form>
      <AuthFooterLink prompt={t("auth.noAccount")} to="/register">
        {t("auth.createAccount")}
      </AuthFooterLink>
    </AuthCard>
  );
}
