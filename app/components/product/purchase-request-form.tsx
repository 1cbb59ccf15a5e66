import { useEffect, useState } from "react";
import type { FetcherWithComponents } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import type {
  PurchaseRequestAnswer,
  PurchaseRequestPanelData,
  PurchaseRequestPrefill,
} from "#app/routes/product/purchase-request.server.ts";
import {
  browserDateRange,
  PURCHASE_REQUEST_LIMITS as L,
  PURCHASE_REQUEST_INTENT,
} from "#core/schemas/purchase-request-rules.ts";
import { TextAreaField } from "../field-parts.tsx";
import { FormAlert, FormField } from "../form-field.tsx";
import { UnitPicker } from "./unit-picker.tsx";
import { useRequestCheck } from "./use-request-check.ts";

/**
 * Purchase request form: filling → sending (a progress bar, send disabled). The
 * browser checks it first (useRequestCheck); each failing field is flagged (red, with its required
 * marker) and, as the form shows no text, its reason is read by screen readers only. Works
 * without JavaScript as a plain post answered by the page.
 */
export function PurchaseRequestForm({
  fetcher,
  data,
  prefill,
  failed,
}: {
  fetcher: FetcherWithComponents<PurchaseRequestAnswer>;
  data: PurchaseRequestPanelData;
  prefill: PurchaseRequestPrefill;
  /** The server's answer when it refused the request (values to refill, fields to flag). */
  failed: Extract<PurchaseRequestAnswer, { fields: unknown }> | undefined;
}) {
  const { t } = useTranslation();
  const sending = fetcher.state !== "idle";
  // The server's dates until the browser knows its own calendar day.
  const [dates, setDates] = useState({ earliest: data.today, latest: data.latest });
  useEffect(() => setDates(browserDateRange()), []);
  const { errors, checkedInBrowser, attempt, onSubmit, onChange } = useRequestCheck({
    fetcher,
    serverErrors: failed?.fields,
    profileCompany: data.companyFromProfile ? prefill.requestCompany : null,
  });
  const flagged = Object.keys(errors).length > 0;
  const values = failed?.values ?? {};
  const value = (name: string) => values[name] ?? (prefill as unknown as Record<string, string>)[name] ?? "";

  const field = (name: string) => ({
    name,
    marker: true,
    quiet: true,
    required: true,
    defaultValue: value(name),
    error: errors[name],
  });

  return (
    <fetcher.Form
      method="post"
      noValidate
      onSubmit={onSubmit}
      onChange={onChange}
      aria-busy={sending}
      className="grid gap-4 sm:grid-cols-2"
    >
      <input type="hidden" name="intent" value={PURCHASE_REQUEST_INTENT} />
      {failed?.formError && !checkedInBrowser ? (
        <div className="sm:col-span-2">
          <FormAlert tone="error">{t(failed.formError)}</FormAlert>
        </div>
      ) : null}
      {flagged ? (
        <p key={attempt} role="alert" className="sr-only">
          {t("errors.formInvalid")}
        </p>
      ) : null}
      <p className="text-xs text-gray-600 sm:col-span-2">{t("purchaseRequest.requiredNote")}</p>
      <FormField
        {...field("requestCompany")}
        label={t("purchaseRequest.fields.company")}
        disabled={data.companyFromProfile}
        defaultValue={data.companyFromProfile ? prefill.requestCompany : value("requestCompany")}
        hint={data.companyFromProfile ? t("purchaseRequest.companyHint") : undefined}
        dir="auto"
        maxLength={L.company}
        autoComplete="organization"
      />
      <FormField
        {...field("requestUserName")}
        label={t("purchaseRequest.fields.name")}
        dir="auto"
        maxLength={L.name}
        autoComplete="name"
      />
      <FormField
        {...field("requestUserMail")}
        type="email"
        label={t("deal.fields.email")}
        maxLength={L.email}
        autoComplete="email"
      />
      <FormField
        {...field("requestUserPhone")}
        type="tel"
        label={t("deal.fields.phone")}
        maxLength={L.phone}
        autoComplete="tel"
      />
      <FormField
        {...field("subject")}
        label={t("deal.fields.subject")}
        dir="auto"
        maxLength={L.subject}
        className="sm:col-span-2"
      />
      <TextAreaField
        {...field("message")}
        label={t("deal.fields.message")}
        dir="auto"
        rows={5}
        maxLength={L.message}
        className="sm:col-span-2"
      />
      <FormField
        {...field("quantity")}
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        label={t("purchaseRequest.fields.quantity")}
      />
      <UnitPicker
        name="unitType"
        label={t("purchaseRequest.fields.unit")}
        units={data.units}
        defaultValue={values.unitType ?? data.defaultUnit}
        error={errors.unitType}
      />
      <FormField
        {...field("requestDate")}
        type="date"
        min={dates.earliest}
        max={dates.latest}
        label={t("purchaseRequest.fields.date")}
      />
      <div className="flex flex-col gap-2 sm:col-span-2">
        <button
          type="submit"
          disabled={sending}
          className="min-h-11 self-start rounded-md bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {sending ? t("purchaseRequest.sending") : t("purchaseRequest.send")}
        </button>
        {sending ? (
          // Indeterminate: no value, a segment slides along the track (mirrored right to left).
          <div
            role="progressbar"
            aria-label={t("purchaseRequest.sending")}
            className="h-1.5 w-full overflow-hidden rounded-full bg-brand-100 rtl:-scale-x-100"
          >
            <div className="h-full w-1/3 rounded-full bg-brand-600 motion-safe:animate-[progress-slide_1.2s_ease-in-out_infinite]" />
          </div>
        ) : null}
      </div>
    </fetcher.Form>
  );
}
