import { PageTitle } from "#app/components/page-title.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/dashboard";
import { requireWorkspace } from "./access.server.ts";

/** The company's figures at a glance. */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const { company } = await requireWorkspace(ctx, request, url);
  return { company };
}

export default function SupplierDashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { company } = loaderData;
  return (
    <section aria-labelledby="dashboard-title">
      <PageTitle>{t("supplier.nav.dashboard")}</PageTitle>
      <h1 id="dashboard-title" className="text-2xl font-bold">
        {company.name}
      </h1>
      <p className="mt-1 text-gray-600">
        {t(`supplier.status.${company.status}`)} · {t(`supplier.roles.${company.role}`)}
      </p>
    </section>
  );
}
