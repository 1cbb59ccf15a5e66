/**
 * schema.org structured data for search engines. `<` is escaped so no text in the data (product
 * names are supplier input) can close the script element.
 */
export function JsonLd({ data }: { data: object }) {
  const json = JSON.stringify({ "@context": "https://schema.org", ...data }).replace(/</g, "\\u003c");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped, see above
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
