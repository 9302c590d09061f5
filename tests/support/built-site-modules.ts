import { dirname, join, relative, resolve, sep } from "node:path";
import type { Plugin } from "vite";
import { repoRoot } from "../../scripts/support/repo-root.ts";

/**
 * Set by the e2e global setup (global-setup.ts) when it built the site in a temporary copy of the
 * project rather than finding the working copy's build current: that copy's root.
 */
export const BUILT_ROOT_VARIABLE = "SITE_E2E_BUILT_ROOT";

const GENERATED = join(repoRoot, "site/generated") + sep;

/**
 * The browser tests take what the pages must show from the generated modules
 * (`import { homePage } from "../../site/generated/homePage.ts"`). When the site they test was
 * built in a temporary copy of the project, those imports are resolved to that copy's
 * site/generated/, which the served build was made from: the working copy's may be older, or missing.
 */
export function builtSiteModules(): Plugin {
  return {
    name: "built-site-modules",
    enforce: "pre",
    resolveId(source, importer) {
      const builtRoot = process.env[BUILT_ROOT_VARIABLE];
      if (!builtRoot || !importer || !source.startsWith(".")) return null;
      const target = resolve(dirname(importer), source);
      if (!target.startsWith(GENERATED)) return null;
      return this.resolve(join(builtRoot, relative(repoRoot, target)), importer, { skipSelf: true });
    },
  };
}
