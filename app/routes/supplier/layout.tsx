import { useMemo, useRef } from "react";
import {
  Form,
  isRouteErrorResponse,
  Link,
  Outlet,
  redirect,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { ErrorPage } from "#app/components/error-page.tsx";
import { PageTitle } from "#app/components/page-title.tsx";
import { TranslationProvider, useTranslation } from "#app/i18n/react.tsx";
import { useCurrentSectionInSight } from "#app/lib/section-row.ts";
import { useLang } from "#app/lib/use-lang.ts";
import { formatNumber } from "#core/i18n/format.ts";
import { extendTranslator } from "#core/i18n/i18n.ts";
import { flatSupplierMessages } from "#core/i18n/supplier-messages.ts";
import { roleMay } from "#server/modules/companies/index.ts";
import { countOrdersWaitingForCompany } from "#server/modules/orders/index.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/layout";
import { readWorkspace } from "./access.server.ts";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

/**
 * The workspace's frame: who may enter (signed-in users; those without a company yet are sent
 * to onboarding), its messages in the page language, the company switcher and the navigation.
 * Each page checks the member's team role itself (access.server.ts).
 */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const { company, companies } = await readWorkspace(ctx, request, url);
  if (!company && !url.pathname.startsWith("/supplier/onboarding")) throw redirect("/supplier/onboarding");
  // Sales and finance do not work on the catalogue: no Products section for them.
  const seesProducts = company ? roleMay(company.role, "products.view") : false;
  // Catalogue editors and finance do not handle inquiries: no Inquiries section for them.
  const seesInquiries = company ? roleMay(company.role, "inquiries.view") : false;
  // Catalogue editors do not see orders; the others see how many wait for the company.
  const seesOrders = company ? roleMay(company.role, "orders.view") : false;
  const ordersWaiting =
    company && seesOrders ? await countOrdersWaitingForCompany(ctx.deps.db, company.id) : 0;
  return {
    messages: flatSupplierMessages(ctx.lang),
    company,
    companies,
    seesProducts,
    seesInquiries,
    seesOrders,
    ordersWaiting,
  };
}

const SECTIONS = [
  { to: "/supplier", key: "dashboard", end: true },
  { to: "/supplier/company", key: "company" },
  { to: "/supplier/products", key: "products", needs: "products" },
  { to: "/supplier/inquiries", key: "inquiries", needs: "inquiries", label: "supplier.inquiries.title" },
  { to: "/supplier/messages", key: "messages", needs: "inquiries", label: "supplier.messages.nav" },
  // Every member reads the buyers' requests in the company's categories (quoting is for some roles).
  { to: "/supplier/rfqs", key: "rfqs", label: "supplier.rfqs.nav" },
  { to: "/supplier/quotes", key: "quotes", needs: "inquiries", label: "supplier.quote.nav" },
  { to: "/supplier/orders", key: "orders", needs: "orders", label: "supplier.orders.nav" },
  { to: "/supplier/storefront", key: "storefront" },
  { to: "/supplier/company/certificates", key: "certificates" },
  { to: "/supplier/company/verification", key: "verification" },
  { to: "/supplier/team", key: "team" },
] as const;

type LayoutData = Awaited<ReturnType<typeof loader>>;

function WorkspaceNav({ data }: { data: LayoutData }) {
  const { t } = useTranslation();
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // Until the company is approved the wizard is a section of its own; once active, its steps are
  // the profile's field editor and belong to "Company profile", as do the texts and categories
  // (the certificates and verification pages under /supplier/company are sections of their own).
  const settingUp = data.company?.status !== "active";
  const inCompanyProfile =
    pathname === "/supplier/company" ||
    pathname.startsWith("/supplier/company/texts") ||
    pathname.startsWith("/supplier/company/categories") ||
    (!settingUp && pathname.startsWith("/supplier/onboarding"));
  const sees = { products: data.seesProducts, inquiries: data.seesInquiries, orders: data.seesOrders };
  const isCurrent = (section: (typeof SECTIONS)[number]) =>
    section.key === "company"
      ? inCompanyProfile
      : pathname === section.to || (!("end" in section) && pathname.startsWith(`${section.to}/`));
  useCurrentSectionInSight(list, pathname);
  return (
    <nav aria-label={t("supplier.nav.label")} className="min-w-0 md:sticky md:top-4 md:self-start">
      <p className="mb-2 hidden text-xs font-semibold uppercase tracking-wide text-gray-500 md:block">
        {t("supplier.nav.title")}
      </p>
      {data.companies.length > 1 && data.company ? <CompanySwitcher data={data} /> : null}
      <ul
        ref={list}
        className="-mx-3 flex gap-1 overflow-x-auto px-3 pb-2 md:mx-0 md:flex-col md:overflow-visible md:px-0"
      >
        {(data.company ? SECTIONS : [])
          .filter((section) => !("needs" in section) || sees[section.needs])
          .map((section) => (
            <li key={section.key} className="shrink-0">
              <SectionLink to={section.to} current={isCurrent(section)}>
                {t("label" in section ? section.label : `supplier.nav.${section.key}`)}
                {section.key === "orders" && data.ordersWaiting ? (
                  <WaitingCount count={data.ordersWaiting} />
                ) : null}
              </SectionLink>
            </li>
          ))}
        {settingUp ? (
          <li className="shrink-0">
            <SectionLink to="/supplier/onboarding" current={pathname.startsWith("/supplier/onboarding")}>
              {t("supplier.nav.onboarding")}
            </SectionLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/**
 * How many orders wait for the company, beside the Orders link (its words for screen readers).
 * Positioned, so its visually hidden words stay inside the navigation's sideways-scrolling row on
 * a phone instead of widening the page.
 */
function WaitingCount({ count }: { count: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <span className="relative ms-2 inline-flex min-w-6 items-center justify-center rounded-full bg-amber-100 px-1.5 text-xs font-semibold text-amber-900">
      <span aria-hidden="true">{formatNumber(lang, count)}</span>
      <span className="sr-only">{t("supplier.orders.navWaiting", { count: formatNumber(lang, count) })}</span>
    </span>
  );
}

/** A workspace section's link, marked as the current page for assistive technology and the eye. */
function SectionLink({ to, current, children }: { to: string; current: boolean; children: React.ReactNode }) {
  return (
    <Link
      to={to}
      aria-current={current ? "page" : undefined}
      className={`block min-h-10 rounded-md px-3 py-2 text-sm ${
        current ? "bg-brand-600 font-semibold text-white" : "text-ink hover:bg-gray-100"
      }`}
    >
      {children}
    </Link>
  );
}

/** A member of several companies picks the one they work for; the choice is kept in a cookie. */
function CompanySwitcher({ data }: { data: LayoutData }) {
  const { t } = useTranslation();
  return (
    <Form method="post" action="/supplier/switch" className="mb-3 flex items-end gap-2">
      <label className="min-w-0 flex-1 text-sm">
        <span className="block text-gray-600">{t("supplier.nav.switchCompany")}</span>
        <select
          name="companyId"
          defaultValue={data.company?.id}
          className="mt-1 block min-h-10 w-full rounded-md border border-gray-300 bg-white px-2"
        >
          {data.companies.map((company) => (
            <option key={company.id} value={company.id}>
              {company.name}
            </option>
          ))}
        </select>
      </label>
      <button
        type="submit"
        className="min-h-10 rounded-md border border-gray-300 bg-white px-3 hover:bg-gray-100"
      >
        {t("supplier.nav.switch")}
      </button>
    </Form>
  );
}

/** The company's status, when buyers cannot see it yet or any more, and why. */
function StatusBanner({ company }: { company: NonNullable<LayoutData["company"]> }) {
  const { t } = useTranslation();
  if (company.status === "active") return null;
  return (
    <p
      role="status"
      className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <strong>{t(`supplier.status.${company.status}`)}</strong> {t(`supplier.statusHelp.${company.status}`)}
      {company.statusReason ? (
        <span className="mt-1 block break-words">
          {t("supplier.statusReason", { reason: company.statusReason })}
        </span>
      ) : null}
    </p>
  );
}

function useWorkspaceTranslator(messages: Record<string, string> | undefined) {
  const { t: siteT } = useTranslation();
  return useMemo(() => (messages ? extendTranslator(messages, siteT) : siteT), [messages, siteT]);
}

export default function SupplierLayout({ loaderData }: Route.ComponentProps) {
  const t = useWorkspaceTranslator(loaderData.messages);
  return (
    <TranslationProvider t={t}>
      {/* One column no wider than the screen on phones, or the nav's long row would widen the page. */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 md:grid-cols-[14rem_minmax(0,1fr)] md:gap-8">
        <WorkspaceNav data={loaderData} />
        <div className="min-w-0">
          {loaderData.company ? <StatusBanner company={loaderData.company} /> : null}
          <Outlet />
        </div>
      </div>
    </TranslationProvider>
  );
}

/**
 * A refusal inside the workspace says why: the member's team role does not allow what the page
 * does, and who can change that. Other errors are the site's error page.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<LayoutData>("routes/supplier/layout");
  const t = useWorkspaceTranslator(data?.messages);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // A staff account has no workspace: say why, not the console's "for moderators" text.
  if (isRouteErrorResponse(error) && error.status === 403 && error.data?.staff)
    return <ErrorPage status={403} notAllowedText="errorPage.staffNoWorkspaceText" />;
  if (status !== 403 || !data?.company) return <ErrorPage status={status} />;
  return (
    <TranslationProvider t={t}>
      <section className="mx-auto max-w-lg py-12 text-center" aria-labelledby="forbidden-title">
        <PageTitle>{t("errorPage.notAllowedTitle")}</PageTitle>
        <p className="text-5xl font-extrabold text-gray-300">403</p>
        <h1 id="forbidden-title" className="mt-3 text-xl font-semibold">
          {t("errorPage.notAllowedTitle")}
        </h1>
        <p className="mt-2 text-gray-600">
          {t("supplier.forbidden.roleText", {
            role: t(`supplier.roles.${data.company.role}`),
            company: data.company.name,
          })}
        </p>
        <a
          href="/supplier"
          className="mt-6 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white"
        >
          {t("supplier.nav.dashboard")}
        </a>
      </section>
    </TranslationProvider>
  );
}
