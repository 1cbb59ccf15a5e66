/** Procedural storefront banners for the demo catalogue, deterministic per key. */
import { hsl } from "./svg-primitives.ts";

/** Small deterministic PRNG (mulberry32) so banner layouts are stable per key. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A closed wave band across the banner, from baseline `y` down to the bottom edge. */
function wave(y: number, amp: number, length: number, phase: number): string {
  const pts: string[] = [];
  for (let x = -20; x <= 1620; x += 20) {
    const wy =
      y +
      amp * Math.sin((x / length) * 2 * Math.PI + phase) +
      amp * 0.35 * Math.sin((x / length) * 5.1 + phase * 2);
    pts.push(`${x} ${wy.toFixed(1)}`);
  }
  return `M${pts.join("L")}L1620 420L-20 420Z`;
}

/** Banner gradients as [hue, saturation, lightness] pairs, left to right. */
const BANNER_GRADIENTS: readonly (readonly [
  readonly [number, number, number],
  readonly [number, number, number],
])[] = [
  [
    [222, 62, 30],
    [186, 70, 46],
  ], // navy → teal
  [
    [248, 55, 38],
    [286, 52, 56],
  ], // indigo → violet
  [
    [300, 40, 32],
    [12, 78, 64],
  ], // plum → coral
  [
    [152, 55, 24],
    [96, 50, 52],
  ], // forest → lime
  [
    [214, 60, 22],
    [200, 80, 56],
  ], // midnight → sky
  [
    [345, 60, 32],
    [28, 88, 60],
  ], // wine → orange
  [
    [205, 24, 30],
    [162, 46, 54],
  ], // slate → mint
  [
    [176, 64, 28],
    [80, 56, 54],
  ], // teal → lime
  [
    [22, 48, 30],
    [40, 88, 56],
  ], // walnut → amber
  [
    [268, 46, 36],
    [330, 70, 66],
  ], // purple → pink
  [
    [196, 80, 28],
    [182, 66, 50],
  ], // ocean → cyan
  [
    [220, 20, 20],
    [224, 64, 54],
  ], // charcoal → blue
  [
    [160, 64, 26],
    [176, 56, 44],
  ], // emerald → teal
  [
    [350, 58, 50],
    [22, 90, 72],
  ], // rose → peach
  [
    [8, 62, 36],
    [44, 90, 58],
  ], // brick → gold
  [
    [234, 40, 28],
    [268, 50, 58],
  ], // ink → lavender
];

/** A 1600x400 storefront banner: gradient sky, soft orbs or light beams, a dot grid and layered waves. No text. */
export function bannerSvg(n: number): string {
  const i = Math.abs(Math.trunc(n)) || 0;
  const rnd = random(i * 7919 + 17);
  const [a, b] = BANNER_GRADIENTS[i % BANNER_GRADIENTS.length] ??
    BANNER_GRADIENTS[0] ?? [
      [0, 0, 50],
      [0, 0, 60],
    ];
  const from = hsl(a[0], a[1], a[2]);
  const to = hsl(b[0], b[1], b[2]);
  // Odd banners trade the floating orbs for diagonal light beams, so neighbours differ in shape, not just colour.
  const light =
    i % 2 === 0
      ? Array.from({ length: 5 }, () => {
          const r = 60 + rnd() * 180;
          return `<circle cx="${(rnd() * 1600).toFixed(0)}" cy="${(rnd() * 260).toFixed(0)}" r="${r.toFixed(0)}" fill="#ffffff" opacity="${(0.05 + rnd() * 0.08).toFixed(2)}"/>`;
        }).join("")
      : Array.from({ length: 4 }, () => {
          const x = rnd() * 1500;
          const w = 60 + rnd() * 220;
          return `<path d="M${x.toFixed(0)} 0h${w.toFixed(0)}l-260 400h-${w.toFixed(0)}Z" fill="#ffffff" opacity="${(0.05 + rnd() * 0.07).toFixed(2)}"/>`;
        }).join("");
  const rings = Array.from({ length: 2 }, () => {
    const r = 30 + rnd() * 50;
    return `<circle cx="${(200 + rnd() * 1200).toFixed(0)}" cy="${(40 + rnd() * 140).toFixed(0)}" r="${r.toFixed(0)}" fill="none" stroke="#ffffff" stroke-width="6" opacity="0.2"/>`;
  }).join("");
  // Snap the dot grid to the pattern tile so no row is cut in half.
  const gridX = 24 * Math.round((rnd() < 0.5 ? 80 + rnd() * 200 : 1200 + rnd() * 200) / 24);
  const layers = [
    { y: 250, fill: "#ffffff", opacity: 0.1 },
    { y: 296, fill: hsl(b[0], 80, 82), opacity: 0.25 },
    { y: 348, fill: hsl(b[0], 40, 98), opacity: 0.92 },
  ]
    .map(
      (l) =>
        `<path d="${wave(l.y, 12 + rnd() * 18, 500 + rnd() * 600, rnd() * 6.28)}" fill="${l.fill}" opacity="${l.opacity}"/>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="400" viewBox="0 0 1600 400">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="1" y2="0.6"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<pattern id="dots" width="24" height="24" patternUnits="userSpaceOnUse"><circle cx="12" cy="12" r="3" fill="#ffffff"/></pattern>
</defs>
<rect width="1600" height="400" fill="url(#sky)"/>
${light}
<rect x="${gridX}" y="48" width="216" height="144" fill="url(#dots)" opacity="0.28"/>
${rings}
${layers}
</svg>`;
}
