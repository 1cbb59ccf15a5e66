import { Link } from "react-router";
import { PageTitle } from "#app/components/page-title.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatDate } from "#core/i18n/format.ts";
import { listPendingEvidence } from "#server/modules/verification/index.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/evidence-queue";
import { requireStaffPage } from "./access.server.ts";

/** Certificates and verification documents waiting for the operator, the oldest first. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const user = requireStaffPage(ctx, url);
  return { items: await listPendingEvidence(ctx.deps, user) };
}

export default function EvidenceQueueRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { items } = loaderData;
  return (
    <section aria-labelledby="evidence-title">
      <PageTitle>{t("console.evidence.title")}</PageTitle>
      <h1 id="evidence-title" className="text-2xl font-bold">
        {t("console.evidence.title")}
      </h1>
      <p className="mt-1 text-gray-600">{t("console.evidence.intro")}</p>
      {items.length ? (
        <ol className="mt-4 space-y-2">
          {items.map((item) => {
            const what = item.kind === "document" ? t(`verification.type.${item.title}`) : item.title;
            return (
              <li
                key={`${item.kind}-${item.id}`}
                className="flex min-w-0 flex-wrap items-center justify-between gap-2 rounded-lg border border-gray-200 bg-white p-3 text-sm"
              >
                <div className="min-w-0">
                  <p className="break-words font-semibold">{item.companyName}</p>
                  <p className="break-words text-gray-700">
                    {t(
                      item.kind === "document" ? "console.evidence.document" : "console.evidence.certificate",
                    )}
                    : {what}
                  </p>
                  <p className="text-gray-500">
                    {t("console.evidence.submitted", { date: formatDate(lang, item.createdAt) })}
                  </p>
                </div>
                <Link
                  to={`/admin/suppliers/${item.companyId}/evidence#${item.kind}-${item.id}`}
                  className="min-h-10 rounded-md border border-gray-300 px-3 py-2 hover:bg-gray-100"
                >
                  {t("console.evidence.review")}
                  <span className="sr-only">
                    : {item.companyName}, {what}
                  </span>
                </Link>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="mt-4 rounded-lg border border-dashed border-gray-300 p-6 text-center text-gray-600">
          {t("console.evidence.empty")}
        </p>
      )}
    </section>
  );
}
