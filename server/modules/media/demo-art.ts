/**
 * Procedural artwork for the demo catalogue: product tiles, logos, banners.
 *
 * Everything here is a pure function of a small key, so the whole image set is
 * bounded and reproducible; demo-images.ts rasterises these SVGs on demand.
 * Nothing relies on SVG <text> unless the caller says fonts exist, because CI
 * machines and slim containers often have no fonts and would render tofu.
 */
import {
  Anvil,
  Apple,
  Armchair,
  Backpack,
  Bath,
  BedDouble,
  BedSingle,
  Bike,
  Blender,
  BrickWall,
  Briefcase,
  Camera,
  Cherry,
  Coffee,
  Cog,
  Construction,
  CookingPot,
  Cpu,
  Crown,
  CupSoda,
  Drill,
  Dumbbell,
  Factory,
  Flower2,
  Footprints,
  Forklift,
  Gamepad2,
  Gem,
  Glasses,
  Grape,
  Hammer,
  Handbag,
  HardHat,
  Headphones,
  House,
  ImageOff,
  Lamp,
  LampDesk,
  LampFloor,
  Laptop,
  Medal,
  Milk,
  Package,
  PaintBucket,
  PaintRoller,
  Pickaxe,
  PlantPot,
  RockingChair,
  Sailboat,
  Shirt,
  ShoppingBag,
  Shovel,
  Smartphone,
  Sofa,
  Speaker,
  Sprout,
  Tent,
  Timer,
  Toolbox,
  Tractor,
  TrafficCone,
  Trophy,
  Truck,
  Umbrella,
  Utensils,
  Volleyball,
  Watch,
  Weight,
  Wheat,
  Wine,
  Wrench,
} from "lucide-static";

/** Lucide SVG sources by icon name; only the icons the demo art uses. */
const ICONS: Record<string, string> = {
  anvil: Anvil,
  apple: Apple,
  armchair: Armchair,
  backpack: Backpack,
  bath: Bath,
  "bed-double": BedDouble,
  "bed-single": BedSingle,
  bike: Bike,
  briefcase: Briefcase,
  blender: Blender,
  "brick-wall": BrickWall,
  camera: Camera,
  cherry: Cherry,
  coffee: Coffee,
  cog: Cog,
  construction: Construction,
  "cooking-pot": CookingPot,
  cpu: Cpu,
  crown: Crown,
  "cup-soda": CupSoda,
  drill: Drill,
  dumbbell: Dumbbell,
  factory: Factory,
  "flower-2": Flower2,
  footprints: Footprints,
  forklift: Forklift,
  "gamepad-2": Gamepad2,
  gem: Gem,
  glasses: Glasses,
  grape: Grape,
  hammer: Hammer,
  handbag: Handbag,
  "hard-hat": HardHat,
  headphones: Headphones,
  house: House,
  "image-off": ImageOff,
  lamp: Lamp,
  "lamp-desk": LampDesk,
  "lamp-floor": LampFloor,
  laptop: Laptop,
  medal: Medal,
  package: Package,
  milk: Milk,
  "paint-bucket": PaintBucket,
  "paint-roller": PaintRoller,
  pickaxe: Pickaxe,
  "plant-pot": PlantPot,
  "rocking-chair": RockingChair,
  sailboat: Sailboat,
  shirt: Shirt,
  "shopping-bag": ShoppingBag,
  shovel: Shovel,
  smartphone: Smartphone,
  sofa: Sofa,
  speaker: Speaker,
  sprout: Sprout,
  tent: Tent,
  timer: Timer,
  toolbox: Toolbox,
  tractor: Tractor,
  "traffic-cone": TrafficCone,
  trophy: Trophy,
  truck: Truck,
  umbrella: Umbrella,
  utensils: Utensils,
  volleyball: Volleyball,
  watch: Watch,
  weight: Weight,
  wheat: Wheat,
  wine: Wine,
  wrench: Wrench,
};

/** Root category code → the spec's slug for it. */
export const ROOT_SLUGS: Record<string, string> = {
  "020": "home",
  "002": "apparel",
  "016": "furniture",
  "015": "foodandbeverage",
  "024": "machinery",
  "008": "electronic",
  "034": "sports",
  "007": "construction",
};

/** The root category codes, in the spec's order. */
export const DEMO_ROOTS: readonly string[] = Object.keys(ROOT_SLUGS);

/** Root category code → lucide icon name used in menus. */
export const ROOT_ICON_NAMES: Record<string, string> = {
  "020": "house",
  "002": "shirt",
  "016": "sofa",
  "015": "coffee",
  "024": "factory",
  "008": "smartphone",
  "034": "dumbbell",
  "007": "hard-hat",
};

/** Product illustrations per root; a variant picks one, and a palette. */
const PRODUCT_ICONS: Record<string, readonly string[]> = {
  "020": ["flower-2", "sprout", "lamp", "utensils", "cooking-pot", "bath", "plant-pot", "blender"],
  "002": [
    "shirt",
    "footprints",
    "glasses",
    "watch",
    "handbag",
    "backpack",
    "gem",
    "umbrella",
    "shopping-bag",
    "briefcase",
    "crown",
  ],
  "016": ["sofa", "armchair", "lamp-desk", "bed-double", "lamp-floor", "rocking-chair", "bed-single"],
  "015": ["coffee", "apple", "wheat", "cup-soda", "cherry", "grape", "milk", "wine"],
  "024": ["cog", "drill", "forklift", "factory", "tractor", "wrench", "anvil", "truck"],
  "008": ["smartphone", "laptop", "headphones", "cpu", "camera", "gamepad-2", "speaker", "watch"],
  "034": ["dumbbell", "bike", "volleyball", "trophy", "medal", "tent", "sailboat", "weight", "timer"],
  "007": [
    "brick-wall",
    "hammer",
    "paint-roller",
    "construction",
    "hard-hat",
    "shovel",
    "pickaxe",
    "traffic-cone",
    "toolbox",
    "paint-bucket",
  ],
};

// ---------------------------------------------------------------- colours

/** HSL (degrees, 0..100, 0..100) → #rrggbb; rsvg has no hsl() guarantee. */
function hsl(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360;
  const sat = Math.max(0, Math.min(100, s)) / 100;
  const lig = Math.max(0, Math.min(100, l)) / 100;
  const a = sat * Math.min(lig, 1 - lig);
  const channel = (n: number): string => {
    const k = (n + hue / 30) % 12;
    const v = lig - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(v * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

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

// ---------------------------------------------------------------- icon geometry

type Box = { x0: number; y0: number; x1: number; y1: number };

/** The drawable children of a lucide SVG string (paths, circles, …). */
function iconBody(name: string): string {
  const svg = ICONS[name] ?? ICONS["image-off"] ?? "";
  const start = svg.indexOf(">", svg.indexOf("<svg")) + 1;
  return svg.slice(start, svg.lastIndexOf("</svg>")).trim();
}

const ARG_COUNT: Record<string, number> = { m: 2, l: 2, h: 1, v: 1, c: 6, s: 4, q: 4, t: 2, a: 7, z: 0 };

/**
 * Feeds the end and control points of SVG path data to `add` (arcs by their
 * end points, close enough for centring). Scans by hand because minified arcs
 * pack their flags ("a2 2 0 00-2-2"), which a number regex would misread.
 */
function pathPoints(d: string, add: (x: number, y: number) => void): void {
  let pos = 0;
  const skip = (): void => {
    while (pos < d.length && /[\s,]/.test(d[pos] as string)) pos++;
  };
  const NUMBER = /[-+]?(?:\d*\.\d+|\d+\.?)(?:[eE][-+]?\d+)?/y;
  const readNumber = (): number | undefined => {
    skip();
    NUMBER.lastIndex = pos;
    const m = NUMBER.exec(d);
    if (!m) return undefined;
    pos = NUMBER.lastIndex;
    return Number(m[0]);
  };
  const readFlag = (): number | undefined => {
    skip();
    const c = d[pos];
    if (c !== "0" && c !== "1") return undefined;
    pos++;
    return Number(c);
  };
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  let cmd = "";
  for (;;) {
    skip();
    if (pos >= d.length) return;
    const c = d[pos] as string;
    if (/[a-zA-Z]/.test(c)) {
      cmd = c;
      pos++;
      if (cmd === "z" || cmd === "Z") {
        x = startX;
        y = startY;
      }
      continue;
    }
    const lower = cmd.toLowerCase();
    const n = ARG_COUNT[lower] ?? 0;
    if (n === 0) return; // Numbers with no command: malformed, stop quietly.
    const args: number[] = [];
    for (let k = 0; k < n; k++) {
      const value = lower === "a" && (k === 3 || k === 4) ? readFlag() : readNumber();
      if (value === undefined) return;
      args.push(value);
    }
    const rel = cmd === lower;
    const ox = rel ? x : 0;
    const oy = rel ? y : 0;
    if (lower === "h") x = (args[0] ?? 0) + ox;
    else if (lower === "v") y = (args[0] ?? 0) + oy;
    else {
      // Every pair in these commands is a point on, or a control of, the curve.
      const first = lower === "a" ? 5 : 0;
      for (let k = first; k + 1 < n; k += 2) add((args[k] ?? 0) + ox, (args[k + 1] ?? 0) + oy);
      x = (args[n - 2] ?? 0) + ox;
      y = (args[n - 1] ?? 0) + oy;
    }
    add(x, y);
    if (lower === "m") {
      startX = x;
      startY = y;
      cmd = rel ? "l" : "L"; // Extra pairs after a moveto are linetos.
    }
  }
}

function iconBox(body: string): Box {
  const box: Box = { x0: 24, y0: 24, x1: 0, y1: 0 };
  const add = (x: number, y: number): void => {
    box.x0 = Math.min(box.x0, x);
    box.y0 = Math.min(box.y0, y);
    box.x1 = Math.max(box.x1, x);
    box.y1 = Math.max(box.y1, y);
  };
  for (const m of body.matchAll(/<(\w+)\b([^>]*)>/g)) {
    const attrs: Record<string, number | string> = {};
    for (const a of (m[2] ?? "").matchAll(/([\w-]+)="([^"]*)"/g)) attrs[a[1] as string] = a[2] as string;
    const num = (k: string): number => Number(attrs[k] ?? 0);
    switch (m[1]) {
      case "path":
        pathPoints(String(attrs.d ?? ""), add);
        break;
      case "circle":
      case "ellipse": {
        const rx = num(m[1] === "circle" ? "r" : "rx");
        const ry = num(m[1] === "circle" ? "r" : "ry");
        add(num("cx") - rx, num("cy") - ry);
        add(num("cx") + rx, num("cy") + ry);
        break;
      }
      case "rect":
        add(num("x"), num("y"));
        add(num("x") + num("width"), num("y") + num("height"));
        break;
      case "line":
        add(num("x1"), num("y1"));
        add(num("x2"), num("y2"));
        break;
      case "polyline":
      case "polygon": {
        const p = String(attrs.points ?? "")
          .split(/[\s,]+/)
          .filter(Boolean)
          .map(Number);
        for (let k = 0; k + 1 < p.length; k += 2) add(p[k] ?? 0, p[k + 1] ?? 0);
        break;
      }
    }
  }
  if (box.x1 <= box.x0 || box.y1 <= box.y0) return { x0: 2, y0: 2, x1: 22, y1: 22 };
  return box;
}

const boxCache = new Map<string, Box>();
function cachedBox(name: string): Box {
  let box = boxCache.get(name);
  if (!box) {
    box = iconBox(iconBody(name));
    boxCache.set(name, box);
  }
  return box;
}

// ---------------------------------------------------------------- products

/** A four-point sparkle centred on (x, y), used as a small accent. */
function sparkle(x: number, y: number, r: number, fill: string, opacity = 1): string {
  const k = r * 0.22;
  return `<path d="M${x} ${y - r}Q${x + k} ${y - k} ${x + r} ${y}Q${x + k} ${y + k} ${x} ${y + r}Q${x - k} ${y + k} ${x - r} ${y}Q${x - k} ${y - k} ${x} ${y - r}Z" fill="${fill}" opacity="${opacity}"/>`;
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
 * An 800x800 product tile: a studio wall and table, a soft contact shadow and
 * one lucide object drawn as a flat illustration (gradient body, dark outline,
 * offset depth), scaled to ~60% of the frame and standing on the shadow.
 */
export function productSvg(root: string, variant: number): string {
  const icons = PRODUCT_ICONS[root] ?? PRODUCT_ICONS["020"] ?? [];
  const v = Math.abs(Math.trunc(variant)) || 0;
  const name = icons[v % icons.length] ?? "image-off";
  // The root offsets the palette cycle so roots do not all start on coral; the
  // stride 7 is coprime with the 13 hues, so variants sharing an icon never share a colour.
  const rootSeed = Math.max(0, DEMO_ROOTS.indexOf(root)) * 3;
  const p = palette(rootSeed + v * 7);
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

// ---------------------------------------------------------------- logos

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

// ---------------------------------------------------------------- banners

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

// ---------------------------------------------------------------- UI icons, placeholder

/** The menu icon for a root category (code like "020" or slug like "home"), as inline lucide SVG. */
export function categoryIconSvg(root: string): string {
  const code = ROOT_SLUGS[root] ? root : Object.keys(ROOT_SLUGS).find((k) => ROOT_SLUGS[k] === root);
  const name = (code && ROOT_ICON_NAMES[code]) || "package";
  return (ICONS[name] ?? "").trim();
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
