import { Form, Link, redirect, useLocation } from "react-router";
import { ActionNotice } from "#app/components/console/action-notice.tsx";
import { TextAreaField } from "#app/components/field-parts.tsx";
import { FormField, SubmitButton } from "#app/components/form-field.tsx";
import { PageTitle } from "#app/components/page-title.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { parseForm, useClientValidation } from "#app/lib/forms.ts";
import { useLang } from "#app/lib/use-lang.ts";
import { formatDate } from "#core/i18n/format.ts";
import {
  PAYMENT_DETAILS_LIMITS,
  PAYMENT_DETAILS_PATH,
  PaymentDetailsSchema,
} from "#core/schemas/payment-details.ts";
import { formFailure } from "#server/lib/form-response.ts";
import { readPaymentDetails, savePaymentDetails } from "#server/modules/orders/index.ts";
import { requestContext } from "#server/request-context.ts";
import { requireWorkspace } from "../access.server.ts";
import type { Route } from "./+types/payment-details";

/**
 * The bank details the company's buyers pay to: shown on every order waiting for payment. Members
 * who may see orders read them; owners, admins and finance keep them.
 */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const { user, company } = await requireWorkspace(ctx, request, url, "orders.view");
  return {
    ...(await readPaymentDetails(ctx.deps, user, company.id)),
    saved: url.searchParams.has("saved"),
  };
}

export async function action({ context, request, url }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const { user, company } = await requireWorkspace(ctx, request, url, "payments.approve");
  const form = await parseForm(request, PaymentDetailsSchema);
  if (!form.ok) return formFailure(form.error, form.values);
  try {
    await savePaymentDetails(ctx.deps, user, company.id, form.data);
  } catch (error) {
    return formFailure(error, form.values);
  }
  return redirect(`${PAYMENT_DETAILS_PATH}?saved=1`, 303);
}

type Field = "accountHolder" | "bankName" | "accountNumber" | "swift" | "bankAddress" | "instructions";

function ReadOnly({ details }: { details: NonNullable<Route.ComponentProps["loaderData"]["details"]> }) {
  const { t } = useTranslation();
  const rows: [Field, string | null][] = [
    ["accountHolder", details.accountHolder],
    ["bankName", details.bankName],
    ["accountNumber", details.accountNumber],
    ["swift", details.swift],
    ["bankAddress", details.bankAddress],
    ["instructions", details.instructions],
  ];
  return (
    <dl className="mt-4 grid gap-3 rounded-lg border border-gray-200 bg-white p-4 sm:grid-cols-2">
      {rows
        .filter(([, value]) => value)
        .map(([name, value]) => (
          <div key={name} className="min-w-0">
            <dt className="text-sm text-gray-600">{t(`supplier.paymentDetails.field.${name}`)}</dt>
            <dd
              className="break-words whitespace-pre-line"
              dir={name === "accountNumber" || name === "swift" ? "ltr" : "auto"}
            >
              {value}
            </dd>
          </div>
        ))}
    </dl>
  );
}

export default function PaymentDetailsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { details, canEdit, saved, updatedAt } = loaderData;
  const location = useLocation();
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const { errors, onSubmit, onChange } = useClientValidation(PaymentDetailsSchema, failed?.fields);
  const value = (name: Field) => failed?.values[name] ?? details?.[name] ?? "";
  const notice =
    failed ?? (saved ? { ok: true as const, notice: "supplier.paymentDetails.saved" } : undefined);
  const field = (name: Field, props: { required?: boolean; ltr?: boolean } = {}) => (
    <FormField
      name={name}
      label={t(`supplier.paymentDetails.field.${name}`)}
      hint={t(`supplier.paymentDetails.hint.${name}`)}
      defaultValue={value(name)}
      maxLength={name === "swift" ? 14 : PAYMENT_DETAILS_LIMITS[name as keyof typeof PAYMENT_DETAILS_LIMITS]}
      required={props.required}
      marker={props.required}
      dir={props.ltr ? "ltr" : "auto"}
      error={errors[name]}
    />
  );
  return (
    <section aria-labelledby="payment-details-title" className="max-w-3xl">
      <PageTitle>{t("supplier.paymentDetails.title")}</PageTitle>
      <h1 id="payment-details-title" className="text-2xl font-bold">
        {t("supplier.paymentDetails.title")}
      </h1>
      <p className="mt-1 text-gray-700">{t("supplier.paymentDetails.intro")}</p>
      {updatedAt ? (
        <p className="mt-1 text-sm text-gray-600">
          {t("supplier.paymentDetails.updated", { date: formatDate(lang, updatedAt) })}
        </p>
      ) : null}
      <ActionNotice result={notice} />
      {canEdit ? (
        <Form
          method="post"
          noValidate
          // After saving (a new page), the form shows the details as kept (the SWIFT code tidied), not as typed.
          key={location.key}
          onSubmit={onSubmit}
          onChange={onChange}
          className="mt-4 space-y-4 rounded-lg border border-gray-200 bg-white p-4"
        >
          {field("accountHolder", { required: true })}
          {field("bankName", { required: true })}
          <div className="grid gap-4 sm:grid-cols-2">
            {field("accountNumber", { required: true, ltr: true })}
            {field("swift", { ltr: true })}
          </div>
          {field("bankAddress")}
          <TextAreaField
            name="instructions"
            label={t("supplier.paymentDetails.field.instructions")}
            hint={t("supplier.paymentDetails.hint.instructions")}
            defaultValue={value("instructions")}
            maxLength={PAYMENT_DETAILS_LIMITS.instructions}
            rows={3}
            dir="auto"
            error={errors.instructions}
          />
          <p className="text-sm text-gray-600">{t("supplier.paymentDetails.frozen")}</p>
          <div className="sm:max-w-xs">
            <SubmitButton busyLabel={t("supplier.paymentDetails.saving")}>
              {t("supplier.paymentDetails.save")}
            </SubmitButton>
          </div>
        </Form>
      ) : details ? (
        <ReadOnly details={details} />
      ) : (
        <p className="mt-4 rounded-lg border border-dashed border-gray-300 p-6 text-center text-gray-600">
          {t("supplier.paymentDetails.none")}
        </p>
      )}
      <p className="mt-4 text-sm">
        <Link to="/supplier/orders" className="text-brand-700 underline">
          {t("supplier.paymentDetails.toOrders")}
        </Link>
      </p>
    </section>
  );
}
