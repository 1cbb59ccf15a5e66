import { useMemo } from "react";
import { isRouteErrorResponse, Link, NavLink, Outlet, useRouteError } from "react-router";
import { ErrorPage } from "~/components/error-page.tsx";
import { ADMIN_MESSAGES } from "~/i18n/admin-messages.server.ts";
import { extendTranslator } from "~/i18n/i18n.ts";
import { TranslationProvider, useTranslation } from "~/i18n/react.tsx";
import { isAdmin } from "../../../server/modules/accounts/staff.ts";
import { requestContext } from "../../../server/request-context.ts";
import type { Route } from "./+types/layout";
import { requireStaffPage } from "./access.server.ts";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

/** The console's frame: who may enter, its messages in the page language, and its navigation. */
export function loader({ context, request }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const user = requireStaffPage(ctx, request);
  return { messages: ADMIN_MESSAGES[ctx.lang], isAdmin: isAdmin(user.roles) };
}

// Neither the messages nor the roles change while someone works in the console.
export const shouldRevalidate = () => false;

const SECTIONS = [
  { to: "/admin", key: "overview", end: true },
  { to: "/admin/comments", key: "comments" },
  { to: "/admin/help-center", key: "helpCenter" },
  { to: "/admin/seo", key: "seo" },
  { to: "/admin/campaigns", key: "campaigns" },
  { to: "/admin/merchandising", key: "merchandising" },
  { to: "/admin/translation", key: "translation" },
  { to: "/admin/audit", key: "audit", adminOnly: true },
] as const;

function ConsoleNav({ showAdminOnly }: { showAdminOnly: boolean }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("admin.nav.label")} className="md:sticky md:top-4 md:self-start">
      <p className="mb-2 hidden text-xs font-semibold uppercase tracking-wide text-gray-500 md:block">
        {t("admin.title")}
      </p>
      {/* A row that scrolls sideways on phones, a column beside the page from md up. */}
      <ul className="-mx-3 flex gap-1 overflow-x-auto px-3 pb-2 md:mx-0 md:flex-col md:overflow-visible md:px-0">
        {SECTIONS.filter((section) => showAdminOnly || !("adminOnly" in section)).map((section) => (
          <li key={section.key} className="shrink-0">
            <NavLink
              to={section.to}
              end={"end" in section}
              className={({ isActive }) =>
                `block min-h-10 rounded-md px-3 py-2 text-sm ${
                  isActive ? "bg-brand-600 font-semibold text-white" : "text-ink hover:bg-gray-100"
                }`
              }
            >
              {t(`admin.nav.${section.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { t: siteT } = useTranslation();
  const t = useMemo(() => extendTranslator(loaderData.messages, siteT), [loaderData.messages, siteT]);
  return (
    <TranslationProvider t={t}>
      {/* One column no wider than the screen on phones, or the nav's long row would widen the page. */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 md:grid-cols-[13rem_minmax(0,1fr)] md:gap-8">
        <ConsoleNav showAdminOnly={loaderData.isAdmin} />
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
    </TranslationProvider>
  );
}

/** Signed in without the moderator or admin role: a translated refusal, not the console. */
function NotAllowed() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-lg py-12 text-center" aria-labelledby="not-allowed-title">
      <p className="text-5xl font-extrabold text-gray-300">403</p>
      <h1 id="not-allowed-title" className="mt-3 text-xl font-semibold">
        {t("errorPage.notAllowedTitle")}
      </h1>
      <p className="mt-2 text-gray-600">{t("errorPage.notAllowedText")}</p>
      <Link
        to="/"
        className="mt-6 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
      >
        {t("errorPage.home")}
      </Link>
    </section>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) return <NotAllowed />;
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
