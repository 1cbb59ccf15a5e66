import { data, redirect } from "react-router";
import type { SessionUser } from "../../../server/modules/accounts/accounts.service.ts";
import { isAdmin, isStaff } from "../../../server/modules/accounts/staff.ts";
import type { RequestContext } from "../../../server/request-context.ts";

/** The signed-in staff member, with the client address their changes are audited under. */
export type StaffUser = SessionUser & { clientAddress: string | null };

/**
 * Every console loader and action calls one of these itself: React Router runs a page's loaders
 * side by side, so the layout's check alone would not keep a child's data from a visitor.
 * Anonymous visitors go to sign in and come back; other signed-in users get 403 (the console
 * layout's error boundary shows the translated "not allowed" page).
 */
export function requireStaffPage(ctx: RequestContext, request: Request): StaffUser {
  return requireRole(ctx, request, isStaff);
}

/** Admin-only pages (the audit log). */
export function requireAdminPage(ctx: RequestContext, request: Request): StaffUser {
  return requireRole(ctx, request, isAdmin);
}

function requireRole(
  ctx: RequestContext,
  request: Request,
  allowed: (roles: SessionUser["roles"]) => boolean,
): StaffUser {
  if (!ctx.user) {
    const url = new URL(request.url);
    throw redirect(`/login?returnUrl=${encodeURIComponent(url.pathname + url.search)}`);
  }
  if (!allowed(ctx.user.roles)) throw data(null, { status: 403 });
  return { ...ctx.user, clientAddress: ctx.ip };
}
