/**
 * The icons the demo art draws: lucide's, as raw SVG sources, and the drawn ones for product kinds
 * lucide lacks; and how to get an icon's drawable children for embedding in a larger picture.
 */
import * as lucide from "lucide-static";
import { DRAWN_ICONS } from "./drawn-icons.ts";

const LUCIDE = lucide as unknown as Record<string, string | undefined>;

/** Lucide exports each icon under its name in PascalCase: "flower-2" is `Flower2`. */
function exportName(name: string): string {
  return name
    .split("-")
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join("");
}

/** The full lucide SVG of an icon by its kebab-case name, or undefined when lucide has none. */
export function lucideSvg(name: string): string | undefined {
  const svg = LUCIDE[exportName(name)];
  return typeof svg === "string" && svg.includes("<svg") ? svg : undefined;
}

/** Whether the demo art can draw an icon of this name. */
export function hasIcon(name: string): boolean {
  return name in DRAWN_ICONS || lucideSvg(name) !== undefined;
}

/** The drawable children of an icon (paths, circles, …); lucide's "image-off" for unknown names. */
export function iconBody(name: string): string {
  const drawn = DRAWN_ICONS[name];
  if (drawn) return drawn;
  const svg = lucideSvg(name) ?? lucideSvg("image-off") ?? "";
  const start = svg.indexOf(">", svg.indexOf("<svg")) + 1;
  return svg.slice(start, svg.lastIndexOf("</svg>")).trim();
}
