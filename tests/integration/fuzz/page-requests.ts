import fc from "fast-check";
import type { FuzzBody, FuzzRequest } from "./app-under-fuzz.ts";
import type { FormFields } from "./form-fields.ts";
import { PAGE_QUERY_KEYS } from "./page-query-keys.ts";
import {
  encodeLoosely,
  hostileJsonValue,
  hostileText,
  hostileUrlText,
  prototypeKeys,
} from "./hostile-values.ts";
import { hostileTextFor } from "./mutate.ts";
import { fillPattern, type PageRoute, patternParams } from "./route-table.ts";
import type { KnownValues } from "./schema-values.ts";

type Request = Omit<FuzzRequest, "role" | "host">;

const isNumericName = (name: string) => /id$|^p$|^l$|^page$/i.test(name);

/** A plausible value for a path parameter, judged by its name. */
function plausibleSegment(name: string, known: KnownValues): fc.Arbitrary<string> {
  if (/^(c|code|categoryId)$/.test(name)) return fc.constantFrom(...known.categoryCodes, "TR", "CN");
  if (name === "productId") return fc.constantFrom(...known.productIds.map(String));
  if (name === "companyId") return fc.constantFrom(...known.companyIds.map(String));
  if (isNumericName(name)) return fc.constantFrom("0", "1", "2", "20", "50");
  if (name === "t") return fc.constantFrom("c", "p", "0", "1");
  if (name === "file") return fc.constantFrom("categories-0.xml", "products-0.xml", "companies-0.xml");
  return fc.constantFrom("gloves", "a", "TR", "001");
}

const plausibleQueryValue = (known: KnownValues) =>
  fc.constantFrom("0", "1", "20", "50", "1_100", "TR", "TR,CN", "true", "en", ...known.categoryCodes);

/**
 * A page's address: plausible segments and query values, then one of them (or an added query
 * value) made hostile, and now and then React Router's own data request for the same address.
 */
function address(route: PageRoute, known: KnownValues, keys: readonly string[]): fc.Arbitrary<string> {
  const params = patternParams(route.pattern);
  return fc
    .record({
      segments: fc.tuple(...params.map((p) => plausibleSegment(p, known))),
      query: fc.array(fc.tuple(fc.constantFrom(...keys), plausibleQueryValue(known)), { maxLength: 2 }),
      hostile: fc.oneof(
        ...params.map((p, i) =>
          fc
            .oneof(hostileTextFor(isNumericName(p)).map(encodeLoosely), hostileUrlText)
            .map((segment) => ({ i, segment })),
        ),
        fc
          .tuple(fc.constantFrom(...keys), fc.oneof(hostileTextFor(false), hostileTextFor(true)))
          .map(([key, value]) => ({ key, value })),
        fc.constant({}),
      ),
      data: fc.boolean(),
    })
    .map(({ segments, query, hostile, data }) => {
      const encoded = segments.map(encodeLoosely);
      if ("segment" in hostile) encoded[hostile.i] = hostile.segment;
      const pairs = query.map(([k, v]) => `${k}=${encodeLoosely(v)}`);
      if ("key" in hostile) pairs.push(`${hostile.key}=${encodeLoosely(hostile.value)}`);
      let path = fillPattern(route.pattern, encoded);
      if (data) path = path === "/" ? "/_root.data" : `${path.replace(/\/$/, "")}.data`;
      return pairs.length ? `${path}?${pairs.join("&")}` : path;
    });
}

/** GET requests for a page, with hostile path segments and query values. */
export function pageRequests(route: PageRoute, known: KnownValues): fc.Arbitrary<Request> {
  return address(route, known, PAGE_QUERY_KEYS).map((path) => ({ method: "GET", path }));
}

/** Submissions to a form action: its own fields, one made hostile, in any encoding or method. */
export function actionRequests(
  route: PageRoute,
  fields: FormFields,
  known: KnownValues,
): fc.Arbitrary<Request> {
  return fc.record({
    method: fc.oneof(
      { weight: 8, arbitrary: fc.constant("POST") },
      { weight: 1, arbitrary: fc.constantFrom("PUT", "PATCH", "DELETE") },
    ),
    path: address(route, known, [...PAGE_QUERY_KEYS, "index"]),
    body: formBody(fields),
  });
}

function formBody(fields: FormFields): fc.Arbitrary<FuzzBody | undefined> {
  const entries = Object.entries(fields);
  const plausibleFields = fc.tuple(
    ...entries.map(([name, values]) =>
      fc.option(
        fc.constantFrom(...(values.length ? values : [""])).map((v): [string, string] => [name, v]),
        {
          freq: 8,
        },
      ),
    ),
  );
  const change = fc.oneof(
    ...entries.map(([name], i) => hostileTextFor(isNumericName(name)).map((value) => ({ i, value }))),
    fc.tuple(fc.constantFrom(...prototypeKeys, "intent", "id"), hostileText).map((extra) => ({ extra })),
    fc.constant({}),
  );
  const pairs = fc.tuple(plausibleFields, change).map(([list, change]) => {
    const fieldList = list.map((p, i) =>
      "i" in change && change.i === i ? ([entries[i]![0], change.value] as [string, string]) : p,
    );
    if ("extra" in change) fieldList.push(change.extra);
    return fieldList.filter((p): p is [string, string] => p !== null);
  });
  return fc.oneof(
    { weight: 8, arbitrary: pairs.map((f): FuzzBody => ({ kind: "urlencoded", fields: f })) },
    { weight: 3, arbitrary: pairs.map((f): FuzzBody => ({ kind: "multipart", fields: f })) },
    // JSON sent to a form.
    { weight: 1, arbitrary: pairs.map((f): FuzzBody => ({ kind: "json", value: Object.fromEntries(f) })) },
    { weight: 1, arbitrary: hostileJsonValue.map((value): FuzzBody => ({ kind: "json", value })) },
    {
      weight: 1,
      arbitrary: hostileText.map(
        (text): FuzzBody => ({ kind: "raw", contentType: "multipart/form-data", text }),
      ),
    },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

const OUT_OF_RANGE = "9999999999";
const EMOJI_60 = "😀".repeat(60);

const firstOf = <T>(arbitrary: fc.Arbitrary<T>, seed: number): T =>
  fc.sample(arbitrary, { numRuns: 1, seed })[0]!;

function plausiblePath(
  route: PageRoute,
  known: KnownValues,
  seed: number,
  swap?: { i: number; segment: string },
) {
  const segments = patternParams(route.pattern).map((p) =>
    encodeLoosely(firstOf(plausibleSegment(p, known), seed)),
  );
  if (swap) segments[swap.i] = swap.segment;
  return fillPattern(route.pattern, segments);
}

/**
 * Addresses every run requests, whatever the seed: each path parameter set to an id past the
 * 4-byte range (or to 60 emoji, which a cut by UTF-16 units splits), and the page number and
 * size out of range.
 */
export function pageExamples(route: PageRoute, known: KnownValues, seed: number): Request[] {
  const swaps = patternParams(route.pattern).flatMap((p, i) =>
    (isNumericName(p) ? ["2147483648"] : [EMOJI_60]).map((v) => ({ i, segment: encodeLoosely(v) })),
  );
  const paths = swaps.map((swap) => plausiblePath(route, known, seed, swap));
  const base = plausiblePath(route, known, seed);
  paths.push(`${base}?p=-1&l=99999999999&s=a%00b`, `${base}?p=99999999999`);
  return paths.map((path) => ({ method: "GET", path }));
}

/**
 * Submissions every run sends, whatever the seed: for each intent of the form, each numeric field
 * set to an id past the 4-byte range; a text with a NUL; the form as JSON; and another method.
 */
export function actionExamples(
  route: PageRoute,
  fields: FormFields,
  known: KnownValues,
  seed: number,
): Request[] {
  const path = plausiblePath(route, known, seed);
  const base = Object.entries(fields).map(([k, values]): [string, string] => [k, values[0] ?? ""]);
  const withField = (fieldList: [string, string][], name: string, value: string) =>
    fieldList.map(([k, v]): [string, string] => [k, k === name ? value : v]);
  const numeric = Object.keys(fields).filter(
    (k) => fields[k]!.length && fields[k]!.every((v) => /^\d+$/.test(v)),
  );
  const text = Object.keys(fields).find((k) => k !== "intent" && !numeric.includes(k));
  const examples: Request[] = [];
  for (const intent of fields.intent ?? [undefined]) {
    const start = intent === undefined ? base : withField(base, "intent", intent);
    for (const name of numeric)
      examples.push({
        method: "POST",
        path,
        body: { kind: "urlencoded", fields: withField(start, name, OUT_OF_RANGE) },
      });
  }
  if (text)
    examples.push({
      method: "POST",
      path,
      body: { kind: "urlencoded", fields: withField(base, text, "a\u0000b") },
    });
  examples.push(
    { method: "POST", path, body: { kind: "json", value: Object.fromEntries(base) } },
    { method: "PUT", path, body: { kind: "urlencoded", fields: base } },
  );
  return examples;
}
