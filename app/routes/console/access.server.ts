import { data, redirect } from "react-router";
import { isAdmin, isStaff, type SessionUser } from "#server/modules/accounts/index.ts";
import type { RequestContext } from "#server/request-context.ts";

/** The signed-in staff member, with the client address their changes are audited under. */
export type StaffUser = SessionUser & { clientAddress: string | null };

/**
 * Every console loader and action calls one of these itself: React Router runs a page's loaders
 * side by side, so the layout's check alone would not keep a child's data from a visitor.
 * Anonymous visitors go to sign in and come back; other signed-in users get 403 (the console
 * layout's error boundary shows the translated "not allowed" page).
 */
export function requireStaffPage(ctx: RequestContext, url: URL): StaffUser {
  return requireRole(ctx, url, isStaff);
}

/** Admin-only pages (the audit log). */
export function requireAdminPage(ctx: RequestContext, url: URL): StaffUser {
  return requireRole(ctx, url, isAdmin);
}

/**
 * `url` is the loader's page address, not `request.url`: on an in-page navigation the request is
 * React Router's `.data` fetch, and signing in must come back to the page, not to its data.
 */
function requireRole(
  ctx: RequestContext,
  url: URL,
  allowed: (roles: SessionUser["roles"]) => boolean,
): StaffUser {
  if (!ctx.user) {
    throw redirect(`/login?returnUrl=${encodeURIComponent(url.pathname + url.search)}`);
  }
  if (!allowed(ctx.user.roles)) throw data(null, { status: 403 });
  return { ...ctx.user, clientAddress: ctx.ip };
}
