/** The Caravan mark: a stylised cargo box. Decorative next to the site name. */
export function Logo({ className = "size-8" }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className={className}>
      <rect width="32" height="32" rx="8" fill="#ea580c" />
      <path d="M8 12l8-4 8 4v9l-8 4-8-4z" fill="none" stroke="#fff" strokeWidth="2" strokeLinejoin="round" />
      <path d="M8 12l8 4 8-4M16 16v9" fill="none" stroke="#fff" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}
