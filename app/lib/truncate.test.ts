import { expect, it } from "vitest";
import { truncateText } from "./truncate.ts";

it("cuts text by characters, never inside an emoji, so the result can still be encoded", () => {
  const emoji = "😀".repeat(60);
  const cut = truncateText(emoji, 41);
  expect(cut).toBe("😀".repeat(41));
  expect(() => encodeURIComponent(cut)).not.toThrow();
  expect(truncateText("a😀b", 2)).toBe("a😀");
  expect(truncateText("short", 120)).toBe("short");
});
