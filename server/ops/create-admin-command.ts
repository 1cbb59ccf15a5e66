import { parseArgs } from "node:util";
import type { AppDeps } from "../deps.ts";
import {
  ADMIN_LINK_MINUTES,
  adminPasswordLink,
  CreateAdminError,
  checkAdminIdentity,
  createAdminWithPassword,
} from "./create-admin.ts";

export const CREATE_ADMIN_USAGE = `Usage: npm run create-admin -- --email you@example.com [--link] [--first-name NAME] [--last-name NAME]
  Creates an admin account in DATABASE_URL (migrating it first).
  On a terminal you type the password twice (it is not shown); with --link, or without a
  terminal, a one-time link to set the password is printed instead (valid ${ADMIN_LINK_MINUTES} minutes).
  --link for an existing admin prints a new link: how a lost admin password is replaced.`;

/** What the command needs from its surroundings; the script passes the real ones, tests fakes. */
export interface CreateAdminIo {
  deps: Pick<AppDeps, "db" | "clock">;
  /** The site's address (SITE_PROTOCOL://SITE_HOST), for the link. */
  origin: string;
  /** True when a person can type at a terminal (stdin and stdout are TTYs). */
  interactive: boolean;
  /** Reads a line without echoing it. */
  readHidden: (prompt: string) => Promise<string>;
  say: (text: string) => void;
  /** Says why nothing was done (standard error). */
  fail: (text: string) => void;
}

/** Runs `create-admin` with its arguments; resolves to the exit code (0 done, 1 refused, 2 usage). */
export async function runCreateAdmin(argv: string[], io: CreateAdminIo): Promise<number> {
  let args: ReturnType<typeof parse>;
  try {
    args = parse(argv);
  } catch (error) {
    io.fail(`${(error as Error).message}\n${CREATE_ADMIN_USAGE}`);
    return 2;
  }
  if (args.help || !args.email) {
    if (args.help) io.say(CREATE_ADMIN_USAGE);
    else io.fail(`--email is required.\n${CREATE_ADMIN_USAGE}`);
    return args.help ? 0 : 2;
  }
  try {
    const identity = checkAdminIdentity({
      email: args.email,
      firstName: args["first-name"] ?? "Site",
      lastName: args["last-name"] ?? "Admin",
    });
    if (args.link || !io.interactive) {
      if (!args.link) io.say("No terminal to type a password on: printing a one-time link instead.");
      const { link, created } = await adminPasswordLink(io.deps, identity, io.origin);
      io.say(
        `${created ? "Created the admin" : "The admin"} ${identity.email}. Open this link within ${ADMIN_LINK_MINUTES} minutes to set the password (it works once):\n  ${link}`,
      );
      return 0;
    }
    const password = await io.readHidden("Password: ");
    const again = await io.readHidden("Password again: ");
    await createAdminWithPassword(io.deps, identity, password, again);
    io.say(`Created the admin ${identity.email}. Sign in at ${io.origin}/login and open ${io.origin}/admin.`);
    return 0;
  } catch (error) {
    if (!(error instanceof CreateAdminError)) throw error;
    io.fail(error.message);
    return 1;
  }
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    options: {
      email: { type: "string" },
      "first-name": { type: "string" },
      "last-name": { type: "string" },
      link: { type: "boolean" },
      help: { type: "boolean" },
    },
  }).values;
}
