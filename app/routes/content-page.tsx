import { data } from "react-router";
import { formatDate } from "#core/i18n/format.ts";
import { isLang, languageInfo } from "#core/i18n/languages.ts";
import { getContentPage } from "#server/modules/content/index.ts";
import { findPageSeo } from "#server/modules/seo/index.ts";
import { requestContext } from "#server/request-context.ts";
import { HelpContactForm } from "../components/help-contact-form.tsx";
import { Breadcrumb } from "../components/listing/breadcrumb.tsx";
import { PageMeta } from "../components/page-meta.tsx";
import { useTranslation } from "../i18n/react.tsx";
import { useLang } from "../lib/use-lang.ts";
import type { Route } from "./+types/content-page";
import { hasHelpContactForm, helpContactAction, helpContactPrefill } from "./help-contact.server.ts";

// `url`, not `request.url`: on client navigations the request is the `.data` fetch.
const slugOf = (url: URL) => url.pathname.replace(/^\/+|\/+$/g, "");

/** The static pages of the route table (about-us, site-rules, privacy-policy, …): one route each. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const slug = slugOf(url);
  const [page, seo] = await Promise.all([
    getContentPage(ctx.deps.db, ctx.lang, slug),
    findPageSeo(ctx.deps.db, ctx.lang, `/${slug}`),
  ]);
  if (!page) throw data(null, { status: 404 });
  return { ...page, seo, contactForm: hasHelpContactForm(slug) ? helpContactPrefill(ctx) : null };
}

/** The help-center and contact pages' form to the administrators (help-contact.server.ts). */
export async function action({ context, request, url }: Route.ActionArgs) {
  return helpContactAction(context.get(requestContext), slugOf(url), request);
}

export default function ContentPageRoute({ loaderData: page, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const fallback = page.lang !== lang;
  return (
    <>
      <PageMeta title={page.title} description={page.summary} seo={page.seo} />
      <Breadcrumb trail={[]} current={page.title} />
      <article
        className="max-w-3xl rounded-lg border border-gray-200 bg-white p-5 sm:p-8"
        lang={fallback && isLang(page.lang) ? languageInfo(page.lang).intl : undefined}
        dir={fallback && isLang(page.lang) ? languageInfo(page.lang).dir : undefined}
      >
        {fallback ? (
          <p
            className="mb-4 rounded-md bg-amber-50 p-3 text-sm"
            lang={languageInfo(lang).intl}
            dir={languageInfo(lang).dir}
          >
            {t("content.fallbackNotice")}
          </p>
        ) : null}
        <h1 className="mb-4 text-2xl font-bold">{page.title}</h1>
        <div
          className="rich-text"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (sanitizeRichText)
          dangerouslySetInnerHTML={{ __html: page.bodyHtml }}
        />
        <p className="mt-6 text-xs text-gray-500">
          {t("content.updated", { date: formatDate(lang, page.updatedAt) })}
        </p>
      </article>
      {page.contactForm ? <HelpContactForm prefill={page.contactForm} posted={actionData} /> : null}
    </>
  );
}
