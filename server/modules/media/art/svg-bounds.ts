/**
 * Bounding boxes of lucide icons, measured from their SVG elements and path data,
 * so product tiles can scale and centre any icon.
 */
import { iconBody } from "./lucide-icons.ts";

export type Box = { x0: number; y0: number; x1: number; y1: number };

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
export function cachedBox(name: string): Box {
  let box = boxCache.get(name);
  if (!box) {
    box = iconBox(iconBody(name));
    boxCache.set(name, box);
  }
  return box;
}
