import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, it } from "vitest";
import { captchaToken, verifyCaptcha } from "./captcha.ts";

it("asks the provider's siteverify with the secret and token, and trusts only success: true", async () => {
  const seen: URLSearchParams[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const form = new URLSearchParams(body);
      seen.push(form);
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ success: form.get("response") === "good-token" }));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const settings = {
    siteKey: "site",
    secret: "shh",
    verifyUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`,
    scriptUrl: "https://example.org/api.js",
  };
  try {
    expect(await verifyCaptcha(settings, "good-token", "203.0.113.9")).toBe(true);
    expect(seen[0]!.get("secret")).toBe("shh");
    expect(seen[0]!.get("remoteip")).toBe("203.0.113.9");
    expect(await verifyCaptcha(settings, "forged", null)).toBe(false);
    expect(await verifyCaptcha(settings, "", null)).toBe(false);
    expect(seen).toHaveLength(2); // an empty token is refused without asking
  } finally {
    server.close();
  }
  expect(
    await verifyCaptcha({ ...settings, verifyUrl: "http://127.0.0.1:9/unreachable" }, "good-token", null),
  ).toBe(false);
});

it("reads the token from whichever widget posted it", () => {
  expect(captchaToken({ "h-captcha-response": "h" })).toBe("h");
  expect(captchaToken({ "cf-turnstile-response": "c", "g-recaptcha-response": "g" })).toBe("c");
  expect(captchaToken({})).toBe("");
});
