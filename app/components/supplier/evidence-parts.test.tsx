import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { TranslationProvider } from "#app/i18n/react.tsx";
import { createTranslator, extendTranslator } from "#core/i18n/i18n.ts";
import type { Lang } from "#core/i18n/languages.ts";
import { MESSAGES } from "#core/i18n/resources.ts";
import { flatSupplierMessages } from "#core/i18n/supplier-messages.ts";
import type { EvidenceView } from "#core/schemas/verification.ts";
import { EvidenceRow } from "./evidence-parts.tsx";

const rejected: EvidenceView = {
  kind: "document",
  id: 3,
  companyId: 7,
  title: "tax_registration",
  documentType: "tax_registration",
  authorizingBody: null,
  certificateNumber: null,
  startDate: null,
  endDate: null,
  fileId: 40,
  status: "rejected",
  reason: "The scan is cut off at the bottom.",
  reviewedAt: "2026-11-20T10:00:00.000Z",
  createdAt: "2026-11-19T10:00:00.000Z",
};

let current: EvidenceView = rejected;
function VerificationRoute() {
  return <EvidenceRow item={current} canManage />;
}
const Stub = createRoutesStub([{ path: "/supplier/company/verification", Component: VerificationRoute }]);

function render(lang: Lang, item: EvidenceView) {
  current = item;
  const t = extendTranslator(flatSupplierMessages(lang), createTranslator(MESSAGES[lang], MESSAGES.en));
  return renderToString(
    <TranslationProvider t={t}>
      <Stub initialEntries={["/supplier/company/verification"]} />
    </TranslationProvider>,
  );
}

describe("the supplier's evidence row", () => {
  it("shows a rejection with the operator's reason, in English and Arabic", () => {
    const en = render("en", rejected);
    expect(en).toContain('data-status="rejected"');
    expect(en).toContain("Reviewer&#x27;s note: The scan is cut off at the bottom.");
    const ar = render("ar", rejected);
    expect(ar).toContain("The scan is cut off at the bottom.");
    expect(ar).not.toContain("supplier.evidence");
  });

  it("shows no reason for evidence waiting for review", () => {
    const html = render("en", { ...rejected, status: "pending", reason: null, reviewedAt: null });
    expect(html).not.toContain("Reviewer");
  });
});
