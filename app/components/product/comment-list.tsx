import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import type { CommentActionResult } from "#app/routes/product/comments.server.ts";
import { formatDate } from "#core/i18n/format.ts";
import type { ProductComment } from "#core/schemas/comments.ts";
import { Stars } from "./stars.tsx";

/**
 * Comment list: name, date, stars and text, newest first; the reader's own
 * comments carry a Delete button, and those still waiting for a moderator say so.
 */
export function CommentList({
  comments,
  userId,
  onResult,
}: {
  comments: ProductComment[];
  /** The reader, whose own comments carry Delete; null when not signed in. */
  userId: number | null;
  onResult: (result: CommentActionResult) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  // One fetcher for every Delete button: its answer outlives the comment it removed.
  const deleter = useFetcher<CommentActionResult>({ key: "delete-comment" });
  const deletingId = deleter.formData?.get("id");

  const handled = useRef<CommentActionResult | null>(null);
  useEffect(() => {
    if (!deleter.data || deleter.data === handled.current) return;
    handled.current = deleter.data;
    onResult(deleter.data);
  }, [deleter.data, onResult]);

  if (!comments.length)
    return <p className="rounded-md bg-gray-50 p-4 text-sm text-gray-700">{t("comments.none")}</p>;
  return (
    <ul className="divide-y divide-gray-200">
      {comments.map((comment) => (
        <li key={comment._id} className="py-4 first:pt-0">
          <article aria-labelledby={`comment-${comment._id}-author`}>
            <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <h3 id={`comment-${comment._id}-author`} className="font-semibold">
                <bdi>{comment.name}</bdi>
              </h3>
              <time dateTime={comment.createdOn} className="text-sm text-gray-600">
                {formatDate(lang, comment.createdOn)}
              </time>
              {comment.approved ? null : (
                <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                  {t("comments.pending")}
                </span>
              )}
            </header>
            <p className="mt-1 flex items-center gap-2 text-sm">
              <Stars value={comment.stars} />
              <span className="text-gray-700">
                <span className="sr-only">{t("comments.outOf", { value: comment.stars })}: </span>
                {t(`comments.ratings.${comment.stars}`)}
              </span>
            </p>
            <p dir="auto" className="mt-2 whitespace-pre-line wrap-anywhere">
              {comment.text}
            </p>
            {userId !== null && comment.userID === userId ? (
              <deleter.Form method="post" className="mt-2">
                <input type="hidden" name="intent" value="delete-comment" />
                <input type="hidden" name="id" value={comment._id} />
                <button
                  type="submit"
                  disabled={deletingId === String(comment._id)}
                  className="min-h-8 rounded-md border border-red-300 px-3 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
                >
                  {t("comments.delete")}
                </button>
              </deleter.Form>
            ) : null}
          </article>
        </li>
      ))}
    </ul>
  );
}
