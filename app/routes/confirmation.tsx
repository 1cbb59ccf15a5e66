import { Link } from "react-router";
import { AuthCard, FormAlert } from "~/components/form-field.tsx";
import { PageTitle } from "~/components/page-title.tsx";
import { useTranslation } from "~/i18n/react.tsx";
import { confirmEmail } from "../../server/modules/accounts/accounts.service.ts";
import { requestContext } from "../../server/request-context.ts";
import type { Route } from "./+types/confirmation";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

/** /confirmation?token=… confirms an address; /confirmation?registered=1 asks to check the inbox. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  if (token) return { state: (await confirmEmail(ctx.deps, token)) ? "confirmed" : "failed", email: null };
  return { state: "pending", email: ctx.user?.email ?? null } as const;
}

export default function ConfirmationRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AuthCard title={t("auth.confirmTitle")}>
      <PageTitle>{t("auth.confirmTitle")}</PageTitle>
      {loaderData.state === "confirmed" ? <FormAlert tone="success">{t("auth.confirmed")}</FormAlert> : null}
      {loaderData.state === "failed" ? <FormAlert tone="error">{t("auth.confirmFailed")}</FormAlert> : null}
      {loaderData.state === "pending" ? (
        <FormAlert tone="info">
          {loaderData.email ? t("auth.registered", { email: loaderData.email }) : t("auth.confirmPending")}
        </FormAlert>
      ) : null}
      <Link
        to="/"
        className="inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
      >
        {t("errorPage.home")}
      </Link>
    </AuthCard>
  );
}
