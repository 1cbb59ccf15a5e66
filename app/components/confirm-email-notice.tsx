import { Form } from "react-router";
import { useTranslation } from "../i18n/react.tsx";
import { useRootData } from "../lib/root-data.ts";

/** Whether the signed-in user still has to confirm the e-mail address before writing, commenting or buying. */
export function useNeedsEmailConfirmation(): boolean {
  const user = useRootData()?.user;
  return Boolean(user && !user.emailConfirmed);
}

/** "Send the confirmation e-mail again": posts to /confirmation, which comes back to `returnUrl`. */
export function ResendConfirmationForm({ returnUrl }: { returnUrl: string }) {
  const { t } = useTranslation();
  return (
    <Form method="post" action="/confirmation">
      <input type="hidden" name="returnUrl" value={returnUrl} />
      <button
        type="submit"
        className="inline-flex min-h-11 items-center rounded-md border border-brand-600 bg-white px-4 font-semibold text-brand-700 hover:bg-brand-50"
      >
        {t("auth.resendConfirmation")}
      </button>
    </Form>
  );
}

/**
 * What a signed-in user who has not confirmed the e-mail address sees instead of a form that
 * needs it (messages to suppliers, comments, the cart): why, and a new confirmation link.
 */
export function ConfirmEmailNotice({ text, returnTo }: { text: string; returnTo: string }) {
  return (
    <div className="rounded-md border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
      <p className="mb-3">{text}</p>
      <ResendConfirmationForm returnUrl={returnTo} />
    </div>
  );
}
