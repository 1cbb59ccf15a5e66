import fc from "fast-check";
import {
  hostileJsonValue,
  hostileNumbers,
  hostileNumberTexts,
  hostileStrings,
  hostileText,
  prototypeKeys,
} from "./hostile-values.ts";

type Path = (string | number)[];

/** Every place in a JSON value: the value itself, each property of each object, each item of each array. */
function places(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value)) return [path, ...value.flatMap((item, i) => places(item, [...path, i]))];
  if (value && typeof value === "object")
    return [path, ...Object.entries(value).flatMap(([key, item]) => places(item, [...path, key]))];
  return [path];
}

function at(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((v, key) => (v as Record<string | number, unknown>)?.[key], value);
}

function replaced(value: unknown, path: Path, make: (old: unknown) => unknown): unknown {
  if (!path.length) return make(value);
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head!] = replaced(copy[head!], rest, make);
  if (make === REMOVE && !rest.length) delete copy[head!];
  return copy;
}
const REMOVE = () => undefined;

/** One hostile change to a JSON value: a value swapped for a hostile one of its kind (or any kind), a property removed, or a prototype key added. */
export interface JsonMutation {
  kind: "swap" | "remove" | "pollute";
  place: number;
  number: number;
  text: string;
  any: unknown;
}

export const jsonMutation: fc.Arbitrary<JsonMutation> = fc.record({
  kind: fc.constantFrom("swap", "swap", "swap", "swap", "remove", "pollute"),
  place: fc.nat(),
  number: fc.constantFrom(...hostileNumbers),
  text: fc.constantFrom(...hostileStrings, ...hostileNumberTexts),
  any: hostileJsonValue,
});

export function applyJsonMutation(value: unknown, m: JsonMutation): unknown {
  const all = places(value);
  // Mostly a leaf (an id, a text): the values that reach queries; now and then a whole object or list.
  const leaves = all.filter((p) => {
    const v = at(value, p);
    return v === null || typeof v !== "object";
  });
  const pool = leaves.length && m.place % 4 ? leaves : all;
  const path = pool[m.place % pool.length]!;
  if (m.kind === "remove" && path.length) return replaced(value, path, REMOVE);
  if (m.kind === "pollute") {
    const objects = all.filter((p) => {
      const v = at(value, p);
      return v !== null && typeof v === "object" && !Array.isArray(v);
    });
    const target = objects[m.place % Math.max(objects.length, 1)];
    if (target)
      return replaced(value, target, (old) => ({
        ...(old as object),
        ...JSON.parse(`{"${prototypeKeys[m.place % prototypeKeys.length]}":{"polluted":1}}`),
      }));
  }
  return replaced(value, path, (old) =>
    typeof old === "number" ? m.number : typeof old === "string" ? m.text : m.place % 2 ? m.any : m.text,
  );
}

/** A hostile text for a field that holds a number (ids, pages) or any text. */
export const hostileTextFor = (numeric: boolean): fc.Arbitrary<string> =>
  numeric
    ? fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...hostileNumberTexts) },
        { weight: 1, arbitrary: hostileText },
      )
    : fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...hostileStrings) },
        { weight: 1, arbitrary: fc.constantFrom(...hostileNumberTexts) },
        { weight: 1, arbitrary: hostileText },
      );

/** The value with the place at `path` set to `leaf`. */
export const setAt = (value: unknown, path: Path, leaf: unknown) => replaced(value, path, () => leaf);

/** Every leaf of a JSON value (texts, numbers, booleans, nulls) with its path. */
export function leavesOf(value: unknown, path: Path = []): [Path, unknown][] {
  if (Array.isArray(value)) return value.flatMap((item, i) => leavesOf(item, [...path, i]));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => leavesOf(item, [...path, key]));
  return [[path, value]];
}
