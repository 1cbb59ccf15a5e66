import { expect } from "vitest";
import { createApi } from "#server/api/api.ts";
import { hashPassword, insertUser } from "#server/modules/accounts/index.ts";
import type { TeamRole } from "#server/modules/companies/index.ts";
import type { TestDeps } from "./test-db.ts";

export const API_HOST = "localhost:3000";
export const API_ORIGIN = "http://localhost:3000";
export const MEMBER_PASSWORD = "a long enough passphrase";

export type ApiCall = (
  method: string,
  path: string,
  options?: {
    body?: unknown;
    form?: FormData;
    raw?: Uint8Array;
    cookie?: string;
    origin?: string;
    /** Another language's host (tr.localhost:3000): the answer's language. */
    host?: string;
  },
) => Promise<Response>;

/**
 * Sends requests to the API as a browser on the site would: from the host's own origin unless
 * another is given, with a session cookie when one is given, and a JSON, form or raw body.
 */
export function apiClient(d: TestDeps): ApiCall {
  const api = createApi(d);
  const env = { incoming: { socket: { remoteAddress: "198.51.100.9" } } };
  return (method, path, options = {}) => {
    const host = options.host ?? API_HOST;
    const headers: Record<string, string> = { host, origin: options.origin ?? `http://${host}` };
    if (options.cookie) headers.cookie = options.cookie;
    let body: BodyInit | undefined;
    if (options.form) body = options.form;
    else if (options.raw) {
      headers["content-type"] = "application/octet-stream";
      body = new Blob([new Uint8Array(options.raw)]);
    } else if (options.body !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(options.body);
    }
    return Promise.resolve(api.request(path, { method, headers, body }, env));
  };
}

let passwordHash: Promise<string> | undefined;
let serial = 0;

/** A new confirmed member of `companyId` with `role`, signed in through the API: their session cookie. */
export async function memberSession(
  d: TestDeps,
  call: ApiCall,
  companyId: number,
  role: TeamRole,
): Promise<string> {
  serial += 1;
  const email = `member${serial}@api-client.test`;
  passwordHash ??= hashPassword(MEMBER_PASSWORD);
  const id = await insertUser(
    d.db,
    {
      email,
      passwordHash: await passwordHash,
      firstName: "M",
      lastName: `${serial}`,
      phone: null,
      companyName: null,
      confirmed: true,
    },
    ["supplier"],
  );
  await d.db.insertInto("company_members").values({ company_id: companyId, user_id: id, role }).execute();
  const res = await call("POST", "/auth/login", { body: { email, password: MEMBER_PASSWORD } });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .find((c) => c.startsWith("caravan_session="))!
    .split(";")[0]!;
}
