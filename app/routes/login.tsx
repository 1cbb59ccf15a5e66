import { Form, Link, redirect } from "react-router";
import { LoginSchema, prefilledEmail, safeReturnUrl } from "#core/schemas/accounts.ts";
import { formFailure } from "#server/lib/form-response.ts";
import {
  login,
  readDeviceToken,
  SignInThrottled,
  signedInHeaders,
  throttleValues,
} from "#server/modules/accounts/index.ts";
import { requestContext } from "#server/request-context.ts";
import { AuthCard, AuthFooterLink, FormAlert, FormField, SubmitButton } from "../components/form-field.tsx";
import { PageTitle } from "../components/page-title.tsx";
import { useTranslation } from "../i18n/react.tsx";
import { parseForm, useClientValidation } from "../lib/forms.ts";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

/** Notices this page shows when another page sends the visitor here (?loggedOut, ?signedOutEverywhere). */
const NOTICES = { loggedOut: "auth.loggedOut", signedOutEverywhere: "auth.signedOutEverywhere" } as const;

export function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const url = new URL(request.url);
  const returnUrl = safeReturnUrl(url.searchParams.get("returnUrl") ?? "/");
  if (ctx.user) throw redirect(returnUrl);
  const notice = (Object.keys(NOTICES) as (keyof typeof NOTICES)[]).find((key) => url.searchParams.has(key));
  return { returnUrl, notice: notice ? NOTICES[notice] : null, email: prefilledEmail(url) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const form = await parseForm(request, LoginSchema);
  if (!form.ok) return formFailure(form.error, form.values);
  try {
    const signedIn = await login(ctx.deps, form.data, {
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      deviceToken: readDeviceToken(request.headers.get("cookie")),
    });
    return redirect(form.data.returnUrl, {
      headers: signedInHeaders(ctx.deps.config, signedIn, ctx.deps.clock.now()),
    });
  } catch (error) {
    if (error instanceof SignInThrottled)
      return formFailure(error, form.values, {
        formErrorValues: throttleValues(ctx.lang, error),
        headers: { "Retry-After": String(error.retryAfterSeconds) },
      });
    return formFailure(error, form.values);
  }
}

/** The way back and the address, kept when the visitor goes to register instead. */
function carriedQuery({ returnUrl, email }: { returnUrl: string; email: string | undefined }): string {
  if (returnUrl === "/") return "";
  return `?returnUrl=${encodeURIComponent(returnUrl)}${email ? `&email=${encodeURIComponent(email)}` : ""}`;
}

export default function LoginRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { errors, onSubmit } = useClientValidation(LoginSchema, actionData?.fields);
  const formErrorValues =
    actionData && "formErrorValues" in actionData ? actionData.formErrorValues : undefined;
  return (
    <AuthCard title={t("auth.loginTitle")} intro={t("auth.loginIntro")}>
      <PageTitle>{t("auth.loginTitle")}</PageTitle>
      {loaderData.notice ? <FormAlert tone="success">{t(loaderData.notice)}</FormAlert> : null}
      {actionData?.formError ? (
        <FormAlert tone="error">{t(actionData.formError, formErrorValues)}</FormAlert>
      ) : null}
      <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
        <input type="hidden" name="returnUrl" value={loaderData.returnUrl} />
        <FormField
          name="email"
          type="email"
          autoComplete="email"
          required
          label={t("auth.email")}
          defaultValue={actionData?.values.email ?? loaderData.email}
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
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 text-sm">
          <label className="flex items-start gap-2">
            <input
              type="checkbox"
              name="remember"
              defaultChecked={actionData?.values.remember === "on"}
              aria-describedby="remember-hint"
              className="mt-1"
            />
            <span>
              {t("auth.rememberMe")}
              <span id="remember-hint" className="block text-xs text-gray-600">
                {t("auth.rememberMeHint")}
              </span>
            </span>
          </label>
          <Link to="/forgot-password" className="ms-auto text-brand-700 hover:underline">
            {t("auth.forgotPassword")}
          </Link>
        </div>
        <SubmitButton busyLabel={t("auth.signingIn")}>{t("auth.loginButton")}</SubmitButton>
      </Form>
      <AuthFooterLink prompt={t("auth.noAccount")} to={`/register${carriedQuery(loaderData)}`}>
        {t("auth.createAccount")}
      </AuthFooterLink>
    </AuthCard>
  );
}
