import { type ReactNode, type RefObject, useEffect, useRef } from "react";

interface ResponsiveSheetProps {
  id: string;
  labelledBy: string;
  /** Bottom-sheet mode and opened: a modal dialog. Otherwise a sidebar on wide screens. */
  open: boolean;
  onClose: () => void;
  /** Gets the focus back when the sheet closes. */
  triggerRef: RefObject<HTMLElement | null>;
  hydrated: boolean;
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), [tabindex="0"]';

/** Tab and Shift+Tab wrap around inside the box, as a modal dialog promises. */
function keepFocusInside(event: KeyboardEvent, box: HTMLElement) {
  const focusable = [...box.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.getClientRects().length,
  );
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === box)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The filter panel's frame: a sidebar from 770 px up; below, a bottom sheet. CSS picks the look, so
 * the server render is right before hydration. Without JavaScript the sheet opens through its
 * address fragment (:target); with it, `open` decides.
 */
export function ResponsiveSheet({
  id,
  labelledBy,
  open,
  onClose,
  triggerRef,
  hydrated,
  children,
}: ResponsiveSheetProps) {
  const sheet = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const box = sheet.current;
    if (!open || !box) return;
    box.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        close.current();
      } else if (event.key === "Tab") keepFocusInside(event, box);
    };
    document.addEventListener("keydown", onKey);
    // The page behind must not scroll under a finger that scrolls the sheet.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.style.overflow = overflow;
      triggerRef.current?.focus();
    };
  }, [open, triggerRef]);

  const hiddenOnPhone = open
    ? ""
    : hydrated
      ? "max-[770px]:hidden"
      : "max-[770px]:hidden max-[770px]:target:block";
  return (
    <>
      {open ? (
        <div
          aria-hidden="true"
          className="fixed inset-0 z-40 bg-black/40 min-[770px]:hidden"
          onClick={onClose}
        />
      ) : null}
      <div
        ref={sheet}
        id={id}
        {...(open && { role: "dialog", "aria-modal": true, "aria-labelledby": labelledBy })}
        tabIndex={-1}
        className={`bg-white focus:outline-none min-[770px]:rounded-lg min-[770px]:border min-[770px]:border-gray-200 max-[770px]:fixed max-[770px]:inset-x-0 max-[770px]:bottom-0 max-[770px]:z-50 max-[770px]:max-h-[85vh] max-[770px]:overflow-y-auto max-[770px]:overscroll-contain max-[770px]:rounded-t-2xl max-[770px]:shadow-2xl ${hiddenOnPhone}`}
      >
        {children}
      </div>
    </>
  );
}
