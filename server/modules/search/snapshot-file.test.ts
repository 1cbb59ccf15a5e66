import { mkdtemp, open, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { SnapshotError, SnapshotReader, SnapshotWriter } from "./snapshot-file.ts";

const dir = await mkdtemp(join(tmpdir(), "caravan-snapshot-file-"));
afterAll(() => rm(dir, { recursive: true, force: true }));

async function written(name: string, write: (out: SnapshotWriter) => Promise<void>): Promise<string> {
  const path = join(dir, name);
  const handle = await open(path, "w");
  const out = new SnapshotWriter(handle);
  await out.begin(7, { name });
  await write(out);
  await out.end();
  await handle.close();
  return path;
}

async function readBack<T>(
  path: string,
  readPiece: number | undefined,
  read: (input: SnapshotReader) => Promise<T>,
) {
  const handle = await open(path, "r");
  try {
    const input = new SnapshotReader(handle, (await handle.stat()).size, readPiece);
    await input.begin(7);
    const value = await read(input);
    await input.end();
    return value;
  } finally {
    await handle.close();
  }
}

// A column larger than one read (at ten million products a postings column passes the 2 GiB that
// Node reads at once) is read piece by piece into one array, checksum included.
it("reads a section larger than one read of the file system, in pieces", async () => {
  const values = Int32Array.from({ length: 10_000 }, (_, i) => i * 7919 - 1_000_000);
  const numbers = Float64Array.from({ length: 3_001 }, (_, i) => i / 3);
  const path = await written("pieces", async (out) => {
    await out.int32(values);
    await out.float64(numbers);
  });
  for (const piece of [1, 4096, 10_000 * 4 - 1, undefined]) {
    const [ints, floats] = await readBack(path, piece, async (input) => [
      await input.int32(),
      await input.float64(),
    ]);
    expect(ints, `pieces of ${piece}`).toEqual(values);
    expect(floats, `pieces of ${piece}`).toEqual(numbers);
  }
});

it("still refuses a corrupted file read in pieces", async () => {
  const path = await written("corrupted", (out) =>
    out.int32(Int32Array.from({ length: 5_000 }, (_, i) => i)),
  );
  const handle = await open(path, "r+");
  await handle.write(new Uint8Array([0xff]), 0, 1, 4_000);
  await handle.close();
  await expect(readBack(path, 512, (input) => input.int32())).rejects.toThrow(SnapshotError);
});
