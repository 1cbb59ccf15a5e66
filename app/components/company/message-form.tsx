import { useEffect, useRef, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { type ActionFailure, useClientValidation } from "#app/lib/forms.ts";
import { useLang } from "#app/lib/use-lang.ts";
import { formatNumber } from "#core/i18n/format.ts";
import { cutText } from "#core/rules/cut-text.ts";
import { MESSAGE_LIMITS, StorefrontMessageSchema } from "#core/schemas/storefront-message.ts";
import { CaptchaWidget } from "../captcha-widget.tsx";
import { ConfirmEmailNotice, useNeedsEmailConfirmation } from "../confirm-email-notice.tsx";
import { TextAreaField } from "../field-parts.tsx";
import { FormField } from "../form-field.tsx";
import { LoginPrompt } from "../login-prompt.tsx";
import { Toast, type ToastMessage } from "../toast.tsx";

export interface MessagePrefill {
  requestCompany: string;
  requestUserName: string;
  requestUserMail: string;
  requestUserPhone: string;
}

/** The most each field takes (the form's maxLength and the server's rule alike). */
const FIELD_LIMITS: Record<keyof MessagePrefill, number> = {
  requestCompany: MESSAGE_LIMITS.company,
  requestUserName: MESSAGE_LIMITS.name[1],
  requestUserMail: MESSAGE_LIMITS.email,
  requestUserPhone: MESSAGE_LIMITS.phone[1],
};

/**
 * A profile's value cut to what its field takes: a profile may hold a longer company name than
 * this form allows, and a prefill the form then refuses would be a trap.
 */
function fitted(prefill: MessagePrefill, name: keyof MessagePrefill): string {
  return cutText(prefill[name].trim(), FIELD_LIMITS[name]).trimEnd();
}

export type ActionResult = { sent: true } | (ActionFailure & { sent?: undefined });

/** Delays: the delivered notice after 300 ms, the form back (empty) after 1500 ms. */
const TOAST_DELAY_MS = 300;
const RESET_DELAY_MS = 1500;

/**
 * Message form: login required → filled → sending → sent. Checked in the browser
 * with the server's own rules; an invalid form shows the 'Error Message' / 'Invalid Message'
 * notice and every failing field's message. Works without JavaScript as a plain form post.
 */
export function MessageForm({
  prefill,
  captcha,
  postedWithoutScript,
}: {
  prefill: MessagePrefill | null;
  captcha: { siteKey: string; scriptUrl: string } | null;
  /** The action's answer when the form was posted as a plain form (no JavaScript). */
  postedWithoutScript: ActionResult | undefined;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const { pathname } = useLocation();
  const unconfirmed = useNeedsEmailConfirmation();
  const fetcher = useFetcher<ActionResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const [showSent, setShowSent] = useState(false);
  const result = fetcher.data ?? postedWithoutScript;
  const sending = fetcher.state !== "idle";
  const failed = result && !result.sent ? result : undefined;
  const { errors, onSubmit } = useClientValidation(StorefrontMessageSchema, failed?.fields, {
    onInvalid: () =>
      setToast({ id: Date.now(), tone: "error", title: t("deal.errorTitle"), text: t("deal.invalid") }),
  });

  useEffect(() => {
    if (!result || fetcher.state !== "idle") return;
    if (result.sent) {
      setShowSent(true);
      const toastTimer = setTimeout(
        () =>
          setToast({
            id: Date.now(),
            tone: "success",
            title: t("deal.successTitle"),
            text: t("deal.delivered"),
          }),
        TOAST_DELAY_MS,
      );
      const resetTimer = setTimeout(() => {
        formRef.current?.reset();
        setShowSent(false);
      }, RESET_DELAY_MS);
      return () => {
        clearTimeout(toastTimer);
        clearTimeout(resetTimer);
      };
    }
    const failure = result.formError ? t(result.formError) : t("deal.invalid");
    setToast({ id: Date.now(), tone: "error", title: t("deal.errorTitle"), text: failure });
  }, [result, fetcher.state, t]);

  if (!prefill) return <LoginPrompt text={t("deal.loginPrompt")} returnTo={pathname} />;
  if (unconfirmed) return <ConfirmEmailNotice text={t("deal.confirmEmailToWrite")} returnTo={pathname} />;

  const values = failed?.values ?? {};
  const value = (name: keyof MessagePrefill | "subject" | "requestDetails") =>
    values[name] ?? (name in prefill ? fitted(prefill, name as keyof MessagePrefill) : "");
  const upTo = (max: number) => t("deal.limitHint", { max: formatNumber(lang, max) });

  return (
    <>
      {showSent ? (
        <div role="status" className="rounded-md border border-green-200 bg-green-50 p-4 text-green-900">
          <p className="font-semibold">{t("deal.sentTitle")}</p>
          <p className="text-sm">{t("deal.sentText")}</p>
        </div>
      ) : null}
      <fetcher.Form
        ref={formRef}
        method="post"
        noValidate
        onSubmit={onSubmit}
        hidden={showSent}
        aria-busy={sending}
        className="grid gap-4 sm:grid-cols-2"
      >
        <FormField
          name="requestUserName"
          label={t("deal.fields.name")}
          required
          maxLength={MESSAGE_LIMITS.name[1]}
          hint={upTo(MESSAGE_LIMITS.name[1])}
          autoComplete="name"
          dir="auto"
          defaultValue={value("requestUserName")}
          error={errors.requestUserName}
        />
        <FormField
          name="requestCompany"
          label={`${t("deal.fields.company")} (${t("auth.optional")})`}
          maxLength={MESSAGE_LIMITS.company}
          hint={upTo(MESSAGE_LIMITS.company)}
          autoComplete="organization"
          dir="auto"
          defaultValue={value("requestCompany")}
          error={errors.requestCompany}
        />
        <FormField
          name="requestUserMail"
          type="email"
          label={t("deal.fields.email")}
          required
          maxLength={MESSAGE_LIMITS.email}
          autoComplete="email"
          defaultValue={value("requestUserMail")}
          error={errors.requestUserMail}
        />
        <FormField
          name="requestUserPhone"
          type="tel"
          label={t("deal.fields.phone")}
          required
          maxLength={MESSAGE_LIMITS.phone[1]}
          autoComplete="tel"
          defaultValue={value("requestUserPhone")}
          error={errors.requestUserPhone}
        />
        <FormField
          name="subject"
          label={t("deal.fields.subject")}
          required
          maxLength={MESSAGE_LIMITS.subject[1]}
          hint={upTo(MESSAGE_LIMITS.subject[1])}
          dir="auto"
          defaultValue={value("subject")}
          error={errors.subject}
          className="sm:col-span-2"
        />
        <TextAreaField
          name="requestDetails"
          label={t("deal.fields.message")}
          required
          rows={6}
          dir="auto"
          maxLength={MESSAGE_LIMITS.message[1]}
          defaultValue={value("requestDetails")}
          error={errors.requestDetails}
          className="sm:col-span-2"
        />
        <CaptchaWidget captcha={captcha} className="sm:col-span-2" />
        <div className="sm:col-span-2">
          <button
            type="submit"
            disabled={sending}
            className="rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            {sending ? t("deal.sending") : t("deal.send")}
          </button>
        </div>
      </fetcher.Form>
      <Toast toast={toast} closeLabel={t("deal.close")} />
    </>
  );
}
