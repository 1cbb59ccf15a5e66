import { useMemo } from "react";
import { Form, Link, useNavigation } from "react-router";
import { SelectField } from "#app/components/field-parts.tsx";
import { FormAlert, FormField } from "#app/components/form-field.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { useClientValidation } from "#app/lib/forms.ts";
import { useLang } from "#app/lib/use-lang.ts";
import { countryName, isolate } from "#core/i18n/format.ts";
import { ADDRESS_LIMITS, type BuyerAddress, BuyerAddressInputSchema } from "#core/schemas/buyer-address.ts";
import { COUNTRY_CODES } from "#core/schemas/company-profile.ts";
import type { ActionFailure } from "#core/schemas/field-errors.ts";

type Field = Exclude<keyof BuyerAddress, "id" | "isDefault">;

/**
 * Adds a saved address, or changes one (`address`): a plain post that works without JavaScript,
 * checked in the browser by the server's own schema. After a refusal it shows what was typed.
 */
export function AddressForm({
  address,
  failure,
  cancelTo,
}: {
  address: BuyerAddress | undefined;
  failure: ActionFailure | undefined;
  /** Where Cancel goes; none when the form is the only way to add the first address. */
  cancelTo: string | undefined;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const busy = useNavigation().state === "submitting";
  const { errors, onSubmit, onChange } = useClientValidation(BuyerAddressInputSchema, failure?.fields);
  const countries = useMemo(
    () =>
      COUNTRY_CODES.map((code) => ({ code, name: countryName(lang, code) })).sort((a, b) =>
        a.name.localeCompare(b.name, lang),
      ),
    [lang],
  );
  const typed = failure?.values;
  const value = (field: Field) => {
    if (typed) return typed[field] ?? "";
    return (address?.[field] as string | null | undefined) ?? "";
  };
  const field = (name: Field, limit: number, extra: Partial<Parameters<typeof FormField>[0]> = {}) => (
    <FormField
      name={name}
      label={t(`addresses.fields.${name}`)}
      maxLength={limit}
      defaultValue={value(name)}
      error={errors[name]}
      {...extra}
    />
  );
  const title = address
    ? t("addresses.editTitle", { label: isolate(address.label) })
    : t("addresses.addTitle");
  return (
    <Form
      method="post"
      noValidate
      onSubmit={onSubmit}
      onChange={onChange}
      aria-label={title}
      className="mt-3 rounded-lg border border-gray-300 bg-white p-4 shadow-sm"
    >
      <h3 className="mb-3 font-semibold">{title}</h3>
      <input type="hidden" name="intent" value={address ? "edit-address" : "add-address"} />
      {address ? <input type="hidden" name="addressId" value={address.id} /> : null}
      {failure?.formError ? <FormAlert tone="error">{t(failure.formError)}</FormAlert> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        {field("label", ADDRESS_LIMITS.label, {
          required: true,
          marker: true,
          hint: t("addresses.hints.label"),
        })}
        {field("recipient", ADDRESS_LIMITS.recipient, { required: true, marker: true, autoComplete: "name" })}
        {field("company", ADDRESS_LIMITS.company, {
          autoComplete: "organization",
          className: "sm:col-span-2",
        })}
        {field("line1", ADDRESS_LIMITS.line, {
          required: true,
          marker: true,
          autoComplete: "address-line1",
          className: "sm:col-span-2",
        })}
        {field("line2", ADDRESS_LIMITS.line, { autoComplete: "address-line2", className: "sm:col-span-2" })}
        {field("city", ADDRESS_LIMITS.city, { required: true, marker: true, autoComplete: "address-level2" })}
        {field("region", ADDRESS_LIMITS.region, { autoComplete: "address-level1" })}
        {field("postalCode", ADDRESS_LIMITS.postalCode, { autoComplete: "postal-code" })}
        <SelectField
          name="country"
          label={t("addresses.fields.country")}
          required
          marker
          autoComplete="country"
          defaultValue={value("country")}
          emptyLabel={t("addresses.chooseCountry")}
          error={errors.country}
        >
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </SelectField>
        {field("phone", ADDRESS_LIMITS.phone, { type: "tel", autoComplete: "tel" })}
      </div>
      {address?.isDefault ? (
        <p className="mt-3 text-sm text-gray-700">{t("addresses.isDefault")}</p>
      ) : (
        <label className="mt-3 flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="isDefault"
            defaultChecked={typed ? typed.isDefault === "on" : false}
            className="size-4"
          />
          {t("addresses.makeDefault")}
        </label>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={busy}
          className="inline-flex min-h-10 items-center rounded-md bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {address ? t("addresses.save") : t("addresses.add")}
        </button>
        {cancelTo ? (
          <Link
            to={cancelTo}
            preventScrollReset
            className="text-sm font-semibold text-brand-700 hover:underline"
          >
            {t("addresses.cancel")}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
