import { Form, Link } from "react-router";
import { ActionNotice } from "#app/components/console/action-notice.tsx";
import { SubmitButton } from "#app/components/form-field.tsx";
import { PageTitle } from "#app/components/page-title.tsx";
import { DraftLines, DraftTerms } from "#app/components/supplier/order-draft-parts.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { useClientValidation } from "#app/lib/forms.ts";
import { isolate } from "#core/i18n/format.ts";
import { OrderDraftCheck } from "#core/schemas/order-draft.ts";
import { PAYMENT_DETAILS_PATH } from "#core/schemas/payment-details.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/new";
import { loadDraftPage, runDraftAction } from "./new.server.ts";

/**
 * A supplier drafts an order for the buyer of one of its inquiries (`?deal=`): lines, terms,
 * shipping and a note. Sent, the order is proposed to the buyer, who confirms or declines it.
 */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  return loadDraftPage(context.get(requestContext), request, url);
}

export async function action({ context, request, url }: Route.ActionArgs) {
  return runDraftAction(context.get(requestContext), request, url);
}

export default function NewOrderRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { deal, products, hasBankDetails } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const rows = actionData?.rows ?? loaderData.rows;
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const { errors, onSubmit, onChange } = useClientValidation(OrderDraftCheck, failed?.fields);
  // Only sending is checked in the browser: filling prices and adding a line post the form as it is.
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.name !== "intent") onSubmit(event);
  };
  const p = "supplier.orderDraft";
  return (
    <section aria-labelledby="draft-title" className="max-w-5xl">
      <PageTitle>{t(`${p}.title`)}</PageTitle>
      <Link to={`/supplier/inquiries/${deal.id}`} className="text-sm text-brand-700 underline">
        {t(`${p}.back`)}
      </Link>
      <h1 id="draft-title" className="mt-2 text-2xl font-bold">
        {t(`${p}.title`)}
      </h1>
      <p className="mt-1 text-gray-700">
        {t(`${p}.for`, {
          buyer: isolate(deal.buyerCompany ? `${deal.buyerName} · ${deal.buyerCompany}` : deal.buyerName),
        })}
        {" — "}
        <bdi>{deal.subject || t("supplier.inquiries.noSubject")}</bdi>
      </p>
      <p className="mt-1 text-sm text-gray-600">{t(`${p}.intro`)}</p>
      {deal.buyerUserId === null ? (
        <p
          role="alert"
          className="mt-4 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-amber-900"
        >
          {t(`${p}.errors.noBuyerAccount`)}
        </p>
      ) : (
        <>
          {hasBankDetails ? null : (
            <p className="mt-4 rounded-md border border-blue-200 bg-blue-50 px-3 py-2 text-sm text-blue-900">
              {t(`${p}.noBankDetails`)}{" "}
              <Link to={PAYMENT_DETAILS_PATH} className="font-semibold underline">
                {t("supplier.paymentDetails.title")}
              </Link>
            </p>
          )}
          <ActionNotice result={failed} />
          <Form
            method="post"
            action={`/supplier/orders/new?deal=${deal.id}`}
            noValidate
            key={JSON.stringify([values, rows])}
            onSubmit={submit}
            onChange={onChange}
            className="mt-2 space-y-6 rounded-lg border border-gray-200 bg-white p-4"
          >
            <input type="hidden" name="rows" value={rows} />
            <DraftLines rows={rows} values={values} errors={errors} products={products} />
            <DraftTerms values={values} errors={errors} />
            <div className="sm:max-w-xs">
              <SubmitButton busyLabel={t(`${p}.sending`)}>{t(`${p}.send`)}</SubmitButton>
            </div>
          </Form>
        </>
      )}
    </section>
  );
}
