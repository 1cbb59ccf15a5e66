import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { useTranslation } from "~/i18n/react.tsx";

const button =
  "inline-flex min-h-10 min-w-10 items-center justify-center rounded-md border border-gray-300 bg-white px-3 text-sm hover:bg-gray-100 disabled:opacity-40";

/**
 * One step up or down in a list (the keyboard's way to reorder). After the page reloads, focus
 * returns to the button just used, so a keyboard user can press it again.
 */
export function MoveButtons({
  id,
  name,
  first,
  last,
  movedKey,
  hidden,
  focusId = id,
}: {
  id: string | number;
  /** Tells this row from rows of other lists on the page with the same id. */
  focusId?: string | number;
  /** What is moved, for the buttons' accessible names. */
  name: string;
  first: boolean;
  last: boolean;
  /** `${id}:${direction}` of the move that just happened, if any. */
  movedKey: string | undefined;
  hidden?: Record<string, string>;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== "idle";
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (movedKey === `${focusId}:up`) (first ? down : up).current?.focus();
    if (movedKey === `${focusId}:down`) (last ? up : down).current?.focus();
  }, [movedKey, focusId, first, last]);
  return (
    <Form method="post" className="flex gap-1" preventScrollReset>
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="id" value={id} />
      {Object.entries(hidden ?? {}).map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <button
        ref={up}
        type="submit"
        name="direction"
        value="up"
        disabled={first || busy}
        className={button}
        aria-label={t("admin.merch.moveUp", { name })}
      >
        <span aria-hidden="true">↑</span>
      </button>
      <button
        ref={down}
        type="submit"
        name="direction"
        value="down"
        disabled={last || busy}
        className={button}
        aria-label={t("admin.merch.moveDown", { name })}
      >
        <span aria-hidden="true">↓</span>
      </button>
    </Form>
  );
}

/**
 * Delete or remove with a confirmation step that needs no script: the first button only opens
 * the question, the second one sends the form.
 */
export function ConfirmDelete({
  id,
  name,
  intent = "delete",
  label,
  question,
  hidden,
}: {
  id: string | number;
  name: string;
  intent?: string;
  label: string;
  question: string;
  hidden?: Record<string, string>;
}) {
  const { t } = useTranslation();
  return (
    <details className="group relative">
      <summary
        className={`${button} cursor-pointer list-none text-red-700 [&::-webkit-details-marker]:hidden`}
        aria-label={`${label}: ${name}`}
      >
        {label}
      </summary>
      <Form
        method="post"
        preventScrollReset
        // In the flow on phones (a floating box could leave the screen), floating from sm up.
        className="z-10 mt-1 w-64 max-w-[calc(100vw-2rem)] rounded-md border border-gray-200 bg-white p-3 text-sm shadow-lg sm:absolute sm:end-0"
      >
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="id" value={id} />
        {Object.entries(hidden ?? {}).map(([key, value]) => (
          <input key={key} type="hidden" name={key} value={value} />
        ))}
        <p className="mb-2 break-words">{question}</p>
        <button
          type="submit"
          className="min-h-10 rounded-md bg-red-700 px-3 font-semibold text-white hover:bg-red-800"
          aria-label={`${t("admin.merch.confirm")}: ${label} ${name}`}
        >
          {t("admin.merch.confirm")}
        </button>
      </Form>
    </details>
  );
}
