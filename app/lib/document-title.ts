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

/** Whether the title is the site's name, or begins or ends with it set apart ("Caravan Foods" is another name). */
function namesSite(title: string, siteName: string): boolean {
  const name = siteName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^${name}$|^${name}\\s*${APART}|${APART}\\s*${name}$`, "iu").test(title);
}
