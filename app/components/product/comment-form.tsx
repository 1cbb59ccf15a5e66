import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { focusFirstField, useClientValidation } from "#app/lib/forms.ts";
import type { CommentActionResult } from "#app/routes/product/comments.server.ts";
import { COMMENT_TEXT, STAR_VALUES } from "#core/schemas/comment-limits.ts";

/** The form empties one second after a comment is delivered. */
const RESET_DELAY_MS = 1000;
const STAR_PATH =
  "M12 2.5l2.94 5.96 6.58.96-4.76 4.64 1.12 6.55L12 17.52l-5.88 3.09 1.12-6.55L2.48 9.42l6.58-.96z";

type Failed = Extract<CommentActionResult, { intent: "comment"; ok: false }>;

// The shared schema comes with Zod, which this page needs only once the form is on screen.
const loadSchema = () => import("#core/schemas/comments.ts").then((module) => module.CommentFormSchema);

/**
 * Comment form: a 1–5 rating (Very Bad … Very Good) and a text of 10–600
 * characters, checked in the browser by the server's own schema. Works as a plain post too:
 * `postedFailure` is the server's answer to a post made without JavaScript.
 */
export function CommentForm({
  postedFailure,
  onResult,
  onInvalid,
}: {
  postedFailure: Failed | undefined;
  onResult: (result: CommentActionResult) => void;
  onInvalid: () => void;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<CommentActionResult>({ key: "comment-post" });
  const [stars, setStars] = useState(postedFailure?.values.stars ?? "");
  const [text, setText] = useState(postedFailure?.values.text ?? "");
  const formRef = useRef<HTMLFormElement>(null);
  const handled = useRef<CommentActionResult | null>(null);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const sending = fetcher.state === "submitting";

  const latest = fetcher.data ?? postedFailure;
  const failed = latest && latest.intent === "comment" && !latest.ok ? latest : undefined;
  const {
    errors,
    onSubmit,
    ready: checksReady,
  } = useClientValidation(loadSchema, failed?.fields, { onInvalid });
  useEffect(() => () => clearTimeout(resetTimer.current), []);
  useEffect(() => {
    const result = fetcher.data;
    if (!result || result === handled.current) return;
    handled.current = result;
    onResult(result);
    if (!result.ok) {
      if (result.intent === "comment") focusFirstField(formRef.current, result.fields);
      return;
    }
    clearTimeout(resetTimer.current);
    resetTimer.current = setTimeout(() => {
      setStars("");
      setText("");
    }, RESET_DELAY_MS);
  }, [fetcher.data, onResult]);

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      // Marks that mistakes are now caught here, before anything is sent.
      data-browser-checks={checksReady ? "ready" : undefined}
      aria-busy={sending}
      className="grid gap-4"
    >
      <input type="hidden" name="intent" value="comment" />
      <fieldset aria-describedby={errors.stars ? "comment-stars-error" : undefined}>
        <legend className="mb-1 text-sm font-medium">{t("comments.rating")}</legend>
        <div className="grid max-w-sm grid-cols-5 gap-1">
          {STAR_VALUES.map((value) => (
            <label
              key={value}
              className="relative flex min-h-14 cursor-pointer flex-col items-center gap-1 rounded-md px-0.5 py-1 text-center text-xs leading-tight text-gray-700 hover:bg-gray-50 has-[:checked]:font-semibold has-[:checked]:text-gray-900 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 [&:has(:checked)_svg]:fill-amber-500 [&:has(~label_:checked)_svg]:fill-amber-500"
            >
              <input
                type="radio"
                name="stars"
                value={value}
                checked={stars === String(value)}
                onChange={(event) => setStars(event.currentTarget.value)}
                aria-invalid={errors.stars ? true : undefined}
                // Over the whole option, unseen: the star and its word below are the visible choice.
                className="absolute inset-0 z-10 m-0 size-full cursor-pointer appearance-none opacity-0"
              />
              <svg viewBox="0 0 24 24" className="size-8 fill-gray-300" aria-hidden="true">
                <path d={STAR_PATH} />
              </svg>
              {t(`comments.ratings.${value}`)}
            </label>
          ))}
        </div>
        {errors.stars ? (
          <p id="comment-stars-error" role="alert" className="mt-1 text-sm text-red-700">
            {t(errors.stars)}
          </p>
        ) : null}
      </fieldset>
      <div>
        <label htmlFor="comment-text" className="mb-1 block text-sm font-medium">
          {t("comments.text")}
        </label>
        <textarea
          id="comment-text"
          name="text"
          rows={4}
          dir="auto"
          required
          minLength={COMMENT_TEXT.min}
          maxLength={COMMENT_TEXT.max}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={`comment-text-hint${errors.text ? " comment-text-error" : ""}`}
          className="w-full rounded-md border border-gray-300 px-3 py-2 aria-[invalid]:border-red-600"
        />
        <p id="comment-text-hint" className="mt-1 text-xs text-gray-600">
          {t("comments.textHint")} {t("comments.moderationNote")}
        </p>
        {errors.text ? (
          <p id="comment-text-error" role="alert" className="mt-1 text-sm text-red-700">
            {t(errors.text)}
          </p>
        ) : null}
      </div>
      <div>
        <button
          type="submit"
          disabled={sending}
          className="min-h-11 rounded-md bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {sending ? t("comments.sending") : t("comments.send")}
        </button>
      </div>
    </fetcher.Form>
  );
}
