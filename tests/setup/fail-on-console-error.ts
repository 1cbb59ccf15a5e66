import { afterEach, vi } from "vitest";

// A console.error during a test means something broke quietly: fail the test.
const errors: unknown[][] = [];
vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void errors.push(args));
afterEach(() => {
  if (errors.length) {
    const message = errors.map((a) => a.map(String).join(" ")).join("\n");
    errors.length = 0;
    throw new Error(`console.error was called during the test:\n${message}`);
  }
});
