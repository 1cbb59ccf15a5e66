import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { TranslationProvider } from "#app/i18n/react.tsx";
import { createTranslator } from "#core/i18n/i18n.ts";
import type { Lang } from "#core/i18n/languages.ts";
import { MESSAGES } from "#core/i18n/resources.ts";
import { ConversationSafetyMenu, type ConversationSafetyMenuProps } from "./conversation-safety-menu.tsx";

let props: ConversationSafetyMenuProps;
function Page() {
  return <ConversationSafetyMenu {...props} />;
}

function render(path: string, given: ConversationSafetyMenuProps, lang: Lang = "en") {
  props = given;
  const Stub = createRoutesStub([
    { path: "/profile/meeting/:id", Component: Page },
    { path: "/supplier/messages/:id", Component: Page },
  ]);
  return renderToString(
    <TranslationProvider t={createTranslator(MESSAGES[lang], MESSAGES.en)}>
      <Stub initialEntries={[path]} />
    </TranslationProvider>,
  );
}

describe("the conversation's report and block menu", () => {
  it("posts the buyer's report and block to the buyer's conversation, as plain forms", () => {
    const html = render("/profile/meeting/12", {
      conversationId: 12,
      side: "buyer",
      blockedBy: null,
      messageId: 5,
    });
    expect(html).toContain('action="/profile/meeting/12/report"');
    expect(html).toContain('action="/profile/meeting/12/block"');
    expect(html).toContain('name="messageId" value="5"');
    expect(html).toContain('value="block"');
    expect(html).toContain("Harassment or abuse");
    expect(html).toContain('maxLength="1000"');
  });

  it("offers the supplier member unblock only for their own side's block, and no block without the right", () => {
    const own = render("/supplier/messages/3", { conversationId: 3, side: "seller", blockedBy: "seller" });
    expect(own).toContain('action="/supplier/messages/3/block"');
    expect(own).toContain('value="unblock"');
    expect(own).toContain("You blocked this conversation.");
    const theirs = render("/supplier/messages/3", { conversationId: 3, side: "seller", blockedBy: "buyer" });
    expect(theirs).not.toContain("/block");
    expect(theirs).toContain("This conversation is blocked by the other side.");
    const viewer = render("/supplier/messages/3", {
      conversationId: 3,
      side: "seller",
      blockedBy: null,
      canBlock: false,
    });
    expect(viewer).not.toContain("/block");
    expect(viewer).toContain("/report");
  });

  it("announces what the last action did, in the page language", () => {
    const html = render(
      "/profile/meeting/12?safety=reported",
      { conversationId: 12, side: "buyer", blockedBy: null },
      "tr",
    );
    expect(html).toContain('role="status"');
    expect(html).toContain("Bildiriminiz Caravan ekibine gönderildi.");
  });
});
