import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { fixtureRoot } from "../../tests/support/fixture-root.ts";
import { writeTypecheckModules } from "./typecheck-modules.ts";

describe("writeTypecheckModules", () => {
  let fixture: ReturnType<typeof fixtureRoot>;
  afterEach(() => fixture.remove());

  it("keeps the generated modules a build wrote", async () => {
    fixture = fixtureRoot("content-problems");
    const routes = join(fixture.root, "site/generated/routes.json");
    mkdirSync(join(fixture.root, "site/generated"), { recursive: true });
    writeFileSync(routes, '["/"]\n');
    expect(await writeTypecheckModules(fixture.root)).toEqual({ outcome: "kept" });
    expect(readFileSync(routes, "utf8")).toBe('["/"]\n');
  });

  it("writes nothing for content with problems, and answers them", async () => {
    fixture = fixtureRoot("content-problems");
    const result = await writeTypecheckModules(fixture.root);
    expect(result.outcome).toBe("content-problems");
    expect(result.outcome === "content-problems" && result.problems.length).toBeGreaterThan(0);
    expect(existsSync(join(fixture.root, "site/generated"))).toBe(false);
  });
});
