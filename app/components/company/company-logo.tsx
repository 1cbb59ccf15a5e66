import { DEFAULT_LOGO } from "#app/lib/default-images.ts";

/**
 * A company's logo, decorative beside its name; the default logo when it has none or it fails to
 * load.
 */
export function CompanyLogo({
  src,
  size,
  className,
  lazy = false,
}: {
  src: string | null;
  size: number;
  className: string;
  lazy?: boolean;
}) {
  return (
    <img
      src={src ?? DEFAULT_LOGO}
      alt=""
      width={size}
      height={size}
      className={className}
      loading={lazy ? "lazy" : undefined}
      // Swapped in by the page's picture fallback (app/lib/picture-fallback.ts), even before hydration.
      data-fallback={DEFAULT_LOGO}
    />
  );
}
