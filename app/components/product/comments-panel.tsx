import { useCallback, useState } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import type { CommentActionResult, CommentsPanelData } from "#app/routes/product/comments.server.ts";
import type { TFunction } from "#core/i18n/i18n.ts";
import { ConfirmEmailNotice, useNeedsEmailConfirmation } from "../confirm-email-notice.tsx";
import { LoginPrompt } from "../login-prompt.tsx";
import { Toast, type ToastMessage } from "../toast.tsx";
import { CommentForm } from "./comment-form.tsx";
import { CommentList } from "./comment-list.tsx";
import { RatingBreakdown } from "./rating-breakdown.tsx";

const isCommentResult = (value: unknown): value is CommentActionResult =>
  typeof value === "object" &&
  value !== null &&
  "intent" in value &&
  (value.intent === "comment" || value.intent === "delete-comment");

/** Notices: delivered / deleted, or 'Error Message' with what went wrong. */
function toastOf(result: CommentActionResult, t: TFunction, id: number): ToastMessage {
  if (result.ok)
    return {
      id,
      tone: "success",
      title: t("deal.successTitle"),
      text: t(result.intent === "comment" ? "deal.delivered" : "comments.deleted"),
    };
  return { id, tone: "error", title: t("deal.errorTitle"), text: t(result.formError ?? "deal.invalid") };
}

/**
 * The Comments tab: everyone reads the average, the 1–5 distribution and the
 * approved comments; signed-in readers get the form, anyone else a sign-in prompt in its place
 * that brings them back to this tab. `posted` is the page's action answer when a form was posted
 * without JavaScript.
 */
export function CommentsPanel({
  data,
  posted,
}: {
  productId: number;
  data: CommentsPanelData;
  posted: unknown;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const unconfirmed = useNeedsEmailConfirmation();
  const answer = isCommentResult(posted) ? posted : undefined;
  // Without JavaScript the server renders the notice of the post it answered.
  const [toast, setToast] = useState<ToastMessage | null>(() => (answer ? toastOf(answer, t, 1) : null));
  const onResult = useCallback(
    (result: CommentActionResult) => setToast(toastOf(result, t, Date.now())),
    [t],
  );
  const onInvalid = useCallback(
    () => setToast({ id: Date.now(), tone: "error", title: t("deal.errorTitle"), text: t("deal.invalid") }),
    [t],
  );

  return (
    <div className="grid gap-6">
      <div className="grid gap-6 md:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
        <RatingBreakdown info={data.info} />
        <section aria-labelledby="comment-form-title">
          <h2 id="comment-form-title" className="mb-3 text-base font-bold">
            {t("comments.formTitle")}
          </h2>
          {!data.signedIn ? (
            <LoginPrompt text={t("comments.loginPrompt")} returnTo={`${pathname}?tab=comments`} />
          ) : unconfirmed ? (
            <ConfirmEmailNotice
              text={t("comments.confirmEmailToPost")}
              returnTo={`${pathname}?tab=comments`}
            />
          ) : (
            <CommentForm
              postedFailure={answer?.intent === "comment" && !answer.ok ? answer : undefined}
              onResult={onResult}
              onInvalid={onInvalid}
            />
          )}
        </section>
      </div>
      <section aria-labelledby="comment-list-title">
        <h2 id="comment-list-title" className="mb-3 text-base font-bold">
          {t("productPage.tabs.comments")}
        </h2>
        <CommentList comments={data.comments} userId={data.userId} onResult={onResult} />
      </section>
      <Toast toast={toast} closeLabel={t("deal.close")} />
    </div>
  );
}
