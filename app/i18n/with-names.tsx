import { Fragment, type ReactNode } from "react";
import type { TFunction, TOptions } from "#core/i18n/i18n.ts";

// Private-use characters never occur in a translation, so they can stand in for the names.
const OPEN = "\uE000";
const CLOSE = "\uE001";
const MARKER = new RegExp(`${OPEN}(\\d+)${CLOSE}`);

/**
 * A translated sentence with user-supplied names in it (a company, a product, the searched
 * text), each in a <bdi> of its own: "Teguh Gloves Sdn. Bhd." keeps its final period on its right
 * in an Arabic sentence, and an Arabic name keeps its order in an English one. The page's text
 * stays plain (no invisible control characters), so it copies and searches as written.
 */
export function tWithNames(
  t: TFunction,
  key: string,
  names: Record<string, string>,
  options: TOptions = {},
): ReactNode {
  const keys = Object.keys(names);
  const markers = Object.fromEntries(keys.map((name, i) => [name, `${OPEN}${i}${CLOSE}`]));
  const parts = t(key, { ...options, ...markers }).split(MARKER);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 0 ? <Fragment key={i}>{part}</Fragment> : <bdi key={i}>{names[keys[Number(part)]!]}</bdi>,
      )}
    </>
  );
}
