import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { repoRoot } from "../../tests/support/fixture-root.ts";
import { imagePresets } from "../images/image-presets.ts";
import { checkImagePresets } from "./image-preset-check.ts";

const schema = `{
  "$id": "demo.schema.json",
  "type": "object",
  "properties": {
    "thumbnail": { "type": "string", "format": "image", "x-image": "card" },
    "gallery": {
      "type": "array",
      "items": { "type": "string", "format": "image", "x-image": "galery" }
    }
  }
}
`;

describe("checkImagePresets", () => {
  const root = mkdtempSync(join(tmpdir(), "site-presets-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(join(root, "schemas"));
  writeFileSync(join(root, "schemas/demo.schema.json"), schema);

  it("reports an unknown x-image preset at its place in the schema, with the known presets", () => {
    expect(checkImagePresets(root)).toEqual([
      {
        file: "schemas/demo.schema.json",
        line: 8,
        column: 66,
        path: '$.properties.gallery.items["x-image"]',
        rule: "unknown-image-preset",
        message: "unknown image preset 'galery'",
        hint: `did you mean 'gallery'?; the presets are ${Object.keys(imagePresets).join(", ")}`,
      },
    ]);
  });

  it("finds nothing to report in the shipped schemas", () => {
    expect(checkImagePresets(repoRoot)).toEqual([]);
  });
});
