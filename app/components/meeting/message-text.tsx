/**
 * A message's plain text with its web addresses made into links. The text is never read as HTML:
 * React escapes every character, and only http(s) addresses become links, which open apart from
 * the site and carry no referrer or endorsement.
 */
const ADDRESS = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/gi;

export function MessageText({ text }: { text: string }) {
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const at = match.index ?? 0;
    if (at > last) parts.push(text.slice(last, at));
    parts.push(
      <a
        key={at}
        href={match[0]}
        rel="nofollow noopener noreferrer ugc"
        target="_blank"
        className="break-all underline"
      >
        {match[0]}
      </a>,
    );
    last = at + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return (
    <p dir="auto" className="whitespace-pre-wrap break-words">
      {parts}
    </p>
  );
}
