import { describe, expect, it } from "vitest";
import type { EntryCollection } from "../collections.ts";
import { pageCount, paginate, tagSlug } from "./pagination.ts";
import { listingPages } from "./routes.ts";

const notes: EntryCollection = {
  kind: "entries",
  name: "notes",
  schema: "notes",
  folder: "notes",
  extensions: [".md"],
  idField: "slug",
  route: "/notes/{id}",
  listing: {
    perPage: 3,
    dateField: "date",
    tagsField: "tags",
    route: "/notes",
    pageRoute: "/notes/page/{n}",
    tagRoute: "/notes/tag/{tag}",
    tagPageRoute: "/notes/tag/{tag}/page/{n}",
    socialLabel: "Notes",
  },
};

/** Note `n` is dated day n of January, so a higher n is newer. */
function note(n: number, tags: string[] = []): Record<string, unknown> {
  return { slug: `note-${n}`, date: `2026-01-${String(n).padStart(2, "0")}`, tags };
}

const range = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe("pagination", () => {
  it("counts pages: one for none, one up to a full page, one more past each boundary", () => {
    expect([0, 1, 12, 13, 24, 25].map((total) => pageCount(total, 12))).toEqual([1, 1, 1, 2, 2, 3]);
  });

  it("puts exactly perPage ids on every page but the last", () => {
    const pages = paginate(range(7).map(String), 3, null, (page) => `/p/${page}`);
    expect(pages.map((page) => page.ids)).toEqual([["1", "2", "3"], ["4", "5", "6"], ["7"]]);
    expect(pages[2]?.pageHrefs).toEqual(["/p/1", "/p/2", "/p/3"]);
  });

  it("lists the newest first: page 1 at the plain route, the rest at /page/{n}", () => {
    const pages = listingPages(
      notes,
      range(7).map((n) => note(n)),
      "UTC",
    );
    expect(pages.map((page) => page.href)).toEqual(["/notes", "/notes/page/2", "/notes/page/3"]);
    expect(pages[0]?.ids).toEqual(["note-7", "note-6", "note-5"]);
    expect(pages[2]?.ids).toEqual(["note-1"]);
  });

  it("orders by publishAt where an entry has one, in the site's time zone, and by date otherwise", () => {
    const entries = [
      note(1),
      // Dated the 1st, published on the 3rd at 09:00 in Sydney: after note 3 (the 3rd, 00:00).
      { ...note(1), slug: "late", publishAt: "2026-01-03T09:00:00+11:00" },
      note(3),
      // 23:30 UTC on the 3rd is 10:30 on the 4th in Sydney: after note 4.
      { ...note(2), slug: "next-day", publishAt: "2026-01-03T23:30:00Z" },
      note(4),
    ];
    expect(listingPages(notes, entries, "Australia/Sydney")[0]?.ids).toEqual(["next-day", "note-4", "late"]);
    // In UTC the same moments are 22:00 on the 2nd and 23:30 on the 3rd.
    expect(listingPages(notes, entries, "UTC")[0]?.ids).toEqual(["note-4", "next-day", "note-3"]);
  });

  it("keeps a single empty first page when there are no entries (the empty state)", () => {
    expect(listingPages(notes, [], "UTC")).toEqual([
      { href: "/notes", tag: null, page: 1, pageHrefs: ["/notes"], ids: [] },
    ]);
  });

  it("paginates each tag the same way and makes no page for an empty tag", () => {
    const entries = [
      ...range(4).map((n) => note(n, ["Cloud & AI"])),
      note(5, ["cloud-ai", "Mobile"]),
      note(6, ["!!"]),
    ];
    const tagged = listingPages(notes, entries, "UTC").filter((page) => page.tag !== null);
    expect(tagged.map((page) => [page.href, page.tag, page.ids])).toEqual([
      ["/notes/tag/cloud-ai", "cloud-ai", ["note-5", "note-4", "note-3"]],
      ["/notes/tag/cloud-ai/page/2", "cloud-ai", ["note-2", "note-1"]],
      ["/notes/tag/mobile", "Mobile", ["note-5"]],
    ]);
  });

  it("turns a tag into a URL segment", () => {
    expect(tagSlug("Cloud & AI")).toBe("cloud-ai");
    expect(tagSlug("Café Ops")).toBe("cafe-ops");
    expect(tagSlug("!!")).toBe("");
  });
});
