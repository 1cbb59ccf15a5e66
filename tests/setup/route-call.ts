import { RouterContextProvider } from "react-router";
import type { Actor, SessionUser } from "#server/modules/accounts/index.ts";
import { requestContext } from "#server/request-context.ts";
import type { TestDeps } from "./test-db.ts";

/** A signed-in session's user for an actor of the test world. */
export function sessionOf(actor: Actor): SessionUser {
  return {
    id: actor.id,
    email: `u${actor.id}@route.test`,
    firstName: "U",
    lastName: String(actor.id),
    phone: null,
    companyName: null,
    emailConfirmed: true,
    roles: [...actor.roles] as SessionUser["roles"],
    companyIds: [],
  };
}

export interface RouteAnswer {
  status: number;
  data: Record<string, unknown> | null;
  location: string | null;
}

/** The arguments React Router gives a loader or action for the address (GET, or POST of `form`). */
export function routeArgs(
  d: TestDeps,
  path: string,
  actor: Actor | undefined,
  form?: URLSearchParams | FormData,
  params: Record<string, string> = {},
) {
  const context = new RouterContextProvider();
  context.set(requestContext, {
    deps: d,
    lang: "en",
    dir: "ltr",
    origin: "http://localhost:3000",
    user: actor ? sessionOf(actor) : undefined,
    sessionToken: undefined,
    ip: null,
    userAgent: null,
    requestId: "test",
  });
  const url = new URL(`http://localhost:3000${path}`);
  const request = form ? new Request(url, { method: "POST", body: form }) : new Request(url);
  return { context, params, url, request } as never;
}

/**
 * Calls a route's loader or action as React Router does (GET, or POST of `form`, urlencoded or
 * multipart), with the address's `params`; the answer's status, data and redirect.
 */
export async function callRoute(
  d: TestDeps,
  fn: (args: never) => unknown,
  path: string,
  actor: Actor | undefined,
  form?: URLSearchParams | FormData,
  params: Record<string, string> = {},
): Promise<RouteAnswer> {
  try {
    const data = await fn(routeArgs(d, path, actor, form, params));
    const wrapped = data as { type?: string; data?: unknown; init?: { status?: number } } | null;
    if (wrapped?.type === "DataWithResponseInit")
      return {
        status: wrapped.init?.status ?? 200,
        data: wrapped.data as Record<string, unknown>,
        location: null,
      };
    // A returned redirect (an action's post-redirect-get) or another response.
    if (data instanceof Response)
      return { status: data.status, data: null, location: data.headers.get("location") };
    return { status: 200, data: data as Record<string, unknown>, location: null };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, data: null, location: thrown.headers.get("location") };
    const init = (thrown as { init?: { status?: number } }).init;
    if (init?.status) return { status: init.status, data: null, location: null };
    throw thrown;
  }
}
