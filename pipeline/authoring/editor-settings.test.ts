import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { repoRoot } from "../../tests/support/fixture-root.ts";
import { collections } from "../collections.ts";
import { yamlSchemaAssociations } from "./editor-settings.ts";

function readJson(file: string): unknown {
  // VS Code's settings are JSON with comments; YAML reads JSON and comments alike.
  return parse(readFileSync(join(repoRoot, file), "utf8"));
}

describe(".vscode settings", () => {
  it("map every YAML collection of the registry to its schema (update .vscode/settings.json to the expected value)", () => {
    const settings = readJson(".vscode/settings.json") as { "yaml.schemas"?: unknown };
    expect(settings["yaml.schemas"]).toEqual(yamlSchemaAssociations(collections));
  });

  it("covers every collection that is not Markdown", () => {
    const mapped = Object.values(yamlSchemaAssociations(collections)).flat();
    for (const collection of collections) {
      if (collection.kind === "entries" && collection.extensions.every((extension) => extension === ".md"))
        continue;
      const glob =
        collection.kind === "single" ? `content/${collection.file}` : `content/${collection.folder}/*.yaml`;
      expect(mapped).toContain(glob);
    }
  });

  it("recommend the YAML extension", () => {
    expect((readJson(".vscode/extensions.json") as { recommendations: string[] }).recommendations).toContain(
      "redhat.vscode-yaml",
    );
  });
});
