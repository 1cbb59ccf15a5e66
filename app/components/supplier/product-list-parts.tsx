import { Form, Link } from "react-router";
import { thumbnail } from "#app/components/product-card.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatDate, formatMoney, formatNumber } from "#core/i18n/format.ts";
import {
  PRODUCT_LIST_STATUSES,
  PRODUCT_SEARCH_MAX,
  type ProductListQuery,
  productListSearch,
  type WorkspaceProductRow,
} from "#core/schemas/product-list.ts";

const LOOK: Record<string, string> = {
  draft: "bg-gray-100 text-gray-800",
  pending_review: "bg-amber-100 text-amber-900",
  published: "bg-green-100 text-green-800",
  unpublished: "bg-slate-200 text-slate-800",
  rejected: "bg-red-100 text-red-800",
};

/** A product's status as a small label (the word, never the colour alone, says it). */
export function ProductStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span
      data-product-status={status}
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${LOOK[status] ?? LOOK.draft}`}
    >
      {t(`supplier.products.list.status.${status}`)}
    </span>
  );
}

const CONTROL = "min-h-10 rounded-md border border-gray-300 bg-white px-2";

/** The list's filters and search: a GET form, so the address always says what is shown. */
export function ProductFilters({
  query,
  categories,
}: {
  query: ProductListQuery;
  categories: { code: string; name: string }[];
}) {
  const { t } = useTranslation();
  const check = (name: "missing" | "expiring" | "cart", label: string) => (
    <label className="inline-flex min-h-10 items-center gap-2 text-sm">
      <input type="checkbox" name={name} value="1" defaultChecked={query[name]} className="size-4" />
      {label}
    </label>
  );
  return (
    <Form
      method="get"
      role="search"
      aria-label={t("supplier.products.list.filters")}
      className="mt-4 rounded-lg border border-gray-200 bg-white p-3"
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <label className="text-sm sm:col-span-2">
          <span className="mb-1 block font-medium">{t("supplier.products.list.search")}</span>
          <input
            type="search"
            name="q"
            defaultValue={query.q ?? ""}
            maxLength={PRODUCT_SEARCH_MAX}
            placeholder={t("supplier.products.list.searchHint")}
            className={`${CONTROL} w-full`}
          />
        </label>
        <label className="text-sm">
          <span className="mb-1 block font-medium">{t("supplier.products.list.statusLabel")}</span>
          <select name="status" defaultValue={query.status ?? ""} className={`${CONTROL} w-full`}>
            <option value="">{t("supplier.products.list.allStatuses")}</option>
            {PRODUCT_LIST_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`supplier.products.list.status.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          <span className="mb-1 block font-medium">{t("supplier.products.list.category")}</span>
          <select name="category" defaultValue={query.category ?? ""} className={`${CONTROL} w-full`}>
            <option value="">{t("supplier.products.list.allCategories")}</option>
            {categories.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1">
        {check("missing", t("supplier.products.list.missing"))}
        {check("expiring", t("supplier.products.list.expiring"))}
        {check("cart", t("supplier.products.list.cart"))}
        <button
          type="submit"
          className="ms-auto min-h-10 rounded-md border border-gray-300 px-4 hover:bg-gray-100"
        >
          {t("supplier.products.list.apply")}
        </button>
      </div>
    </Form>
  );
}

function PriceText({ row }: { row: WorkspaceProductRow }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (row.priceMin === null) return <>{t("product.askPrice")}</>;
  const min = formatMoney(lang, Number(row.priceMin), row.currency);
  const range =
    row.priceMax && row.priceMax !== row.priceMin
      ? `${min} – ${formatMoney(lang, Number(row.priceMax), row.currency)}`
      : min;
  return (
    <>
      {range}
      {row.priceUnit ? <span className="text-gray-600"> / {t(`units.${row.priceUnit}`)}</span> : null}
    </>
  );
}

/** A cell's name, shown on the phone's cards (the table's head says it on wider screens). */
function CellLabel({ children }: { children: React.ReactNode }) {
  return <span className="me-1 text-gray-600 md:hidden">{children}:</span>;
}

/**
 * One product: a row of the table from md up, a card on phones (the same cells, stacked), so
 * one checkbox per product goes with the bulk form whatever the screen.
 */
export function ProductRow({
  row,
  languageCount,
  selectable,
}: {
  row: WorkspaceProductRow;
  languageCount: number;
  selectable: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const cell = "block px-2 py-1 md:table-cell md:py-2 md:align-top";
  return (
    <tr
      data-product-id={row.id}
      className="mb-3 block rounded-lg border border-gray-200 bg-white p-2 md:mb-0 md:table-row md:rounded-none md:border-0 md:border-b md:p-0"
    >
      {selectable ? (
        <td className={`${cell} float-end md:float-none`}>
          <label className="inline-flex min-h-10 min-w-10 items-center justify-center">
            <input type="checkbox" name="ids" value={row.id} form="product-bulk" className="size-5" />
            <span className="sr-only">{t("supplier.products.list.choose", { name: row.name })}</span>
          </label>
        </td>
      ) : null}
      <td className={cell}>
        <div className="flex min-w-0 items-start gap-3">
          <img
            src={thumbnail(row.picture)}
            alt=""
            width={56}
            height={56}
            loading="lazy"
            className="size-14 shrink-0 rounded-md border border-gray-200 object-cover"
          />
          <div className="min-w-0">
            <a
              href={`/supplier/products/${row.id}`}
              className="break-words font-semibold text-brand-700 underline"
            >
              <bdi>{row.name || t("supplier.products.list.unnamed")}</bdi>
            </a>
            {row.supplierSku ? (
              <p className="break-all text-sm text-gray-600">
                {t("supplier.products.list.sku")}: <bdi>{row.supplierSku}</bdi>
              </p>
            ) : null}
          </div>
        </div>
      </td>
      <td className={cell}>
        <ProductStatusBadge status={row.status} />
        {row.hasPendingChange ? (
          <p className="mt-1 text-xs text-amber-900">{t("supplier.products.list.changeWaiting")}</p>
        ) : null}
        {row.statusReason || row.changeRejectedReason ? (
          <p className="mt-1 break-words text-xs text-red-800">
            {t(
              row.statusReason
                ? "supplier.products.list.rejectedBecause"
                : "supplier.products.list.changeRejectedBecause",
              {
                reason: row.statusReason ?? row.changeRejectedReason ?? "",
              },
            )}
          </p>
        ) : null}
      </td>
      <td className={`${cell} text-sm`}>
        <CellLabel>{t("supplier.products.list.price")}</CellLabel>
        <PriceText row={row} />
      </td>
      <td className={`${cell} text-sm`}>
        <CellLabel>{t("supplier.products.list.moq")}</CellLabel>
        {row.minOrderQuantity !== null
          ? `${formatNumber(lang, row.minOrderQuantity)}${row.minOrderUnit ? ` ${t(`units.${row.minOrderUnit}`)}` : ""}`
          : "—"}
      </td>
      <td className={`${cell} text-sm`}>
        <CellLabel>{t("supplier.products.list.translations")}</CellLabel>
        <span aria-hidden="true">
          {formatNumber(lang, row.languagesDone)}/{formatNumber(lang, languageCount)}
        </span>
        <span className="sr-only">
          {t("supplier.products.list.languagesDone", { done: row.languagesDone, total: languageCount })}
        </span>
      </td>
      <td className={`${cell} text-sm`}>
        <CellLabel>{t("supplier.products.list.updated")}</CellLabel>
        <time dateTime={row.updatedAt}>{formatDate(lang, row.updatedAt)}</time>
      </td>
    </tr>
  );
}

/** The company's products by status, each a link to the list of that status (other filters kept). */
export function StatusLinks({ query, counts }: { query: ProductListQuery; counts: Record<string, number> }) {
  const { t } = useTranslation();
  const lang = useLang();
  const all = Object.values(counts).reduce((sum, n) => sum + n, 0);
  const link = (status: ProductListQuery["status"], label: string, n: number) => {
    const current = query.status === status;
    const search = productListSearch({ ...query, status }).toString();
    return (
      <li key={status ?? "all"}>
        <Link
          to={`/supplier/products${search ? `?${search}` : ""}`}
          aria-current={current ? "page" : undefined}
          className={`inline-flex min-h-10 items-center rounded-full border px-3 text-sm ${
            current
              ? "border-brand-600 bg-brand-600 font-semibold text-white"
              : "border-gray-300 bg-white hover:bg-gray-100"
          }`}
        >
          {label} ({formatNumber(lang, n)})
        </Link>
      </li>
    );
  };
  return (
    <nav aria-label={t("supplier.products.list.byStatus")} className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {link(undefined, t("supplier.products.list.allStatuses"), all)}
        {PRODUCT_LIST_STATUSES.map((s) => link(s, t(`supplier.products.list.status.${s}`), counts[s] ?? 0))}
      </ul>
    </nav>
  );
}
