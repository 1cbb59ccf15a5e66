import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { finishHtml, renderedPageResponse } from "./html-response.ts";

const hints =
  '<link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js"/>';
const page = Buffer.from(
  `<!DOCTYPE html><html><head>${hints}<style>${"body{margin:0}".repeat(300)}</style></head><body>` +
    `<script type="application/json" id="i18n-messages">{"a":"Şirket 中文"}</script>${"<p>x</p>".repeat(200)}` +
    `<script type="module">import "/assets/a.js";</script></body></html>`,
);
const withoutHints = Buffer.from(page.toString().replace(hints, ""));
const init = { status: 200, headers: { "content-type": "text/html" } };

describe("finishHtml", () => {
  it("gzips the rendered page without its modulepreload hints, handed over or read from the body", async () => {
    for (const response of [renderedPageResponse(page, init), new Response(page, init)]) {
      const finished = await finishHtml(response, "gzip, br");
      expect(finished.headers.get("content-encoding")).toBe("gzip");
      expect(finished.headers.get("vary")).toBe("Accept-Encoding");
      const body = Buffer.from(await finished.arrayBuffer());
      expect(finished.headers.get("content-length")).toBe(String(body.length));
      expect(gunzipSync(body).equals(withoutHints)).toBe(true);
    }
  });

  it("sends the page as it is, hints left out, to a client that takes no gzip", async () => {
    const finished = await finishHtml(renderedPageResponse(page, init), "identity");
    expect(finished.headers.get("content-encoding")).toBeNull();
    expect(Buffer.from(await finished.arrayBuffer()).equals(withoutHints)).toBe(true);
  });
});
