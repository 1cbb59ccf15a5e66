import { createHash } from "node:crypto";
import { productTag } from "./page-marks.ts";

const SCRIPT_OPEN = Buffer.from("<script");
const SCRIPT_CLOSE = Buffer.from("</script>");
// Script types a browser executes; data blocks (application/json, ld+json) are not scripts to CSP.
const EXECUTABLE_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);

/**
 * The Content-Security-Policy sources (`'sha256-…'`) of the inline scripts a page runs, hashed
 * over their bytes as they stand in the page (UTF-8, as browsers hash them). Scripts with a `src`
 * are left to the policy's other sources.
 */
export function inlineScriptHashes(page: Buffer): string[] {
  const hashes = new Set<string>();
  let at = page.indexOf(SCRIPT_OPEN);
  while (at !== -1) {
    const tagEnd = page.indexOf(0x3e /* > */, at);
    if (tagEnd === -1) break;
    const attributes = page.toString("latin1", at + SCRIPT_OPEN.length, tagEnd);
    const close = page.indexOf(SCRIPT_CLOSE, tagEnd);
    if (close === -1) break;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? "";
    if (!/\bsrc\s*=/i.test(attributes) && EXECUTABLE_TYPES.has(type)) {
      const digest = createHash("sha256")
        .update(page.subarray(tagEnd + 1, close))
        .digest("base64");
      hashes.add(`'sha256-${digest}'`);
    }
    at = page.indexOf(SCRIPT_OPEN, close);
  }
  return [...hashes];
}

const PRODUCT_LINK = /href="[^"]*\/pr\/(\d+)/g;

/**
 * The products a page shows, by the links it holds to their pages (core/rules/slug.ts productPath):
 * every product card, recommendation and sponsored product links its page. A change to one of
 * them removes the page from the cache.
 */
export function shownProductTags(page: Buffer): string[] {
  const tags = new Set<string>();
  for (const match of page.toString("latin1").matchAll(PRODUCT_LINK)) tags.add(productTag(Number(match[1])));
  return [...tags];
}

/** A strong validator of the page's bytes in one encoding. */
export function entityTag(body: Buffer, encoding: string): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}-${encoding}"`;
}
