import { describe, expect, it } from "vitest";
import { PROJECT_NOT_FOUND_ID } from "../../contracts/not-found.ts";
import type { EntryCollection } from "./collections.ts";
import { notFoundPages } from "./server-settings.ts";

const works: EntryCollection = {
  kind: "entries",
  name: "works",
  schema: "projects",
  folder: "works",
  extensions: [".yaml"],
  idField: "id",
  route: "/our-work/{id}",
  notFoundId: "_missing",
};

describe("the not-found pages the server is told of", () => {
  it("come from the registry: the projects' page under /projects/", () => {
    expect(notFoundPages()).toEqual([
      { under: "/projects/", page: `projects/${PROJECT_NOT_FOUND_ID}/index.html` },
    ]);
  });

  it("follow a collection's route and not-found id, whatever they are", () => {
    expect(notFoundPages([works, { ...works, name: "plain", notFoundId: undefined }])).toEqual([
      { under: "/our-work/", page: "our-work/_missing/index.html" },
    ]);
  });
});
