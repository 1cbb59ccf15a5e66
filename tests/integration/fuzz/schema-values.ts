import fc from "fast-check";

/** The part of JSON Schema (as the OpenAPI document writes it) the fuzzer reads. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
}

export type SchemaLookup = (ref: string) => JsonSchema;

/** Real values from the seeded database, so that plausible requests reach real rows. */
export interface KnownValues {
  productIds: number[];
  companyIds: number[];
  categoryCodes: string[];
}

export const resolve = (schema: JsonSchema, lookup: SchemaLookup) =>
  schema.$ref ? lookup(schema.$ref) : schema;

/**
 * A value the schema accepts, as far as the fuzzer can tell: the point is to get past the first
 * check into the services and the database, where one hostile value (see mutate.ts) then does
 * its damage. Field names pick real ids and codes from the seeded catalogue.
 */
export function plausible(
  schema: JsonSchema,
  lookup: SchemaLookup,
  known: KnownValues,
  name = "",
  depth = 0,
): fc.Arbitrary<unknown> {
  const s = resolve(schema, lookup);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  const variants = s.anyOf ?? s.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((v) => plausible(v, lookup, known, name, depth)));
  if (s.allOf?.length) return plausible(Object.assign({}, ...s.allOf), lookup, known, name, depth);
  const types = [s.type ?? []].flat().filter((t) => t !== "null");
  if (types.length > 1)
    return fc.oneof(...types.map((type) => plausible({ ...s, type }, lookup, known, name, depth)));
  switch (types[0]) {
    case "integer":
      if (/product/i.test(name)) return fc.constantFrom(...known.productIds);
      if (/compan|supplier/i.test(name)) return fc.constantFrom(...known.companyIds);
      return fc.integer({
        min: s.minimum ?? (s.exclusiveMinimum ?? 0) + 1,
        max: Math.min(s.maximum ?? 5, (s.minimum ?? 1) + 5),
      });
    case "number":
      return fc.double({ min: s.minimum ?? 0, max: Math.min(s.maximum ?? 1000, 1e6), noNaN: true });
    case "boolean":
      return fc.boolean();
    case "string":
      return plausibleText(s, known, name);
    case "array":
      return depth > 3
        ? fc.constant([])
        : fc.array(plausible(s.items ?? {}, lookup, known, name, depth + 1), {
            minLength: Math.max(s.minItems ?? 0, 1),
            maxLength: Math.max(s.minItems ?? 0, 1),
          });
    case "object": {
      if (depth > 3) return fc.constant({});
      const properties = Object.entries(s.properties ?? {});
      return fc.record(
        Object.fromEntries(properties.map(([key, p]) => [key, plausible(p, lookup, known, key, depth + 1)])),
        { requiredKeys: (s.required ?? []).filter((k) => properties.some(([key]) => key === k)) },
      );
    }
    default:
      return fc.constantFrom("a", 1);
  }
}

function plausibleText(s: JsonSchema, known: KnownValues, name: string): fc.Arbitrary<string> {
  if (
    /categor|code/i.test(name) &&
    (!s.pattern || known.categoryCodes.some((c) => new RegExp(s.pattern!).test(c)))
  )
    return fc.constantFrom(...known.categoryCodes);
  if (s.pattern) return fc.stringMatching(new RegExp(s.pattern), { size: "xsmall" });
  if (s.format === "email" || /mail/i.test(name))
    return fc.constantFrom("buyer@caravan.test", "someone@example.com");
  if (/lang/i.test(name)) return fc.constantFrom("en", "tr", "ar");
  if (/product/i.test(name)) return fc.constantFrom(...known.productIds.map(String));
  if (/compan/i.test(name)) return fc.constantFrom(...known.companyIds.map(String));
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? 60;
  return fc
    .constantFrom("A fair question about delivery times and packaging.", "Gloves", "x")
    .map((t) => (t.length < min ? t.padEnd(min, "x") : t).slice(0, Math.max(max, min)));
}

export function asText(value: unknown): string {
  return typeof value === "string" ? value : (JSON.stringify(value) ?? "");
}
