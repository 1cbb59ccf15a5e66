import { useTranslation } from "../i18n/react.tsx";
import { useSiteOrigin } from "../lib/site-origin.ts";
import { organizationData } from "../lib/structured-data.ts";

/**
 * schema.org structured data for search engines. `<` is escaped so no text in the data (product
 * names are supplier input) can close the script element.
 */
export function JsonLd({ data }: { data: object }) {
  const json = JSON.stringify({ "@context": "https://schema.org", ...data }).replace(/</g, "\\u003c");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped, see above
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

/** The marketplace as an Organization and WebSite with its search (home page). */
export function OrganizationJsonLd() {
  const { t } = useTranslation();
  return <JsonLd data={organizationData(useSiteOrigin(), t("site.name"), t("site.description"))} />;
}
