import { Link } from "react-router";
import { PageTitle } from "#app/components/page-title.tsx";
import { TrafficChart } from "#app/components/supplier/traffic-chart.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatDuration, formatPercent } from "#core/i18n/duration.ts";
import { formatDate, formatNumber, isolate, languageName } from "#core/i18n/format.ts";
import { roleMay } from "#server/modules/companies/index.ts";
import { getSupplierDashboard } from "#server/modules/supplier-dashboard/index.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/dashboard";
import { requireWorkspace } from "./access.server.ts";

/** The company's figures at a glance, read from the database for the company chosen now. */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const { user, company } = await requireWorkspace(ctx, request, url);
  const figures = await getSupplierDashboard(ctx.deps, user, company.id);
  return {
    company,
    figures,
    managesTeam: roleMay(company.role, "team.invite"),
    canSeeInquiries: roleMay(company.role, "inquiries.view"),
  };
}

function Card({
  title,
  children,
  id,
  className = "",
}: {
  title: string;
  children: React.ReactNode;
  id: string;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`min-w-0 rounded-lg border border-gray-200 bg-white p-4 ${className}`}
    >
      <h2 id={id} className="font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-gray-600">{label}</dt>
      <dd className="text-2xl font-bold">{value}</dd>
    </div>
  );
}

export default function SupplierDashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { company, figures, managesTeam, canSeeInquiries } = loaderData;
  const n = (value: number) => formatNumber(lang, value);
  return (
    <section aria-labelledby="dashboard-title">
      <PageTitle>{t("supplier.nav.dashboard")}</PageTitle>
      <h1 id="dashboard-title" className="text-2xl font-bold">
        {isolate(company.name)}
      </h1>
      <p className="mt-1 text-gray-600">
        {t(`supplier.status.${company.status}`)} · {t(`supplier.roles.${company.role}`)}
        {managesTeam ? (
          <>
            {" · "}
            <Link to="/supplier/team" className="text-brand-700 underline">
              {t("supplier.dashboard.teamLink")}
            </Link>
          </>
        ) : null}
      </p>

      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        <Card id="traffic-title" title={t("supplier.dashboard.traffic")} className="lg:col-span-2">
          <TrafficChart views={figures.views} visits={figures.visits} lang={lang} />
        </Card>

        <Card id="inquiries-title" title={t("supplier.dashboard.inquiries")}>
          <dl className="mt-2 grid grid-cols-2 gap-2">
            <Figure label={t("supplier.dashboard.inquiriesReceived")} value={n(figures.inquiries.received)} />
            <Figure
              label={t("supplier.dashboard.inquiriesUnanswered")}
              value={n(figures.inquiries.unanswered)}
            />
            <Figure
              label={t("supplier.inquiries.within24h")}
              value={
                figures.response.within24hPercent === null
                  ? "—"
                  : formatPercent(lang, figures.response.within24hPercent)
              }
            />
            <Figure
              label={t("supplier.inquiries.medianReply")}
              value={
                figures.response.medianMinutes === null
                  ? "—"
                  : formatDuration(lang, figures.response.medianMinutes)
              }
            />
          </dl>
          {canSeeInquiries ? (
            <Link to="/supplier/inquiries" className="mt-2 inline-block text-sm text-brand-700 underline">
              {t("supplier.inquiries.openInbox")}
            </Link>
          ) : null}
        </Card>
        <Card id="products-title" title={t("supplier.dashboard.products")}>
          <dl className="mt-2 grid grid-cols-2 gap-2">
            <Figure label={t("supplier.dashboard.productsPublished")} value={n(figures.products.published)} />
            <Figure label={t("supplier.dashboard.productsWaiting")} value={n(figures.products.waiting)} />
            <Figure label={t("supplier.dashboard.productsDrafts")} value={n(figures.products.drafts)} />
            <Figure
              label={t("supplier.dashboard.productsUnpublished")}
              value={n(figures.products.unpublished)}
            />
          </dl>
        </Card>

        <Card id="certificates-title" title={t("supplier.dashboard.certificates")}>
          {figures.certificates.length === 0 ? (
            <p className="mt-2 text-sm text-gray-600">{t("supplier.dashboard.certificatesNone")}</p>
          ) : (
            <ul className="mt-2 space-y-1 text-sm">
              {figures.certificates.map((c) => (
                <li key={c.id}>
                  {t("supplier.dashboard.certificateUntil", {
                    name: isolate(c.name),
                    date: c.endDate ? formatDate(lang, c.endDate) : "",
                  })}
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card id="completeness-title" title={t("supplier.dashboard.completeness")}>
          <p className="mt-2 text-2xl font-bold">{formatPercent(lang, figures.completeness)}</p>
          <div
            role="progressbar"
            aria-labelledby="completeness-title"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={figures.completeness}
            className="mt-2 h-2 overflow-hidden rounded-full bg-gray-200"
          >
            <div className="h-full bg-brand-600" style={{ width: `${figures.completeness}%` }} />
          </div>
          <Link to="/supplier/company" className="mt-2 inline-block text-sm text-brand-700 underline">
            {t("supplier.dashboard.completenessEdit")}
          </Link>
        </Card>

        <Card id="coverage-title" title={t("supplier.dashboard.coverage")}>
          <p className="mt-1 text-sm text-gray-600">{t("supplier.dashboard.coverageHelp")}</p>
          <dl className="mt-2 grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 text-sm sm:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)_auto]">
            {figures.coverage.map((c) => (
              <div key={c.lang} className="contents">
                <dt className="truncate">{languageName(lang, c.lang)}</dt>
                <dd className="text-end font-semibold tabular-nums">{formatPercent(lang, c.percent)}</dd>
              </div>
            ))}
          </dl>
        </Card>
      </div>
    </section>
  );
}
