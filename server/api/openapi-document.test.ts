import { execFile } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "#server/modules/accounts/index.ts";
import { type OpenApiDocument, operationsOf } from "#tests/setup/openapi-operations.ts";
import { createTestDeps, type TestDeps } from "#tests/setup/test-db.ts";
import { createApi } from "./api.ts";
import { apiDocument } from "./api-document.ts";
import { SESSION_SCHEME } from "./openapi-shapes.ts";

const ROOT = join(import.meta.dirname, "../..");
/** Where the lint reads the document: .redocly.lint-ignore.yaml names its exceptions by this path. */
const DOCUMENT_FILE = "build/openapi.json";
const HOW_TO_DECLARE = "in its createRoute({ … }) in server/api/*.api.ts";

let deps: TestDeps;
let doc: OpenApiDocument;
beforeAll(async () => {
  deps = await createTestDeps(":memory:");
  doc = await (await createApi(deps).request("/openapi.json")).json();
});
afterAll(() => deps.close());

describe("the OpenAPI document at /api/openapi.json", () => {
  it("passes Redocly's recommended rules with 0 errors", async () => {
    mkdirSync(join(ROOT, "build"), { recursive: true });
    writeFileSync(join(ROOT, DOCUMENT_FILE), JSON.stringify(doc, null, 2));
    // The CLI itself (the same as `npx redocly lint build/openapi.json`), on this test's Node.
    const cli = join(ROOT, "node_modules/@redocly/cli/bin/cli.js");
    const run = await promisify(execFile)(process.execPath, [cli, "lint", DOCUMENT_FILE, "--format=json"], {
      cwd: ROOT,
      env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
      maxBuffer: 64 * 1024 * 1024,
    }).catch((failed: { stdout?: string }) => ({ stdout: failed.stdout ?? "" }));
    const report = JSON.parse(run.stdout) as {
      totals: { errors: number };
      problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
    };
    const errors = report.problems
      .filter((p) => p.severity === "error")
      .map((p) => `${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`);
    expect(errors, `Redocly lint errors (run: npx redocly lint ${DOCUMENT_FILE})`).toEqual([]);
    expect(report.totals.errors).toBe(0);
  }, 60_000);

  it("gives every operation a unique, camelCase operationId", () => {
    const missing = operationsOf(doc)
      .filter((op) => !op.operation.operationId)
      .map((op) => `${op.label} has no operationId: add operationId: "verbNoun" ${HOW_TO_DECLARE}`);
    expect(missing).toEqual([]);
    const malformed = operationsOf(doc)
      .filter((op) => !/^[a-z][a-zA-Z0-9]*$/.test(op.operation.operationId!))
      .map((op) => `${op.label}: operationId "${op.operation.operationId}" is not camelCase`);
    expect(malformed).toEqual([]);
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const op of operationsOf(doc)) {
      const id = op.operation.operationId!;
      if (seen.has(id)) duplicates.push(`${op.label} reuses operationId "${id}" of ${seen.get(id)}`);
      seen.set(id, op.label);
    }
    expect(duplicates).toEqual([]);
  });

  it("says of every operation whether it needs the session, using only the declared scheme", () => {
    const undeclared = operationsOf(doc)
      .filter((op) => op.operation.security === undefined)
      .map(
        (op) =>
          `${op.label} declares no security: add security: SIGNED_IN, SESSION_OPTIONAL or PUBLIC (server/api/openapi-shapes.ts) ${HOW_TO_DECLARE}`,
      );
    expect(undeclared).toEqual([]);
    const schemes = Object.keys(doc.components?.securitySchemes ?? {});
    const unknown = operationsOf(doc).flatMap((op) =>
      (op.operation.security ?? [])
        .flatMap((requirement) => Object.keys(requirement))
        .filter((scheme) => !schemes.includes(scheme))
        .map((scheme) => `${op.label} names the undeclared security scheme ${scheme}`),
    );
    expect(unknown).toEqual([]);
  });

  it("declares the session cookie as its security scheme", () => {
    expect(doc.components?.securitySchemes?.[SESSION_SCHEME]).toMatchObject({
      type: "apiKey",
      in: "cookie",
      name: SESSION_COOKIE,
    });
  });

  it("answers every declared 4xx with the error shape, and declares at least one per operation", () => {
    const problems = operationsOf(doc).flatMap((op) => {
      const codes = Object.keys(op.operation.responses).filter((code) => /^4\d\d$/.test(code));
      if (codes.length === 0) return [`${op.label} declares no 4xx response`];
      return codes
        .filter((code) => {
          const content = op.operation.responses[code]!.content ?? {};
          return content["application/json"]?.schema?.$ref !== "#/components/schemas/Error";
        })
        .map((code) => `${op.label} ${code} is not json(ErrorRef, …) (server/api/openapi-shapes.ts)`);
    });
    expect(problems).toEqual([]);
  });

  it("groups every operation under a tag the document describes", () => {
    const described = new Set((doc.tags ?? []).filter((t) => t.description).map((t) => t.name));
    const problems = operationsOf(doc).flatMap((op) => {
      const tags = op.operation.tags ?? [];
      if (tags.length === 0) return [`${op.label} has no tag`];
      return tags
        .filter((tag) => !described.has(tag))
        .map((tag) => `${op.label}: tag "${tag}" is not described in TAGS in server/api/api-document.ts`);
    });
    expect(problems).toEqual([]);
  });

  it("carries the project's licence and the site's address as its server", () => {
    const { license } = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { license: string };
    expect(doc.info.license).toEqual({ name: license, identifier: license });
    expect(doc.servers).toEqual([expect.objectContaining({ url: "http://localhost:3000/api" })]);
    const production = apiDocument({ siteProtocol: "https", siteHost: "market.example.org" });
    expect(production.servers).toEqual([expect.objectContaining({ url: "https://market.example.org/api" })]);
  });
});
