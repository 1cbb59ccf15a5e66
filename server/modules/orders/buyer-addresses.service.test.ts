import { expect, it } from "vitest";
import { MAX_ADDRESSES } from "#core/schemas/buyer-address.ts";
import { isAppError } from "#server/lib/errors.ts";
import { ADDRESS, newBuyer } from "#tests/setup/checkout-fixtures.ts";
import { describeEachDatabase } from "#tests/setup/test-db.ts";
import {
  addBuyerAddress,
  getBuyerAddress,
  listBuyerAddresses,
  removeBuyerAddress,
  updateBuyerAddress,
} from "./buyer-addresses.service.ts";

const fails = (code: string, fields?: Record<string, string>) => (e: unknown) =>
  isAppError(e) &&
  e.code === code &&
  (fields === undefined || JSON.stringify(e.fields) === JSON.stringify(fields));

describeEachDatabase("saved addresses", (deps) => {
  it("keeps one default: the first address, then whichever is saved as the default", async () => {
    const d = deps();
    const buyer = await newBuyer(d, "addr@example.com");
    const first = await addBuyerAddress(d, buyer, ADDRESS);
    expect(first).toMatchObject({
      label: "Warehouse",
      line2: null,
      region: null,
      postalCode: "20457",
      country: "DE",
      isDefault: true,
    });
    const second = await addBuyerAddress(d, buyer, { ...ADDRESS, label: "Office", country: "tr" });
    expect(second).toMatchObject({ country: "TR", isDefault: false });
    const third = await addBuyerAddress(d, buyer, { ...ADDRESS, label: "Port", isDefault: "on" });
    expect((await listBuyerAddresses(d.db, buyer)).map((a) => [a.label, a.isDefault])).toEqual([
      ["Port", true],
      ["Warehouse", false],
      ["Office", false],
    ]);
    await updateBuyerAddress(d, buyer, second.id, { ...ADDRESS, label: "Head office", isDefault: true });
    expect((await listBuyerAddresses(d.db, buyer)).filter((a) => a.isDefault).map((a) => a.id)).toEqual([
      second.id,
    ]);
    // Removing the default makes the earliest remaining one the default.
    await removeBuyerAddress(d, buyer, second.id);
    expect((await listBuyerAddresses(d.db, buyer)).map((a) => [a.id, a.isDefault])).toEqual([
      [first.id, true],
      [third.id, false],
    ]);
  });

  it("another buyer's address is not found, to read, change or remove", async () => {
    const d = deps();
    const owner = await newBuyer(d, "owner@example.com");
    const other = await newBuyer(d, "other@example.com");
    const mine = await addBuyerAddress(d, owner, ADDRESS);
    await expect(getBuyerAddress(d.db, other, mine.id)).rejects.toSatisfy(fails("not_found"));
    await expect(updateBuyerAddress(d, other, mine.id, { ...ADDRESS, city: "Bremen" })).rejects.toSatisfy(
      fails("not_found"),
    );
    await expect(removeBuyerAddress(d, other, mine.id)).rejects.toSatisfy(fails("not_found"));
    await expect(removeBuyerAddress(d, owner, 2_000_000)).rejects.toSatisfy(fails("not_found"));
    expect(await getBuyerAddress(d.db, owner, mine.id)).toEqual(mine);
    expect(await listBuyerAddresses(d.db, other)).toEqual([]);
  });

  it("refuses bad input field by field and a 21st address, and saves nothing", async () => {
    const d = deps();
    const buyer = await newBuyer(d, "bad@example.com");
    await expect(
      addBuyerAddress(d, buyer, {
        ...ADDRESS,
        label: " ",
        country: "XX",
        phone: "call me",
        postalCode: "#1",
      }),
    ).rejects.toSatisfy(
      fails("invalid_data", {
        label: "errors.required",
        postalCode: "addresses.errors.postalCode",
        country: "addresses.errors.country",
        phone: "errors.phone",
      }),
    );
    await expect(addBuyerAddress(d, buyer, { ...ADDRESS, city: "Ham\u0000burg" })).rejects.toSatisfy(
      fails("invalid_data", { city: "errors.invalid_data" }),
    );
    await expect(addBuyerAddress(d, buyer, { ...ADDRESS, line1: "x".repeat(201) })).rejects.toSatisfy(
      fails("invalid_data", { line1: "errors.tooLong" }),
    );
    expect(await listBuyerAddresses(d.db, buyer)).toEqual([]);
    for (let i = 0; i < MAX_ADDRESSES; i++) await addBuyerAddress(d, buyer, { ...ADDRESS, label: `A${i}` });
    await expect(addBuyerAddress(d, buyer, ADDRESS)).rejects.toSatisfy(
      fails("conflict", { form: "addresses.errors.tooMany" }),
    );
    expect(await listBuyerAddresses(d.db, buyer)).toHaveLength(MAX_ADDRESSES);
  });
});
