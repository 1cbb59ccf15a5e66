import type { PageSeo } from "#core/schemas/seo.ts";
import { useTranslation } from "../i18n/react.tsx";
import { documentTitle } from "../lib/document-title.ts";

/**
 * A page's title, description and keywords: the editor's SEO record for the page when there is
 * one, else the page's own (generated) texts.
 */
export function PageMeta({
  title,
  description,
  seo,
}: {
  title: string;
  description?: string;
  seo?: PageSeo | null;
}) {
  const { t } = useTranslation();
  const text = seo?.description ?? description;
  return (
    <>
      <title>{documentTitle(seo?.title ?? title, t("site.name"))}</title>
      {text ? <meta name="description" content={text} /> : null}
      {seo?.keywords ? <meta name="keywords" content={seo.keywords} /> : null}
    </>
  );
}
