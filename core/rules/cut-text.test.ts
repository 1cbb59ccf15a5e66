import { expect, it } from "vitest";
import { cutText } from "./cut-text.ts";

it("cuts text to a length in UTF-16 units, never inside an emoji, so the result can still be encoded", () => {
  const emoji = "😀".repeat(60);
  const cut = cutText(emoji, 41);
  expect(cut).toBe("😀".repeat(20));
  expect(() => encodeURIComponent(cut)).not.toThrow();
  expect(cutText("a😀b", 2)).toBe("a");
  expect(cutText("a😀b", 3)).toBe("a😀");
  expect(cutText("short", 120)).toBe("short");
});
