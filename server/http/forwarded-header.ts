/**
 * The `for` value of each element of a Forwarded header (RFC 7239), left to right:
 *   Forwarded: for=192.0.2.60;proto=https, for="[2001:db8:cafe::17]:4711"
 * gives ["192.0.2.60", "[2001:db8:cafe::17]:4711"]. An element without `for` gives "" (a hop whose
 * address is not known). A header that does not parse gives [] (nothing in it is believed).
 */
export function forwardedForValues(header: string | null): string[] {
  if (header === null) return [];
  const values: string[] = [];
  let forValue = "";
  let i = 0;
  const length = header.length;
  const skipSpaces = () => {
    while (i < length && (header[i] === " " || header[i] === "\t")) i++;
  };
  while (i <= length) {
    skipSpaces();
    const keyStart = i;
    while (i < length && TOKEN.test(header[i]!)) i++;
    const key = header.slice(keyStart, i).toLowerCase();
    if (!key || header[i] !== "=") return [];
    i++;
    let value: string;
    if (header[i] === '"') {
      const quoted = readQuoted(header, i);
      if (!quoted) return [];
      value = quoted.value;
      i = quoted.end;
    } else {
      const valueStart = i;
      while (i < length && TOKEN.test(header[i]!)) i++;
      value = header.slice(valueStart, i);
      if (!value) return [];
    }
    if (key === "for") forValue = value;
    skipSpaces();
    if (i >= length || header[i] === ",") {
      values.push(forValue);
      forValue = "";
      if (i >= length) break;
      i++;
    } else if (header[i] === ";") {
      i++;
    } else {
      return [];
    }
  }
  return values;
}

// RFC 7230 token characters.
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]$/;

/** A quoted-string starting at `start` (the opening quote), with backslash escapes undone. */
function readQuoted(text: string, start: number): { value: string; end: number } | undefined {
  let value = "";
  for (let i = start + 1; i < text.length; i++) {
    const char = text[i]!;
    if (char === "\\") {
      i++;
      if (i >= text.length) return undefined;
      value += text[i];
    } else if (char === '"') {
      return { value, end: i + 1 };
    } else {
      value += char;
    }
  }
  return undefined;
}
