import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach } from "vitest";

/**
 * A LibreTranslate stand-in for tests: prefixes each text with the target language ("[ja] …"),
 * or answers 500 for Japanese when asked to fail. Records every request; closed after each test.
 */
let server: Server | undefined;
export async function fakeTranslator(
  fail = false,
): Promise<{ url: string; requests: { q: string[]; source: string; target: string }[] }> {
  const requests: { q: string[]; source: string; target: string }[] = [];
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      const { q, source, target } = JSON.parse(body) as { q: string[]; source: string; target: string };
      requests.push({ q, source, target });
      if (fail && target === "ja") {
        res.writeHead(500).end();
        return;
      }
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ translatedText: q.map((text) => `[${target}] ${text}`) }));
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, requests };
}

afterEach(() => {
  server?.close();
  server = undefined;
});
