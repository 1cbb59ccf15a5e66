import { Hono, type MiddlewareHandler } from "hono";
import { parseId } from "#core/schemas/id.ts";
import { isAppError } from "#server/lib/errors.ts";
import { readSessionToken, sessionUser } from "#server/modules/accounts/index.ts";
import { localPrivateFileStore, readPrivateFile } from "#server/modules/files/index.ts";
import type { AppDeps } from "../deps.ts";

/**
 * A private file opened in the browser. Whatever the file holds, the page it makes may run
 * nothing, load nothing and reach no other page of the site: a sandbox with no permissions and
 * no sources. (A PDF or a picture needs none; a forged file that got past the type check could
 * do nothing with them.)
 */
export const PRIVATE_FILE_CSP =
  "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'";

/**
 * Registered before the site's security headers, so that its own policy, set after them on the
 * way out, is the one /files/ responses carry.
 */
export function sandboxPrivateFiles(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.res.headers.set("Content-Security-Policy", PRIVATE_FILE_CSP);
  };
}

/**
 * GET /files/{id}: the bytes of a private file, for the user who uploaded it, the members of its
 * company and the operator's staff (the files module decides, on every read). Anyone else, a
 * visitor included, gets the same 404 as for an id that does not exist. Shown inline with the
 * type judged from the content when stored, never cached by shared caches.
 */
export function createPrivateFileRoutes(deps: AppDeps) {
  const files = new Hono();
  const store = localPrivateFileStore(deps.config.dataDir);
  files.get("/:id", async (c) => {
    const id = parseId(c.req.param("id"));
    if (id === undefined) return c.text("Not Found", 404);
    const user = await sessionUser(deps, readSessionToken(c.req.header("cookie") ?? null));
    try {
      const file = await readPrivateFile(deps.db, store, user, id);
      return c.body(new Uint8Array(file.bytes), 200, {
        "Content-Type": file.mediaType,
        "Content-Length": String(file.byteSize),
        "Content-Disposition": `inline; filename*=UTF-8''${encodeURIComponent(file.originalName)}`,
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      });
    } catch (error) {
      if (isAppError(error) && error.code === "not_found") return c.text("Not Found", 404);
      throw error;
    }
  });
  return files;
}
