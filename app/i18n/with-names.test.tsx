import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createTranslator } from "#core/i18n/i18n.ts";
import { tWithNames } from "./with-names.tsx";

describe("names inside translated sentences", () => {
  const t = createTranslator({
    deal: { title: "أرسل رسالة إلى {{name}}", twice: "{{name}} / {{name}} ({{count}})" },
  });

  it("puts each name in a <bdi> of its own and keeps the sentence around it", () => {
    const html = renderToStaticMarkup(
      <p>{tWithNames(t, "deal.title", { name: "Teguh Gloves Sdn. Bhd." })}</p>,
    );
    expect(html).toBe("<p>أرسل رسالة إلى <bdi>Teguh Gloves Sdn. Bhd.</bdi></p>");
  });

  it("isolates every occurrence, fills the other values, and escapes the name as text", () => {
    const html = renderToStaticMarkup(
      <p>{tWithNames(t, "deal.twice", { name: "<b>A&B</b>" }, { count: 3 })}</p>,
    );
    expect(html).toBe(
      "<p><bdi>&lt;b&gt;A&amp;B&lt;/b&gt;</bdi> / <bdi>&lt;b&gt;A&amp;B&lt;/b&gt;</bdi> (3)</p>",
    );
  });
});
