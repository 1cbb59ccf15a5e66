import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { TranslationProvider } from "#app/i18n/react.tsx";
import { flatConsoleMessages } from "#core/i18n/console-messages.ts";
import { createTranslator, extendTranslator } from "#core/i18n/i18n.ts";
import type { Lang } from "#core/i18n/languages.ts";
import { MESSAGES } from "#core/i18n/resources.ts";
import type { EvidenceView } from "#core/schemas/verification.ts";
import { SupplierEvidence } from "./supplier-evidence.tsx";

const base: EvidenceView = {
  kind: "document",
  id: 11,
  companyId: 7,
  title: "business_licence",
  documentType: "business_licence",
  authorizingBody: null,
  certificateNumber: null,
  startDate: null,
  endDate: "2030-01-31",
  fileId: 501,
  status: "rejected",
  reason: "The licence number is unreadable.",
  reviewedAt: "2026-11-20T10:00:00.000Z",
  createdAt: "2026-11-19T10:00:00.000Z",
};
const certificate: EvidenceView = {
  ...base,
  kind: "certificate",
  id: 12,
  title: "ISO 9001",
  documentType: null,
  authorizingBody: "TÜV Nord",
  certificateNumber: "Q-77",
  startDate: "2024-01-01",
  fileId: null,
  status: "pending",
  reason: null,
  reviewedAt: null,
};

// The lists of the next render (the stubbed route renders the section with them).
let current: { documents: EvidenceView[]; certificates: EvidenceView[] } = {
  documents: [],
  certificates: [],
};
function CompanyRoute() {
  return <SupplierEvidence companyId={7} documents={current.documents} certificates={current.certificates} />;
}
const Stub = createRoutesStub([{ path: "/admin/suppliers/7", Component: CompanyRoute }]);

function render(lang: Lang, documents: EvidenceView[], certificates: EvidenceView[]) {
  current = { documents, certificates };
  const t = extendTranslator(flatConsoleMessages(lang), createTranslator(MESSAGES[lang], MESSAGES.en));
  return renderToString(
    <TranslationProvider t={t}>
      <Stub initialEntries={["/admin/suppliers/7"]} />
    </TranslationProvider>,
  );
}

describe("the operator's company page: its evidence", () => {
  it("lists each document and certificate with status, dates, reason, file and the way to the review", () => {
    const html = render("en", [base], [certificate]);
    expect(html).toContain('href="/admin/suppliers/7/evidence"');
    expect(html).toContain("Review and decide on the evidence");
    expect(html).toContain("Business licence");
    expect(html).toContain('data-status="rejected"');
    expect(html).toContain("The licence number is unreadable.");
    expect(html).toMatch(/href="\/files\/501"[^>]*>Open the file/);
    expect(html).toContain("ISO 9001");
    expect(html).toContain("TÜV Nord · Q-77");
    expect(html).toContain('data-status="pending"');
    expect(html).toContain("No file");
    // One file link only: the certificate has none.
    expect(html.match(/href="\/files\//g)).toHaveLength(1);
  });

  it("says when there is nothing, and reads in a right-to-left language", () => {
    const empty = render("en", [], []);
    expect(empty).toContain("No verification documents uploaded.");
    expect(empty).toContain("No certificates uploaded.");
    const arabic = render("ar", [base], []);
    expect(arabic).toContain("مستندات التوثيق");
    expect(arabic).toContain("السبب:");
    expect(arabic).not.toContain("console.suppliers");
  });
});
