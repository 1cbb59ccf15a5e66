import type { AppDeps } from "#server/deps.ts";
import type { Actor } from "#server/modules/accounts/index.ts";
import { profileCompleteness, requireCan } from "#server/modules/companies/index.ts";
import { countCompanyDeals, getResponseFigures } from "#server/modules/deals/index.ts";
import { countCompanyProductsByState } from "#server/modules/products/index.ts";
import { countCompanyViewsByDay, countCompanyVisitsByDay } from "#server/modules/views/index.ts";
import { certificatesExpiringWithin } from "#server/modules/verification/index.ts";
import { translationCoverage } from "./translation-coverage.ts";

export const DASHBOARD_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The last `days` UTC days up to today, oldest first, as 'YYYY-MM-DD'. */
export function lastDays(now: number, days: number): string[] {
  const today = Date.UTC(
    new Date(now).getUTCFullYear(),
    new Date(now).getUTCMonth(),
    new Date(now).getUTCDate(),
  );
  return Array.from({ length: days }, (_, i) =>
    new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}

/**
 * The company's figures for its members' dashboard, each read from the database now: product
 * views and storefront visits per day for the last 30 days (every day listed, quiet ones as 0),
 * inquiries received in those days and still unanswered, how quickly they are answered, products by state, certificates that
 * end within 30 days, profile completeness and translation coverage. Any member may see it.
 */
export async function getSupplierDashboard(
  deps: Pick<AppDeps, "db" | "clock">,
  actor: Actor,
  companyId: number,
) {
  await requireCan(deps.db, actor, "company.view", companyId);
  const now = deps.clock.now();
  const days = lastDays(now, DASHBOARD_DAYS);
  const since = `${days[0]}T00:00:00.000Z`;
  const [views, visits, inquiries, response, products, certificates, completeness, coverage] =
    await Promise.all([
      countCompanyViewsByDay(deps.db, companyId, since),
      countCompanyVisitsByDay(deps.db, companyId, since),
      countCompanyDeals(deps.db, companyId, since),
      getResponseFigures(deps, companyId),
      countCompanyProductsByState(deps.db, companyId),
      certificatesExpiringWithin(deps, companyId, DASHBOARD_DAYS),
      profileCompleteness(deps, actor, companyId),
      translationCoverage(deps.db, companyId),
    ]);
  const viewsByDay = new Map(views.map((v) => [v.day, v.views]));
  const visitsByDay = new Map(visits.map((v) => [v.day, v.visits]));
  return {
    views: days.map((day) => ({ day, count: viewsByDay.get(day) ?? 0 })),
    visits: days.map((day) => ({ day, count: visitsByDay.get(day) ?? 0 })),
    inquiries,
    response,
    products,
    certificates,
    completeness: completeness.percent,
    coverage,
  };
}

export type SupplierDashboard = Awaited<ReturnType<typeof getSupplierDashboard>>;
