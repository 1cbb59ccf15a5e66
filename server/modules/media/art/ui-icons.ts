/** Inline SVGs for the UI: root category menu icons and the "image not found" placeholder. */
import { iconBody, lucideSvg } from "./lucide-icons.ts";
import { ROOT_ICON_NAMES, ROOT_SLUGS } from "./roots.ts";

/** The menu icon for a root category (code like "020" or slug like "home"), as inline lucide SVG. */
export function categoryIconSvg(root: string): string {
  const code = ROOT_SLUGS[root] ? root : Object.keys(ROOT_SLUGS).find((k) => ROOT_SLUGS[k] === root);
  const name = (code && ROOT_ICON_NAMES[code]) || "package";
  return (lucideSvg(name) ?? "").trim();
}

/** The 400x400 "image not found" placeholder: a muted picture-off icon on a neutral card. */
export function notFoundSvg(): string {
  const scale = 8;
  const offset = 200 - 12 * scale;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f8fafc"/><stop offset="1" stop-color="#e2e8f0"/></linearGradient></defs>
<rect width="400" height="400" fill="url(#bg)"/>
<circle cx="200" cy="200" r="132" fill="#e2e8f0"/>
<g transform="translate(${offset} ${offset}) scale(${scale})" fill="none" stroke="#94a3b8" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round" color="#94a3b8">${iconBody("image-off")}</g>
</svg>`;
}
