// Waits until a URL answers 200 (at most three minutes): `node tests/e2e/support/wait-for.ts <url>`.
export {};
// The second PostgreSQL instance starts once the first has migrated and seeded the shared
// database, so the two never seed it at once.
const url = process.argv[2];
if (!url) throw new Error("give a URL");
const deadline = Date.now() + 180_000;
for (;;) {
  const ok = await fetch(url).then(
    (response) => response.ok,
    () => false,
  );
  if (ok) break;
  if (Date.now() > deadline) throw new Error(`${url} did not answer in time`);
  await new Promise((resolve) => setTimeout(resolve, 500));
}
