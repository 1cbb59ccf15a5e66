import { openSession, SESSION_COOKIE } from "#server/modules/accounts/index.ts";
import type { TestDeps } from "../setup/test-db.ts";
import type { ServerModules } from "./fuzz/app-under-fuzz.ts";

export const PAGE_HOST = "localhost:3000";

/** A session token for the user, as signing in gives (no address, no browser). */
export async function signIn(d: TestDeps, userId: number): Promise<string> {
  return (await openSession(d, userId, { ip: null, userAgent: null })).token;
}

/**
 * Requests to the whole app as a browser sends them: HTML asked for, the session cookie when a
 * token is given, a form's fields as a urlencoded body (or a FormData, for files), from the site's
 * own origin unless another is given, redirects not followed.
 */
export function pageClient(modules: ServerModules, d: TestDeps, token?: string) {
  const app = modules.createApp(d, { clientDir: undefined });
  return (
    method: string,
    path: string,
    fields?: Record<string, string> | FormData,
    origin = `http://${PAGE_HOST}`,
  ) => {
    const headers = new Headers({ host: PAGE_HOST, accept: "text/html" });
    if (token) headers.set("cookie", `${SESSION_COOKIE}=${token}`);
    if (method !== "GET") headers.set("origin", origin);
    const body = fields instanceof FormData ? fields : fields ? new URLSearchParams(fields) : undefined;
    if (body instanceof URLSearchParams) headers.set("content-type", "application/x-www-form-urlencoded");
    return app.fetch(
      new Request(`http://${PAGE_HOST}${path}`, {
        method,
        headers,
        redirect: "manual",
        ...(body ? { body } : {}),
      }),
    );
  };
}
