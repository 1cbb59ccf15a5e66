import { isLang, type Lang } from "#core/i18n/languages.ts";
import {
  BannerFieldsSchema,
  type ConsoleBanner,
  MERCH_LIMITS,
  type MoveDirection,
} from "#core/schemas/merchandising.ts";
import type { Db } from "#server/db/connect.ts";
import { AppError } from "#server/lib/errors.ts";
import { parseOrThrow } from "#server/lib/parse-input.ts";
import { type Actor, requireStaff } from "#server/modules/accounts/index.ts";
import { storeUploadedImage, UPLOAD_ERRORS } from "#server/modules/media/index.ts";
import { merchandisingChange, orderAfterMove } from "./change.ts";
import * as repo from "./merchandising.repo.ts";

/** What banner changes need: the database, and where uploads are kept. */
export interface MerchandisingDeps {
  db: Db;
  config: { dataDir: string };
}

type BannerRow = NonNullable<Awaited<ReturnType<typeof repo.findBanner>>>;

const toConsoleBanner = (row: BannerRow): ConsoleBanner => ({
  id: row.id,
  lang: isLang(row.lang) ? row.lang : null,
  imageUrl: row.image_url,
  description: row.description,
  targetUrl: row.target_url,
  position: row.position,
  active: Boolean(row.is_active),
});

/** Banners in their order; with `lang`, only those that language's home page shows (active or not). */
export async function listBanners(db: Db, user: Actor, lang?: Lang): Promise<ConsoleBanner[]> {
  requireStaff(user);
  return (await repo.findConsoleBanners(db, lang)).map(toConsoleBanner);
}

export async function getBanner(db: Db, user: Actor, id: number): Promise<ConsoleBanner> {
  requireStaff(user);
  const row = await repo.findBanner(db, id);
  if (!row) throw new AppError("not_found");
  return toConsoleBanner(row);
}

/** The form's text fields, validated before any image is stored. */
function bannerValues(input: unknown) {
  const fields = parseOrThrow(BannerFieldsSchema, input);
  return {
    lang: fields.lang === "all" ? null : fields.lang,
    description: fields.description,
    target_url: fields.targetUrl,
    is_active: fields.active,
  };
}

/** Adds a banner after the others. The image is required and checked by its content. */
export async function createBanner(
  deps: MerchandisingDeps,
  user: Actor,
  input: unknown,
  image: Uint8Array | undefined,
): Promise<number> {
  requireStaff(user);
  const values = bannerValues(input);
  if (!image?.byteLength) throw new AppError("invalid_data", undefined, { image: UPLOAD_ERRORS.missing });
  if ((await repo.countBanners(deps.db)) >= MERCH_LIMITS.banners)
    throw new AppError("conflict", "console.merchandising.tooMany");
  const imageUrl = await storeUploadedImage(deps.config.dataDir, image);
  return merchandisingChange(
    deps.db,
    user,
    (id: number) => ({
      action: "merch.banner.create",
      entity: "home_banner",
      entityId: id,
      details: { description: values.description, lang: values.lang, active: values.is_active },
    }),
    (trx) => repo.insertBanner(trx, { ...values, image_url: imageUrl }),
  );
}

/** Changes a banner's text, link, language or state; a new image replaces the old one. */
export async function updateBanner(
  deps: MerchandisingDeps,
  user: Actor,
  id: number,
  input: unknown,
  image: Uint8Array | undefined,
): Promise<void> {
  requireStaff(user);
  const values = bannerValues(input);
  if (!(await repo.findBanner(deps.db, id))) throw new AppError("not_found");
  const imageUrl = image?.byteLength ? await storeUploadedImage(deps.config.dataDir, image) : undefined;
  await merchandisingChange(
    deps.db,
    user,
    {
      action: "merch.banner.update",
      entity: "home_banner",
      entityId: id,
      details: {
        description: values.description,
        lang: values.lang,
        active: values.is_active,
        newImage: !!imageUrl,
      },
    },
    async (trx) => {
      if (!(await repo.updateBanner(trx, id, { ...values, ...(imageUrl ? { image_url: imageUrl } : {}) })))
        throw new AppError("not_found");
    },
  );
}

/** Shows or hides a banner without opening its form. */
export async function setBannerActive(db: Db, user: Actor, id: number, active: boolean): Promise<void> {
  await merchandisingChange(
    db,
    user,
    {
      action: active ? "merch.banner.activate" : "merch.banner.deactivate",
      entity: "home_banner",
      entityId: id,
    },
    async (trx) => {
      if (!(await repo.updateBanner(trx, id, { is_active: active }))) throw new AppError("not_found");
    },
  );
}

/**
 * Moves a banner one place up or down among the banners of `lang`'s home page (all banners when
 * no language is given), so the step is always one the visitors of that page see.
 */
export async function moveBanner(
  db: Db,
  user: Actor,
  id: number,
  direction: MoveDirection,
  lang?: Lang,
): Promise<void> {
  await merchandisingChange(
    db,
    user,
    {
      action: "merch.banner.move",
      entity: "home_banner",
      entityId: id,
      details: { direction, lang: lang ?? null },
    },
    async (trx) => {
      const all = await repo.findConsoleBanners(trx);
      if (!all.some((b) => b.id === id)) throw new AppError("not_found");
      const visible = lang ? all.filter((b) => b.lang === lang || b.lang === null) : all;
      const order = orderAfterMove(
        all.map((b) => b.id),
        visible.map((b) => b.id),
        id,
        direction,
      );
      if (!order) throw new AppError("conflict", "console.merchandising.cannotMove");
      const positions = new Map(all.map((b) => [b.id, b.position]));
      for (const [position, bannerId] of order.entries())
        if (positions.get(bannerId) !== position) await repo.setBannerPosition(trx, bannerId, position);
    },
  );
}

export async function deleteBanner(db: Db, user: Actor, id: number): Promise<void> {
  requireStaff(user);
  const banner = await repo.findBanner(db, id);
  if (!banner) throw new AppError("not_found");
  await merchandisingChange(
    db,
    user,
    {
      action: "merch.banner.delete",
      entity: "home_banner",
      entityId: id,
      details: { description: banner.description, lang: banner.lang },
    },
    async (trx) => {
      if (!(await repo.deleteBanner(trx, id))) throw new AppError("not_found");
    },
  );
}
