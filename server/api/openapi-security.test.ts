import { expect, it } from "vitest";
import { type OpenApiDocument, type Operation, operationsOf } from "#tests/setup/openapi-operations.ts";
import { describeEachDatabase } from "#tests/setup/test-db.ts";
import { createApi } from "./api.ts";
import { SESSION_SCHEME } from "./openapi-shapes.ts";

/** Declares the session required: one requirement, the session scheme (not the optional `{}`). */
const declaresSessionRequired = (op: Operation) => {
  const security = op.operation.security ?? [];
  return security.length > 0 && security.every((requirement) => SESSION_SCHEME in requirement);
};

/**
 * Which operations need a session is read from what the API does, not from a list: each one is
 * called without a session cookie, and the session guards (which run before the input is read)
 * answer 401. Any path parameter is "1" and any body empty: an operation open to anyone answers
 * 2xx, 400 or 404 to that, never 401.
 */
describeEachDatabase("the OpenAPI document's session requirements", (deps) => {
  it("declares the session scheme on exactly the operations that refuse an anonymous caller", async () => {
    const api = createApi(deps());
    const doc: OpenApiDocument = await (await api.request("/openapi.json")).json();
    const mismatches: string[] = [];
    for (const op of operationsOf(doc)) {
      const status = await callAnonymously(api, op);
      const refusesAnonymous = status === 401;
      if (refusesAnonymous && !declaresSessionRequired(op))
        mismatches.push(`${op.label} answers 401 without a session: declare security: SIGNED_IN`);
      if (!refusesAnonymous && declaresSessionRequired(op))
        mismatches.push(`${op.label} declares SIGNED_IN but answers ${status} without a session`);
    }
    expect(mismatches).toEqual([]);
  });

  it("refuses an unknown session cookie like no cookie on every operation that needs one", async () => {
    const api = createApi(deps());
    const doc: OpenApiDocument = await (await api.request("/openapi.json")).json();
    const signedInOnly = operationsOf(doc).filter(declaresSessionRequired);
    expect(signedInOnly.length).toBeGreaterThan(0);
    for (const op of signedInOnly)
      expect({ op: op.label, status: await callAnonymously(api, op, "caravan_session=forged") }).toEqual({
        op: op.label,
        status: 401,
      });
  });
});

async function callAnonymously(api: ReturnType<typeof createApi>, op: Operation, cookie?: string) {
  const url = op.path.replace(/\{[^}]+\}/g, "1");
  const headers: Record<string, string> = { host: "localhost:3000", origin: "http://localhost:3000" };
  if (cookie) headers.cookie = cookie;
  const content = Object.keys(op.operation.requestBody?.content ?? {})[0];
  let body: string | undefined;
  if (content) {
    headers["content-type"] = content;
    body = content === "application/json" ? "{}" : "";
  }
  const res = await api.request(url, { method: op.method.toUpperCase(), headers, body });
  return res.status;
}
