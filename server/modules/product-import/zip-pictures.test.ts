import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { AppError } from "#server/lib/errors.ts";
import { listZipEntries } from "./zip-entries.ts";
import { openPictureZip } from "./zip-pictures.ts";

const key = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).messageKey;
  }
  throw new Error("not refused");
};

describe("pictures ZIP", () => {
  it("finds pictures by file name, ignoring folders and letter case", () => {
    const zip = openPictureZip(
      zipSync({ "shots/Red-Mug.JPG": new Uint8Array([1, 2, 3]), "__MACOSX/._x.jpg": new Uint8Array([9]) }),
    );
    expect(zip.has("red-mug.jpg")).toBe(true);
    expect(zip.read("RED-MUG.jpg")).toEqual(new Uint8Array([1, 2, 3]));
    expect(zip.has("._x.jpg")).toBe(false);
    expect(zip.read("blue.jpg")).toBeUndefined();
  });

  it("refuses a zip bomb by its declared size and ratio, before decompressing it", () => {
    const bomb = zipSync({ "a.jpg": new Uint8Array(6 * 1024 * 1024) }, { level: 9 });
    expect(bomb.byteLength).toBeLessThan(64 * 1024);
    expect(key(() => openPictureZip(bomb))).toBe("supplier.productImport.errors.zipTooLarge");
    const ratio = zipSync({ "a.jpg": new Uint8Array(3 * 1024 * 1024) }, { level: 9 });
    expect(key(() => openPictureZip(ratio))).toBe("supplier.productImport.errors.zipTooLarge");
  });

  it("refuses too many files, a total over the cap, and a ZIP that lies about a size", () => {
    const files = Object.fromEntries(Array.from({ length: 4 }, (_, i) => [`${i}.jpg`, new Uint8Array([i])]));
    expect(
      key(() =>
        listZipEntries(zipSync(files), { entries: 3, entryBytes: 10, totalBytes: 100 }, "pictures", "b"),
      ),
    ).toBe("supplier.productImport.errors.zipTooManyFiles");
    expect(
      key(() =>
        listZipEntries(zipSync(files), { entries: 9, entryBytes: 10, totalBytes: 3 }, "pictures", "b"),
      ),
    ).toBe("supplier.productImport.errors.zipTooLarge");
    const honest = zipSync({ "a.jpg": new Uint8Array([1, 2, 3, 4]) }, { level: 0 });
    // The central directory claims 2 bytes where 4 are stored.
    const lying = new Uint8Array(honest);
    const view = new DataView(lying.buffer);
    for (let i = 0; i < lying.length - 4; i++)
      if (view.getUint32(i, true) === 0x02014b50) view.setUint32(i + 24, 2, true);
    expect(key(() => openPictureZip(lying).read("a.jpg"))).toBe("supplier.productImport.errors.brokenZip");
    expect(key(() => openPictureZip(new Uint8Array([1, 2, 3])))).toBe(
      "supplier.productImport.errors.brokenZip",
    );
  });
});
