import { describe, expect, it } from "vitest";
import { repoRoot } from "../../scripts/support/repo-root.ts";
import { formSchema } from "./form-schema.ts";

describe("formSchema", () => {
  it("inlines references into other schema files, the referring node's description kept", () => {
    const schema = formSchema(repoRoot, "services");
    expect(JSON.stringify(schema)).not.toContain("$ref");
    const title = schema.properties?.title as Record<string, unknown>;
    expect(title.description).toBe("Name in the menu, the card and the page heading.");
    expect(title.type).toBe("string");
    const hero = schema.properties?.hero as { properties?: Record<string, unknown> };
    expect(Object.keys(hero.properties ?? {})).toContain("title");
  });

  it("makes a moment (a date or a date-time) one text field, without a choice of formats", () => {
    const schema = formSchema(repoRoot, "blog");
    for (const key of ["publishAt", "expireAt"]) {
      const moment = schema.properties?.[key] as Record<string, unknown>;
      expect(moment.type).toBe("string");
      expect(moment.anyOf).toBeUndefined();
      expect(moment.description).toContain("When the entry");
    }
  });
});
