import type { Generated } from "kysely";
import type { TeamRole } from "#core/schemas/team-roles.ts";
import type { Flag, Id, Timestamp } from "./column-types.ts";

export const ROLES = ["buyer", "supplier", "moderator", "admin"] as const;
export type Role = (typeof ROLES)[number];
export { TEAM_ROLES, type TeamRole } from "#core/schemas/team-roles.ts";
export type TokenPurpose = "confirm_email" | "reset_password";

/** Users, their roles and companies, sessions, e-mail tokens and rate-limit windows. */
export interface AccountTables {
  users: {
    id: Id;
    email: string;
    password_hash: string;
    first_name: string;
    last_name: string;
    phone: string | null;
    company_name: string | null;
    preferred_lang: string | null;
    email_confirmed_at: string | null;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  user_roles: { user_id: number; role: Role };
  company_members: { company_id: number; user_id: number; role: Generated<TeamRole> };
  sessions: {
    id: string;
    user_id: number;
    created_at: Timestamp;
    expires_at: string;
    ip: string | null;
    user_agent: string | null;
    /** "Keep me signed in": the session lasts 30 days from sign-in instead of 12 hours without use. */
    is_remembered: Flag;
  };
  user_tokens: {
    token_hash: string;
    user_id: number;
    purpose: TokenPurpose;
    created_at: Timestamp;
    expires_at: string;
    used_at: string | null;
  };
  rate_limits: { key: string; window_start: number; hits: number };
  login_failures: {
    id: Id;
    /** The e-mail address as typed (lower-cased), whether or not an account has it. */
    account_key: string;
    /** `device:<hash>` for a known device, else `ip:<address>`. */
    client_key: string;
    ip: string | null;
    failed_at: string;
  };
  known_devices: {
    token_hash: string;
    user_id: number;
    created_at: Timestamp;
    last_sign_in_at: string;
  };
}
