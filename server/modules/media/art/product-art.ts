/**
 * Procedural product tiles for the demo catalogue.
 *
 * Everything here is a pure function of a small key, so the whole image set is
 * bounded and reproducible; demo-images.ts rasterises these SVGs on demand.
 * Nothing relies on SVG <text>, because CI machines and slim containers often
 * have no fonts and would render tofu.
 */
import { DEMO_LEAVES, LEAF_ICONS } from "./leaf-icons.ts";
import { iconBody } from "./lucide-icons.ts";
import { DEMO_ROOTS } from "./roots.ts";
import { cachedBox } from "./svg-bounds.ts";
import { hsl, sparkle } from "./svg-primitives.ts";

/** Hue and saturation pairs chosen to read well as product colours. */
const HUES: readonly (readonly [number, number])[] = [
  [8, 72], // coral
  [174, 55], // teal
  [232, 58], // indigo
  [40, 85], // mustard
  [140, 32], // sage
  [292, 38], // plum
  [204, 72], // sky
  [20, 60], // terracotta
  [216, 42], // slate blue
  [158, 52], // mint
  [340, 62], // rose
  [262, 50], // violet
  [28, 30], // walnut
];

type Palette = {
  ink: string;
  body: string;
  light: string;
  tint: string;
  bgTop: string;
  bgBottom: string;
  accent: string;
};

function palette(index: number): Palette {
  const [h, s] = HUES[index % HUES.length] as readonly [number, number];
  return {
    ink: hsl(h, s * 0.9, 27),
    body: hsl(h, s, 56),
    light: hsl(h, s, 74),
    tint: hsl(h, s * 0.55, 87),
    bgTop: hsl(h, 22, 98),
    bgBottom: hsl(h, 16, 90),
    accent: hsl(h + 150, 75, 62),
  };
}

const STROKE = 1.6;
const FLOOR_Y = 650; // Where objects stand.
const HORIZON_Y = 560; // Where the wall meets the table, behind the object.

/** The wall-shaped tint behind the object; one of three so neighbouring tiles differ. */
function backdrop(kind: number, fill: string): string {
  switch (kind) {
    case 0:
      return `<circle cx="400" cy="${HORIZON_Y - 230}" r="230" fill="${fill}"/>`; // Rests on the horizon.
    case 1: // An arch, like a shop-window niche.
      return `<path d="M180 ${HORIZON_Y}V340a220 220 0 0 1 440 0V${HORIZON_Y}Z" fill="${fill}"/>`;
    default: // A rounded panel.
      return `<rect x="160" y="130" width="480" height="${HORIZON_Y - 130}" rx="56" fill="${fill}"/>`;
  }
}

/** Two sparkles and a dot, mirrored on odd variants so the frame feels less stamped. */
function accents(mirror: boolean, fill: string): string {
  const x = (v: number): number => (mirror ? 800 - v : v);
  return (
    sparkle(x(648), 168, 26, fill) +
    sparkle(x(692), 232, 12, fill, 0.7) +
    `<circle cx="${x(148)}" cy="222" r="9" fill="${fill}" opacity="0.5"/>`
  );
}

/**
 * The icon and palette of a product picture. A leaf category (9 digits) is drawn as one of its own
 * kind's icons. A root category (3 digits) is the key of pictures seeded before pictures followed
 * the leaf; those keep rendering, as a neutral parcel, since a root's products are of many kinds.
 */
function pictureOf(key: string, variant: number): { name: string; paletteIndex: number } {
  const v = Math.abs(Math.trunc(variant)) || 0;
  const leafIcons = LEAF_ICONS[key];
  // The key offsets the palette cycle so neighbouring kinds do not all start on coral; the
  // stride 7 is coprime with the 13 hues, so variants sharing an icon never share a colour.
  if (leafIcons) {
    const name = leafIcons[v % leafIcons.length] ?? "image-off";
    return { name, paletteIndex: DEMO_LEAVES.indexOf(key) * 3 + v * 7 };
  }
  return { name: "package", paletteIndex: Math.max(0, DEMO_ROOTS.indexOf(key)) * 3 + v * 7 };
}

/**
 * An 800x800 product tile for a leaf category (or a legacy root key): a studio wall and table, a
 * soft contact shadow and one icon drawn as a flat illustration (gradient body, dark outline,
 * offset depth), scaled to ~60% of the frame and standing on the shadow.
 */
export function productSvg(key: string, variant: number): string {
  const v = Math.abs(Math.trunc(variant)) || 0;
  const { name, paletteIndex } = pictureOf(key, v);
  const p = palette(paletteIndex);
  const body = iconBody(name);
  const box = cachedBox(name);

  const pad = STROKE / 2;
  const w = box.x1 - box.x0 + 2 * pad;
  const h = box.y1 - box.y0 + 2 * pad;
  const scale = Math.min(480 / w, 460 / h, 30);
  const tx = 400 - (box.x0 - pad + w / 2) * scale;
  const ty = FLOOR_Y - (box.y1 + pad) * scale;
  const shadowW = Math.max(120, w * scale * 0.58);
  const horizon = HORIZON_Y / 800;

  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.bgTop}"/><stop offset="${horizon}" stop-color="${p.bgBottom}"/><stop offset="${horizon + 0.004}" stop-color="${p.bgTop}"/><stop offset="1" stop-color="${p.bgBottom}"/></linearGradient>
<radialGradient id="shadow"><stop offset="0" stop-color="${p.ink}" stop-opacity="0.4"/><stop offset="0.55" stop-color="${p.ink}" stop-opacity="0.12"/><stop offset="1" stop-color="${p.ink}" stop-opacity="0"/></radialGradient>
<linearGradient id="body" gradientUnits="userSpaceOnUse" x1="${box.x0}" y1="${box.y0}" x2="${box.x1}" y2="${box.y1}"><stop offset="0" stop-color="${p.light}"/><stop offset="1" stop-color="${p.body}"/></linearGradient>
</defs>
<rect width="800" height="800" fill="url(#bg)"/>
${backdrop(v % 3, p.tint)}
${accents(v % 2 === 1, p.accent)}
<ellipse cx="400" cy="${FLOOR_Y + 2}" rx="${shadowW.toFixed(1)}" ry="${Math.max(16, shadowW * 0.1).toFixed(1)}" fill="url(#shadow)"/>
<g transform="translate(${tx.toFixed(2)} ${ty.toFixed(2)}) scale(${scale.toFixed(3)})" stroke-linecap="round" stroke-linejoin="round">
<g transform="translate(0.45 0.55)" fill="${p.ink}" stroke="${p.ink}" stroke-width="${STROKE}" opacity="0.14" color="${p.ink}">${body}</g>
<g fill="url(#body)" stroke="none" color="${p.ink}">${body}</g>
<g fill="none" stroke="${p.ink}" stroke-width="${STROKE}" color="${p.ink}">${body}</g>
</g>
</svg>`;
}
