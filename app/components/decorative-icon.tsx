/**
 * A lucide-static icon (an SVG string, no runtime) shown beside words that already say what it
 * means, so screen readers skip it. `className` sizes it, e.g. "size-4".
 */
export function DecorativeIcon({ svg, className }: { svg: string; className: string }) {
  return (
    <span
      aria-hidden="true"
      className={`[&>svg]:size-full ${className}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant SVG from the icon package, never user data
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
