import { createMiddleware } from "hono/factory";
import { isStaff, readSessionToken, type SessionUser, sessionUser } from "#server/modules/accounts/index.ts";
import { AppError } from "../lib/errors.ts";
import type { ApiEnv } from "./api.ts";
import { clientInfo } from "./client-info.ts";

/** The signed-in user, with the client address their changes are audited under. */
export type UserEnv = ApiEnv & { Variables: { user: SessionUser & { clientAddress: string | null } } };

/**
 * Guards for signed-in routes. They run before the route reads its input, so a visitor without
 * the right learns nothing about what a valid request looks like: 401 when not signed in, 403
 * when signed in without the role.
 */
function guard(allowed: (user: SessionUser) => boolean) {
  return createMiddleware<UserEnv>(async (c, next) => {
    const user = await sessionUser(c.get("deps"), readSessionToken(c.req.header("cookie") ?? null));
    if (!user) throw new AppError("unauthorized");
    if (!allowed(user)) throw new AppError("not_allowed");
    c.set("user", { ...user, clientAddress: clientInfo(c).ip });
    await next();
  });
}

export const requireUser = guard(() => true);
/** Moderators and admins (the console). */
export const requireStaff = guard((user) => isStaff(user.roles));
