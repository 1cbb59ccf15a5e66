import { useMemo, useRef } from "react";
import { NavLink, Outlet, useLocation } from "react-router";
import { TranslationProvider, useTranslation } from "#app/i18n/react.tsx";
import { useCurrentSectionInSight } from "#app/lib/section-row.ts";
import { flatConsoleMessages } from "#core/i18n/console-messages.ts";
import { extendTranslator } from "#core/i18n/i18n.ts";
import { isAdmin } from "#server/modules/accounts/index.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/layout";
import { requireStaffPage } from "./access.server.ts";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

/**
 * The console's frame: who may enter, its messages in the page language, and its navigation.
 * A refusal (403) is shown by the root's error page, which says "not allowed" in the page language.
 */
export function loader({ context, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const user = requireStaffPage(ctx, url);
  return { messages: flatConsoleMessages(ctx.lang), isAdmin: isAdmin(user.roles) };
}

// Neither the messages nor the roles change while someone works in the console.
export const shouldRevalidate = () => false;

const SECTIONS = [
  { to: "/admin", key: "overview", end: true },
  { to: "/admin/suppliers", key: "suppliers" },
  { to: "/admin/comments", key: "comments" },
  { to: "/admin/suppliers/evidence", key: "evidence" },
  { to: "/admin/products", key: "products" },
  { to: "/admin/messages", key: "messages" },
  { to: "/admin/orders", key: "orders" },
  { to: "/admin/help-center", key: "helpCenter" },
  { to: "/admin/seo", key: "seo" },
  { to: "/admin/search/synonyms", key: "synonyms", adminOnly: true },
  { to: "/admin/campaigns", key: "campaigns" },
  { to: "/admin/merchandising", key: "merchandising" },
  { to: "/admin/translation", key: "translation" },
  { to: "/admin/audit", key: "audit", adminOnly: true },
  { to: "/admin/jobs", key: "jobs", adminOnly: true },
] as const;

function ConsoleNav({ showAdminOnly }: { showAdminOnly: boolean }) {
  const { t } = useTranslation();
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  useCurrentSectionInSight(list, pathname);
  return (
    // min-w-0: the sideways-scrolling row must not widen the page's one grid column on phones.
    <nav aria-label={t("console.nav.label")} className="min-w-0 md:sticky md:top-4 md:self-start">
      <p className="mb-2 hidden text-xs font-semibold uppercase tracking-wide text-gray-500 md:block">
        {t("console.title")}
      </p>
      {/* A row that scrolls sideways on phones, a column beside the page from md up. */}
      <ul
        ref={list}
        className="-mx-3 flex gap-1 overflow-x-auto px-3 pb-2 md:mx-0 md:flex-col md:overflow-visible md:px-0"
      >
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
              {t(`console.nav.${section.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function ConsoleLayout({ loaderData }: Route.ComponentProps) {
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
