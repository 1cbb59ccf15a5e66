import { Form } from "react-router";
import { z } from "zod";
import { ActionNotice } from "#app/components/console/action-notice.tsx";
import { ConfirmDelete } from "#app/components/console/confirm-delete.tsx";
import { CandidateSearch } from "#app/components/merchandising/candidate-search.tsx";
import { MerchandisingHeader } from "#app/components/merchandising/merchandising-nav.tsx";
import { MoveButtons } from "#app/components/merchandising/row-actions.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { cutText } from "#core/rules/cut-text.ts";
import {
  type ConsoleProduct,
  MERCH_LIMITS,
  MERCH_PRODUCT_KINDS,
  MerchandisingIdSchema,
  type MerchandisingProductKind,
  MOVE_DIRECTIONS,
} from "#core/schemas/merchandising.ts";
import { AppError } from "#server/lib/errors.ts";
import {
  addMerchandisingProduct,
  findProductCandidates,
  listMerchandisingProducts,
  moveMerchandisingProduct,
  removeMerchandisingProduct,
} from "#server/modules/merchandising/index.ts";
import { requestContext } from "#server/request-context.ts";
import { requireStaffPage } from "../access.server.ts";
import type { Route } from "./+types/products";
import { runMerchandisingAction } from "./merchandising-action.server.ts";

export async function loader({ context, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const user = requireStaffPage(ctx, url);
  const q = cutText((url.searchParams.get("q") ?? "").trim(), 100);
  const [recommended, opportunity, candidates] = await Promise.all([
    listMerchandisingProducts(ctx.deps.db, user, "recommended", ctx.lang),
    listMerchandisingProducts(ctx.deps.db, user, "opportunity", ctx.lang),
    q ? findProductCandidates(ctx.deps, user, ctx.lang, q) : [],
  ]);
  return { lists: { recommended, opportunity }, q, candidates };
}

const Kind = z.enum(MERCH_PRODUCT_KINDS);
const ActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), kind: Kind, productId: z.string() }),
  z.object({
    intent: z.literal("move"),
    kind: Kind,
    id: MerchandisingIdSchema,
    direction: z.enum(MOVE_DIRECTIONS),
  }),
  z.object({ intent: z.literal("remove"), kind: Kind, id: MerchandisingIdSchema }),
]);

export async function action({ context, request, url }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const user = requireStaffPage(ctx, url);
  const db = ctx.deps.db;
  const values = Object.fromEntries(await request.formData());
  const parsed = ActionSchema.safeParse(values);
  return runMerchandisingAction(async () => {
    if (!parsed.success) throw new AppError("invalid_data");
    const input = parsed.data;
    switch (input.intent) {
      case "add":
        await addMerchandisingProduct(db, user, input.kind, input.productId);
        return { notice: "console.merchandising.added" };
      case "move":
        await moveMerchandisingProduct(db, user, input.kind, input.id, input.direction);
        return {
          notice: "console.merchandising.moved",
          moved: `${input.kind}-${input.id}:${input.direction}`,
        };
      case "remove":
        await removeMerchandisingProduct(db, user, input.kind, input.id);
        return { notice: "console.merchandising.removed" };
    }
  });
}

function ProductLine({ product }: { product: ConsoleProduct }) {
  const { t } = useTranslation();
  return (
    <>
      {product.picture ? (
        <img
          src={product.picture.replace(/(\.(?:jpe?g|png))$/i, "_200x200$1")}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          className="size-12 rounded bg-gray-100 object-cover"
        />
      ) : (
        <span className="size-12 rounded bg-gray-100" />
      )}
      <span className="min-w-0 flex-1 basis-40 text-sm">
        <span className="block break-words font-medium">{product.name || `#${product.id}`}</span>
        <span className="block text-gray-600">
          #{product.id} · {product.companyName}
          {product.published ? null : ` · ${t("console.merchandising.unpublished")}`}
        </span>
      </span>
    </>
  );
}

function ProductList({
  kind,
  products,
  movedKey,
}: {
  kind: MerchandisingProductKind;
  products: ConsoleProduct[];
  movedKey: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={`${kind}-title`} className="mt-6">
      <h2 id={`${kind}-title`} className="text-lg font-semibold">
        {t(`console.merchandising.kind.${kind}`)}{" "}
        <span className="text-sm font-normal text-gray-600">
          ({products.length}/{MERCH_LIMITS.products})
        </span>
      </h2>
      {products.length >= MERCH_LIMITS.products ? (
        <p className="text-sm text-gray-600">{t("console.merchandising.tooMany")}</p>
      ) : null}
      {products.length ? (
        <ol className="mt-2 space-y-2">
          {products.map((product, i) => (
            <li
              key={product.id}
              className="flex flex-wrap items-center gap-3 rounded-lg border border-gray-200 bg-white p-3"
            >
              <ProductLine product={product} />
              <MoveButtons
                id={product.id}
                focusId={`${kind}-${product.id}`}
                name={product.name}
                first={i === 0}
                last={i === products.length - 1}
                movedKey={movedKey}
                hidden={{ kind }}
              />
              <ConfirmDelete
                name={product.name}
                label={t("console.common.remove")}
                question={t("console.merchandising.confirmRemove", { name: product.name })}
                values={{ intent: "remove", id: product.id, kind }}
                confirmLabel={t("console.merchandising.confirm")}
              />
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-2 rounded-lg border border-dashed border-gray-300 p-6 text-center text-gray-600">
          {t("console.merchandising.noProducts")}
        </p>
      )}
    </section>
  );
}

function AddButtons({
  productId,
  name,
  full,
}: {
  productId: number;
  name: string;
  /** Lists that hold the most the home page shows: adding waits until one is removed. */
  full: Record<MerchandisingProductKind, boolean>;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-2">
      {MERCH_PRODUCT_KINDS.map((kind) => (
        <Form key={kind} method="post" preventScrollReset>
          <input type="hidden" name="intent" value="add" />
          <input type="hidden" name="kind" value={kind} />
          <input type="hidden" name="productId" value={productId} />
          <button
            type="submit"
            disabled={full[kind]}
            className="min-h-10 rounded-md bg-brand-600 px-3 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-50"
            aria-label={`${t(`console.merchandising.addTo.${kind}`)}: ${name}`}
          >
            {t(`console.merchandising.addTo.${kind}`)}
          </button>
        </Form>
      ))}
    </div>
  );
}

/** Merchandising: the home page's recommended products and opportunity brands/products. */
export default function MerchandisingProductsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lists, q, candidates } = loaderData;
  const movedKey = actionData?.ok ? actionData.moved : undefined;
  return (
    <section aria-labelledby="merchandising-title">
      <MerchandisingHeader section="products" />
      <ActionNotice result={actionData} />
      {MERCH_PRODUCT_KINDS.map((kind) => (
        <ProductList key={kind} kind={kind} products={lists[kind]} movedKey={movedKey} />
      ))}
      <CandidateSearch
        q={q}
        label={t("console.merchandising.findProduct")}
        hint={t("console.merchandising.findProductHint")}
        found={candidates.length}
      >
        {candidates.map((product) => (
          <li
            key={product.id}
            className="flex flex-wrap items-center gap-3 rounded-lg border border-gray-200 p-3"
          >
            <ProductLine product={product} />
            <AddButtons
              productId={product.id}
              name={product.name}
              full={{
                recommended: lists.recommended.length >= MERCH_LIMITS.products,
                opportunity: lists.opportunity.length >= MERCH_LIMITS.products,
              }}
            />
          </li>
        ))}
      </CandidateSearch>
    </section>
  );
}
