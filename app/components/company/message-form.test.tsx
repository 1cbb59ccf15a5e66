import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { TranslationProvider } from "#app/i18n/react.tsx";
import { createTranslator } from "#core/i18n/i18n.ts";
import { MESSAGES } from "#core/i18n/resources.ts";
import { StorefrontMessageSchema } from "#core/schemas/storefront-message.ts";
import { MessageForm, type MessagePrefill } from "./message-form.tsx";

const LONG_COMPANY = "Teguh Gloves Manufacturing Sdn. Bhd. (Kuala Lumpur Branch)";

// The prefill of the next render (the stubbed route renders the form with it).
let current: MessagePrefill;
function ContactRoute() {
  return <MessageForm prefill={current} captcha={null} postedWithoutScript={undefined} />;
}
const Stub = createRoutesStub([{ path: "/acme/co/contact/1", Component: ContactRoute }]);

function render(prefill: MessagePrefill) {
  current = prefill;
  return renderToString(
    <TranslationProvider t={createTranslator(MESSAGES.en)}>
      <Stub initialEntries={["/acme/co/contact/1"]} />
    </TranslationProvider>,
  );
}

/** The attributes of the `<input name=…>` in the markup. */
function inputNamed(html: string, name: string): Record<string, string> {
  const tag = [...html.matchAll(/<input\b([^>]*)>/g)].find((m) => m[1]!.includes(`name="${name}"`));
  return Object.fromEntries(
    [...tag![1]!.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)].map((a) => [a[1]!, a[2] ?? ""]),
  );
}

describe("storefront message form prefill", () => {
  const prefill: MessagePrefill = {
    requestCompany: LONG_COMPANY,
    requestUserName: "Bora Yılmaz",
    requestUserMail: "buyer@caravan.test",
    requestUserPhone: "+90 212 555 01 23",
  };
  const html = render(prefill);

  it("cuts a profile's company name to the field's 30 characters, so the form it fills is valid", () => {
    const company = inputNamed(html, "requestCompany");
    expect(company.maxLength).toBe("30");
    expect(company.value).toBe("Teguh Gloves Manufacturing Sdn");
    const parsed = StorefrontMessageSchema.safeParse({
      requestCompany: company.value,
      requestUserName: inputNamed(html, "requestUserName").value,
      requestUserMail: inputNamed(html, "requestUserMail").value,
      requestUserPhone: inputNamed(html, "requestUserPhone").value,
      subject: "Gloves",
      requestDetails: "Please quote 10,000 pairs.",
    });
    expect(parsed.success).toBe(true);
  });

  it("says the limit on the field, tied to it for screen readers", () => {
    const company = inputNamed(html, "requestCompany");
    expect(company["aria-describedby"]).toBe("requestCompany-hint");
    expect(html).toContain(
      'id="requestCompany-hint" class="mt-1 text-xs text-gray-500">Up to 30 characters.</p>',
    );
    expect(inputNamed(html, "requestUserName")["aria-describedby"]).toBe("requestUserName-hint");
    expect(html).toContain(">Up to 25 characters.</p>");
  });

  it("leaves a value that fits as it is", () => {
    const fitting = render({ ...prefill, requestCompany: "Bosphorus Retail Ltd." });
    expect(inputNamed(fitting, "requestCompany").value).toBe("Bosphorus Retail Ltd.");
  });
});
