const STAR_PATH =
  "M12 2.5l2.94 5.96 6.58.96-4.76 4.64 1.12 6.55L12 17.52l-5.88 3.09 1.12-6.55L2.48 9.42l6.58-.96z";

/** One star outline filled to `fill` (0–1) from the reading start (so the right side in RTL). */
function Star({ fill, size }: { fill: number; size: string }) {
  return (
    <span className={`relative inline-block shrink-0 ${size}`}>
      <svg viewBox="0 0 24 24" className="absolute inset-0 size-full fill-gray-300" aria-hidden="true">
        <path d={STAR_PATH} />
      </svg>
      {fill > 0 ? (
        <span
          className="absolute inset-y-0 start-0 overflow-hidden"
          style={{ width: `${Math.round(fill * 100)}%` }}
        >
          <svg
            viewBox="0 0 24 24"
            className={`absolute start-0 top-0 fill-amber-500 ${size}`}
            aria-hidden="true"
          >
            <path d={STAR_PATH} />
          </svg>
        </span>
      ) : null}
    </span>
  );
}

/**
 * Five stars showing `value` (fractions fill part of a star). Decorative: the caller gives the
 * value in words for screen readers (e.g. "4.3 out of 5").
 */
export function Stars({ value, size = "size-4" }: { value: number; size?: string }) {
  return (
    <span className="inline-flex items-center" aria-hidden="true">
      {[0, 1, 2, 3, 4].map((i) => (
        <Star key={i} fill={Math.min(1, Math.max(0, value - i))} size={size} />
      ))}
    </span>
  );
}
