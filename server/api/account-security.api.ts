import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import { hostForLang, langFromHost } from "#core/i18n/languages.ts";
import { ChangePasswordFields } from "#core/schemas/accounts.ts";
import {
  changePassword,
  clearedSessionCookie,
  readSessionToken,
  resendConfirmation,
  signOutEverywhere,
} from "#server/modules/accounts/index.ts";
import { translator } from "../lib/i18n.ts";
import type { ApiEnv } from "./api.ts";
import { requireUser } from "./guards.ts";
import { ErrorRef, json, SIGNED_IN } from "./openapi-shapes.ts";

const Message = z.object({ message: z.string() });
const signedIn = { 401: json(ErrorRef, "Not signed in") };

const logoutEverywhereRoute = createRoute({
  middleware: [requireUser] as const,
  method: "post",
  path: "/auth/logout-everywhere",
  operationId: "signOutEverywhere",
  security: SIGNED_IN,
  tags: ["Accounts"],
  summary: "Sign out everywhere: ends every session of the user, this one included",
  responses: { 200: json(Message, "Signed out on every device"), ...signedIn },
});

const ChangePasswordBody = ChangePasswordFields.pick({ currentPassword: true, password: true });
const changePasswordRoute = createRoute({
  middleware: [requireUser] as const,
  method: "post",
  path: "/auth/change-password",
  operationId: "changePassword",
  security: SIGNED_IN,
  tags: ["Accounts"],
  summary:
    "Change the password (12 characters or more, not easy to guess); every other session of the user ends",
  request: { body: { content: { "application/json": { schema: ChangePasswordBody } }, required: true } },
  responses: {
    200: json(Message, "Changed; this session stays signed in"),
    400: json(ErrorRef, "Wrong current password, or the new one is refused (field messages)"),
    ...signedIn,
    429: json(ErrorRef, "Too many tries in an hour"),
  },
});

const resendRoute = createRoute({
  middleware: [requireUser] as const,
  method: "post",
  path: "/auth/resend-confirmation",
  operationId: "resendConfirmationEmail",
  security: SIGNED_IN,
  tags: ["Accounts"],
  summary: "Send the e-mail address confirmation link again (3 an hour)",
  responses: {
    202: json(Message, "A new link is on its way"),
    ...signedIn,
    409: json(ErrorRef, "The address is already confirmed"),
    429: json(ErrorRef, "Asked too often"),
  },
});

export function registerAccountSecurityApi(api: OpenAPIHono<ApiEnv>) {
  api.openapi(logoutEverywhereRoute, async (c) => {
    const deps = c.get("deps");
    await signOutEverywhere(deps, c.get("user").id);
    c.header("Set-Cookie", clearedSessionCookie(deps.config));
    const t = translator(langFromHost(c.req.header("host")));
    return c.json({ message: t("auth.signedOutEverywhere") }, 200);
  });

  api.openapi(changePasswordRoute, async (c) => {
    const deps = c.get("deps");
    const token = readSessionToken(c.req.header("cookie") ?? null);
    await changePassword(deps, c.get("user").id, token, c.req.valid("json"));
    const t = translator(langFromHost(c.req.header("host")));
    return c.json({ message: t("security.passwordChanged") }, 200);
  });

  api.openapi(resendRoute, async (c) => {
    const deps = c.get("deps");
    const lang = langFromHost(c.req.header("host"));
    // Links in e-mails point at the configured site, never at the Host header.
    const origin = `${deps.config.siteProtocol}://${hostForLang(deps.config.siteHost, lang)}`;
    const user = c.get("user");
    await resendConfirmation(deps, user.id, { lang, origin });
    return c.json({ message: translator(lang)("auth.confirmationResent", { email: user.email }) }, 202);
  });
}
