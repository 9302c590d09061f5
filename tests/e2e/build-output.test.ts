import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../support/paths.ts";

function javaScriptFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return javaScriptFiles(path);
    return entry.name.endsWith(".js") ? [path] : [];
  });
}

describe("the build the tests run against", () => {
  it("is a production build even when built under vitest (NODE_ENV=test)", () => {
    const files = javaScriptFiles(join(ROOT, "dist/client/assets"));
    expect(files.length).toBeGreaterThan(0);
    const development = files.filter((file) =>
      readFileSync(file, "utf8").includes("Download the React DevTools"),
    );
    expect(development).toEqual([]);
  });
});
