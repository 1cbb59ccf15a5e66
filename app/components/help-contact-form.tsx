import { useEffect, useRef, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { HELP_CONTACT_LIMITS } from "#core/schemas/help-center-limits.ts";
import { useTranslation } from "../i18n/react.tsx";
import { type ActionFailure, focusFirstField, useClientValidation } from "../lib/forms.ts";
import { CaptchaWidget } from "./captcha-widget.tsx";
import { TextAreaField } from "./field-parts.tsx";
import { FormAlert, FormField } from "./form-field.tsx";

export type HelpContactResult = { sent: true; email: string } | (ActionFailure & { sent?: undefined });

// The schema brings Zod, fetched once the form is on screen rather than with every content page.
const loadSchema = () => import("#core/schemas/help-center.ts").then((module) => module.HelpContactSchema);

type FieldName = "name" | "email" | "subject" | "message";

/**
 * The help-center and contact pages' form to the administrators: anyone may write, a signed-in
 * visitor finds their name and address filled in. Checked in the browser by the server's own
 * schema (loaded after the page, with Zod), sent without leaving the page, and a plain form post
 * when JavaScript is off: `posted` is then the server's answer.
 */
export function HelpContactForm({
  prefill,
  posted,
}: {
  prefill: { name: string; email: string; captcha: { siteKey: string; scriptUrl: string } | null };
  posted: HelpContactResult | undefined;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const fetcher = useFetcher<HelpContactResult>({ key: "help-contact" });
  const result = fetcher.data ?? posted;
  const [dismissed, setDismissed] = useState<HelpContactResult | undefined>(undefined);
  const sending = fetcher.state !== "idle";
  const formRef = useRef<HTMLFormElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  const sent = result?.sent && result !== dismissed ? result : undefined;
  const failed = result && !result.sent ? result : undefined;
  const { errors, onSubmit, ready: checksReady } = useClientValidation(loadSchema, failed?.fields);

  // Where the keyboard goes after an answer: to the notice, or to the first field to fix.
  useEffect(() => {
    if (!fetcher.data) return;
    if (fetcher.data.sent) noticeRef.current?.focus();
    else focusFirstField(formRef.current, fetcher.data.fields);
  }, [fetcher.data]);

  // After a failed post the visitor's text comes back; after "write another" the prefill.
  const value = (name: FieldName) =>
    failed?.values[name] ?? (name === "name" || name === "email" ? prefill[name] : "");

  return (
    <section
      aria-labelledby="help-contact-title"
      id="contact-form"
      className="mt-6 max-w-3xl rounded-lg border border-gray-200 bg-white p-5 sm:p-8"
    >
      <h2 id="help-contact-title" className="text-xl font-bold">
        {t("helpCenter.formTitle")}
      </h2>
      <p className="mt-1 mb-4 text-sm text-gray-600">{t("helpCenter.formIntro")}</p>
      <div aria-live="polite">
        {sent ? (
          <div
            ref={noticeRef}
            tabIndex={-1}
            className="rounded-md border border-green-200 bg-green-50 p-4 text-green-900"
          >
            <p className="font-semibold">{t("helpCenter.sentTitle")}</p>
            <p className="text-sm">{t("helpCenter.sentText", { email: sent.email })}</p>
            <a
              href={pathname}
              onClick={(event) => {
                event.preventDefault();
                setDismissed(sent);
              }}
              className="mt-2 inline-block text-sm font-semibold text-brand-700 underline"
            >
              {t("helpCenter.another")}
            </a>
          </div>
        ) : null}
      </div>
      {sent ? null : (
        <fetcher.Form
          ref={formRef}
          method="post"
          noValidate
          onSubmit={onSubmit}
          data-browser-checks={checksReady ? "ready" : undefined}
          aria-busy={sending}
          className="grid gap-4 sm:grid-cols-2"
        >
          {failed?.formError ? (
            <div className="sm:col-span-2">
              <FormAlert tone="error">{t(failed.formError)}</FormAlert>
            </div>
          ) : null}
          <FormField
            name="name"
            label={t("deal.fields.name")}
            required
            maxLength={HELP_CONTACT_LIMITS.name[1]}
            autoComplete="name"
            defaultValue={value("name")}
            error={errors.name}
          />
          <FormField
            name="email"
            type="email"
            label={t("deal.fields.email")}
            required
            maxLength={HELP_CONTACT_LIMITS.email}
            autoComplete="email"
            defaultValue={value("email")}
            error={errors.email}
          />
          <FormField
            name="subject"
            label={t("deal.fields.subject")}
            required
            maxLength={HELP_CONTACT_LIMITS.subject[1]}
            defaultValue={value("subject")}
            error={errors.subject}
            className="sm:col-span-2"
          />
          <TextAreaField
            name="message"
            label={t("deal.fields.message")}
            required
            rows={6}
            maxLength={HELP_CONTACT_LIMITS.message[1]}
            hint={t("helpCenter.messageHint", { min: HELP_CONTACT_LIMITS.message[0] })}
            defaultValue={value("message")}
            error={errors.message}
            className="sm:col-span-2"
          />
          <CaptchaWidget captcha={prefill.captcha} className="sm:col-span-2" />
          <div className="sm:col-span-2">
            <button
              type="submit"
              disabled={sending}
              aria-busy={sending || undefined}
              className="min-h-11 w-full rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60 sm:w-auto"
            >
              {sending ? t("deal.sending") : t("deal.send")}
            </button>
          </div>
        </fetcher.Form>
      )}
    </section>
  );
}
