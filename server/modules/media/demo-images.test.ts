import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { DEMO_LEAVES, LEAF_ICONS } from "./art/leaf-icons.ts";
import { logoSvg } from "./art/logo-art.ts";
import { hasIcon, iconBody } from "./art/lucide-icons.ts";
import { productSvg } from "./art/product-art.ts";
import { DEMO_ROOTS, ROOT_ICON_NAMES, ROOT_SLUGS } from "./art/roots.ts";
import { categoryIconSvg } from "./art/ui-icons.ts";
import {
  DEMO_BANNERS,
  DEMO_LOGOS,
  DEMO_MEDIA_PREFIX,
  DEMO_PRODUCT_VARIANTS,
  DEMO_ROOT_VARIANTS,
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
    ["product", "007005002-5", 200, 200, "jpeg"],
    ["product", "002001003-7", 320, 240, "jpeg"],
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
    expect(await decode(await renderDemoImage("product", "016001001-0"))).toMatchObject({
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
      ["product", "034003001-3"],
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
    const a = await renderDemoImage("product", "020001001-0", size);
    const b = await renderDemoImage("product", "020001001-1", size);
    expect(a?.equals(b as Buffer)).toBe(false);
    for (const leaf of DEMO_LEAVES) {
      const svgs = new Set(Array.from({ length: DEMO_PRODUCT_VARIANTS }, (_, v) => productSvg(leaf, v)));
      expect(svgs.size).toBe(DEMO_PRODUCT_VARIANTS);
    }
    for (const root of DEMO_ROOTS) {
      const svgs = new Set(Array.from({ length: DEMO_ROOT_VARIANTS }, (_, v) => productSvg(root, v)));
      expect(svgs.size).toBe(DEMO_ROOT_VARIANTS);
    }
  });

  it("returns undefined for keys outside the set and for bad sizes", async () => {
    const bad: [string, string][] = [
      ["product", "999-1"],
      ["product", "999999999-1"],
      ["product", "020001001-8"],
      ["product", "02001001-1"],
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
    await renderDemoImage("product", "024003001-0", { width: 200, height: 200 }); // warm up sharp and the icon cache
    const count = 10;
    const start = performance.now();
    for (let v = 1; v <= count; v++)
      await renderDemoImage("product", `024003${String(v).padStart(3, "0")}-${v % 8}`, {
        width: 200,
        height: 200,
      });
    const perImage = (performance.now() - start) / count;
    // Typically ~10 ms; the bound only catches accidental full-size rendering or filters.
    expect(perImage).toBeLessThan(250);
  });
});

describe("parseDemoPath", () => {
  it("parses every demo URL back to a renderable key", async () => {
    const paths = listDemoImagePaths();
    expect(paths).toHaveLength(
      DEMO_LEAVES.length * DEMO_PRODUCT_VARIANTS +
        DEMO_ROOTS.length * DEMO_ROOT_VARIANTS +
        DEMO_LOGOS +
        DEMO_BANNERS +
        1,
    );
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) {
      expect(path.startsWith(DEMO_MEDIA_PREFIX)).toBe(true);
      expect(parseDemoPath(path.slice(DEMO_MEDIA_PREFIX.length))).toBeDefined();
    }
    expect(parseDemoPath("product/020001002-5.jpg")).toEqual({ kind: "product", key: "020001002-5" });
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
      "product/020001002-8.jpg",
      "product/020001002-05.jpg",
      "product/020001999-1.jpg",
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
    expect(demoProductPicture("020001002", 5)).toBe("/media/demo/product/020001002-5.jpg");
    expect(demoProductPicture("007005002", 8 + 3)).toBe("/media/demo/product/007005002-3.jpg");
    expect(demoProductPicture("015004001", -1)).toBe("/media/demo/product/015004001-7.jpg");
    expect(demoLogo(70)).toBe("/media/demo/logo/6.png");
    expect(demoBanner(3)).toBe("/media/demo/banner/3.jpg");
    expect(demoNotFound()).toBe("/media/demo/notfound/0.jpg");
    expect(() => demoProductPicture("999999999", 1)).toThrow(RangeError);
    // Root keys are only read back from older catalogues, never written.
    expect(() => demoProductPicture("020", 1)).toThrow(RangeError);
  });
});

describe("demo art", () => {
  it("draws each leaf's pictures with icons of that leaf's own kind", () => {
    expect(DEMO_LEAVES).toHaveLength(147);
    for (const leaf of DEMO_LEAVES) {
      const icons = LEAF_ICONS[leaf] ?? [];
      expect(icons.length, leaf).toBeGreaterThan(0);
      for (const icon of icons) expect(hasIcon(icon), `${leaf} ${icon}`).toBe(true);
      for (let v = 0; v < DEMO_PRODUCT_VARIANTS; v++) {
        const svg = productSvg(leaf, v);
        expect(
          icons.some((icon) => svg.includes(iconBody(icon))),
          `${leaf}-${v}`,
        ).toBe(true);
      }
    }
    // Every icon of a leaf with several shows up among its variants.
    for (const leaf of DEMO_LEAVES) {
      const all = Array.from({ length: DEMO_PRODUCT_VARIANTS }, (_, v) => productSvg(leaf, v)).join("");
      for (const icon of LEAF_ICONS[leaf] ?? [])
        expect(all.includes(iconBody(icon)), `${leaf} ${icon}`).toBe(true);
    }
  });

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
