import { describe, expect, it } from "vitest";
import { NOT_FOUND_PAGE } from "../../contracts/not-found.ts";
import { notFoundPageFor } from "./not-found.ts";

const PAGES = [{ under: "/our-work/", page: "our-work/_missing/index.html" }];

describe("which page answers an unknown path", () => {
  it("is the collection's own page for one segment under its route, then 404.html", () => {
    expect(notFoundPageFor("/our-work/nope", PAGES)).toEqual([PAGES[0]?.page, NOT_FOUND_PAGE]);
  });

  it.each(["/our-work/nope/deeper", "/our-work/", "/projects/nope", "/elsewhere"])(
    "is 404.html for %s",
    (path) => {
      expect(notFoundPageFor(path, PAGES)).toEqual([NOT_FOUND_PAGE]);
    },
  );
});
