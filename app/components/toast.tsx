import { useEffect, useState } from "react";

export interface ToastMessage {
  id: number;
  tone: "success" | "error";
  title: string;
  text: string;
}

const SHOWN_MS = 5000;

/** A short notice in the corner, read out by screen readers; it leaves on its own or when closed. */
export function Toast({ toast, closeLabel }: { toast: ToastMessage | null; closeLabel: string }) {
  const [hidden, setHidden] = useState<number | null>(null);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setHidden(toast.id), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [toast]);
  const visible = toast && hidden !== toast.id;
  return (
    <div
      aria-live="polite"
      role="status"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-3"
    >
      {visible ? (
        <div
          className={`pointer-events-auto flex max-w-sm items-start gap-3 rounded-lg border px-4 py-3 shadow-lg ${
            toast.tone === "success"
              ? "border-green-200 bg-green-50 text-green-900"
              : "border-red-200 bg-red-50 text-red-900"
          }`}
        >
          <div>
            <p className="font-semibold">{toast.title}</p>
            <p className="text-sm">{toast.text}</p>
          </div>
          <button
            type="button"
            className="ms-auto text-lg leading-none"
            aria-label={closeLabel}
            onClick={() => setHidden(toast.id)}
          >
            ×
          </button>
        </div>
      ) : null}
    </div>
  );
}
