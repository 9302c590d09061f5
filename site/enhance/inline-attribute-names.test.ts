import path from "node:path";
import { describe, expect, it } from "vitest";
import { ACCORDION, GALLERY_ALT } from "./attributes";
import { inlineAttributeNamesIn } from "./inline-attribute-names";

const BEHAVIOURS = path.join(import.meta.dirname, "behaviours");
const module = (name: string) => path.join(BEHAVIOURS, name);

describe("inlineAttributeNamesIn", () => {
  it("writes each imported name in place and drops the import, so no chunk imports a name from another", async () => {
    const code = [
      "/** Ünïcode before the import: offsets are in characters. */",
      'import { ACCORDION, GALLERY_ALT as ALT } from "../attributes";',
      'import { lockScroll } from "./scroll-lock";',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a module's source text
      "export const start = (root) => root.querySelectorAll(`[${ACCORDION}]`).length + root.getAttribute(ALT);",
      "export const own = (ACCORDION) => ACCORDION;",
    ].join("\n");
    const inlined = await inlineAttributeNamesIn(code, module("accordions.ts"));
    expect(inlined).not.toContain("attributes");
    expect(inlined).toContain('import { lockScroll } from "./scroll-lock";');
    expect(inlined).toContain(`\`[\${"${ACCORDION}"}]\``);
    expect(inlined).toContain(`root.getAttribute("${GALLERY_ALT}")`);
    // A parameter of the same name is its own.
    expect(inlined).toMatch(/own = \(ACCORDION\) => ACCORDION/);
  });

  it("leaves a module that imports no names alone, even one importing another attributes file", async () => {
    const code = 'import { ACCORDION } from "./attributes";\nexport const name = ACCORDION;\n';
    expect(await inlineAttributeNamesIn(code, module("accordions.ts"))).toBeNull();
    expect(await inlineAttributeNamesIn("export const x = 1;\n", module("accordions.ts"))).toBeNull();
  });

  it("refuses a name the module does not have, and a namespace import, saying which file", async () => {
    await expect(
      inlineAttributeNamesIn('import { NOPE } from "../attributes";\nNOPE;\n', module("x.ts")),
    ).rejects.toThrow(/x\.ts: .*attributes\.ts has no NOPE/);
    await expect(
      inlineAttributeNamesIn('import * as names from "../attributes";\nnames.ACCORDION;\n', module("y.ts")),
    ).rejects.toThrow(/y\.ts: import the names of .*attributes\.ts one by one/);
  });
});
