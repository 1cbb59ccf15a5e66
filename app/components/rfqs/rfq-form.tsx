import { useRef } from "react";
import { Form, useNavigation } from "react-router";
import { SelectField, TextAreaField } from "#app/components/field-parts.tsx";
import { FormAlert, FormField } from "#app/components/form-field.tsx";
import { IncotermSelect, IncotermsExplained } from "#app/components/incoterm-choice.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { type ActionFailure, useClientValidation } from "#app/lib/forms.ts";
import type { CategoryGroup, CountryChoice } from "#app/routes/profile/rfq-new.server.ts";
import {
  RFQ_BUYER_COMPANY_MAX,
  RFQ_DESCRIPTION_MAX,
  RFQ_MAX_QUOTES_DEFAULT,
  RFQ_MAX_QUOTES_MAX,
  RFQ_MAX_QUOTES_MIN,
  RFQ_OPEN_DAYS_DEFAULT,
  RFQ_OPEN_DAYS_MAX,
  RFQ_OPEN_DAYS_MIN,
  RFQ_PORT_MAX,
  RFQ_TITLE_MAX,
} from "#core/rules/rfq-flow.ts";
import { ORDER_CURRENCIES } from "#core/schemas/order-draft.ts";
import { PRODUCT_UNITS } from "#core/schemas/purchase-request-rules.ts";
import type { RfqDateRange } from "#core/schemas/rfq.ts";
import { AttachmentsField, CategorySelect, CountrySelect, loadRfqCheck } from "./rfq-form-fields.tsx";

export interface RfqFormData {
  defaults: { buyerCompany: string | null; buyerCountry: string | null; destinationCountry: string | null };
  categories: CategoryGroup[];
  countries: CountryChoice[];
  dates: RfqDateRange;
  /** This form's posting key: posting twice with it (a double click) posts one request. */
  postKey: string;
}

/** One titled part of the form. */
function Part({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-gray-200 bg-white p-4 sm:p-5">
      <h2 id={id} className="mb-3 text-lg font-bold">
        {title}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}

const WIDE = "sm:col-span-2";

/**
 * The request for quotation: what is needed, the price and delivery hoped for, how long it takes
 * quotes and how many, and who asks. A plain multipart post that works without JavaScript; with
 * it, the server's own schema checks it first. After a refusal it shows what was typed.
 */
export function RfqForm({ data, failure }: { data: RfqFormData; failure: ActionFailure | undefined }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const formRef = useRef<HTMLFormElement>(null);
  const check = useRef(loadRfqCheck(() => formRef.current)).current;
  const { errors, onSubmit, onChange } = useClientValidation(check, failure?.fields);
  const typed = failure?.values;
  const value = (field: string, fallback = "") => typed?.[field] ?? fallback;
  const { defaults, dates } = data;
  return (
    <Form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={onSubmit}
      onChange={onChange}
      aria-labelledby="rfq-form-title"
      className="mt-4 flex flex-col gap-4"
    >
      {failure?.formError ? <FormAlert tone="error">{t(failure.formError)}</FormAlert> : null}
      {/* The key is hidden, so its message stands above the form; the page brings a new key. */}
      {errors.postKey ? <FormAlert tone="error">{t(errors.postKey)}</FormAlert> : null}
      <input type="hidden" name="postKey" value={data.postKey} />
      <Part id="rfq-need" title={t("rfqBuyer.form.needTitle")}>
        <FormField
          name="title"
          dir="auto"
          label={t("rfqBuyer.form.title")}
          hint={t("rfqBuyer.form.titleHint")}
          required
          marker
          maxLength={RFQ_TITLE_MAX}
          defaultValue={value("title")}
          error={errors.title}
          className={WIDE}
        />
        <div className={WIDE}>
          <CategorySelect
            groups={data.categories}
            value={value("categoryCode")}
            error={errors.categoryCode}
          />
        </div>
        <TextAreaField
          name="description"
          dir="auto"
          label={t("rfqBuyer.form.description")}
          hint={t("rfqBuyer.form.descriptionHint")}
          required
          marker
          rows={6}
          maxLength={RFQ_DESCRIPTION_MAX}
          defaultValue={value("description")}
          error={errors.description}
          className={WIDE}
        />
        <FormField
          name="quantity"
          label={t("rfqBuyer.form.quantity")}
          required
          marker
          inputMode="numeric"
          dir="ltr"
          defaultValue={value("quantity")}
          error={errors.quantity}
        />
        <SelectField
          name="unit"
          label={t("rfqBuyer.form.unit")}
          required
          marker
          defaultValue={value("unit", "piece")}
          error={errors.unit}
        >
          {PRODUCT_UNITS.map((unit) => (
            <option key={unit} value={unit}>
              {t(`units.${unit}`)}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          name="certificates"
          dir="auto"
          label={t("rfqBuyer.form.certificates")}
          hint={t("rfqBuyer.form.certificatesHint")}
          rows={2}
          defaultValue={value("certificates")}
          error={errors.certificates}
          className={WIDE}
        />
        <div className={WIDE}>
          <AttachmentsField error={errors.files} refused={Boolean(failure)} />
        </div>
      </Part>
      <Part id="rfq-delivery" title={t("rfqBuyer.form.deliveryTitle")}>
        <FormField
          name="targetPrice"
          label={t("rfqBuyer.form.targetPrice")}
          hint={t("rfqBuyer.form.targetPriceHint")}
          inputMode="decimal"
          dir="ltr"
          defaultValue={value("targetPrice")}
          error={errors.targetPrice}
        />
        <SelectField
          name="currency"
          label={t("rfqBuyer.form.currency")}
          defaultValue={value("currency", "USD")}
          error={errors.currency}
        >
          {ORDER_CURRENCIES.map((currency) => (
            <option key={currency} value={currency}>
              {currency}
            </option>
          ))}
        </SelectField>
        <CountrySelect
          name="destinationCountry"
          label={t("rfqBuyer.form.destinationCountry")}
          countries={data.countries}
          value={value("destinationCountry", defaults.destinationCountry ?? "")}
          error={errors.destinationCountry}
        />
        <FormField
          name="destinationPort"
          dir="auto"
          label={t("rfqBuyer.form.destinationPort")}
          hint={t("rfqBuyer.form.destinationPortHint")}
          maxLength={RFQ_PORT_MAX}
          defaultValue={value("destinationPort")}
          error={errors.destinationPort}
        />
        <div className={WIDE}>
          <IncotermSelect
            label={t("rfqBuyer.form.incoterm")}
            emptyLabel={t("rfqBuyer.form.incotermNone")}
            value={value("incoterm")}
            error={errors.incoterm}
          />
          <IncotermsExplained />
        </div>
        <FormField
          name="neededBy"
          type="date"
          label={t("rfqBuyer.form.neededBy")}
          hint={t("rfqBuyer.form.neededByHint")}
          min={dates.earliest}
          max={dates.latest}
          defaultValue={value("neededBy")}
          error={errors.neededBy}
        />
      </Part>
      <Part id="rfq-quotes" title={t("rfqBuyer.form.quotesTitle")}>
        <FormField
          name="openDays"
          type="number"
          label={t("rfqBuyer.form.openDays")}
          hint={t("rfqBuyer.form.openDaysHint")}
          min={RFQ_OPEN_DAYS_MIN}
          max={RFQ_OPEN_DAYS_MAX}
          inputMode="numeric"
          defaultValue={value("openDays", String(RFQ_OPEN_DAYS_DEFAULT))}
          error={errors.openDays}
        />
        <FormField
          name="maxQuotes"
          type="number"
          label={t("rfqBuyer.form.maxQuotes")}
          hint={t("rfqBuyer.form.maxQuotesHint")}
          min={RFQ_MAX_QUOTES_MIN}
          max={RFQ_MAX_QUOTES_MAX}
          inputMode="numeric"
          defaultValue={value("maxQuotes", String(RFQ_MAX_QUOTES_DEFAULT))}
          error={errors.maxQuotes}
        />
      </Part>
      <Part id="rfq-buyer" title={t("rfqBuyer.form.buyerTitle")}>
        <FormField
          name="buyerCompany"
          dir="auto"
          label={t("rfqBuyer.form.buyerCompany")}
          maxLength={RFQ_BUYER_COMPANY_MAX}
          autoComplete="organization"
          defaultValue={value("buyerCompany", defaults.buyerCompany ?? "")}
          error={errors.buyerCompany}
        />
        <CountrySelect
          name="buyerCountry"
          label={t("rfqBuyer.form.buyerCountry")}
          countries={data.countries}
          value={value("buyerCountry", defaults.buyerCountry ?? "")}
          error={errors.buyerCountry}
        />
        <p className={`${WIDE} text-sm text-gray-600`}>{t("rfqBuyer.form.buyerHint")}</p>
      </Part>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={busy}
          aria-busy={busy || undefined}
          className="inline-flex min-h-11 items-center rounded-md bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {busy ? t("rfqBuyer.form.posting") : t("rfqBuyer.form.submit")}
        </button>
        <p className="text-sm text-gray-600">{t("rfqBuyer.form.submitHint")}</p>
      </div>
    </Form>
  );
}
