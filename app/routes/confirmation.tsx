import { Link, redirect } from "react-router";
import { safeReturnUrl } from "#core/schemas/accounts.ts";
import { formFailure } from "#server/lib/form-response.ts";
import { confirmEmail, resendConfirmation } from "#server/modules/accounts/index.ts";
import { requestContext } from "#server/request-context.ts";
import { ResendConfirmationForm } from "../components/confirm-email-notice.tsx";
import { AuthCard, FormAlert } from "../components/form-field.tsx";
import { PageTitle } from "../components/page-title.tsx";
import { useTranslation } from "../i18n/react.tsx";
import type { Route } from "./+types/confirmation";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

/**
 * /confirmation?token=… confirms an address; /confirmation?registered=1 asks to check the inbox
 * (and offers a new link to a signed-in user who has not confirmed yet).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  const unconfirmed = Boolean(ctx.user && !ctx.user.emailConfirmed);
  if (token) {
    const confirmed = await confirmEmail(ctx.deps, token);
    return {
      state: confirmed ? "confirmed" : "failed",
      email: null,
      canResend: !confirmed && unconfirmed,
    } as const;
  }
  return { state: "pending", email: ctx.user?.email ?? null, canResend: unconfirmed } as const;
}

/** "Send the confirmation e-mail again" (a few an hour), then back to where the user was. */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const form = await request.formData().catch(() => new FormData());
  const returnUrl = safeReturnUrl(form.get("returnUrl") ?? "/");
  if (!ctx.user) throw redirect(`/login?returnUrl=${encodeURIComponent(returnUrl)}`);
  try {
    await resendConfirmation(ctx.deps, ctx.user.id, { lang: ctx.lang, origin: ctx.origin });
    return { resent: true as const, email: ctx.user.email, returnUrl };
  } catch (error) {
    return formFailure(error, {}, { extra: { resent: false as const, email: ctx.user.email, returnUrl } });
  }
}

/** An address inside a sentence keeps its own left-to-right order on right-to-left pages. */
const isolated = (email: string) => `\u2068${email}\u2069`;

export default function ConfirmationRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AuthCard title={t("auth.confirmTitle")}>
      <PageTitle>{t("auth.confirmTitle")}</PageTitle>
      {actionData?.resent ? (
        <FormAlert tone="success">
          {t("auth.confirmationResent", { email: isolated(actionData.email) })}
        </FormAlert>
      ) : null}
      {actionData && !actionData.resent && actionData.formError ? (
        <FormAlert tone="error">{t(actionData.formError)}</FormAlert>
      ) : null}
      {!actionData && loaderData.state === "confirmed" ? (
        <FormAlert tone="success">{t("auth.confirmed")}</FormAlert>
      ) : null}
      {!actionData && loaderData.state === "failed" ? (
        <FormAlert tone="error">{t("auth.confirmFailed")}</FormAlert>
      ) : null}
      {!actionData && loaderData.state === "pending" ? (
        <FormAlert tone="info">
          {loaderData.email
            ? t("auth.registered", { email: isolated(loaderData.email) })
            : t("auth.confirmPending")}
        </FormAlert>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Link
          to={actionData?.returnUrl ?? "/"}
          className="inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
        >
          {actionData && actionData.returnUrl !== "/" ? t("auth.backToPage") : t("errorPage.home")}
        </Link>
        {loaderData.canResend && !actionData ? <ResendConfirmationForm returnUrl="/" /> : null}
      </div>
    </AuthCard>
  );
}
