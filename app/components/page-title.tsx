import { useTranslation } from "../i18n/react.tsx";
import { documentTitle } from "../lib/document-title.ts";

/**
 * The document title in the page language (React 19 hoists <title> into <head>): the page's
 * title parts, then the site's name (lib/document-title.ts).
 */
export function PageTitle({ children }: { children: string | readonly (string | null | undefined)[] }) {
  const { t } = useTranslation();
  return <title>{documentTitle(children, t("site.name"))}</title>;
}
