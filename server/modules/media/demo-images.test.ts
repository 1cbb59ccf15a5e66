import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { logoSvg } from "./art/logo-art.ts";
import { productSvg } from "./art/product-art.ts";
import { DEMO_ROOTS, ROOT_ICON_NAMES, ROOT_SLUGS } from "./art/roots.ts";
import { categoryIconSvg } from "./art/ui-icons.ts";
import {
  DEMO_BANNERS,
  DEMO_LOGOS,
  DEMO_MEDIA_PREFIX,
  DEMO_PRODUCT_VARIANTS,
  type DemoImageKind,
  demoBanner,
  demoLogo,
  demoNotFound,
  demoProductPicture,
  listDemoImagePaths,
  parseDemoPath,
  renderDemoImage,
} from "./demo-images.ts";

async function decode(buf: Buffer | undefined) {
  expect(buf).toBeInstanceOf(Buffer);
  return sharp(buf as Buffer).metadata();
}

describe("renderDemoImage", () => {
  const cases: [DemoImageKind, string, number, number, string][] = [
    ["product", "020-5", 200, 200, "jpeg"],
    ["product", "008-23", 320, 240, "jpeg"],
    ["logo", "7", 128, 128, "png"],
    ["banner", "3", 800, 200, "jpeg"],
    ["banner", "15", 300, 300, "jpeg"],
    ["notfound", "0", 100, 100, "jpeg"],
  ];
  for (const [kind, key, width, height, format] of cases) {
    it(`renders ${kind} ${key || "(placeholder)"} at ${width}x${height}`, async () => {
      const meta = await decode(await renderDemoImage(kind, key, { width, height }));
      expect(meta).toMatchObject({ width, height, format });
    });
  }

  it("renders at the natural size when no size is given", async () => {
    expect(await decode(await renderDemoImage("product", "016-0"))).toMatchObject({
      width: 800,
      height: 800,
    });
    expect(await decode(await renderDemoImage("logo", "0"))).toMatchObject({
      width: 400,
      height: 400,
      hasAlpha: true,
    });
    expect(await decode(await renderDemoImage("banner", "0"))).toMatchObject({ width: 1600, height: 400 });
    expect(await decode(await renderDemoImage("notfound", ""))).toMatchObject({ width: 400, height: 400 });
  });

  it("is deterministic", async () => {
    const size = { width: 160, height: 160 };
    for (const [kind, key] of [
      ["product", "034-11"],
      ["logo", "42"],
      ["banner", "9"],
    ] as const) {
      const a = await renderDemoImage(kind, key, size);
      const b = await renderDemoImage(kind, key, size);
      expect(a?.equals(b as Buffer)).toBe(true);
    }
  });

  it("gives each variant its own picture", async () => {
    const size = { width: 64, height: 64 };
    const a = await renderDemoImage("product", "020-0", size);
    const b = await renderDemoImage("product", "020-1", size);
    expect(a?.equals(b as Buffer)).toBe(false);
    for (const root of DEMO_ROOTS) {
      const svgs = new Set(Array.from({ length: DEMO_PRODUCT_VARIANTS }, (_, v) => productSvg(root, v)));
      expect(svgs.size).toBe(DEMO_PRODUCT_VARIANTS);
    }
  });

  it("returns undefined for keys outside the set and for bad sizes", async () => {
    const bad: [string, string][] = [
      ["product", "999-1"],
      ["product", "020-99"],
      ["product", "020-05"],
      ["product", "../etc/passwd"],
      ["logo", "abc"],
      ["logo", String(DEMO_LOGOS)],
      ["banner", String(DEMO_BANNERS)],
      ["banner", "-1"],
      ["notfound", "x"],
      ["video", "1"],
    ];
    for (const [kind, key] of bad) {
      expect(await renderDemoImage(kind as DemoImageKind, key)).toBeUndefined();
    }
    for (const size of [
      { width: 0, height: 10 },
      { width: 10, height: Number.NaN },
      { width: 1.5, height: 10 },
      { width: 100_000, height: 100 },
    ]) {
      expect(await renderDemoImage("product", "020-1", size)).toBeUndefined();
    }
  });

  it("renders a 200x200 product picture quickly", async () => {
    await renderDemoImage("product", "024-0", { width: 200, height: 200 }); // warm up sharp and the icon cache
    const count = 10;
    const start = performance.now();
    for (let v = 1; v <= count; v++)
      await renderDemoImage("product", `024-${v}`, { width: 200, height: 200 });
    const perImage = (performance.now() - start) / count;
    // Typically ~10 ms; the bound only catches accidental full-size rendering or filters.
    expect(perImage).toBeLessThan(250);
  });
});

describe("parseDemoPath", () => {
  it("parses every demo URL back to a renderable key", async () => {
    const paths = listDemoImagePaths();
    expect(paths).toHaveLength(DEMO_ROOTS.length * DEMO_PRODUCT_VARIANTS + DEMO_LOGOS + DEMO_BANNERS + 1);
    for (const path of paths) {
      expect(path.startsWith(DEMO_MEDIA_PREFIX)).toBe(true);
      expect(parseDemoPath(path.slice(DEMO_MEDIA_PREFIX.length))).toBeDefined();
    }
    expect(parseDemoPath("product/020-5.jpg")).toEqual({ kind: "product", key: "020-5" });
    expect(parseDemoPath("logo/63.png")).toEqual({ kind: "logo", key: "63" });
    expect(parseDemoPath("banner/0.jpg")).toEqual({ kind: "banner", key: "0" });
    expect(parseDemoPath("notfound/0.jpg")).toEqual({ kind: "notfound", key: "0" });
  });

  it("rejects anything outside the bounded set", () => {
    for (const path of [
      "../etc/passwd",
      "product/../../etc/passwd",
      "product/999-1.jpg",
      "product/020-99.jpg",
      "product/020-24.jpg",
      "product/020-5.png",
      "product/020-5.jpg/",
      "/product/020-5.jpg",
      "logo/abc.png",
      "logo/64.png",
      "logo/1.jpg",
      "banner/16.jpg",
      "banner/01.jpg",
      "video/1.mp4",
      "notfound.jpg",
      "notfound/0.png",
      "notfound/1.jpg",
      "",
    ]) {
      expect(parseDemoPath(path), path).toBeUndefined();
    }
  });
});

describe("URL helpers", () => {
  it("build canonical paths and fold numbers into range", () => {
    expect(demoProductPicture("020", 5)).toBe("/media/demo/product/020-5.jpg");
    expect(demoProductPicture("007", 24 + 3)).toBe("/media/demo/product/007-3.jpg");
    expect(demoProductPicture("015", -1)).toBe("/media/demo/product/015-23.jpg");
    expect(demoLogo(70)).toBe("/media/demo/logo/6.png");
    expect(demoBanner(3)).toBe("/media/demo/banner/3.jpg");
    expect(demoNotFound()).toBe("/media/demo/notfound/0.jpg");
    expect(() => demoProductPicture("999", 1)).toThrow(RangeError);
  });
});

describe("demo art", () => {
  it("draws logos without text unless fonts are promised", () => {
    expect(logoSvg(3, "AC")).not.toContain("<text");
    const withText = logoSvg(3, "a<b", { hasFonts: true });
    expect(withText).toContain("<text");
    expect(withText).toContain("A&#60;B");
  });

  it("has a lucide menu icon for every root, by code or slug", () => {
    for (const [code, slug] of Object.entries(ROOT_SLUGS)) {
      const svg = categoryIconSvg(code);
      expect(svg).toMatch(/^<svg[\s\S]*viewBox="0 0 24 24"[\s\S]*stroke="currentColor"[\s\S]*<\/svg>$/);
      expect(svg).toContain(`lucide-${ROOT_ICON_NAMES[code]}`);
      expect(categoryIconSvg(slug)).toBe(svg);
    }
  });
});
