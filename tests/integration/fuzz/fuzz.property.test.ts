import fc from "fast-check";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { apiExamples, apiRequests, listApiOperations, schemaLookup } from "./api-operations.ts";
import {
  closeServerModules,
  createFuzzTarget,
  describeRequest,
  type FuzzRequest,
  type FuzzTarget,
  HOSTS,
  loadServerModules,
  ROLES,
  type ServerModules,
} from "./app-under-fuzz.ts";
import { FORM_FIELDS } from "./form-fields.ts";
import { actionExamples, actionRequests, pageExamples, pageRequests } from "./page-requests.ts";
import { routeTable } from "./route-table.ts";
import type { KnownValues } from "./schema-values.ts";

/**
 * Hostile requests to every API operation (read from the running app's OpenAPI document), every
 * form action and every page (read from the React Router build), signed out and as each role, on
 * both databases: none may answer 5xx, and the API's refusals carry the error shape. Each
 * operation, action and page gets its share of a fixed number of requests, so the time stays
 * bounded as the app grows. FUZZ_RUNS scales the counts (FUZZ_RUNS=20 for a long local run);
 * a failure prints the request and the seed, and FUZZ_SEED replays it.
 */
const scale = Number(process.env.FUZZ_RUNS ?? 1);
const BUDGET = { api: 1000 * scale, actions: 600 * scale, pages: 500 * scale };
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

let modules: ServerModules;
beforeAll(async () => {
  modules = await loadServerModules();
  // React Router warns of every address it cannot percent-decode, and sending those is the point.
  const warn = console.warn.bind(console);
  vi.spyOn(console, "warn").mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes("could not be decoded because it is a malformed URL segment"))
      warn(...args);
  });
}, 120_000);
afterAll(async () => {
  await closeServerModules();
});

const asEveryone = <T extends Omit<FuzzRequest, "role" | "host">>(requests: fc.Arbitrary<T>) =>
  fc
    .record({ role: fc.constantFrom(...ROLES), host: fc.constantFrom(...HOSTS), request: requests })
    .map(({ role, host, request }): FuzzRequest => ({ role, host, ...request }));

async function answer(target: FuzzTarget, request: FuzzRequest) {
  const response = await target.send(request);
  const text = await response.text();
  if (response.status >= 500)
    throw new Error(
      `answered ${response.status}: ${describeRequest(request)}\n  response: ${text.slice(0, 500)}`,
    );
  return { status: response.status, text, type: response.headers.get("content-type") ?? "" };
}

/**
 * For each target in turn (an operation, a form, a page): its examples (the same every run, as
 * admin, who passes every guard), then its share of `count` random requests.
 */
async function fuzzEach<T>(
  targets: T[],
  count: number,
  generate: (target: T) => {
    requests: fc.Arbitrary<Omit<FuzzRequest, "role" | "host">>;
    examples: Omit<FuzzRequest, "role" | "host">[];
  },
  check: (request: FuzzRequest) => Promise<void>,
) {
  const perTarget = Math.max(3, Math.floor(count / targets.length));
  let examplesRun = 0;
  for (const target of targets) {
    const { requests, examples } = generate(target);
    const fixed = examples.map((request): [FuzzRequest] => [{ role: "admin", host: HOSTS[0]!, ...request }]);
    examplesRun += fixed.length;
    await fc.assert(fc.asyncProperty(asEveryone(requests), check), {
      numRuns: fixed.length + perTarget,
      examples: fixed,
      ...(seed === undefined ? {} : { seed }),
    });
  }
  return { examples: examplesRun, random: perTarget * targets.length };
}

/** Every property run sent its request; the count and time are the figures docs/decisions/012 quotes. */
function report(target: FuzzTarget, runs: { examples: number; random: number }, started: number) {
  expect(target.sent).toBeGreaterThanOrEqual(runs.examples + runs.random);
  // No "__proto__" key in a body reached Object.prototype.
  expect(Object.prototype).not.toHaveProperty("polluted");
  const seconds = (performance.now() - started) / 1000;
  console.info(`${target.sent} requests (${runs.examples} fixed examples) in ${seconds.toFixed(1)} s`);
}

async function knownValues(deps: TestDeps): Promise<KnownValues> {
  const products = await deps.db.selectFrom("products").select(["id", "company_id"]).limit(3).execute();
  const categories = await deps.db.selectFrom("categories").select("code").limit(4).execute();
  return {
    productIds: products.map((p) => p.id),
    companyIds: products.map((p) => p.company_id),
    categoryCodes: categories.map((c) => c.code),
  };
}

describeEachDatabase("hostile requests never get a 5xx", (deps) => {
  it(
    "every API operation of the OpenAPI document answers 4xx with the error shape, or succeeds",
    async () => {
      const target = await createFuzzTarget(deps(), modules);
      const known = await knownValues(deps());
      const doc = await (
        await target.send({ role: "anonymous", host: HOSTS[0]!, method: "GET", path: "/api/openapi.json" })
      ).json();
      const operations = listApiOperations(doc);
      expect(operations.length).toBeGreaterThan(30);
      const lookup = schemaLookup(doc);
      const started = performance.now();
      const runs = await fuzzEach(
        operations,
        BUDGET.api,
        (op) => ({ requests: apiRequests(op, lookup, known), examples: apiExamples(op, lookup, known, 1) }),
        async (request) => {
          const { status, text, type } = await answer(target, request);
          if (status < 400) return;
          // A refusal says why, in the host's language: { error: { code, message } }.
          const body = type.includes("json")
            ? (JSON.parse(text) as { error?: { code?: unknown; message?: unknown } })
            : {};
          if (
            typeof body.error?.code !== "string" ||
            typeof body.error.message !== "string" ||
            !body.error.message
          )
            throw new Error(
              `${status} without the error shape: ${describeRequest(request)}\n  response: ${text.slice(0, 300)}`,
            );
        },
      );
      report(target, runs, started);
    },
    240_000 * scale,
  );

  it(
    "every form action answers a hostile submission, in any encoding or method, without a 5xx",
    async () => {
      const target = await createFuzzTarget(deps(), modules);
      const known = await knownValues(deps());
      const actions = routeTable(modules.build).filter((r) => r.hasAction);
      const started = performance.now();
      const runs = await fuzzEach(
        actions,
        BUDGET.actions,
        (route) => {
          const fields = FORM_FIELDS[route.id] ?? {};
          return {
            requests: actionRequests(route, fields, known),
            examples: actionExamples(route, fields, known, 1),
          };
        },
        async (request) => void (await answer(target, request)),
      );
      report(target, runs, started);
    },
    240_000 * scale,
  );

  it(
    "every page answers hostile path segments and query values without a 5xx",
    async () => {
      const target = await createFuzzTarget(deps(), modules);
      const known = await knownValues(deps());
      const pages = routeTable(modules.build).filter((r) => r.hasPage);
      const started = performance.now();
      const runs = await fuzzEach(
        pages,
        BUDGET.pages,
        (route) => ({ requests: pageRequests(route, known), examples: pageExamples(route, known, 1) }),
        async (request) => void (await answer(target, request)),
      );
      report(target, runs, started);
    },
    240_000 * scale,
  );
});

it("knows the fields of every form action in the route table, and of no route without one", () => {
  const withAction = routeTable(modules.build)
    .filter((r) => r.hasAction)
    .map((r) => r.id)
    .sort();
  expect(Object.keys(FORM_FIELDS).sort()).toEqual(withAction);
});
