const SEPARATOR = " · ";

/**
 * The one place that composes a document title: the page's title parts, then the site's name
 * ("Green tea · Ege Foods · Caravan"). Editors' SEO titles often name the site already at their
 * start or end ("Food & Beverage · Caravan", "Caravan: wholesale tea"); it is not named twice.
 */
export function documentTitle(
  parts: string | readonly (string | null | undefined)[],
  siteName: string,
): string {
  const title = (typeof parts === "string" ? [parts] : parts)
    .map((part) => part?.trim())
    .filter((part): part is string => Boolean(part))
    .join(SEPARATOR);
  if (!title) return siteName;
  return namesSite(title, siteName) ? title : title + SEPARATOR + siteName;
}

/** Punctuation that sets a site's name apart from the rest of a title. */
const APART = "[·|:\\-–—•,/]";

/**
 * Whether the title ends with the site's name ("About Caravan", "Teas | Caravan") or begins with
 * it set apart ("Caravan: wholesale tea"); "Caravan Foods Ltd." is another name.
 */
function namesSite(title: string, siteName: string): boolean {
  const name = siteName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?:^|[^\\p{L}\\p{N}])${name}$|^${name}\\s*${APART}`, "iu").test(title);
}
