import { isRouteErrorResponse, useRouteError, useRouteLoaderData } from "react-router";
import { ErrorPage } from "#app/components/error-page.tsx";
import { PageTitle } from "#app/components/page-title.tsx";
import { useTranslation } from "#app/i18n/react.tsx";

interface LayoutCompany {
  company?: { name: string; role: string } | undefined;
}

/**
 * A workspace page's own error boundary: a refused action (403) says which role the member has
 * and who can change it, inside the workspace's frame. The layout's boundary says the same when a
 * page's loader refuses; after a refused form, though, only a boundary below the layout still has
 * the layout's data, so pages with forms export this one.
 */
export function WorkspaceErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const layout = useRouteLoaderData<LayoutCompany>("routes/supplier/layout");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status !== 403 || !layout?.company) return <ErrorPage status={status} />;
  return (
    <section className="mx-auto max-w-lg py-12 text-center" aria-labelledby="forbidden-title">
      <PageTitle>{t("errorPage.notAllowedTitle")}</PageTitle>
      <p className="text-5xl font-extrabold text-gray-300">403</p>
      <h1 id="forbidden-title" className="mt-3 text-xl font-semibold">
        {t("errorPage.notAllowedTitle")}
      </h1>
      <p className="mt-2 text-gray-600">
        {t("supplier.forbidden.roleText", {
          role: t(`supplier.roles.${layout.company.role}`),
          company: layout.company.name,
        })}
      </p>
      <a
        href="/supplier"
        className="mt-6 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white"
      >
        {t("supplier.nav.dashboard")}
      </a>
    </section>
  );
}
