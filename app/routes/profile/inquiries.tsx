import { Link, redirect } from "react-router";
import { CompanyLogo } from "#app/components/company/company-logo.tsx";
import { PageTitle } from "#app/components/page-title.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatDate } from "#core/i18n/format.ts";
import { productPath } from "#core/rules/slug.ts";
import { companyHomePath } from "#core/urls/company-paths.ts";
import { listBuyerInquiries } from "#server/modules/deals/index.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/inquiries";

const HERE = "/profile/inquiries";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

/** The signed-in buyer's own inquiries (never anyone else's); others sign in first. */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  if (!ctx.user) throw redirect(`/login?returnUrl=${encodeURIComponent(HERE)}`);
  return { inquiries: await listBuyerInquiries(ctx.deps, ctx.user.id, ctx.lang) };
}

const CONTEXT_LOOK: Record<string, string> = {
  New: "bg-gray-100 text-gray-800",
  Seen: "bg-blue-50 text-blue-900",
  Replied: "bg-green-100 text-green-800",
  Quoted: "bg-amber-100 text-amber-900",
  Closed: "bg-slate-200 text-slate-800",
};

export default function BuyerInquiriesRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { inquiries } = loaderData;
  return (
    <section aria-labelledby="inquiries-title" className="mx-auto max-w-3xl">
      <PageTitle>{t("inquiries.title")}</PageTitle>
      <Link to="/profile" className="text-sm text-brand-700 underline">
        {t("header.account")}
      </Link>
      <h1 id="inquiries-title" className="mt-2 mb-4 text-2xl font-bold">
        {t("inquiries.title")}
      </h1>
      {inquiries.length === 0 ? (
        <div className="rounded-lg border border-dashed border-gray-300 p-6 text-center">
          <p className="font-semibold">{t("inquiries.emptyTitle")}</p>
          <p className="mt-1 text-gray-600">{t("inquiries.emptyText")}</p>
        </div>
      ) : (
        <ul className="space-y-3">
          {inquiries.map((inquiry) => (
            <li
              key={inquiry.id}
              data-inquiry-id={inquiry.id}
              className="flex gap-3 rounded-lg border border-gray-200 bg-white p-3"
            >
              <CompanyLogo
                src={inquiry.company.logo}
                size={48}
                className="size-12 flex-none rounded object-contain"
              />
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2">
                  <Link
                    to={companyHomePath(inquiry.company.name, inquiry.company.id)}
                    className="font-semibold text-brand-700 hover:underline"
                  >
                    <bdi>{inquiry.company.name}</bdi>
                  </Link>
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-semibold ${CONTEXT_LOOK[inquiry.context] ?? CONTEXT_LOOK.New}`}
                  >
                    {t(`inquiries.context.${inquiry.context}`)}
                  </span>
                  {inquiry.hasUnread ? (
                    <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
                      {t("inquiries.unread")}
                    </span>
                  ) : null}
                </p>
                <p className="mt-1 break-words">
                  <bdi>{inquiry.subject}</bdi>
                </p>
                {inquiry.productName && inquiry.productId ? (
                  <p className="text-sm text-gray-600">
                    {t("inquiries.product")}:{" "}
                    <Link
                      to={productPath(inquiry.productName, inquiry.productId)}
                      className="hover:underline"
                    >
                      <bdi>{inquiry.productName}</bdi>
                    </Link>
                  </p>
                ) : null}
                <p className="mt-1 flex flex-wrap items-center gap-3 text-sm text-gray-600">
                  <span>{t("inquiries.sentOn", { date: formatDate(lang, inquiry.createdAt) })}</span>
                  {inquiry.conversationId ? (
                    <Link
                      to={`/profile/meeting/${inquiry.conversationId}`}
                      className="font-semibold text-brand-700 underline"
                    >
                      {t("inquiries.openConversation")}
                    </Link>
                  ) : null}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
