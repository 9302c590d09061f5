import { describe, expect, it } from "vitest";
import { imagePath, knownContentFile } from "./content-paths.ts";
import { safeName } from "./images.ts";

describe("the paths the studio accepts", () => {
  it("knows the registry's content files and nothing else", () => {
    expect(knownContentFile("content/services/ai-ml.yaml")).toBe("content/services/ai-ml.yaml");
    expect(knownContentFile("content/pages/about.yaml")).toBe("content/pages/about.yaml");
    expect(knownContentFile("content/case-studies/x.md")).toBe("content/case-studies/x.md");
    for (const path of [
      "package.json",
      "content/services/../../package.json",
      "content/services/./ai-ml.yaml",
      "content/services/sub/ai-ml.yaml",
      "content/services/ai-ml.md",
      "content/pages/unknown.yaml",
      "content\\services\\ai-ml.yaml",
      "/etc/passwd",
      42,
    ])
      expect(knownContentFile(path)).toBeUndefined();
  });

  it("refuses image paths that climb out of content/images", () => {
    expect(imagePath("team/olivia-hart.jpg")).toBe("team/olivia-hart.jpg");
    for (const path of ["../site.yaml", "team/../../site.yaml", "/etc/passwd", "", "a\\b.jpg"])
      expect(imagePath(path)).toBeUndefined();
  });

  it("names an upload with lower case letters, digits and dashes only", () => {
    expect(safeName("Team Photo (final).PNG")).toBe("team-photo-final");
    expect(safeName("../../etc/passwd.png")).toBe("passwd");
    expect(safeName("..\\..\\evil.png")).toBe("evil");
    expect(safeName("Café Zoë.jpg")).toBe("cafe-zoe");
    expect(safeName("....png")).toBe("image");
  });
});
