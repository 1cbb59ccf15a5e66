import { Form, redirect } from "react-router";
import { ACCOUNT_TYPES, prefilledEmail, RegisterSchema, safeReturnUrl } from "#core/schemas/accounts.ts";
import { AppError } from "#server/lib/errors.ts";
import { formFailure } from "#server/lib/form-response.ts";
import { hitRateLimit } from "#server/lib/rate-limit.ts";
import {
  newPasswordProblem,
  readDeviceToken,
  register,
  signedInHeaders,
  startSession,
} from "#server/modules/accounts/index.ts";
import { requestContext } from "#server/request-context.ts";
import {
  AuthCard,
  AuthFooterLink,
  FormAlert,
  FormField,
  NewPasswordFields,
  SubmitButton,
} from "../components/form-field.tsx";
import { PageTitle } from "../components/page-title.tsx";
import { useTranslation } from "../i18n/react.tsx";
import { parseForm, useClientValidation } from "../lib/forms.ts";
import type { Route } from "./+types/register";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

/**
 * `?returnUrl=` brings the new user back to where they came from (an invitation) instead of the
 * confirmation notice; `?email=` fills in the address they were invited with. `?as=seller` (the
 * "Sell on Caravan" link) preselects selling; a signed-in user goes on to add a company.
 */
export function loader({ context, url }: Route.LoaderArgs) {
  const returnUrl = url.searchParams.get("returnUrl");
  const seller = url.searchParams.get("as") === "seller";
  if (context.get(requestContext).user)
    throw redirect(returnUrl ? safeReturnUrl(returnUrl) : seller ? "/supplier/onboarding" : "/");
  return { returnUrl: returnUrl ? safeReturnUrl(returnUrl) : null, email: prefilledEmail(url), seller };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const form = await parseForm(request, RegisterSchema);
  if (!form.ok) return formFailure(form.error, form.values);
  // A weak password is answered before the registration counts against the address's limit.
  const { password, email, firstName, lastName, companyName } = form.data;
  const weak = newPasswordProblem(password, [email, firstName, lastName, companyName]);
  if (weak) return formFailure(new AppError("invalid_data", undefined, { password: weak }), form.values);
  try {
    await hitRateLimit(
      ctx.deps.db,
      `register:ip:${ctx.ip ?? "unknown"}`,
      ctx.deps.config.registrationsPerHour,
      60 * 60,
      ctx.deps.clock.now(),
    );
    const userId = await register(ctx.deps, form.data, { lang: ctx.lang, origin: ctx.origin });
    const signedIn = await startSession(
      ctx.deps,
      userId,
      { ip: ctx.ip, userAgent: ctx.userAgent, deviceToken: readDeviceToken(request.headers.get("cookie")) },
      false,
    );
    // An invitee goes back to the invitation; a seller sets up their company at once (the
    // confirmation e-mail waits in their inbox).
    const returnUrl = url.searchParams.get("returnUrl");
    const next = returnUrl
      ? safeReturnUrl(returnUrl)
      : form.data.accountType === "sell"
        ? "/supplier/onboarding?registered=1"
        : "/confirmation?registered=1";
    return redirect(next, {
      headers: signedInHeaders(ctx.deps.config, signedIn, ctx.deps.clock.now()),
    });
  } catch (error) {
    return formFailure(error, form.values);
  }
}

export default function RegisterRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { errors, onSubmit } = useClientValidation(RegisterSchema, actionData?.fields);
  const values = actionData?.values ?? {};
  const accountType = values.accountType ?? (loaderData.seller ? "sell" : "buy");
  const optional = ` (${t("auth.optional")})`;
  return (
    <AuthCard title={t("auth.registerTitle")} intro={t("auth.registerIntro")}>
      <PageTitle>{t("auth.registerTitle")}</PageTitle>
      {actionData?.formError ? <FormAlert tone="error">{t(actionData.formError)}</FormAlert> : null}
      <Form
        method="post"
        action={
          loaderData.returnUrl ? `/register?returnUrl=${encodeURIComponent(loaderData.returnUrl)}` : undefined
        }
        noValidate
        onSubmit={onSubmit}
        className="space-y-4"
      >
        <fieldset className="min-w-0">
          <legend className="mb-1 block text-sm font-medium">{t("auth.accountType")}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {ACCOUNT_TYPES.map((type) => (
              <label
                key={type}
                className="flex min-h-10 items-center gap-2 rounded-md border border-gray-300 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
              >
                <input type="radio" name="accountType" value={type} defaultChecked={accountType === type} />
                <span>{t(type === "sell" ? "auth.accountTypeSell" : "auth.accountTypeBuy")}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            name="firstName"
            autoComplete="given-name"
            required
            maxLength={60}
            label={t("auth.firstName")}
            defaultValue={values.firstName}
            error={errors.firstName}
          />
          <FormField
            name="lastName"
            autoComplete="family-name"
            required
            maxLength={60}
            label={t("auth.lastName")}
            defaultValue={values.lastName}
            error={errors.lastName}
          />
        </div>
        <FormField
          name="email"
          type="email"
          autoComplete="email"
          required
          label={t("auth.email")}
          defaultValue={values.email ?? loaderData.email}
          error={errors.email}
        />
        <FormField
          name="phone"
          type="tel"
          autoComplete="tel"
          maxLength={30}
          label={t("auth.phone") + optional}
          defaultValue={values.phone}
          error={errors.phone}
        />
        <FormField
          name="companyName"
          autoComplete="organization"
          maxLength={120}
          label={t("auth.companyName") + optional}
          defaultValue={values.companyName}
          error={errors.companyName}
        />
        <NewPasswordFields label={t("auth.password")} errors={errors} />
        <div>
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              name="acceptTerms"
              required
              aria-invalid={errors.acceptTerms ? true : undefined}
              aria-describedby={errors.acceptTerms ? "acceptTerms-error" : undefined}
              className="mt-1"
            />
            <span>{t("auth.acceptTerms")}</span>
          </label>
          {errors.acceptTerms ? (
            <p id="acceptTerms-error" role="alert" className="mt-1 text-sm text-red-700">
              {t(errors.acceptTerms)}
            </p>
          ) : null}
        </div>
        <SubmitButton busyLabel={t("auth.registering")}>{t("auth.registerButton")}</SubmitButton>
      </Form>
      <AuthFooterLink
        prompt={t("auth.haveAccount")}
        to={
          loaderData.returnUrl
            ? `/login?returnUrl=${encodeURIComponent(loaderData.returnUrl)}${loaderData.email ? `&email=${encodeURIComponent(loaderData.email)}` : ""}`
            : "/login"
        }
      >
        {t("auth.loginButton")}
      </AuthFooterLink>
    </AuthCard>
  );
}
