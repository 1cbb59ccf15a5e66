import {
  CategoryCodeSchema,
  type ConsoleCategorySlot,
  FOURTH_TILE_SLOT,
  HOME_ROW_SLOTS,
} from "#core/schemas/merchandising.ts";
import type { Db } from "#server/db/connect.ts";
import { AppError } from "#server/lib/errors.ts";
import { parseOrThrow } from "#server/lib/parse-input.ts";
import { type Actor, requireStaff } from "#server/modules/accounts/index.ts";
import { categoryExists, getCategoryTrail } from "#server/modules/categories/index.ts";
import { storeUploadedImage } from "#server/modules/media/index.ts";
import type { MerchandisingDeps } from "./banners.service.ts";
import { merchandisingChange } from "./change.ts";
import { FIXED_TILE_CODES } from "./home.service.ts";
import * as repo from "./merchandising.repo.ts";

/**
 * The three category product rows (slots 1–3) and the four large tiles: the first three show
 * fixed categories whose pictures the console may change; the fourth is chosen.
 */
export async function listCategorySlots(
  db: Db,
  user: Actor,
  lang: string,
): Promise<{ rows: ConsoleCategorySlot[]; tiles: ConsoleCategorySlot[] }> {
  requireStaff(user);
  const stored = await repo.findCategorySlots(db);
  const slot = async (
    kind: "row" | "tile",
    position: number,
    fixed?: string,
  ): Promise<ConsoleCategorySlot> => {
    const row = stored.find((s) => s.slot === kind && s.position === position);
    const code = fixed ?? row?.category_code ?? null;
    const name = code ? ((await getCategoryTrail(db, lang, code))?.at(-1)?.name ?? code) : null;
    return { slot: kind, position, code, name, imageUrl: row?.image_url ?? null };
  };
  return {
    rows: await Promise.all(HOME_ROW_SLOTS.map((position) => slot("row", position))),
    tiles: await Promise.all(
      [1, 2, 3, FOURTH_TILE_SLOT].map((position) => slot("tile", position, FIXED_TILE_CODES[position - 1])),
    ),
  };
}

async function requireCategory(db: Db, input: unknown, field: string): Promise<string> {
  const code = parseOrThrow(CategoryCodeSchema, input, field);
  if (!(await categoryExists(db, code)))
    throw new AppError("invalid_data", undefined, { [field]: "console.merchandising.categoryInvalid" });
  return code;
}

const requireRowSlot = (position: number) => {
  if (!(HOME_ROW_SLOTS as readonly number[]).includes(position)) throw new AppError("not_found");
};

/** Shows a category's newest products in one of the three rows. */
export async function setCategoryRow(db: Db, user: Actor, position: number, codeInput: unknown) {
  requireStaff(user);
  requireRowSlot(position);
  const code = await requireCategory(db, codeInput, "categoryCode");
  await merchandisingChange(
    db,
    user,
    { action: "merch.category.row", entity: "home_category", entityId: `row-${position}`, details: { code } },
    (trx) => repo.upsertCategorySlot(trx, "row", position, code, null),
  );
}

/** Leaves a row empty (the home page then shows one row fewer). */
export async function clearCategoryRow(db: Db, user: Actor, position: number) {
  requireStaff(user);
  requireRowSlot(position);
  await merchandisingChange(
    db,
    user,
    { action: "merch.category.rowClear", entity: "home_category", entityId: `row-${position}` },
    async (trx) => {
      if (!(await repo.deleteCategorySlot(trx, "row", position))) throw new AppError("not_found");
    },
  );
}

/**
 * Sets a large tile. Tiles 1–3 keep their fixed category and only take a new picture; tile 4
 * takes a category other than the fixed three (the home page would skip a duplicate) and,
 * optionally, a picture (without one the tile keeps its picture, or shows its icon).
 */
export async function setCategoryTile(
  deps: MerchandisingDeps,
  user: Actor,
  position: number,
  codeInput: unknown,
  image: Uint8Array | undefined,
) {
  requireStaff(user);
  const fixed = FIXED_TILE_CODES[position - 1];
  if (!fixed && position !== FOURTH_TILE_SLOT) throw new AppError("not_found");
  const code = fixed ?? (await requireCategory(deps.db, codeInput, "categoryCode"));
  if (!fixed && (FIXED_TILE_CODES as readonly string[]).includes(code))
    throw new AppError("invalid_data", undefined, { categoryCode: "console.merchandising.tileFixed" });
  if (fixed && !image?.byteLength)
    throw new AppError("invalid_data", undefined, { image: "console.merchandising.imageRequired" });
  const imageUrl = image?.byteLength ? await storeUploadedImage(deps.config.dataDir, image) : undefined;
  await merchandisingChange(
    deps.db,
    user,
    {
      action: "merch.category.tile",
      entity: "home_category",
      entityId: `tile-${position}`,
      details: { code, newImage: Boolean(imageUrl) },
    },
    (trx) => repo.upsertCategorySlot(trx, "tile", position, code, imageUrl),
  );
}
