import { Form, Link, type ShouldRevalidateFunctionArgs, useNavigation } from "react-router";
import { ProductDiffView } from "#app/components/console/product-diff-view.tsx";
import { PageTitle } from "#app/components/page-title.tsx";
import { Pager } from "#app/components/pager.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatDate, formatMoney, formatNumber } from "#core/i18n/format.ts";
import { PRODUCT_REVIEW_REASON_MAX, ReviewDecisionSchema } from "#core/schemas/product-review.ts";
import { formFailure } from "#server/lib/form-response.ts";
import { decideReviewItems, listReviewQueue, type ReviewQueueItem } from "#server/modules/products/index.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/products";
import { requireStaffPage } from "./access.server.ts";

/** Moderators and admins: new products and change requests waiting for review, the oldest first. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const user = requireStaffPage(ctx, url);
  const page = Math.min(Math.max(1, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1), 10_000);
  return listReviewQueue(ctx.deps, user, ctx.lang, page);
}

/** Approve or reject one item, or approve the checked ones; each through its own guarded service. */
export async function action({ context, request, url }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const user = requireStaffPage(ctx, url);
  const form = await request.formData().catch(() => new FormData());
  const items = form.getAll("items").filter((v): v is string => typeof v === "string");
  const values = { decision: String(form.get("decision") ?? ""), reason: String(form.get("reason") ?? "") };
  const target = items.length === 1 ? items[0] : undefined;
  const parsed = ReviewDecisionSchema.safeParse({ ...values, items });
  if (!parsed.success) return formFailure(parsed.error, values, { extra: { target } });
  try {
    const result = await decideReviewItems(ctx.deps, user, parsed.data);
    return { ok: true as const, decision: parsed.data.decision, ...result };
  } catch (error) {
    return formFailure(error, values, { extra: { target } });
  }
}

/** Read again after a refusal too: "already decided" means another reviewer was quicker. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" || defaultShouldRevalidate;
}

type Failure = { fields: Record<string, string>; formError?: string; values: Record<string, string> };

function ReviewItem({
  item,
  failed,
  busy,
}: {
  item: ReviewQueueItem;
  failed: Failure | undefined;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const reasonId = `reason-${item.key}`;
  const price =
    item.live.priceMin === null
      ? t("product.askPrice")
      : formatMoney(lang, Number(item.live.priceMin), item.live.currency) +
        (item.live.priceMax && item.live.priceMax !== item.live.priceMin
          ? ` – ${formatMoney(lang, Number(item.live.priceMax), item.live.currency)}`
          : "");
  return (
    <li
      id={item.key}
      data-review-item={item.key}
      className="min-w-0 rounded-lg border border-gray-200 bg-white p-3"
    >
      <div className="flex min-w-0 items-start gap-3">
        <label className="inline-flex min-h-10 min-w-10 items-center justify-center">
          <input type="checkbox" name="items" value={item.key} form="review-bulk" className="size-5" />
          <span className="sr-only">{t("console.products.choose", { name: item.name })}</span>
        </label>
        <div className="min-w-0 flex-1">
          <h2 className="break-words text-lg font-semibold">
            <bdi>{item.name}</bdi>
          </h2>
          <p className="text-sm text-gray-600">
            <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-semibold text-gray-800">
              {t(item.kind === "product" ? "console.products.newProduct" : "console.products.changeRequest")}
            </span>{" "}
            <Link to={`/admin/suppliers/${item.companyId}`} className="text-brand-700 underline">
              <bdi>{item.companyName}</bdi>
            </Link>
            {" · "}
            {t("console.products.submitted", { date: formatDate(lang, item.submittedAt) })}
          </p>
          <p className="text-sm text-gray-600">
            {price}
            {item.live.moq !== null
              ? ` · ${t("product.moq", { quantity: formatNumber(lang, item.live.moq), unit: item.live.moqUnit ? t(`units.${item.live.moqUnit}`) : "" })}`
              : null}
          </p>
        </div>
      </div>
      <ProductDiffView changes={item.changes} names={item.names} isNew={item.kind === "product"} />
      <Form method="post" className="mt-3 border-t border-gray-100 pt-3">
        <input type="hidden" name="items" value={item.key} />
        <label htmlFor={reasonId} className="block text-sm font-medium">
          {t("console.products.reason")}
        </label>
        <textarea
          id={reasonId}
          name="reason"
          rows={2}
          maxLength={PRODUCT_REVIEW_REASON_MAX}
          defaultValue={failed?.values.reason ?? ""}
          aria-invalid={failed?.fields.reason ? true : undefined}
          aria-describedby={failed?.fields.reason ? `${reasonId}-error` : undefined}
          className="mt-1 block w-full rounded-md border border-gray-300 p-2 text-sm"
        />
        {failed ? (
          <p id={`${reasonId}-error`} role="alert" className="mt-1 text-sm text-red-700">
            {t(failed.fields.reason ?? failed.formError ?? "errors.invalid_data")}
          </p>
        ) : null}
        <div className="mt-2 flex flex-wrap gap-2">
          <button
            type="submit"
            name="decision"
            value="approve"
            disabled={busy}
            className="min-h-10 rounded-md bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            {t("console.products.approve")}
          </button>
          <button
            type="submit"
            name="decision"
            value="reject"
            disabled={busy}
            className="min-h-10 rounded-md border border-red-300 bg-white px-4 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60"
          >
            {t("console.products.reject")}
          </button>
        </div>
      </Form>
    </li>
  );
}

export default function ProductReviewRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { items, counts, page, pageSize, total } = loaderData;
  const busy = useNavigation().state === "submitting";
  const failure = actionData && !actionData.ok ? actionData : undefined;
  const notice = actionData?.ok
    ? t(`console.products.done.${actionData.decision}`, { count: actionData.done }) +
      (actionData.skipped ? ` ${t("console.products.skipped", { count: actionData.skipped })}` : "")
    : failure && !("target" in failure && failure.target)
      ? t(failure.formError ?? Object.values(failure.fields)[0] ?? "errors.invalid_data")
      : null;
  return (
    <section aria-labelledby="review-title">
      <PageTitle>{t("console.products.title")}</PageTitle>
      <h1 id="review-title" className="text-2xl font-bold">
        {t("console.products.title")}
      </h1>
      <p className="mt-1 text-gray-600">{t("console.products.intro")}</p>
      <p className="mt-2 text-sm">
        {t("console.products.counts", {
          products: formatNumber(lang, counts.products),
          changes: formatNumber(lang, counts.changes),
        })}
      </p>
      <div aria-live="polite" role="status" className="mt-3 min-h-6 text-sm">
        {notice ? (
          <p
            className={`rounded-md border px-3 py-2 ${actionData?.ok ? "border-green-200 bg-green-50 text-green-800" : "border-red-200 bg-red-50 text-red-800"}`}
          >
            {notice}
          </p>
        ) : null}
      </div>
      {items.length ? (
        <>
          <Form method="post" id="review-bulk" className="mt-2 flex flex-wrap items-center gap-2">
            <input type="hidden" name="decision" value="approve" />
            <button
              type="submit"
              disabled={busy}
              className="min-h-10 rounded-md border border-gray-300 px-4 text-sm font-semibold hover:bg-gray-100 disabled:opacity-60"
            >
              {t("console.products.approveChecked")}
            </button>
          </Form>
          <ol className="mt-3 space-y-4">
            {items.map((item) => (
              <ReviewItem
                key={item.key}
                item={item}
                busy={busy}
                failed={failure && "target" in failure && failure.target === item.key ? failure : undefined}
              />
            ))}
          </ol>
          <div className="mt-4">
            <Pager
              current={page - 1}
              totalPages={Math.ceil(total / pageSize)}
              hrefFor={(p) => `/admin/products?page=${p + 1}`}
              label={t("console.products.pages")}
            />
          </div>
        </>
      ) : (
        <p className="mt-4 rounded-lg border border-dashed border-gray-300 p-6 text-center text-gray-600">
          {t("console.products.empty")}
        </p>
      )}
    </section>
  );
}
