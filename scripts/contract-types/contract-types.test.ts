import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../support/repo-root.ts";
import { contractTypeModules } from "./contract-types.ts";

describe("contracts/schema-types", () => {
  it("holds exactly what the schemas generate (run `npm run contracts:generate` after editing one)", async () => {
    for (const module of await contractTypeModules(repoRoot)) {
      expect(readFileSync(join(repoRoot, module.path), "utf8"), module.path).toBe(module.text);
    }
  });
});
