import type { ReactNode } from "react";

/** A titled card of an order's page. */
export function Panel({
  id,
  title,
  className = "",
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={`min-w-0 rounded-lg border border-gray-200 bg-white p-4 ${className}`}
    >
      <h2 id={`${id}-title`} className="font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One fact of a panel: its label above its value. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-gray-600">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}
