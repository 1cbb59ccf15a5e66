import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import { langFromHost } from "#core/i18n/languages.ts";
import { LoginSchema } from "#core/schemas/accounts.ts";
import * as accounts from "#server/modules/accounts/index.ts";
import {
  clearedSessionCookie,
  readDeviceToken,
  readSessionToken,
  SignInThrottled,
  signedInHeaders,
  throttleMessage,
} from "#server/modules/accounts/index.ts";
import { translator } from "../lib/i18n.ts";
import { registerAccountSecurityApi } from "./account-security.api.ts";
import type { ApiEnv } from "./api.ts";
import { clientInfo } from "./client-info.ts";
import { errorBody } from "./error-response.ts";
import { ErrorRef as ErrorSchema, PUBLIC, SESSION_OPTIONAL, SIGNED_IN } from "./openapi-shapes.ts";

const UserSchema = z
  .object({
    id: z.number(),
    email: z.string(),
    name: z.object({ first: z.string(), last: z.string() }),
    phone: z.string().nullable(),
    company: z.object({ name: z.string().nullable() }),
    roles: z.array(z.string()),
    companyIds: z.array(z.number()),
    emailConfirmed: z
      .boolean()
      .openapi({ description: "Writing to suppliers, commenting and buying need a confirmed address" }),
  })
  .openapi("CurrentUser");

function userDetails(user: accounts.SessionUser): z.infer<typeof UserSchema> {
  return {
    id: user.id,
    email: user.email,
    name: { first: user.firstName, last: user.lastName },
    phone: user.phone,
    company: { name: user.companyName },
    roles: user.roles,
    companyIds: user.companyIds,
    emailConfirmed: user.emailConfirmed,
  };
}

const LoginBody = LoginSchema.pick({ email: true, password: true }).extend({
  remember: z.boolean().optional().openapi({
    description:
      "Keep me signed in: the session lasts 30 days; without it, it ends after 12 hours without use",
  }),
});

const loginRoute = createRoute({
  method: "post",
  path: "/auth/login",
  operationId: "signIn",
  security: PUBLIC,
  tags: ["Accounts"],
  summary: "Sign in; sets the session cookie and this client's known-device cookie",
  request: { body: { content: { "application/json": { schema: LoginBody } }, required: true } },
  responses: {
    200: { description: "Signed in", content: { "application/json": { schema: UserSchema } } },
    400: {
      description: "Wrong e-mail or password, or invalid input",
      content: { "application/json": { schema: ErrorSchema } },
    },
    429: {
      description:
        "Too many wrong passwords from this client, or for this account from unknown clients; Retry-After says when to try again",
      content: { "application/json": { schema: ErrorSchema } },
    },
  },
});

const logoutRoute = createRoute({
  method: "post",
  path: "/auth/logout",
  operationId: "signOut",
  security: SESSION_OPTIONAL,
  tags: ["Accounts"],
  summary: "Sign out; always succeeds",
  responses: {
    200: {
      description: "Signed out",
      content: { "application/json": { schema: z.object({ message: z.string() }) } },
    },
    403: {
      description: "Sent from another site's page (its Origin is not this site's)",
      content: { "application/json": { schema: ErrorSchema } },
    },
  },
});

const meRoute = createRoute({
  method: "get",
  path: "/auth/me",
  operationId: "getCurrentUser",
  security: SIGNED_IN,
  tags: ["Accounts"],
  summary: "The signed-in user's details",
  responses: {
    200: { description: "Current user", content: { "application/json": { schema: UserSchema } } },
    401: { description: "Not signed in", content: { "application/json": { schema: ErrorSchema } } },
  },
});

export function registerAccountsApi(api: OpenAPIHono<ApiEnv>) {
  api.openapi(loginRoute, async (c) => {
    const deps = c.get("deps");
    const input = c.req.valid("json");
    const lang = langFromHost(c.req.header("host"));
    try {
      const signedIn = await accounts.login(deps, input, {
        ...clientInfo(c),
        deviceToken: readDeviceToken(c.req.header("cookie")),
      });
      const user = (await accounts.sessionUser(deps, signedIn.token))!;
      for (const cookie of signedInHeaders(deps.config, signedIn, deps.clock.now()).getSetCookie())
        c.header("Set-Cookie", cookie, { append: true });
      return c.json(userDetails(user), 200);
    } catch (error) {
      if (!(error instanceof SignInThrottled)) throw error;
      c.header("Retry-After", String(error.retryAfterSeconds));
      return c.json({ error: { code: error.code, message: throttleMessage(lang, error) } }, 429);
    }
  });

  api.openapi(logoutRoute, async (c) => {
    const deps = c.get("deps");
    await accounts.logout(deps, readSessionToken(c.req.header("cookie") ?? null));
    c.header("Set-Cookie", clearedSessionCookie(deps.config));
    return c.json({ message: translator(langFromHost(c.req.header("host")))("auth.loggedOut") }, 200);
  });

  api.openapi(meRoute, async (c) => {
    const deps = c.get("deps");
    const user = await accounts.sessionUser(deps, readSessionToken(c.req.header("cookie") ?? null));
    if (!user) return c.json(errorBody(langFromHost(c.req.header("host")), "unauthorized"), 401);
    return c.json(userDetails(user), 200);
  });

  registerAccountSecurityApi(api);
}
