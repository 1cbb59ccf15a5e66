import {
  MAX_BANNER_PICTURES,
  STOREFRONT_PICTURE_KINDS,
  StorefrontSettingsSchema,
} from "#core/schemas/company-texts.ts";
import { z } from "zod";
import { MERCH_IMAGE } from "#core/schemas/merchandising.ts";
import type { Db } from "#server/db/connect.ts";
import type { Clock } from "#server/lib/clock.ts";
import { AppError } from "#server/lib/errors.ts";
import { jsonList } from "#server/lib/json-list.ts";
import { parseOrThrow } from "#server/lib/parse-input.ts";
import type { Actor } from "#server/modules/accounts/index.ts";
import { storeUploadedImage } from "#server/modules/media/index.ts";
import * as repo from "./company-storefront.repo.ts";
import { touchCompany } from "./company-texts.repo.ts";
import { requireCan } from "./team.service.ts";

/**
 * A company's storefront settings: its name key (its own address), theme colour, logo and banner
 * pictures. Every change marks the company changed, so the storefront and the product pages show
 * it on their next request.
 */

export interface StorefrontView {
  companyId: number;
  companyName: string;
  nameKey: string | null;
  themeColor: string | null;
  logo: string | null;
  banners: string[];
}

/** Logos may be small and square; banners are wide. */
const PICTURE_RULES = {
  logo: { minWidth: 64, minHeight: 64 },
  banner: { minWidth: 400, minHeight: 100 },
} as const;
const PICTURE_ERRORS = {
  missing: "supplier.storefront.pictureRequired",
  tooLarge: "supplier.storefront.pictureTooLarge",
  notImage: "supplier.storefront.pictureNotImage",
  tooSmall: "supplier.storefront.pictureTooSmall",
};

async function load(db: Db, companyId: number): Promise<StorefrontView> {
  const row = await repo.findStorefrontRow(db, companyId);
  if (!row) throw new AppError("not_found");
  return {
    companyId: row.id,
    companyName: row.name,
    nameKey: row.name_key,
    themeColor: row.theme_color,
    logo: row.logo_url,
    banners: jsonList(row.banner_pictures ?? "[]"),
  };
}

export async function readStorefront(db: Db, actor: Actor, companyId: number): Promise<StorefrontView> {
  await requireCan(db, actor, "company.view", companyId);
  return load(db, companyId);
}

/** A name key for a company that has none yet, so a picture can be kept before the key is chosen. */
const provisionalKey = (companyId: number) => `company-${companyId}`;

/** Saves the name key (unique among storefronts) and the theme colour. */
export async function saveStorefrontSettings(
  db: Db,
  clock: Clock,
  actor: Actor,
  companyId: number,
  input: unknown,
): Promise<StorefrontView> {
  await requireCan(db, actor, "company.edit_storefront", companyId);
  const settings = parseOrThrow(StorefrontSettingsSchema, input);
  const taken = () =>
    new AppError("conflict", "supplier.storefront.nameKeyTaken", {
      nameKey: "supplier.storefront.nameKeyTaken",
    });
  const now = new Date(clock.now()).toISOString();
  try {
    await db.transaction().execute(async (trx) => {
      const owner = await repo.findNameKeyOwner(trx, settings.nameKey);
      if (owner && owner.company_id !== companyId) throw taken();
      // Another company's provisional key is kept for it, so its first upload always finds it free.
      const provisional = /^company-(\d+)$/.exec(settings.nameKey);
      if (provisional && Number(provisional[1]) !== companyId) throw taken();
      await repo.upsertWebsite(trx, companyId, {
        name_key: settings.nameKey,
        theme_color: settings.themeColor,
      });
      await touchCompany(trx, companyId, now);
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    // Two companies choosing one key at once: the unique index refuses the second.
    const owner = await repo.findNameKeyOwner(db, settings.nameKey);
    if (owner && owner.company_id !== companyId) throw taken();
    throw error;
  }
  return load(db, companyId);
}

/**
 * Stores an uploaded picture (its type judged by content, re-encoded without metadata) as the
 * logo, replacing the old one, or as the last banner picture.
 */
export async function addStorefrontPicture(
  db: Db,
  clock: Clock,
  dataDir: string,
  actor: Actor,
  companyId: number,
  kindInput: unknown,
  bytes: Uint8Array | undefined,
): Promise<StorefrontView> {
  await requireCan(db, actor, "company.edit_storefront", companyId);
  const kind = parseOrThrow(z.enum(STOREFRONT_PICTURE_KINDS), kindInput, "kind");
  const before = await load(db, companyId);
  if (kind === "banner" && before.banners.length >= MAX_BANNER_PICTURES)
    throw new AppError("conflict", "supplier.storefront.tooManyBanners", {
      picture: "supplier.storefront.tooManyBanners",
    });
  const url = await storeUploadedImage(dataDir, bytes ?? new Uint8Array(), "picture", {
    ...PICTURE_RULES[kind],
    maxBytes: MERCH_IMAGE.maxBytes,
    errors: PICTURE_ERRORS,
  });
  const now = new Date(clock.now()).toISOString();
  await db.transaction().execute(async (trx) => {
    // Marks the company changed first: on PostgreSQL this also holds its row until the commit.
    await touchCompany(trx, companyId, now);
    if (kind === "logo") {
      await repo.setLogo(trx, companyId, url, now);
      return;
    }
    const view = await load(trx, companyId);
    if (view.banners.length >= MAX_BANNER_PICTURES)
      throw new AppError("conflict", "supplier.storefront.tooManyBanners", {
        picture: "supplier.storefront.tooManyBanners",
      });
    await repo.upsertWebsite(trx, companyId, {
      name_key: view.nameKey ?? provisionalKey(companyId),
      banner_pictures: JSON.stringify([...view.banners, url]),
    });
  });
  return load(db, companyId);
}

const PictureRefSchema = z.object({
  kind: z.enum(STOREFRONT_PICTURE_KINDS),
  index: z.coerce
    .number()
    .int()
    .min(0)
    .max(MAX_BANNER_PICTURES - 1)
    .default(0),
});
export const PICTURE_MOVES = ["up", "down", "remove"] as const;

/** Moves a banner picture one place up or down, or removes a banner picture or the logo. */
export async function changeStorefrontPicture(
  db: Db,
  clock: Clock,
  actor: Actor,
  companyId: number,
  input: unknown,
  moveInput: unknown,
): Promise<StorefrontView> {
  await requireCan(db, actor, "company.edit_storefront", companyId);
  const { kind, index } = parseOrThrow(PictureRefSchema, input);
  const move = parseOrThrow(z.enum(PICTURE_MOVES), moveInput, "move");
  const now = new Date(clock.now()).toISOString();
  await db.transaction().execute(async (trx) => {
    // Marks the company changed first: on PostgreSQL this also holds its row until the commit.
    await touchCompany(trx, companyId, now);
    const view = await load(trx, companyId);
    if (kind === "logo") {
      if (move !== "remove" || !view.logo) throw new AppError("not_found");
      await repo.setLogo(trx, companyId, null, now);
      return;
    }
    const banners = [...view.banners];
    if (index >= banners.length) throw new AppError("not_found");
    if (move === "remove") banners.splice(index, 1);
    else {
      const other = move === "up" ? index - 1 : index + 1;
      if (other < 0 || other >= banners.length) return;
      [banners[index], banners[other]] = [banners[other]!, banners[index]!];
    }
    await repo.setBannerPictures(trx, companyId, JSON.stringify(banners));
  });
  return load(db, companyId);
}
