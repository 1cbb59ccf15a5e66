import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";

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
        aria-label={t("console.merchandising.moveUp", { name })}
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
        aria-label={t("console.merchandising.moveDown", { name })}
      >
        <span aria-hidden="true">↓</span>
      </button>
    </Form>
  );
}
