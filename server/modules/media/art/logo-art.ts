/**
 * Procedural company logos for the demo catalogue: 4 outlines × 16 abstract marks.
 * Initials are drawn as SVG <text> only when the caller says fonts exist, because CI
 * machines and slim containers often have no fonts and would render tofu.
 */
import { hsl, sparkle } from "./svg-primitives.ts";

type LogoColours = { from: string; to: string; fg: string; accent: string };

/** Logo glyphs, drawn around (0, 0) within about ±95 units, in white and an accent. */
const GLYPHS: readonly ((c: LogoColours) => string)[] = [
  // Stacked chevrons.
  (c) =>
    `<path d="M-78 -52 0 4 78 -52" fill="none" stroke="${c.fg}" stroke-width="28" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="M-78 4 0 60 78 4" fill="none" stroke="${c.accent}" stroke-width="28" stroke-linecap="round" stroke-linejoin="round"/>`,
  // Ring and core.
  (c) => `<circle r="78" fill="none" stroke="${c.fg}" stroke-width="24"/><circle r="34" fill="${c.accent}"/>`,
  // Overlapping discs.
  (c) => `<circle cx="-34" r="62" fill="${c.fg}"/><circle cx="34" r="62" fill="${c.accent}" opacity="0.85"/>`,
  // Leaf with a midrib.
  (c) =>
    `<path d="M-78 78C-86 -20 -20 -84 84 -84 84 20 20 86 -78 78Z" fill="${c.fg}"/>` +
    `<path d="M-60 60 34 -34" stroke="${c.to}" stroke-width="12" stroke-linecap="round"/>`,
  // Four-point star with a satellite.
  (c) => sparkle(-10, 10, 86, c.fg) + sparkle(62, -62, 26, c.accent),
  // Mountain peaks under a sun.
  (c) =>
    `<circle cx="46" cy="-52" r="22" fill="${c.accent}"/>` +
    `<path d="M-96 64-30-44 14 26 42-8 96 64Z" fill="${c.fg}" stroke="${c.fg}" stroke-width="10" stroke-linejoin="round"/>`,
  // Three waves.
  (c) =>
    [-44, 0, 44]
      .map(
        (y, i) =>
          `<path d="M-84 ${y}c28-26 56-26 84 0s56 26 84 0" fill="none" stroke="${i === 1 ? c.accent : c.fg}" stroke-width="20" stroke-linecap="round"/>`,
      )
      .join(""),
  // Four tiles, one highlighted.
  (c) =>
    [
      [-76, -76],
      [6, -76],
      [-76, 6],
      [6, 6],
    ]
      .map(
        ([x, y], i) =>
          `<rect x="${x}" y="${y}" width="70" height="70" rx="16" fill="${i === 1 ? c.accent : c.fg}"/>`,
      )
      .join(""),
  // Outlined triangle with a solid core.
  (c) =>
    `<path d="M0-80 84 66H-84Z" fill="none" stroke="${c.fg}" stroke-width="22" stroke-linejoin="round"/>` +
    `<path d="M0 0 30 44H-30Z" fill="${c.accent}" stroke="${c.accent}" stroke-width="8" stroke-linejoin="round"/>`,
  // Lightning bolt.
  (c) =>
    `<path d="M22-92-58 12H2L-22 92 58-12H-2Z" fill="${c.fg}" stroke="${c.fg}" stroke-width="10" stroke-linejoin="round"/>`,
  // Sun with rays.
  (c) =>
    `<circle r="40" fill="${c.accent}"/>` +
    Array.from({ length: 8 }, (_, i) => {
      const a = (i * Math.PI) / 4;
      const p = (r: number): string => `${(Math.cos(a) * r).toFixed(1)} ${(Math.sin(a) * r).toFixed(1)}`;
      return `<path d="M${p(62)}L${p(90)}" stroke="${c.fg}" stroke-width="18" stroke-linecap="round"/>`;
    }).join(""),
  // Pinwheel of quarter discs.
  (c) =>
    [0, 90, 180, 270]
      .map(
        (deg, i) =>
          `<path d="M0 0V-88A88 88 0 0 1 88 0Z" transform="rotate(${deg}) translate(6 -6)" fill="${i % 2 ? c.accent : c.fg}"/>`,
      )
      .join(""),
  // Rising bars.
  (c) =>
    [
      [-84, 20, 60],
      [-22, -30, 110],
      [40, -84, 164],
    ]
      .map(
        ([x, y, h], i) =>
          `<rect x="${x}" y="${y}" width="46" height="${h}" rx="14" fill="${i === 2 ? c.accent : c.fg}"/>`,
      )
      .join(""),
  // Infinity loop.
  (c) =>
    `<path d="M0 0C-28-44-88-44-88 0S-28 44 0 0 88-44 88 0 28 44 0 0Z" fill="none" stroke="${c.fg}" stroke-width="24" stroke-linejoin="round"/>` +
    `<circle r="14" fill="${c.accent}"/>`,
  // Arrow up and to the right.
  (c) =>
    `<path d="M-66 66 62-62M-26-64H64V26" fill="none" stroke="${c.fg}" stroke-width="30" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<circle cx="-66" cy="66" r="20" fill="${c.accent}"/>`,
  // Nested diamonds.
  (c) =>
    `<path d="M0-92 92 0 0 92-92 0Z" fill="none" stroke="${c.fg}" stroke-width="22" stroke-linejoin="round"/>` +
    `<path d="M0-40 40 0 0 40-40 0Z" fill="${c.accent}"/>`,
];

/** Logo outlines on a 400x400 canvas, with where their visual centre sits. */
const LOGO_SHAPES: readonly { d: string; cy: number }[] = [
  { d: "M200 24a176 176 0 1 1 0 352a176 176 0 1 1 0-352Z", cy: 200 }, // circle
  {
    d: "M112 28H288A84 84 0 0 1 372 112V288A84 84 0 0 1 288 372H112A84 84 0 0 1 28 288V112A84 84 0 0 1 112 28Z",
    cy: 200,
  }, // rounded square
  { d: "M200 22 354 111V289L200 378 46 289V111Z", cy: 200 }, // hexagon
  { d: "M200 22 356 76V186C356 284 292 348 200 380 108 348 44 284 44 186V76Z", cy: 188 }, // shield
];

export type LogoOptions = {
  /** Draw the initials as SVG text; only when the rasteriser is known to have fonts. */
  hasFonts?: boolean;
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * A 400x400 company logo on a transparent background: a gradient outline
 * (circle, rounded square, hexagon or shield) carrying an abstract mark.
 * The 64 logos combine 4 outlines with 16 marks, each in its own hue.
 */
export function logoSvg(n: number, initials: string, options: LogoOptions = {}): string {
  const i = Math.abs(Math.trunc(n)) || 0;
  const shape = LOGO_SHAPES[i % LOGO_SHAPES.length] ?? LOGO_SHAPES[0];
  const glyph = GLYPHS[Math.floor(i / LOGO_SHAPES.length) % GLYPHS.length] ?? GLYPHS[0];
  // Golden-angle hue steps keep consecutive logos far apart on the colour wheel.
  const hue = (i * 137.508 + 200) % 360;
  // Yellow-greens look neon at the lightness that suits blues, so darken them.
  const dim = 12 * Math.max(0, 1 - Math.abs(hue - 85) / 55);
  const c: LogoColours = {
    from: hsl(hue, 62, 55 - dim),
    to: hsl(hue + 24, 66, 37 - dim / 2),
    fg: "#ffffff",
    accent: hsl(hue + 160, 90, 74),
  };
  const letters = Array.from(initials.trim()).slice(0, 3).join("").toUpperCase();
  const mark =
    options.hasFonts && letters
      ? `<text x="200" y="${shape?.cy ?? 200}" dy="0.35em" text-anchor="middle" font-family="Inter, 'Helvetica Neue', Arial, sans-serif" font-weight="700" font-size="${letters.length > 2 ? 112 : 150}" fill="${c.fg}">${escapeXml(letters)}</text>`
      : `<g transform="translate(200 ${shape?.cy ?? 200}) scale(1.05)">${glyph?.(c) ?? ""}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
<defs><linearGradient id="logo" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.from}"/><stop offset="1" stop-color="${c.to}"/></linearGradient></defs>
<path d="${shape?.d ?? ""}" fill="url(#logo)" stroke="url(#logo)" stroke-width="20" stroke-linejoin="round"/>
${mark}
</svg>`;
}
