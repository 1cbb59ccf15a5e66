import { gunzipSync, gzipSync } from "node:zlib";
import { expect, it } from "vitest";
import { gzipParts, partsAround } from "./gzip-parts.ts";

const gzipWithRepeatedParts = (html: Buffer, repeated: [number, number][]) =>
  gzipParts(partsAround(html, repeated));

const css = `body{color:red}${".x{margin:0}".repeat(2000)}`;
const page = (title: string, style = css) =>
  Buffer.from(
    `<!DOCTYPE html><html><head><style>${style}</style><title>${title} — Şirket 中文</title></head><body>${"<p>row</p>".repeat(500)}</body></html>`,
  );
const rangeOf = (html: Buffer, text: string): [number, number] => {
  const start = html.indexOf(text);
  return [start, start + Buffer.byteLength(text)];
};

it("gives a gzip stream any decoder reads back to the page, with or without repeated parts", () => {
  for (const title of ["One", "Two", "One"]) {
    const html = page(title);
    expect(gunzipSync(gzipWithRepeatedParts(html, [rangeOf(html, css)])).equals(html)).toBe(true);
  }
  const plain = page("Plain");
  expect(gunzipSync(gzipWithRepeatedParts(plain, [])).equals(plain)).toBe(true);
  // A part at the very start and one at the very end.
  expect(
    gunzipSync(
      gzipWithRepeatedParts(plain, [
        [0, 10],
        [plain.length - 7, plain.length],
      ]),
    ).equals(plain),
  ).toBe(true);
});

it("never reuses a block for different bytes of the same length", () => {
  const other = css.replace("red", "tan");
  const html = page("X", other);
  gzipWithRepeatedParts(page("X"), [rangeOf(page("X"), css)]);
  expect(gunzipSync(gzipWithRepeatedParts(html, [rangeOf(html, other)])).toString()).toContain("color:tan");
});

it("stays close to one-piece gzip in size", () => {
  const html = page("Size");
  const size = gzipWithRepeatedParts(html, [rangeOf(html, css)]).length;
  expect(size).toBeLessThan(gzipSync(html).length * 1.1 + 64);
});

it("gzips parts that lie in separate buffers as the page they make together", () => {
  const pieces = [
    Buffer.from("<head>"),
    Buffer.from(css),
    Buffer.from("</head><body>Şirket 中文</body>"),
    Buffer.alloc(0),
  ];
  const gz = gzipParts(pieces.map((bytes, i) => ({ bytes, repeated: i === 1 })));
  expect(gunzipSync(gz).equals(Buffer.concat(pieces))).toBe(true);
});
