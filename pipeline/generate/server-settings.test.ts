import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_NOT_FOUND_ID } from "../../contracts/not-found.ts";
import type { EntryCollection } from "../collections.ts";
import { notFoundPages, serverSettings } from "./server-settings.ts";
import { loadColourTokens, STYLESHEET, THEME_COLOUR_TOKENS } from "./theme-colours.ts";

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

describe("the server settings", () => {
  it("gives the server the theme's colour tokens as the stylesheet states them", async () => {
    const root = mkdtempSync(join(tmpdir(), "server-settings-"));
    try {
      mkdirSync(join(root, "site/styles"), { recursive: true });
      const tokens = Object.values(THEME_COLOUR_TOKENS);
      const css = `@theme {\n${tokens.map((token, n) => `  ${token}: #00000${n};`).join("\n")}\n}\n`;
      writeFileSync(join(root, STYLESHEET), css);
      const site = {
        name: "Acme",
        email: "hi@acme.test",
        turnstileSiteKey: "key",
        departments: [],
        offices: [],
      };
      const settings = serverSettings(site, undefined, await loadColourTokens(root, THEME_COLOUR_TOKENS));
      expect(Object.values(settings.pageColours)).toEqual(tokens.map((_, n) => `#00000${n}`));
      expect(settings.pageColours.accentStrong).toBe(`#00000${tokens.indexOf("--color-accent-strong")}`);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
