/**
 * Images uploaded in the console (home banners and category tiles).
 *
 * The bytes are decoded by sharp, so the type is judged by content, never by the file name or
 * the browser's claim; the picture is then re-encoded as a JPEG without metadata (no EXIF
 * location, nothing but pixels survives) and kept on disk under a random name, like the demo
 * images' cache. /media/uploads/{name}[_{W}x{H}].jpg serves it and its resized variants.
 */
import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { MERCH_IMAGE } from "#core/schemas/merchandising.ts";
import { AppError } from "#server/lib/errors.ts";
import { UPLOAD_PREFIX, uploadsDir } from "./upload-paths.ts";

const NAME = /^[0-9a-f]{32}$/;
const FORMATS = new Set(["jpeg", "png", "webp"]);
/** Largest side kept: the banner is shown at most 1600 px wide, twice that for sharp screens. */
const MAX_SIDE = 3200;
/** Refuses decompression bombs before decoding them. */
const MAX_INPUT_PIXELS = 40_000_000;

/** Reasons an upload is refused, as the console's translation keys. */
export const UPLOAD_ERRORS = {
  missing: "console.merchandising.imageRequired",
  tooLarge: "console.merchandising.imageTooLarge",
  notImage: "console.merchandising.imageNotImage",
  tooSmall: "console.merchandising.imageTooSmall",
} as const;

const refuse = (field: string, key: string) => new AppError("invalid_data", key, { [field]: key });

/** What an upload must be, and the keys of the messages that refuse it. */
export interface ImageRules {
  maxBytes: number;
  minWidth: number;
  minHeight: number;
  errors: { [K in keyof typeof UPLOAD_ERRORS]: string };
}

const MERCH_RULES: ImageRules = { ...MERCH_IMAGE, errors: UPLOAD_ERRORS };

/**
 * Checks and stores one uploaded image; returns its public URL. `field` names the form field;
 * `rules` default to the console's banners and tiles (a company logo has its own).
 */
export async function storeUploadedImage(
  dataDir: string,
  bytes: Uint8Array,
  field = "image",
  rules: ImageRules = MERCH_RULES,
): Promise<string> {
  if (!bytes.byteLength) throw refuse(field, rules.errors.missing);
  if (bytes.byteLength > rules.maxBytes) throw refuse(field, rules.errors.tooLarge);
  let jpeg: Buffer;
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
    const meta = await image.metadata();
    if (!meta.format || !FORMATS.has(meta.format)) throw refuse(field, rules.errors.notImage);
    if ((meta.width ?? 0) < rules.minWidth || (meta.height ?? 0) < rules.minHeight)
      throw refuse(field, rules.errors.tooSmall);
    jpeg = await image
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 85, mozjpeg: Boolean(sharp.versions.mozjpeg) })
      .toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    // sharp could not decode it (text, a script, a truncated file, too many pixels…).
    throw refuse(field, rules.errors.notImage);
  }
  const name = randomBytes(16).toString("hex");
  await writeAtomically(join(uploadsDir(dataDir), `${name}.jpg`), jpeg);
  return `${UPLOAD_PREFIX}${name}.jpg`;
}

/** Write then rename, so a reader in another worker never sees half a file. */
export async function writeAtomically(file: string, body: Uint8Array): Promise<void> {
  await mkdir(join(file, ".."), { recursive: true });
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temp, body);
  await rename(temp, file);
}

/** The stored original of `/media/uploads/{name}.jpg`, or undefined for any other name. */
export async function readUpload(dataDir: string, name: string): Promise<Buffer | undefined> {
  if (!NAME.test(name)) return undefined;
  return readFile(join(uploadsDir(dataDir), `${name}.jpg`)).catch(() => undefined);
}

/** A stored upload cropped to cover width × height (the page's 800x200 banner on phones…). */
export async function renderUploadVariant(original: Buffer, width: number, height: number): Promise<Buffer> {
  return sharp(original)
    .resize(width, height, { fit: "cover" })
    .jpeg({ quality: 82, mozjpeg: Boolean(sharp.versions.mozjpeg) })
    .toBuffer();
}
