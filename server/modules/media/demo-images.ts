/**
 * Demo catalogue images, rendered on demand from a small bounded key.
 *
 * A million demo products share 147 leaf categories × 8 product pictures, 64
 * logos and 16 banners, so callers can cache every rendering and nothing is ever
 * written per product. Pictures keyed by root category (8 × 24) are from
 * catalogues seeded before pictures followed the leaf; they still render.
 */
import sharp from "sharp";
import { bannerSvg } from "./art/banner-art.ts";
import { logoSvg } from "./art/logo-art.ts";
import { DEMO_LEAVES, LEAF_ICONS } from "./art/leaf-icons.ts";
import { productSvg } from "./art/product-art.ts";
import { DEMO_ROOTS } from "./art/roots.ts";
import { notFoundSvg } from "./art/ui-icons.ts";

/** Pictures per leaf category. */
export const DEMO_PRODUCT_VARIANTS = 8;
/** Pictures per root category, in the older root-keyed scheme. */
export const DEMO_ROOT_VARIANTS = 24;
export const DEMO_LOGOS = 64;
export const DEMO_BANNERS = 16;
/** Largest width or height a caller may ask for; bounds the work one request can cause. */
export const MAX_DEMO_IMAGE_SIDE = 2400;
export const DEMO_MEDIA_PREFIX = "/media/demo/";

export type DemoImageKind = "product" | "logo" | "banner" | "notfound";
export type DemoImageSize = { width: number; height: number };
export type DemoImageRef = { kind: DemoImageKind; key: string };

// ---------------------------------------------------------------- URLs

/** Folds any integer (e.g. a hash of a product id) into 0..count-1. */
function fold(n: number, count: number): number {
  const i = Math.trunc(Number.isFinite(n) ? n : 0);
  return ((i % count) + count) % count;
}

/**
 * `/media/demo/product/{leaf}-{variant}.jpg`: a picture of a product of that leaf category's kind;
 * the variant is folded into 0..7 so seeders may pass a hash.
 */
export function demoProductPicture(leaf: string, variant: number): string {
  if (!LEAF_ICONS[leaf]) throw new RangeError(`Unknown demo leaf category: ${leaf}`);
  return `${DEMO_MEDIA_PREFIX}product/${leaf}-${fold(variant, DEMO_PRODUCT_VARIANTS)}.jpg`;
}

/** The icons a leaf category's pictures show (empty for a code the demo has no pictures of). */
export function demoLeafIcons(leaf: string): readonly string[] {
  return LEAF_ICONS[leaf] ?? [];
}

/** `/media/demo/logo/{n}.png`, n folded into 0..63. */
export function demoLogo(n: number): string {
  return `${DEMO_MEDIA_PREFIX}logo/${fold(n, DEMO_LOGOS)}.png`;
}

/** `/media/demo/banner/{n}.jpg`, n folded into 0..15. */
export function demoBanner(n: number): string {
  return `${DEMO_MEDIA_PREFIX}banner/${fold(n, DEMO_BANNERS)}.jpg`;
}

/** `/media/demo/notfound/0.jpg`, the placeholder for missing pictures (same `{kind}/{key}.{ext}` shape as the rest). */
export function demoNotFound(): string {
  return `${DEMO_MEDIA_PREFIX}notfound/0.jpg`;
}

/** Every demo image URL: the whole bounded set, e.g. to warm a cache. */
export function listDemoImagePaths(): string[] {
  const paths: string[] = [];
  for (const leaf of DEMO_LEAVES) {
    for (let v = 0; v < DEMO_PRODUCT_VARIANTS; v++) paths.push(demoProductPicture(leaf, v));
  }
  for (const root of DEMO_ROOTS) {
    for (let v = 0; v < DEMO_ROOT_VARIANTS; v++) paths.push(`${DEMO_MEDIA_PREFIX}product/${root}-${v}.jpg`);
  }
  for (let n = 0; n < DEMO_LOGOS; n++) paths.push(demoLogo(n));
  for (let n = 0; n < DEMO_BANNERS; n++) paths.push(demoBanner(n));
  paths.push(demoNotFound());
  return paths;
}

// ---------------------------------------------------------------- keys

/** A canonical decimal index below `count`: no sign, no leading zeros, so each image has exactly one URL. */
function parseIndex(text: string, count: number): number | undefined {
  if (!/^(?:0|[1-9]\d{0,5})$/.test(text)) return undefined;
  const n = Number(text);
  return n < count ? n : undefined;
}

/** A leaf key (`002001003-5`) or an older root key (`002-17`), each within its own bounded set. */
function parseProductKey(key: string): { category: string; variant: number } | undefined {
  const m = /^(\d{3}|\d{9})-(\d+)$/.exec(key);
  if (!m) return undefined;
  const category = m[1] as string;
  const isLeaf = category.length === 9;
  const variant = parseIndex(m[2] as string, isLeaf ? DEMO_PRODUCT_VARIANTS : DEMO_ROOT_VARIANTS);
  const known = isLeaf ? LEAF_ICONS[category] !== undefined : DEMO_ROOTS.includes(category);
  if (!known || variant === undefined) return undefined;
  return { category, variant };
}

/**
 * Parses the part of a URL after `/media/demo/` (`product/020001002-5.jpg`,
 * `logo/7.png`, `banner/3.jpg`, `notfound/0.jpg`). Anything else, including
 * traversal, other extensions and out-of-range numbers, gives undefined.
 */
export function parseDemoPath(path: string): DemoImageRef | undefined {
  if (typeof path !== "string") return undefined;
  const m = /^(product|logo|banner|notfound)\/([0-9-]+)\.(jpg|png)$/.exec(path);
  if (!m) return undefined;
  const kind = m[1] as DemoImageKind;
  const key = m[2] as string;
  if (m[3] !== (kind === "logo" ? "png" : "jpg")) return undefined;
  return demoArt(kind, key) ? { kind, key } : undefined;
}

type Art = { width: number; height: number; svg: () => string };

/** The natural size and SVG builder for a key, or undefined when the key is outside the bounded set. */
function demoArt(kind: DemoImageKind, key: string): Art | undefined {
  switch (kind) {
    case "product": {
      const p = parseProductKey(key);
      return p && { width: 800, height: 800, svg: () => productSvg(p.category, p.variant) };
    }
    case "logo": {
      const n = parseIndex(key, DEMO_LOGOS);
      // No initials: keys carry none, and SVG text would need fonts on the server.
      return n === undefined ? undefined : { width: 400, height: 400, svg: () => logoSvg(n, "") };
    }
    case "banner": {
      const n = parseIndex(key, DEMO_BANNERS);
      return n === undefined ? undefined : { width: 1600, height: 400, svg: () => bannerSvg(n) };
    }
    case "notfound": // "" is accepted too, for callers that think of the placeholder as keyless.
      return key === "0" || key === "" ? { width: 400, height: 400, svg: notFoundSvg } : undefined;
    default:
      return undefined;
  }
}

// ---------------------------------------------------------------- rendering

const useMozjpeg = Boolean(sharp.versions.mozjpeg);

function validSize(size: DemoImageSize | undefined): size is DemoImageSize {
  if (!size || typeof size !== "object") return false;
  const ok = (n: unknown): boolean =>
    Number.isInteger(n) && (n as number) >= 1 && (n as number) <= MAX_DEMO_IMAGE_SIDE;
  return ok(size.width) && ok(size.height);
}

/**
 * Renders one demo image: JPEG (quality 82) for products, banners and the
 * placeholder, PNG for logos. With `size`, the image is cropped to cover
 * exactly width x height. Bad keys or sizes give undefined, never an error.
 */
export async function renderDemoImage(
  kind: DemoImageKind,
  key: string,
  size?: DemoImageSize,
): Promise<Buffer | undefined> {
  if (typeof kind !== "string" || typeof key !== "string") return undefined;
  if (size !== undefined && !validSize(size)) return undefined;
  const art = demoArt(kind, key);
  if (!art) return undefined;

  // Rasterise the vector straight at the target scale (SVG density is in dpi,
  // 72 = natural size) instead of rendering large and shrinking: sharper and faster.
  const scale = size ? Math.max(size.width / art.width, size.height / art.height) : 1;
  const density = Math.min(10000, Math.max(1, 72 * scale));
  let image = sharp(Buffer.from(art.svg()), { density });
  image = image.resize(size?.width ?? art.width, size?.height ?? art.height, { fit: "cover" });
  if (kind === "logo") return image.png({ compressionLevel: 9 }).toBuffer();
  return image.flatten({ background: "#ffffff" }).jpeg({ quality: 82, mozjpeg: useMozjpeg }).toBuffer();
}
