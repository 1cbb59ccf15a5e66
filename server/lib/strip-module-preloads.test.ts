import fc from "fast-check";
import { expect, it } from "vitest";
import { withoutModulePreloads } from "./strip-module-preloads.ts";

const stripModulePreloads = (html: Buffer) => Buffer.concat(withoutModulePreloads(html));

it("drops modulepreload links and keeps everything else", () => {
  const page =
    '<html><head><link rel="stylesheet" href="/a.css"/></head><body><p>Şirket — 中文 ✓</p>' +
    '<link rel="modulepreload" href="/assets/entry.client-x.js"/><link rel="modulepreload" href="/assets/root-y.js"/>' +
    '<script type="module">import "/assets/entry.client-x.js";</script></body></html>';
  expect(stripModulePreloads(Buffer.from(page)).toString()).toBe(
    '<html><head><link rel="stylesheet" href="/a.css"/></head><body><p>Şirket — 中文 ✓</p>' +
      '<script type="module">import "/assets/entry.client-x.js";</script></body></html>',
  );
  expect(stripModulePreloads(Buffer.from("<p>no hints</p>")).toString()).toBe("<p>no hints</p>");
});

it("cuts every hint wherever it stands, as a plain text replacement would", () => {
  const hint = '<link rel="modulepreload" href="/assets/x.js"/>';
  const pieces = fc.array(fc.oneof(fc.constant(hint), fc.constant("<p>ü</p>"), fc.string()), {
    maxLength: 12,
  });
  fc.assert(
    fc.property(pieces, (parts) => {
      const page = parts.join("");
      const expected = page.replace(/<link rel="modulepreload"[^>]*(>|$)/g, "");
      expect(stripModulePreloads(Buffer.from(page)).toString()).toBe(expected);
    }),
  );
});
