import { Link } from "react-router";
import { PageMeta } from "#app/components/page-meta.tsx";
import { Pager } from "#app/components/pager.tsx";
import { BoardCalls } from "#app/components/rfq/board-calls.tsx";
import { RfqListItem } from "#app/components/rfq/rfq-parts.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatNumber } from "#core/i18n/format.ts";
import { withPageNumber } from "#core/urls/page-address.ts";
import { publicRfqPath, RFQ_BOARD_PATH, rfqCategoryPath } from "#core/urls/rfq-paths.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/board";
import { loadRfqBoard } from "./board.server.ts";

/** The public board of open requests for quotation (/rfq), and a category's ({slug}/rfq/{code}). */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  return loadRfqBoard(context.get(requestContext), params.code, url);
}

type Data = Route.ComponentProps["loaderData"];

/** Home › Requests for quotation › the chosen category's ancestors › the category. */
function Trail({ trail }: { trail: Data["trail"] }) {
  const { t } = useTranslation();
  const crumbs = [
    { to: "/", name: t("listing.home") },
    { to: RFQ_BOARD_PATH, name: t("rfqBoard.title") },
    ...trail.map((c) => ({ to: rfqCategoryPath(c.name, c.code), name: c.name })),
  ];
  const current = crumbs.pop()!;
  return (
    <nav aria-label={t("listing.breadcrumb")} className="mb-2 text-sm text-gray-600">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((c) => (
          <li key={c.to} className="flex items-center gap-1">
            <Link to={c.to} className="hover:text-brand-700 hover:underline">
              <bdi>{c.name}</bdi>
            </Link>
            <span aria-hidden="true" className="rtl:rotate-180">
              ›
            </span>
          </li>
        ))}
        <li>
          <bdi aria-current="page" className="font-semibold text-ink">
            {current.name}
          </bdi>
        </li>
      </ol>
    </nav>
  );
}

/** The categories to narrow the board to, each with its count; and the way back up. */
function CategoryFilter({ data }: { data: Data }) {
  const { t } = useTranslation();
  const lang = useLang();
  const parent = data.trail.at(-2);
  const chosen = data.trail.at(-1);
  if (!chosen && !data.categories.length) return null;
  const chip =
    "inline-flex min-h-10 items-center gap-2 rounded-full border border-gray-200 bg-white px-3 text-sm hover:border-brand-600 hover:text-brand-700";
  return (
    <nav aria-labelledby="rfq-categories-title" className="rounded-lg border border-gray-200 bg-white p-4">
      <h2 id="rfq-categories-title" className="font-semibold">
        {t("rfqBoard.categories")}
      </h2>
      {chosen ? (
        <p className="mt-2 text-sm">
          <Link
            to={parent ? rfqCategoryPath(parent.name, parent.code) : RFQ_BOARD_PATH}
            className="text-brand-700 underline"
          >
            {parent ? t("rfqBoard.upTo", { category: parent.name }) : t("rfqBoard.allCategories")}
          </Link>
        </p>
      ) : null}
      {data.categories.length ? (
        <ul className="mt-2 flex flex-wrap gap-2 lg:flex-col lg:items-start">
          {data.categories.map((c) => (
            <li key={c.code}>
              <Link to={rfqCategoryPath(c.name, c.code)} className={chip}>
                <bdi>{c.name}</bdi>
                <span className="rounded-full bg-gray-100 px-2 text-xs text-gray-700">
                  <span className="sr-only">{t("rfqBoard.openCount")} </span>
                  {formatNumber(lang, c.count)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </nav>
  );
}

export default function RfqBoardRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { list, page, trail, now, signedIn } = loaderData;
  const category = trail.at(-1);
  const heading = category ? t("rfqBoard.categoryTitle", { category: category.name }) : t("rfqBoard.title");
  const count = formatNumber(lang, list.total);
  const basePath = category ? rfqCategoryPath(category.name, category.code) : RFQ_BOARD_PATH;
  return (
    <>
      <PageMeta
        title={heading}
        description={
          category
            ? t("rfqBoard.categoryDescription", { category: category.name, count })
            : t("rfqBoard.description", { count })
        }
      />
      {/* Nothing listed, or a page past the first: not a page for a search engine's index. */}
      {page > 0 || !list.items.length ? <meta name="robots" content="noindex, follow" /> : null}
      <Trail trail={trail} />
      <h1 className="text-2xl font-bold">{heading}</h1>
      <p className="mt-1 mb-4 max-w-3xl text-gray-700">{t("rfqBoard.intro")}</p>
      {/* On a phone: the categories, the list, then the calls to act; from lg the last two beside the list. */}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_18rem] lg:grid-rows-[auto_1fr]">
        <div className="min-w-0 lg:col-start-2 lg:row-start-1">
          <CategoryFilter data={loaderData} />
        </div>
        <section
          aria-labelledby="rfq-list-title"
          className="min-w-0 lg:col-start-1 lg:row-span-2 lg:row-start-1"
        >
          <h2 id="rfq-list-title" className="text-sm text-gray-600">
            {t("rfqBoard.count", { count })}
          </h2>
          {list.items.length ? (
            <>
              <ul className="mt-2 space-y-3">
                {list.items.map((rfq) => (
                  <li key={rfq.id}>
                    <RfqListItem
                      rfq={rfq}
                      now={now}
                      href={publicRfqPath(rfq.id)}
                      categoryHref={rfqCategoryPath(rfq.categoryName, rfq.categoryCode)}
                      heading="h3"
                    />
                  </li>
                ))}
              </ul>
              <Pager
                current={page}
                totalPages={Math.ceil(list.total / list.pageSize)}
                hrefFor={(p) => withPageNumber(basePath, p)}
                label={t("rfqBoard.pages")}
              />
            </>
          ) : (
            <p className="mt-2 rounded-lg border border-dashed border-gray-300 bg-white p-6 text-center text-gray-600">
              {page > 0 ? (
                <>
                  {t("rfqBoard.pastEnd")}{" "}
                  <Link to={basePath} className="text-brand-700 underline">
                    {t("rfqBoard.firstPage")}
                  </Link>
                </>
              ) : category ? (
                t("rfqBoard.emptyCategory")
              ) : (
                t("rfqBoard.empty")
              )}
            </p>
          )}
        </section>
        <div className="min-w-0 lg:col-start-2 lg:row-start-2 lg:self-start">
          <BoardCalls signedIn={signedIn} />
        </div>
      </div>
    </>
  );
}
