import { expect, it } from "vitest";
import { DAY, describeEachDatabaseShared, rfqWorld, START } from "#tests/setup/rfq-fixtures.ts";
import { sitemapFile } from "./sitemap.service.ts";

const locs = (xml: string | undefined) => [...(xml ?? "").matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describeEachDatabaseShared("the sitemap's board of requests for quotation", (deps) => {
  it("lists the board and each category holding an open request, named in the file's language, while they are open", async () => {
    const d = deps();
    const w = await rfqWorld(d);
    const board = (paths: string[]) => paths.filter((p) => p.includes("/rfq"));
    d.clock.set(START);
    await w.post({ title: "Water pumps", categoryCode: w.codes.pumps, openDays: "2" });
    const fr = locs(await sitemapFile(d, "http://fr.example.org", "fr", "pages", 0));
    // Other worlds of the shared database may hold requests too: only this world's codes are looked at.
    expect(board(fr)).toContain("http://fr.example.org/rfq");
    expect(board(fr).filter((p) => p.includes(`/rfq/${w.codes.root}`))).toEqual([
      `http://fr.example.org/marchandises/rfq/${w.codes.root}`,
      `http://fr.example.org/pompes/rfq/${w.codes.pumps}`,
    ]);
    const en = locs(await sitemapFile(d, "http://example.org", "en", "pages", 0));
    expect(en).toContain(`http://example.org/pumps/rfq/${w.codes.pumps}`);
    // German has no names in this tree: the English one stands in, as on the page itself.
    const de = locs(await sitemapFile(d, "http://de.example.org", "de", "pages", 0));
    expect(de).toContain(`http://de.example.org/pumps/rfq/${w.codes.pumps}`);

    // Past its deadline, not closed by a run yet: off the board, and out of the sitemap.
    d.clock.set(START + 3 * DAY);
    const later = locs(await sitemapFile(d, "http://example.org", "en", "pages", 0));
    expect(later.filter((p) => p.includes(`/rfq/${w.codes.root}`))).toEqual([]);
    d.clock.set(START);
  });
});
