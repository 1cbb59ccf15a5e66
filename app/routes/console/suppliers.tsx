import { Link } from "react-router";
import { FilterSelect } from "#app/components/console/filter-select.tsx";
import { PageTitle } from "#app/components/page-title.tsx";
import { Pager } from "#app/components/pager.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { countryName, formatDate, formatNumber } from "#core/i18n/format.ts";
import { REVIEW_STATUSES, supplierListQuerySchema } from "#core/schemas/supplier-review.ts";
import { listSuppliers } from "#server/modules/supplier-review/index.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/suppliers";
import { requireStaffPage } from "./access.server.ts";
import { StatusBadge } from "#app/components/console/supplier-status-badge.tsx";

/** Moderators and admins: supplier companies, those waiting for review first, by status, a page at a time. */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const user = requireStaffPage(ctx, url);
  const query = supplierListQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const list = await listSuppliers(ctx.deps.db, user, { status: query.status, page: query.page - 1 });
  return { ...list, status: query.status ?? "all" };
}

export default function SuppliersConsoleRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { items, counts, page, size, total, status } = loaderData;
  const hrefFor = (zeroBased: number) =>
    `/admin/suppliers?${new URLSearchParams({
      ...(status === "all" ? {} : { status }),
      page: String(zeroBased + 1),
    })}`;
  return (
    <section aria-labelledby="suppliers-title">
      <PageTitle>{t("console.suppliers.title")}</PageTitle>
      <h1 id="suppliers-title" className="text-2xl font-bold">
        {t("console.suppliers.title")}
      </h1>
      <p className="mt-1 text-gray-600">{t("console.suppliers.intro")}</p>
      <dl
        aria-label={t("console.suppliers.counts")}
        className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6"
      >
        {REVIEW_STATUSES.map((s) => (
          <div key={s} className="min-w-0 rounded-lg border border-gray-200 bg-white p-3">
            <dt className="truncate text-sm text-gray-600">{t(`console.suppliers.status.${s}`)}</dt>
            <dd className="text-xl font-semibold" data-status={s}>
              {formatNumber(lang, counts[s])}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-4">
        <FilterSelect
          name="status"
          label={t("console.suppliers.show")}
          value={status}
          options={[
            { value: "all", label: t("console.suppliers.all") },
            ...REVIEW_STATUSES.map((s) => ({ value: s, label: t(`console.suppliers.status.${s}`) })),
          ]}
        />
      </div>
      {items.length ? (
        <ul className="mt-4 space-y-3" aria-label={t("console.suppliers.listLabel")}>
          {items.map((c) => {
            const when =
              c.status === "pending_review" && c.submittedAt
                ? { label: "console.suppliers.submittedAt", at: c.submittedAt }
                : c.statusChangedAt
                  ? { label: "console.suppliers.changedAt", at: c.statusChangedAt }
                  : { label: "console.suppliers.createdAt", at: c.createdAt };
            return (
              <li key={c.id} className="min-w-0 rounded-lg border border-gray-200 bg-white p-3 text-sm">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <Link
                    to={`/admin/suppliers/${c.id}`}
                    className="min-w-0 break-words font-semibold text-brand-700 underline"
                  >
                    <bdi>{c.name}</bdi>
                  </Link>
                  <StatusBadge status={c.status} />
                </div>
                <p className="mt-1 text-gray-600">
                  {c.city ? (
                    <>
                      <bdi>{c.city}</bdi>,{" "}
                    </>
                  ) : null}
                  {countryName(lang, c.country)}
                  {c.legalName && c.legalName !== c.name ? (
                    <>
                      {" · "}
                      <bdi>{c.legalName}</bdi>
                    </>
                  ) : null}
                </p>
                <p className="mt-1 text-gray-600">
                  {t(when.label)}: <time dateTime={when.at}>{formatDate(lang, when.at)}</time>
                </p>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="mt-4 rounded-lg border border-dashed border-gray-300 p-6 text-center text-gray-600">
          {t("console.suppliers.empty")}
        </p>
      )}
      <div className="mt-4">
        <Pager
          current={page}
          totalPages={Math.ceil(total / size)}
          hrefFor={hrefFor}
          label={t("console.suppliers.pages")}
        />
      </div>
    </section>
  );
}
