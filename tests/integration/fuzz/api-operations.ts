import fc from "fast-check";
import type { FuzzBody, FuzzRequest } from "./app-under-fuzz.ts";
import { encodeLoosely, hostileJsonValue, hostileText, hostileUrlText } from "./hostile-values.ts";
import {
  applyJsonMutation,
  hostileTextFor,
  type JsonMutation,
  jsonMutation,
  leavesOf,
  setAt,
} from "./mutate.ts";
import {
  asText,
  type JsonSchema,
  type KnownValues,
  plausible,
  resolve,
  type SchemaLookup,
} from "./schema-values.ts";

/** One operation of the OpenAPI document, as the fuzzer needs it. */
export interface ApiOperation {
  method: string;
  /** OpenAPI path under /api, e.g. /comment/{id} */
  path: string;
  parameters: {
    name: string;
    in: "path" | "query" | "header" | "cookie";
    required?: boolean;
    schema: JsonSchema;
  }[];
  body: { contentType: string; schema: JsonSchema } | undefined;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, JsonSchema>; parameters?: Record<string, unknown> };
}

const METHODS = ["get", "post", "put", "patch", "delete"];

/** Every operation the running API documents: an operation added tomorrow is fuzzed tomorrow. */
export function listApiOperations(doc: OpenApiDocument): ApiOperation[] {
  const deref = <T>(value: T): T => {
    const ref = (value as { $ref?: string }).$ref;
    if (!ref) return value;
    const [, , section, name] = ref.split("/");
    return (doc.components as Record<string, Record<string, T>>)[section!]![name!]!;
  };
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, raw]) => {
        const op = raw as {
          parameters?: unknown[];
          requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        };
        const content = Object.entries(deref(op.requestBody ?? {}).content ?? {})[0];
        return {
          method: method.toUpperCase(),
          path,
          parameters: (op.parameters ?? []).map((p) => deref(p) as ApiOperation["parameters"][number]),
          body: content ? { contentType: content[0], schema: content[1].schema ?? {} } : undefined,
        };
      }),
  );
}

export function schemaLookup(doc: OpenApiDocument): SchemaLookup {
  return (ref) => doc.components?.schemas?.[ref.split("/").pop()!] ?? {};
}

type Request = Omit<FuzzRequest, "role" | "host">;
type Parameter = ApiOperation["parameters"][number];

const isNumeric = (schema: JsonSchema, lookup: SchemaLookup) =>
  [resolve(schema, lookup).type ?? []].flat().some((t) => t === "integer" || t === "number");

/**
 * The operation's requests: a plausible request (so it gets past the first check), then one
 * hostile change: a parameter or a body value swapped for a hostile one of its kind, a field
 * removed or a prototype key added, the same query key twice, the wrong body encoding, a
 * malformed body, or another method.
 */
export function apiRequests(
  op: ApiOperation,
  lookup: SchemaLookup,
  known: KnownValues,
): fc.Arbitrary<Request> {
  const params = requestParams(op);
  const change: fc.Arbitrary<Change> = fc.oneof(
    ...params.map((p, i) =>
      fc.oneof(
        hostileTextFor(isNumeric(p.schema, lookup)).map((text) => ({ param: i, text })),
        hostileUrlText.map((raw) => ({ param: i, raw })),
        fc.array(hostileText, { minLength: 2, maxLength: 3 }).map((twice) => ({ param: i, twice })),
      ),
    ),
    ...(op.body
      ? [
          { weight: 4, arbitrary: jsonMutation.map((mutation) => ({ mutation })) },
          { weight: 1, arbitrary: fc.constant({ crossed: true as const }) },
          { weight: 1, arbitrary: wrongBody.map((wrong) => ({ wrong })) },
        ]
      : [{ weight: 1, arbitrary: wrongBody.map((wrong) => ({ wrong })) }]),
    fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE").map((method) => ({ method })),
    fc.constant({ none: true as const }),
  );
  return fc
    .tuple(plausibleParts(op, lookup, known), change)
    .map(([{ values, body }, change]) => build(op, values, body, change));
}

/** A plausible request of the operation, nothing hostile in it. */
export function apiBaseline(
  op: ApiOperation,
  lookup: SchemaLookup,
  known: KnownValues,
): fc.Arbitrary<Request> {
  return plausibleParts(op, lookup, known).map(({ values, body }) => build(op, values, body, { none: true }));
}

type Change =
  | { param: number; text: string }
  | { param: number; raw: string }
  | { param: number; twice: string[] }
  | { mutation: JsonMutation }
  | { crossed: true }
  | { wrong: FuzzBody | undefined }
  | { method: string }
  | { none: true };

const requestParams = (op: ApiOperation) => op.parameters.filter((p) => p.in === "path" || p.in === "query");

function plausibleParts(op: ApiOperation, lookup: SchemaLookup, known: KnownValues) {
  const values = fc.tuple(
    ...requestParams(op).map((p) =>
      p.required || p.in === "path"
        ? plausible(p.schema, lookup, known, p.name).map(asText)
        : fc.option(plausible(p.schema, lookup, known, p.name).map(asText), { freq: 2 }),
    ),
  );
  const body = op.body ? plausible(op.body.schema, lookup, known) : fc.constant(undefined);
  return fc.record({ values, body });
}

function build(op: ApiOperation, values: (string | null)[], body: unknown, change: Change): Request {
  const params = requestParams(op);
  const texts = values.map((v) => (v === null ? [] : [encodeLoosely(v)]));
  if ("param" in change)
    texts[change.param] =
      "twice" in change
        ? change.twice.map(encodeLoosely)
        : ["raw" in change ? change.raw : encodeLoosely(change.text)];
  let path = `/api${op.path}`;
  const query: string[] = [];
  params.forEach((p, i) => {
    if (p.in === "path") path = path.replace(`{${p.name}}`, texts[i]![0] ?? "");
    else for (const t of texts[i]!) query.push(`${encodeLoosely(p.name)}=${t}`);
  });
  let sent: FuzzBody | undefined;
  if ("wrong" in change) sent = change.wrong;
  else if (op.body) {
    const value = "mutation" in change ? applyJsonMutation(body, change.mutation) : body;
    const asForm = op.body.contentType.includes("json") === "crossed" in change;
    sent = asForm ? { kind: "urlencoded", fields: formFields(value) } : { kind: "json", value };
  }
  return {
    method: "method" in change ? change.method : op.method,
    path: query.length ? `${path}?${query.join("&")}` : path,
    ...(sent ? { body: sent } : {}),
  };
}

/** A JSON value's top-level properties as form fields (objects and arrays as JSON text). */
function formFields(value: unknown): [string, string][] {
  if (!value || typeof value !== "object" || Array.isArray(value)) return [["value", asText(value)]];
  return Object.entries(value).map(([k, v]) => [k, asText(v)]);
}

const wrongBody: fc.Arbitrary<FuzzBody | undefined> = fc.oneof(
  fc.constant(undefined),
  hostileJsonValue.map((value): FuzzBody => ({ kind: "json", value })),
  fc
    .constantFrom("{not json", "", "[", '{"a":}', "\u0000", "1e999999", '{"a":"\\ud800"}')
    .map((text): FuzzBody => ({ kind: "raw", contentType: "application/json", text })),
  hostileText.map((text): FuzzBody => ({ kind: "raw", contentType: "text/plain", text })),
  hostileText.map((text): FuzzBody => ({ kind: "raw", contentType: "multipart/form-data", text })),
  hostileText.map((text): FuzzBody => ({ kind: "raw", contentType: null, text })),
);

/** The hostile value each kind of place is always tried with, before the random ones. */
export const SURE_NUMBER = 2_147_483_648;
export const SURE_TEXTS = ["a\u0000b", "0"];

/**
 * Requests every run sends, whatever the seed: a plausible request of the operation with one
 * place (each parameter, each value of the body in turn) set to an id past the 4-byte range, or
 * to a text with a NUL, so that each place meets the classic failures every time.
 */
export function apiExamples(
  op: ApiOperation,
  lookup: SchemaLookup,
  known: KnownValues,
  seed: number,
): Request[] {
  const [base] = fc.sample(apiBaseline(op, lookup, known), { numRuns: 1, seed });
  if (!base) return [];
  const examples: Request[] = [];
  for (const p of requestParams(op)) {
    const values = isNumeric(p.schema, lookup) ? [String(SURE_NUMBER)] : SURE_TEXTS;
    for (const value of values) examples.push(withParam(op, base, p, encodeLoosely(value)));
  }
  if (base.body?.kind === "json") {
    const body = base.body.value;
    for (const [path, leaf] of leavesOf(body)) {
      const value =
        typeof leaf === "number" ? SURE_NUMBER : typeof leaf === "string" ? SURE_TEXTS[0] : undefined;
      if (value !== undefined)
        examples.push({ ...base, body: { kind: "json", value: setAt(body, path, value) } });
    }
  }
  return examples;
}

function withParam(op: ApiOperation, base: Request, p: Parameter, encoded: string): Request {
  if (p.in === "path") {
    // The base path has the plausible value where the template has {name}: rebuild from the template.
    const baseSegments = base.path.split("?")[0]!.split("/");
    const template = `/api${op.path}`.split("/");
    const path = template.map((s, i) => (s === `{${p.name}}` ? encoded : baseSegments[i])).join("/");
    const query = base.path.includes("?") ? `?${base.path.split("?")[1]}` : "";
    return { ...base, path: path + query };
  }
  const [path, query = ""] = base.path.split("?");
  const pairs = query
    .split("&")
    .filter((pair) => pair && !pair.startsWith(`${encodeLoosely(p.name)}=`))
    .concat(`${encodeLoosely(p.name)}=${encoded}`);
  return { ...base, path: `${path}?${pairs.join("&")}` };
}
