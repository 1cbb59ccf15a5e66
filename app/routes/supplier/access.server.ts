import { data, redirect } from "react-router";
import {
  isStaff,
  readCookie,
  type SessionUser,
  WORKSPACE_COMPANY_COOKIE,
} from "#server/modules/accounts/index.ts";
import {
  type CompanyStatus,
  listUserCompanies,
  roleMay,
  type TeamAction,
  type TeamRole,
} from "#server/modules/companies/index.ts";
import type { RequestContext } from "#server/request-context.ts";

/** The signed-in member, with the client address their changes are audited under. */
export type MemberUser = SessionUser & { clientAddress: string | null };

export interface WorkspaceCompany {
  id: number;
  name: string;
  status: CompanyStatus;
  /** The operator's reason for a suspension or rejection, shown to the team. */
  statusReason: string | null;
  role: TeamRole;
}

export interface Workspace {
  user: MemberUser;
  /** The company the member works for now: the one chosen in the switcher, else their first. */
  company: WorkspaceCompany;
  companies: WorkspaceCompany[];
}

/**
 * The signed-in user; anonymous visitors go to sign in and come back. `url` is the page's
 * address, not `request.url` (on an in-page navigation that is React Router's data fetch).
 */
export function requireSignedIn(ctx: RequestContext, url: URL): MemberUser {
  if (!ctx.user) throw redirect(`/login?returnUrl=${encodeURIComponent(url.pathname + url.search)}`);
  return { ...ctx.user, clientAddress: ctx.ip };
}

/**
 * The user's companies and the one chosen; undefined company when they belong to none yet. A staff
 * account (moderator or admin) never acts for a supplier, so it has no workspace: 403, rather
 * than pages whose services would refuse it one by one.
 */
export async function readWorkspace(
  ctx: RequestContext,
  request: Request,
  url: URL,
): Promise<{ user: MemberUser; company: WorkspaceCompany | undefined; companies: WorkspaceCompany[] }> {
  const user = requireSignedIn(ctx, url);
  if (isStaff(user.roles)) throw data({ staff: true }, { status: 403 });
  const companies = (await listUserCompanies(ctx.deps.db, user.id)).map((row) => ({
    id: row.id,
    name: row.name,
    status: row.status,
    statusReason: row.status_reason,
    role: row.role,
  }));
  const chosen = Number(readCookie(request.headers.get("cookie"), WORKSPACE_COMPANY_COOKIE));
  const company = companies.find((c) => c.id === chosen) ?? companies[0];
  return { user, company, companies };
}

/**
 * Every workspace loader and action calls this itself (React Router runs a page's loaders side by
 * side, so the layout's check alone would not keep a child's data from a visitor). A user with no
 * company yet goes to onboarding; a member whose team role does not allow `action` gets 403, which
 * the workspace's error page explains. The company is always one the user is a member of: an id
 * from the address or the form is never trusted, so another company's data is out of reach.
 */
export async function requireWorkspace(
  ctx: RequestContext,
  request: Request,
  url: URL,
  action: TeamAction = "company.view",
): Promise<Workspace> {
  const { user, company, companies } = await readWorkspace(ctx, request, url);
  if (!company) throw redirect("/supplier/onboarding");
  if (!roleMay(company.role, action)) throw data({ action }, { status: 403 });
  return { user, company, companies };
}
