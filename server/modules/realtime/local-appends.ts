/**
 * Events appended by this process, announced to this process's feed readers. On SQLite there is
 * one server process and no NOTIFY: the writer announces its append here and the feed reads at
 * once instead of at its next poll. The announcement may come before the appending transaction
 * commits; the read still sees the row, because SQLite's one connection serves the read only after
 * the transaction has released it.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function announceLocalAppend(): void {
  // After the current turn, so the append's own statements go first.
  if (listeners.size)
    setImmediate(() => {
      for (const listener of listeners) listener();
    });
}

/** Calls `listener` after each local append; gives the function that stops it. */
export function onLocalAppend(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
