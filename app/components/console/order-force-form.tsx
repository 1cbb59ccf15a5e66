import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { SelectField, TextAreaField } from "#app/components/field-parts.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { ORDER_STATUSES } from "#core/rules/order-flow.ts";
import type { ActionFailure } from "#core/schemas/field-errors.ts";
import { fieldErrors } from "#core/schemas/field-errors.ts";
import { ForceOrderSchema, ORDER_REASON_MAX } from "#core/schemas/orders.ts";

/**
 * The operator's forced change: another status and why, and for closing an order that was paid,
 * how the money went back. The server's schema checks it first in the browser; the server
 * decides (the refund note is required only when a payment was approved).
 */
export function OrderForceForm({
  status,
  paymentApproved,
  failure,
}: {
  status: string;
  paymentApproved: boolean;
  failure: Pick<ActionFailure, "fields" | "values"> | undefined;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const shown = { ...failure?.fields, ...errors };
  const values = failure?.values ?? {};
  return (
    <Form
      method="post"
      className="mt-3 grid gap-3"
      onSubmit={(event) => {
        if (busy) return event.preventDefault();
        const form = new FormData(event.currentTarget);
        const parsed = ForceOrderSchema.safeParse(Object.fromEntries(form));
        if (parsed.success) return setErrors({});
        event.preventDefault();
        setErrors(fieldErrors(parsed.error));
      }}
    >
      <SelectField
        name="status"
        label={t("console.orders.force.to")}
        defaultValue={values.status ?? ""}
        emptyLabel={t("console.orders.force.choose")}
        error={shown.status}
        required
      >
        {ORDER_STATUSES.filter((s) => s !== status).map((s) => (
          <option key={s} value={s}>
            {t(`orderStatus.${s}`)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        name="reason"
        label={t("console.orders.force.reason")}
        hint={t("console.orders.force.reasonHint")}
        defaultValue={values.reason ?? ""}
        error={shown.reason}
        rows={3}
        maxLength={ORDER_REASON_MAX}
        marker
        required
      />
      <TextAreaField
        name="refundNote"
        label={t("console.orders.force.refundNote")}
        hint={t(
          paymentApproved ? "console.orders.force.refundNoteNeeded" : "console.orders.force.refundNoteHint",
        )}
        defaultValue={values.refundNote ?? ""}
        error={shown.refundNote}
        rows={2}
        maxLength={ORDER_REASON_MAX}
      />
      <div>
        <button
          type="submit"
          disabled={busy}
          className="min-h-10 rounded-md bg-red-700 px-4 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
        >
          {t("console.orders.force.submit")}
        </button>
        <p className="mt-1 text-xs text-gray-600">{t("console.orders.force.effect")}</p>
      </div>
    </Form>
  );
}
