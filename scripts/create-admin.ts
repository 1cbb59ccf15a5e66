import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { connect } from "#server/db/connect.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { configOrExit } from "#server/launch.ts";
import { systemClock } from "#server/lib/clock.ts";
import { runCreateAdmin } from "#server/ops/create-admin-command.ts";

/** `npm run create-admin -- --email …`: the first admin of a real site (server/ops/create-admin.ts). */
const config = configOrExit();
const { db, close } = connect(config.databaseUrl);
await migrateToLatest(db);
const code = await runCreateAdmin(process.argv.slice(2), {
  deps: { db, clock: systemClock },
  origin: `${config.siteProtocol}://${config.siteHost}`,
  interactive: Boolean(process.stdin.isTTY && process.stdout.isTTY),
  readHidden,
  say: (text) => console.log(text),
  fail: (text) => console.error(text),
});
await close();
process.exit(code);

/** A line typed at the terminal without echo: readline writes the echo into a sink. */
function readHidden(prompt: string): Promise<string> {
  const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
  // The interface puts the terminal in raw mode (no echo); the prompt only after that.
  const reader = createInterface({ input: process.stdin, output: sink, terminal: true });
  process.stdout.write(prompt);
  reader.on("SIGINT", () => {
    process.stdout.write("\n");
    process.exit(130);
  });
  return new Promise((resolve) =>
    reader.question("", (answer) => {
      reader.close();
      process.stdout.write("\n");
      resolve(answer);
    }),
  );
}
