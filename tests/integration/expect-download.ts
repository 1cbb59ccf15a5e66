import { expect } from "vitest";
import { PDF } from "../setup/evidence-fixtures.ts";

/** A private PDF served as a download in its stored type, under its own name, never sniffed into a page. */
export async function expectPdfDownload(response: Response, encodedName: string) {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/pdf");
  expect(response.headers.get("content-disposition")).toBe(`attachment; filename*=UTF-8''${encodedName}`);
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(Buffer.from(await response.arrayBuffer()).equals(PDF)).toBe(true);
}
