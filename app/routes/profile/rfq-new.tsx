import { Link } from "react-router";
import { ConfirmEmailNotice } from "#app/components/confirm-email-notice.tsx";
import { PageTitle } from "#app/components/page-title.tsx";
import { RfqForm } from "#app/components/rfqs/rfq-form.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import type { ActionFailure } from "#core/schemas/field-errors.ts";
import { RFQ_FORM_PATH, RFQ_LIST_PATH } from "#core/urls/rfq-paths.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/rfq-new";
import { loadRfqForm, postRfqForm } from "./rfq-new.server.ts";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

/** The request for quotation form, for signed-in buyers; others sign in first and come back. */
export async function loader({ context, url }: Route.LoaderArgs) {
  return loadRfqForm(context.get(requestContext), url);
}

export async function action({ context, request, url }: Route.ActionArgs) {
  return postRfqForm(context.get(requestContext), request, url);
}

export default function RfqNewRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="rfq-form-title" className="mx-auto max-w-3xl">
      <PageTitle>{t("rfqBuyer.form.pageTitle")}</PageTitle>
      <Link to={RFQ_LIST_PATH} className="text-sm text-brand-700 underline">
        {t("rfqBuyer.list.title")}
      </Link>
      <h1 id="rfq-form-title" className="mt-2 text-2xl font-bold">
        {t("rfqBuyer.form.pageTitle")}
      </h1>
      <p className="mt-1 text-gray-600">{t("rfqBuyer.form.intro")}</p>
      {loaderData.emailConfirmed ? null : (
        <div className="mt-4">
          <ConfirmEmailNotice text={t("rfqBuyer.form.confirmEmail")} returnTo={RFQ_FORM_PATH} />
        </div>
      )}
      <RfqForm data={loaderData} failure={actionData as ActionFailure | undefined} />
    </section>
  );
}
