import { Form, useNavigation } from "react-router";
import { z } from "zod";
import { ActionNotice } from "#app/components/console/action-notice.tsx";
import { ConfirmDelete } from "#app/components/console/confirm-delete.tsx";
import { controlClass, FieldLabel } from "#app/components/field-parts.tsx";
import { MerchandisingHeader } from "#app/components/merchandising/merchandising-nav.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import type { CategoryNode } from "#core/schemas/catalog.ts";
import { type ConsoleCategorySlot, FOURTH_TILE_SLOT, MERCH_IMAGE } from "#core/schemas/merchandising.ts";
import { AppError } from "#server/lib/errors.ts";
import { getCategoryTree } from "#server/modules/categories/index.ts";
import {
  clearCategoryRow,
  listCategorySlots,
  setCategoryRow,
  setCategoryTile,
} from "#server/modules/merchandising/index.ts";
import { requestContext } from "#server/request-context.ts";
import { requireStaffPage } from "../access.server.ts";
import type { Route } from "./+types/categories";
import {
  readUploadForm,
  runMerchandisingAction,
  tooLargeAnswer,
  uploadTooLarge,
} from "./merchandising-action.server.ts";

export async function loader({ context, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const user = requireStaffPage(ctx, url);
  const [slots, tree] = await Promise.all([
    listCategorySlots(ctx.deps.db, user, ctx.lang),
    getCategoryTree(ctx.deps.db, ctx.lang, 2),
  ]);
  return { ...slots, tree };
}

const Position = z.coerce.number().int().min(1).max(FOURTH_TILE_SLOT);
const ActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("row"), position: Position, categoryCode: z.string().optional() }),
  z.object({ intent: z.literal("rowClear"), id: Position }),
  z.object({ intent: z.literal("tile"), position: Position, categoryCode: z.string().optional() }),
]);

export async function action({ context, request, url }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const user = requireStaffPage(ctx, url);
  if (uploadTooLarge(request)) return tooLargeAnswer();
  const { values, image } = await readUploadForm(request);
  const parsed = ActionSchema.safeParse(values);
  return runMerchandisingAction(async () => {
    if (!parsed.success) throw new AppError("invalid_data");
    const input = parsed.data;
    switch (input.intent) {
      case "row":
        await setCategoryRow(ctx.deps.db, user, input.position, input.categoryCode);
        break;
      case "rowClear":
        await clearCategoryRow(ctx.deps.db, user, input.id);
        break;
      case "tile":
        await setCategoryTile(ctx.deps, user, input.position, input.categoryCode, image);
        break;
    }
    return { notice: "console.common.saved" };
  });
}

/** Roots and their sub-categories as option groups; a current choice deeper down is kept. */
function CategorySelect({
  id,
  tree,
  current,
}: {
  id: string;
  tree: CategoryNode[];
  current: ConsoleCategorySlot;
}) {
  const { t } = useTranslation();
  const known = new Set(tree.flatMap((root) => [root.code, ...root.children.map((c) => c.code)]));
  return (
    <select
      id={id}
      name="categoryCode"
      required
      defaultValue={current.code ?? ""}
      className={controlClass(false, "min-h-10 bg-white")}
    >
      <option value="" disabled>
        {t("console.merchandising.chooseCategory")}
      </option>
      {current.code && !known.has(current.code) ? <option value={current.code}>{current.name}</option> : null}
      {tree.map((root) => (
        <optgroup key={root.code} label={root.name}>
          <option value={root.code}>{root.name}</option>
          {root.children.map((child) => (
            <option key={child.code} value={child.code}>
              {child.name}
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  );
}

const saveButton =
  "min-h-10 rounded-md bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60";

function RowSlot({ slot, tree }: { slot: ConsoleCategorySlot; tree: CategoryNode[] }) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== "idle";
  const id = `row-${slot.position}`;
  return (
    <li className="rounded-lg border border-gray-200 bg-white p-3">
      <Form method="post" preventScrollReset className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="row" />
        <input type="hidden" name="position" value={slot.position} />
        <div className="min-w-0 flex-1 basis-56">
          <FieldLabel htmlFor={id}>{t("console.merchandising.rowN", { n: slot.position })}</FieldLabel>
          <CategorySelect id={id} tree={tree} current={slot} />
        </div>
        <button type="submit" disabled={busy} className={saveButton}>
          {t("console.common.save")}
        </button>
      </Form>
      {slot.code ? (
        <div className="mt-2">
          <ConfirmDelete
            name={slot.name ?? ""}
            label={t("console.merchandising.clearRow")}
            question={t("console.merchandising.confirmClearRow")}
            values={{ intent: "rowClear", id: slot.position }}
            confirmLabel={t("console.merchandising.confirm")}
          />
        </div>
      ) : (
        <p className="mt-2 text-sm text-gray-600">{t("console.merchandising.rowEmpty")}</p>
      )}
    </li>
  );
}

function TileSlot({ slot, tree }: { slot: ConsoleCategorySlot; tree: CategoryNode[] }) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== "idle";
  const chosen = slot.position === FOURTH_TILE_SLOT;
  const id = `tile-${slot.position}`;
  return (
    <li className="rounded-lg border border-gray-200 bg-white p-3">
      <h3 className="font-semibold">
        {t("console.merchandising.tileN", { n: slot.position })}
        {chosen ? null : <span className="ms-2 text-sm font-normal text-gray-600">{slot.name}</span>}
      </h3>
      {slot.imageUrl ? (
        <img
          src={slot.imageUrl.replace(/(\.(?:jpe?g|png))$/i, "_800x200$1")}
          alt=""
          width={800}
          height={200}
          loading="lazy"
          className="mt-2 aspect-[4/1] w-full rounded bg-gray-100 object-cover"
        />
      ) : null}
      <Form method="post" encType="multipart/form-data" preventScrollReset className="mt-2 space-y-2">
        <input type="hidden" name="intent" value="tile" />
        <input type="hidden" name="position" value={slot.position} />
        {chosen ? (
          <div>
            <FieldLabel htmlFor={id}>{t("console.merchandising.category")}</FieldLabel>
            <CategorySelect id={id} tree={tree} current={slot} />
          </div>
        ) : null}
        <div>
          <FieldLabel htmlFor={`${id}-image`}>{t("console.merchandising.image")}</FieldLabel>
          <input
            id={`${id}-image`}
            name="image"
            type="file"
            accept={MERCH_IMAGE.accept}
            required={!chosen}
            aria-describedby={`${id}-hint`}
            className={controlClass(false, "bg-white")}
          />
          <p id={`${id}-hint`} className="mt-1 text-xs text-gray-500">
            {t(chosen ? "console.merchandising.imageHintKeep" : "console.merchandising.imageHint", {
              mb: MERCH_IMAGE.maxBytes / 1024 / 1024,
            })}
          </p>
        </div>
        <button type="submit" disabled={busy} className={saveButton}>
          {t("console.common.save")}
        </button>
      </Form>
    </li>
  );
}

/** Merchandising: the three category product rows and the large category tiles. */
export default function MerchandisingCategoriesRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { rows, tiles, tree } = loaderData;
  return (
    <section aria-labelledby="merchandising-title">
      <MerchandisingHeader section="categories" />
      <ActionNotice result={actionData} />
      <h2 className="mt-2 text-lg font-semibold">{t("console.merchandising.rows")}</h2>
      <p className="text-sm text-gray-600">{t("console.merchandising.rowsHint")}</p>
      <ol className="mt-2 space-y-2">
        {rows.map((slot) => (
          <RowSlot key={slot.position} slot={slot} tree={tree} />
        ))}
      </ol>
      <h2 className="mt-6 text-lg font-semibold">{t("console.merchandising.tiles")}</h2>
      <p className="text-sm text-gray-600">{t("console.merchandising.tilesHint")}</p>
      <ol className="mt-2 grid gap-3 md:grid-cols-2">
        {tiles.map((slot) => (
          <TileSlot key={slot.position} slot={slot} tree={tree} />
        ))}
      </ol>
    </section>
  );
}
