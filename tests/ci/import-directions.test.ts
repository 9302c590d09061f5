import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../support/fixture-root.ts";

/** A file that imports `specifier`, at `path` (relative to the project root). */
interface Probe {
  path: string;
  specifier: string;
}

/** Imports against the directions of docs/architecture.md: lint must refuse each. */
const FORBIDDEN: readonly Probe[] = [
  { path: "contracts/probe.ts", specifier: "../pipeline/index.ts" },
  { path: "contracts/probe-server.ts", specifier: "../server/index.ts" },
  { path: "pipeline/validate/probe.ts", specifier: "../../site/lib/cn.ts" },
  { path: "pipeline/probe-server.ts", specifier: "../server/index.ts" },
  { path: "pipeline/probe-cli.ts", specifier: "../cli/index.ts" },
  { path: "pipeline/images/probe-tests.ts", specifier: "../../tests/support/paths.ts" },
  { path: "cli/commands/probe-internal.ts", specifier: "../../pipeline/validate/validate.ts" },
  { path: "cli/probe-server.ts", specifier: "../server/main.ts" },
  { path: "cli/probe-site.ts", specifier: "../site/lib/cn.ts" },
  { path: "cli/probe-scripts.ts", specifier: "../scripts/support/chromium.ts" },
  { path: "site/components/probe.tsx", specifier: "../../pipeline/index.ts" },
  { path: "site/probe-server.ts", specifier: "../server/index.ts" },
  { path: "site/probe-cli.ts", specifier: "../cli/index.ts" },
  { path: "server/http/probe.ts", specifier: "../../pipeline/index.ts" },
  { path: "server/probe-site.ts", specifier: "../site/lib/cn.ts" },
  { path: "server/probe-cli.ts", specifier: "../cli/index.ts" },
  { path: "server/probe-tests.ts", specifier: "../tests/support/paths.ts" },
  { path: "scripts/probe.ts", specifier: "../tests/support/paths.ts" },
  { path: "tools/sample-art/probe.ts", specifier: "../../tests/support/paths.ts" },
  { path: "site/components/probe.test.ts", specifier: "../../server/index.ts" },
  { path: "server/probe.test.ts", specifier: "../cli/index.ts" },
  { path: "studio/server/probe-internal.ts", specifier: "../../pipeline/validate/validate.ts" },
  { path: "studio/server/probe-server.ts", specifier: "../../server/index.ts" },
  { path: "studio/server/probe-cli.ts", specifier: "../../cli/index.ts" },
  { path: "studio/server/probe-site.ts", specifier: "../../site/lib/cn.ts" },
  { path: "studio/server/probe-tests.ts", specifier: "../../tests/support/paths.ts" },
  { path: "studio/client/probe-pipeline.ts", specifier: "../../pipeline/index.ts" },
  { path: "studio/client/probe-server.tsx", specifier: "../server/api.ts" },
  { path: "cli/commands/probe-studio.ts", specifier: "../../studio/shared/api-types.ts" },
  { path: "pipeline/probe-studio.ts", specifier: "../studio/index.ts" },
  { path: "site/probe-studio.ts", specifier: "../studio/index.ts" },
  { path: "server/probe-studio.ts", specifier: "../studio/index.ts" },
];

/** Imports the directions allow: lint must accept each. */
const ALLOWED: readonly Probe[] = [
  { path: "cli/commands/ok-pipeline.ts", specifier: "../../pipeline/index.ts" },
  { path: "cli/commands/ok-server.ts", specifier: "../../server/index.ts" },
  { path: "cli/ok-contracts.ts", specifier: "../contracts/menu.ts" },
  { path: "pipeline/generate/ok.ts", specifier: "../../contracts/menu.ts" },
  { path: "site/components/ok.tsx", specifier: "../../contracts/menu.ts" },
  { path: "server/http/ok.ts", specifier: "../../contracts/security-headers.ts" },
  { path: "scripts/ok.ts", specifier: "../pipeline/build/build.ts" },
  { path: "tests/support/ok.ts", specifier: "../../pipeline/validate/validate.ts" },
  { path: "pipeline/validate/ok.test.ts", specifier: "../../tests/support/fixture-root.ts" },
  { path: "studio/server/ok-pipeline.ts", specifier: "../../pipeline/index.ts" },
  { path: "studio/server/ok-shared.ts", specifier: "../shared/api-types.ts" },
  { path: "studio/client/ok-shared.ts", specifier: "../shared/api-types.ts" },
  { path: "studio/ok-server.ts", specifier: "./server/start.ts" },
  { path: "cli/commands/ok-studio.ts", specifier: "../../studio/index.ts" },
];

interface Diagnostic {
  category: string;
  location: { path: string };
}

/**
 * Lints the probes with the repository's biome.json in a folder of their own (the rules match
 * import specifiers, so the imported files need not exist there), and gives each probe's
 * noRestrictedImports diagnostics.
 */
function lintProbes(probes: readonly Probe[]): Map<string, number> {
  const dir = mkdtempSync(join(tmpdir(), "import-directions-"));
  try {
    copyFileSync(join(repoRoot, "biome.json"), join(dir, "biome.json"));
    for (const { path, specifier } of probes) {
      mkdirSync(join(dir, dirname(path)), { recursive: true });
      writeFileSync(
        join(dir, path),
        `import { value } from "${specifier}";\n\nexport const probe = value;\n`,
      );
    }
    const biome = join(repoRoot, "node_modules/.bin/biome");
    const run = spawnSync(
      biome,
      ["lint", "--vcs-enabled=false", "--reporter=json", "--max-diagnostics=none", "."],
      {
        cwd: dir,
        encoding: "utf8",
      },
    );
    const report = JSON.parse(run.stdout.slice(run.stdout.indexOf("{"))) as { diagnostics: Diagnostic[] };
    const found = new Map<string, number>(probes.map(({ path }) => [path, 0]));
    for (const diagnostic of report.diagnostics) {
      if (diagnostic.category !== "lint/style/noRestrictedImports") continue;
      const path = diagnostic.location.path.replaceAll("\\", "/");
      found.set(path, (found.get(path) ?? 0) + 1);
    }
    return found;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("import directions (biome.json)", () => {
  let found: Map<string, number>;
  beforeAll(() => {
    found = lintProbes([...FORBIDDEN, ...ALLOWED]);
  });
  afterAll(() => found.clear());

  it.each(FORBIDDEN)("refuses $path importing $specifier", ({ path }) => {
    expect(found.get(path)).toBe(1);
  });

  it.each(ALLOWED)("accepts $path importing $specifier", ({ path }) => {
    expect(found.get(path)).toBe(0);
  });
});
