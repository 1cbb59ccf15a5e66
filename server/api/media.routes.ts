import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { Hono } from "hono";
import {
  parseDemoPath,
  readUpload,
  renderDemoImage,
  renderUploadVariant,
  writeAtomically,
} from "#server/modules/media/index.ts";
import type { AppDeps } from "../deps.ts";

/** Sizes pages ask for: card thumbnails, gallery, logos, banners. Others are refused (no resize DoS). */
export const IMAGE_SIZES = ["200x200", "400x400", "400x520", "800x800", "1600x400", "800x200"] as const;
const VARIANT = /^(.+?)(?:_(\d+x\d+))?\.(jpg|png)$/;

/**
 * /media/demo/{kind}/{key}[_{W}x{H}].{jpg|png}: generated demo images, rendered on first request
 * and kept on disk, so a catalogue of a million products shares a small bounded set of files.
 */
export function createMediaRoutes(deps: AppDeps) {
  const cacheDir = join(deps.config.dataDir, "media-cache");
  const media = new Hono();
  media.get("/demo/:kind/:file", async (c) => {
    const match = VARIANT.exec(c.req.param("file"));
    const size = match?.[2];
    if (!match || (size && !(IMAGE_SIZES as readonly string[]).includes(size))) return c.notFound();
    const parsed = parseDemoPath(`${c.req.param("kind")}/${match[1]}.${match[3]}`);
    if (!parsed) return c.notFound();
    const cacheFile = join(cacheDir, `${c.req.param("kind")}-${c.req.param("file")}`);
    let body: Buffer | undefined = await readFile(cacheFile).catch(() => undefined);
    if (!body) {
      const [width, height] = size ? size.split("x").map(Number) : [];
      body = await renderDemoImage(parsed.kind, parsed.key, width && height ? { width, height } : undefined);
      if (!body) return c.notFound();
      await mkdir(cacheDir, { recursive: true });
      // Write then rename, so a concurrent reader never sees half a file.
      const temp = `${cacheFile}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temp, body);
      await rename(temp, cacheFile);
    }
    return c.body(new Uint8Array(body), 200, {
      "Content-Type": match[3] === "png" ? "image/png" : "image/jpeg",
      "Cache-Control": "public, max-age=604800",
    });
  });
  // Console uploads: random names, never rewritten, so browsers may keep them for good.
  media.get("/uploads/:file", async (c) => {
    const match = VARIANT.exec(c.req.param("file"));
    if (!match) return c.notFound();
    const size = match[2];
    if (match[3] !== "jpg" || (size && !(IMAGE_SIZES as readonly string[]).includes(size)))
      return c.notFound();
    const original = await readUpload(deps.config.dataDir, match[1] as string);
    if (!original) return c.notFound();
    let body = original;
    if (size) {
      const cacheFile = join(cacheDir, `uploads-${c.req.param("file")}`);
      const cached = await readFile(cacheFile).catch(() => undefined);
      if (cached) body = cached;
      else {
        const [width, height] = size.split("x").map(Number) as [number, number];
        body = await renderUploadVariant(original, width, height);
        await writeAtomically(cacheFile, body);
      }
    }
    return c.body(new Uint8Array(body), 200, {
      "Content-Type": "image/jpeg",
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    });
  });
  media.all("*", (c) => c.notFound());
  return media;
}
