import type { AppDeps } from "#server/deps.ts";
import { localPrivateFileStore, type PrivateFileStore } from "#server/modules/files/index.ts";

/**
 * The uploaded sheet and ZIP, the dry run's results and the refused-rows report are kept in the
 * private file store (never under /media): only this module hands them out, to members of the
 * import's company.
 */
export const importStore = (deps: Pick<AppDeps, "config">): PrivateFileStore =>
  localPrivateFileStore(deps.config.dataDir);

export async function readStored(
  store: PrivateFileStore,
  key: string | null,
): Promise<Uint8Array | undefined> {
  if (!key) return undefined;
  const stream = await store.read(key);
  if (!stream) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

export const putJson = (store: PrivateFileStore, value: unknown) =>
  store.put(new TextEncoder().encode(JSON.stringify(value)));

export async function readJson<T>(store: PrivateFileStore, key: string | null): Promise<T | undefined> {
  const bytes = await readStored(store, key);
  return bytes ? (JSON.parse(new TextDecoder().decode(bytes)) as T) : undefined;
}
