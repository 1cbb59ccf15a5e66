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
  Camera,
  Cherry,
  Coffee,
  Cog,
  Construction,
  CookingPot,
  Cpu,
  Croissant,
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
  PaintBucket,
  PaintRoller,
  Pickaxe,
  PlantPot,
  RockingChair,
  Sailboat,
  Shirt,
  Shovel,
  Smartphone,
  Sofa,
  Speaker,
  SportShoe,
  Sprout,
  Tent,
  Toolbox,
  Tractor,
  TrafficCone,
  Trophy,
  Truck,
  Umbrella,
  Utensils,
  Volleyball,
  Watch,
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
  blender: Blender,
  "brick-wall": BrickWall,
  camera: Camera,
  cherry: Cherry,
  coffee: Coffee,
  cog: Cog,
  construction: Construction,
  "cooking-pot": CookingPot,
  cpu: Cpu,
  croissant: Croissant,
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
  milk: Milk,
  "paint-bucket": PaintBucket,
  "paint-roller": PaintRoller,
  pickaxe: Pickaxe,
  "plant-pot": PlantPot,
  "rocking-chair": RockingChair,
  sailboat: Sailboat,
  shirt: Shirt,
  shovel: Shovel,
  smartphone: Smartphone,
  sofa: Sofa,
  speaker: Speaker,
  "sport-shoe": SportShoe,
  sprout: Sprout,
  tent: Tent,
  toolbox: Toolbox,
  tractor: Tractor,
  "traffic-cone": TrafficCone,
  trophy: Trophy,
  truck: Truck,
  umbrella: Umbrella,
  utensils: Utensils,
  volleyball: Volleyball,
  watch: Watch,
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
  "024": "cog",
  "008": "smartphone",
  "034": "dumbbell",
  "007": "hard-hat",
};

/** Product illustrations per root; a variant picks one, and a palette. */
const PRODUCT_ICONS: Record<string, readonly string[]> = {
  "020": ["flower-2", "sprout", "lamp", "utensils", "cooking-pot", "bath", "plant-pot", "blender"],
  "002": ["shirt", "footprints", "glasses", "watch", "handbag", "backpack", "gem", "umbrella", "sport-shoe"],
  "016": ["sofa", "armchair", "lamp-desk", "bed-double", "lamp-floor", "rocking-chair", "bed-single"],
  "015": ["coffee", "apple", "wheat", "cup-soda", "croissant", "cherry", "grape", "milk", "wine"],
  "024": ["cog", "drill", "forklift", "factory", "tractor", "wrench", "anvil", "truck"],
  "008": ["smartphone", "laptop", "headphones", "cpu", "camera", "gamepad-2", "speaker", "watch"],
  "034": ["dumbbell", "bike", "volleyball", "trophy", "medal", "tent", "sailboat", "sport-shoe"],
  "007": ["brick-wall", "hammer", "paint-roller", "construction", "hard-hat", "shovel", "pickaxe", "traffic-cone", "toolbox", "paint-bucket"],
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

type Palette = { ink: string; body: string; light: string; tint: string; bgTop: string; bgBottom: string; accent: string };

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

/** Approximate bounding box of path data (end and control points; arcs by end point). */
function pathPoints(d: string, add: (x: number, y: number) => void): void {
  const tokens = d.match(/[a-zA-Z]|-?(?:\d*\.\d+|\d+\.?\d*)(?:e[-+]?\d+)?/g) ?? [];
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  let cmd = "m";
  let i = 0;
  while (i < tokens.length) {
    const tok = tokens[i] as string;
    if (/[a-zA-Z]/.test(tok)) {
      cmd = tok;
      i++;
      if (cmd.toLowerCase() === "z") {
        x = startX;
        y = startY;
      }
      continue;
    }
    const lower = cmd.toLowerCase();
    const n = ARG_COUNT[lower] ?? 0;
    if (n === 0) break;
    const args = tokens.slice(i, i + n).map(Number);
    i += n;
    const rel = cmd !== cmd.toUpperCase();
    const ox = rel ? x : 0;
    const oy = rel ? y : 0;
    if (lower === "h") x = (args[0] ?? 0) + ox;
    else if (lower === "v") y = (args[0] ?? 0) + oy;
    else {
      // Every coordinate pair in these commands is a point on or a control of the curve.
      const first = lower === "a" ? 5 : 0;
      for (let k = first; k + 1 < args.length; k += 2) add((args[k] ?? 0) + ox, (args[k + 1] ?? 0) + oy);
      x = (args[args.length - 2] ?? 0) + ox;
      y = (args[args.length - 1] ?? 0) + oy;
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

const STROKE = 1.75;

/**
 * An 800x800 product tile: a studio backdrop, a floor shadow and one lucide
 * object drawn as a flat illustration (tinted body, dark outline, soft offset
 * depth and a light rim), placed so it stands on the shadow.
 */
export function productSvg(root: string, variant: number): string {
  const icons = PRODUCT_ICONS[root] ?? PRODUCT_ICONS["020"] ?? [];
  const v = Math.abs(Math.trunc(variant)) || 0;
  const name = icons[v % icons.length] ?? "image-off";
  // The root offsets the palette cycle so roots do not all start on coral; the
  // stride 7 is coprime with the 13 hues, so variants sharing an icon never share a colour.
  const rootSeed = DEMO_ROOTS.indexOf(root) * 3;
  const p = palette(rootSeed + v * 7);
  const body = iconBody(name);
  const box = cachedBox(name);

  // Fit the object (plus its outline) into ~60% of the frame, standing on y=650.
  const pad = STROKE / 2;
  const w = box.x1 - box.x0 + 2 * pad;
  const h = box.y1 - box.y0 + 2 * pad;
  const scale = Math.min(480 / w, 440 / h, 30);
  const floorY = 650;
  const tx = 400 - (box.x0 - pad + w / 2) * scale;
  const ty = floorY - (box.y1 + pad) * scale;
  const objW = w * scale;
  const objTop = floorY - h * scale;

  const backdrop = (() => {
    const cy = objTop + (floorY - objTop) * 0.45;
    switch (v % 3) {
      case 0:
        return `<circle cx="400" cy="${cy}" r="270" fill="${p.tint}"/>`;
      case 1: // An arch, like a shop-window niche.
        return `<path d="M170 ${floorY}V330a230 230 0 0 1 460 0V${floorY}Z" fill="${p.tint}"/>`;
      default: // A rounded panel.
        return `<rect x="150" y="150" width="500" height="${floorY - 150}" rx="64" fill="${p.tint}"/>`;
    }
  })();

  const accents =
    sparkle(640, 170, 26, p.accent) +
    sparkle(684, 236, 12, p.accent, 0.7) +
    `<circle cx="150" cy="230" r="9" fill="${p.accent}" opacity="0.55"/>`;

  const shadowW = Math.max(140, objW * 0.62);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.bgTop}"/><stop offset="1" stop-color="${p.bgBottom}"/></linearGradient>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.7"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></linearGradient>
<radialGradient id="shadow"><stop offset="0" stop-color="${p.ink}" stop-opacity="0.34"/><stop offset="0.6" stop-color="${p.ink}" stop-opacity="0.12"/><stop offset="1" stop-color="${p.ink}" stop-opacity="0"/></radialGradient>
<linearGradient id="body" gradientUnits="userSpaceOnUse" x1="${box.x0}" y1="${box.y0}" x2="${box.x1}" y2="${box.y1}"><stop offset="0" stop-color="${p.light}"/><stop offset="1" stop-color="${p.body}"/></linearGradient>
</defs>
<rect width="800" height="800" fill="url(#bg)"/>
${backdrop}
<rect y="${floorY}" width="800" height="${800 - floorY}" fill="url(#floor)"/>
${accents}
<ellipse cx="400" cy="${floorY + 4}" rx="${shadowW}" ry="${Math.max(18, shadowW * 0.11)}" fill="url(#shadow)"/>
<g transform="translate(${tx.toFixed(2)} ${ty.toFixed(2)}) scale(${scale.toFixed(3)})" stroke-linecap="round" stroke-linejoin="round">
<g transform="translate(0.45 0.55)" fill="${p.ink}" stroke="${p.ink}" stroke-width="${STROKE}" opacity="0.16" color="${p.ink}">${body}</g>
<g fill="url(#body)" stroke="none" color="${p.ink}">${body}</g>
<g fill="none" stroke="${p.ink}" stroke-width="${STROKE}" color="${p.ink}">${body}</g>
<g transform="translate(-0.32 -0.32)" fill="none" stroke="#ffffff" stroke-width="0.45" opacity="0.45" color="#ffffff">${body}</g>
</g>
</svg>`;
}
