import fc from "fast-check";

/**
 * Values an attacker or a broken client sends: numbers past every database's integer range, ids
 * that are not numbers, NUL bytes (PostgreSQL refuses them in text), lone UTF-16 surrogates
 * (no valid UTF-8 exists for them), emoji (two UTF-16 units, which naive truncation splits),
 * very long strings, markup and SQL, and keys that try to pollute Object.prototype.
 */

const INT4_MAX = 2_147_483_647;

export const hostileNumbers: number[] = [
  0,
  -1,
  1.5,
  INT4_MAX,
  INT4_MAX + 1,
  -INT4_MAX - 2,
  9_999_999_999,
  99_999_999_999,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
];

/** Numbers as they arrive in paths, queries and form fields. */
export const hostileNumberTexts: string[] = [
  "0",
  "-1",
  "1.5",
  "2147483648",
  "9999999999",
  "99999999999",
  "99999999999999999999999999",
  "1e3",
  "1e400",
  "0x10",
  " 5",
  "5 ",
  "Infinity",
  "-Infinity",
  "NaN",
  "abc",
  "",
  "00000000001",
  "1,2",
  "١٢",
];

export const hostileStrings: string[] = [
  "\u0000",
  "a\u0000b",
  "\uD800",
  "a\uDFFF",
  "😀",
  "😀".repeat(60),
  "中文",
  "x".repeat(5_000),
  "é".repeat(70_000),
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "%",
  "%E0%A4%A",
  "../../etc/passwd",
  "\r\nSet-Cookie: x=1",
  "\u202Eevil",
  " ",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  "__proto__",
  "constructor",
  "javascript:alert(1)",
  "//evil.example",
  "/\\evil.example",
];

export const prototypeKeys = ["__proto__", "constructor", "prototype"];

/** Any string, including lone surrogates and NUL: fast-check's full code point range plus halves. */
const anyText = fc.string({
  unit: fc.oneof(
    fc.constantFrom("a", "0", "-", " ", "\u0000", "😀", "中"),
    fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)),
    fc.integer({ min: 0, max: 0x10ffff }).map((c) => String.fromCodePoint(c)),
  ),
  maxLength: 40,
});

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 2, arbitrary: fc.constantFrom(...hostileNumberTexts) },
  { weight: 2, arbitrary: anyText },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...hostileNumbers),
  fc.integer(),
  fc.double({ noNaN: true }),
);

/** A JSON value of the wrong kind for almost any field. */
export const hostileJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  hostileNumber,
  fc.constantFrom(null, true, false, [], {}, [1, 2], [["a"]], { a: 1 }),
  hostileText.map((t) => [t]),
  fc.constantFrom(...prototypeKeys).map((key) => JSON.parse(`{"${key}":{"polluted":1}}`)),
);

/**
 * A path segment or query value as a client would put it on the wire: percent-encoded, with a
 * lone surrogate written as the bytes a careless encoder produces (invalid UTF-8), and sometimes
 * broken escapes.
 */
export function encodeLoosely(text: string): string {
  let out = "";
  for (const char of text) {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff)
      out +=
        `%${(0xe0 | (unit >> 12)).toString(16)}%${(0x80 | ((unit >> 6) & 0x3f)).toString(16)}%${(0x80 | (unit & 0x3f)).toString(16)}`.toUpperCase();
    else out += encodeURIComponent(char);
  }
  return out;
}

export const hostileUrlText: fc.Arbitrary<string> = fc.oneof(
  // Node's HTTP parser refuses request lines past 16 KB, so longer addresses never reach the app.
  { weight: 5, arbitrary: hostileText.map(encodeLoosely).filter((s) => s.length <= 8_000) },
  {
    weight: 1,
    arbitrary: fc.constantFrom("%", "%zz", "%C3", "%ED%A0%80", "%00", "%2F", "..", ".", "%2e%2e"),
  },
);
