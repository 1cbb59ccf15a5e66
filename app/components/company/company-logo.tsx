import { useEffect, useRef } from "react";
import { DEFAULT_LOGO } from "~/lib/default-images.ts";

const showDefault = (img: HTMLImageElement) => {
  if (!img.src.endsWith(DEFAULT_LOGO)) img.src = DEFAULT_LOGO;
};

/**
 * A company's logo, decorative beside its name; the default logo when it has none or it fails to
 * load (storefront §8 image failures).
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
  const ref = useRef<HTMLImageElement>(null);
  // A server-rendered logo can fail before the page's script runs, when onError is not listening yet.
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) showDefault(img);
  }, []);
  return (
    <img
      ref={ref}
      src={src ?? DEFAULT_LOGO}
      alt=""
      width={size}
      height={size}
      className={className}
      loading={lazy ? "lazy" : undefined}
      onError={(e) => showDefault(e.currentTarget)}
    />
  );
}
