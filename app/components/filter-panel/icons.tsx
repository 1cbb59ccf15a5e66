// Small inline icons: decorative (aria-hidden), sized and coloured by the caller's classes.

const stroke = {
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

export function CheckIcon({ className = "size-4" }: { className?: string }) {
  return (
    <svg aria-hidden="true" className={className} {...stroke}>
      <path d="M20 6 9 17l-5-5" />
    </svg>
  );
}

export function CloseIcon({ className = "size-5" }: { className?: string }) {
  return (
    <svg aria-hidden="true" className={className} {...stroke}>
      <path d="M18 6 6 18M6 6l12 12" />
    </svg>
  );
}

/** Points down when open; turned to point toward the reading direction's end when closed. */
export function ChevronIcon({ open }: { open: boolean }) {
  return (
    <svg
      aria-hidden="true"
      className={`size-4 shrink-0 transition-transform ${open ? "" : "-rotate-90 rtl:rotate-90"}`}
      {...stroke}
    >
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}

export function FilterIcon({ className = "size-4" }: { className?: string }) {
  return (
    <svg aria-hidden="true" className={className} {...stroke}>
      <path d="M3 5h18M6 12h12M10 19h4" />
    </svg>
  );
}

export function Spinner({ className = "size-4" }: { className?: string }) {
  return (
    <svg aria-hidden="true" className={`animate-spin motion-reduce:animate-none ${className}`} {...stroke}>
      <path d="M21 12a9 9 0 1 1-6.2-8.6" />
    </svg>
  );
}
