import { expect, it } from "vitest";
import { stripModulePreloads } from "./strip-module-preloads.ts";

async function run(chunks: string[]): Promise<string> {
  const encoder = new TextEncoder();
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(source.pipeThrough(stripModulePreloads())).text();
}

const page =
  '<html><head><link rel="stylesheet" href="/a.css"/></head><body><p>Şirket — 中文 ✓</p>' +
  '<link rel="modulepreload" href="/assets/entry.client-x.js"/><link rel="modulepreload" href="/assets/root-y.js"/>' +
  '<script type="module">import "/assets/entry.client-x.js";</script></body></html>';
const expected =
  '<html><head><link rel="stylesheet" href="/a.css"/></head><body><p>Şirket — 中文 ✓</p>' +
  '<script type="module">import "/assets/entry.client-x.js";</script></body></html>';

it("drops modulepreload links and keeps everything else, however the stream is cut", async () => {
  expect(await run([page])).toBe(expected);
  // Every split point, including inside a tag and inside a multi-byte character.
  const bytes = new TextEncoder().encode(page);
  for (let at = 1; at < bytes.length; at += 3) {
    const decoder = new TextDecoder();
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, at));
        controller.enqueue(bytes.slice(at));
        controller.close();
      },
    });
    const out = await new Response(source.pipeThrough(stripModulePreloads())).arrayBuffer();
    expect(decoder.decode(out), `split at ${at}`).toBe(expected);
  }
});
