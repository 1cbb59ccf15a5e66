import { Link } from "react-router";
import { PageTitle } from "#app/components/page-title.tsx";
import { Pager } from "#app/components/pager.tsx";
import { RfqList, RfqStatusLinks, type RfqStatusFilter } from "#app/components/rfqs/rfq-list.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { rfqBuyerOf, rfqNotForStaff } from "#app/lib/rfq-page.server.ts";
import { RFQ_FORM_PATH, RFQ_LIST_PATH } from "#core/urls/rfq-paths.ts";
import { listBuyerRfqs } from "#server/modules/rfqs/index.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/rfqs";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

/** The signed-in buyer's own requests for quotation, a status and a page at a time; others sign in first. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const buyer = rfqBuyerOf(ctx, url);
  const asked = url.searchParams.get("status");
  const status: RfqStatusFilter = asked === "open" || asked === "closed" ? asked : null;
  const list = await listBuyerRfqs(
    ctx.deps,
    buyer,
    { status, page: url.searchParams.get("page") ?? undefined },
    ctx.lang,
  ).catch(rfqNotForStaff);
  // The page's "now" says how much time is left; the browser renders with the same one.
  return { list, status, now: ctx.deps.clock.now() };
}

const listSearch = (status: RfqStatusFilter, page: number) => {
  const search = new URLSearchParams();
  if (status) search.set("status", status);
  if (page > 1) search.set("page", String(page));
  const text = search.toString();
  return text ? `${RFQ_LIST_PATH}?${text}` : RFQ_LIST_PATH;
};

/** The way to the request form. */
function PostLink({ className = "" }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={RFQ_FORM_PATH}
      className={`inline-flex min-h-10 items-center rounded-md bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700 ${className}`}
    >
      {t("rfqBuyer.list.post")}
    </Link>
  );
}

export default function BuyerRfqsRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { list, status, now } = loaderData;
  const totalPages = Math.ceil(list.total / list.pageSize);
  return (
    <section aria-labelledby="rfqs-title" className="mx-auto max-w-4xl">
      <PageTitle>{t("rfqBuyer.list.title")}</PageTitle>
      <Link to="/profile" className="text-sm text-brand-700 underline">
        {t("header.account")}
      </Link>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <h1 id="rfqs-title" className="text-2xl font-bold">
          {t("rfqBuyer.list.title")}
        </h1>
        <PostLink />
      </div>
      <RfqStatusLinks status={status} />
      {list.total ? (
        <>
          <RfqList items={list.items} now={now} />
          <Pager
            current={list.page - 1}
            totalPages={totalPages}
            hrefFor={(zeroBased) => listSearch(status, zeroBased + 1)}
            label={t("rfqBuyer.list.pages")}
          />
        </>
      ) : (
        <div className="mt-4 rounded-lg border border-dashed border-gray-300 p-6 text-center" data-rfq-empty>
          <p className="font-semibold">
            {status ? t(`rfqBuyer.list.empty.${status}`) : t("rfqBuyer.list.empty.all")}
          </p>
          <p className="mt-1 text-gray-600">{t("rfqBuyer.list.emptyText")}</p>
          <PostLink className="mt-4" />
        </div>
      )}
    </section>
  );
}
