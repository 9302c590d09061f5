import { configDefaults, defineConfig } from "vitest/config";
import { builtSiteModules } from "./tests/support/built-site-modules.ts";

/**
 * Three projects, run one after the other (`sequence.groupOrder`): unit tests beside their code;
 * integration tests in tests/integration, each a whole build (or `site dev`) in a temporary project
 * root, one file at a time since a build uses every core; and the browser end-to-end tests in
 * tests/e2e, which share one build, one server and one browser (started by their global setup only
 * when an e2e file is selected) and run one file at a time. The build is the working copy's when it
 * is current, else one the setup makes in a temporary copy of the project, whose site/generated/
 * the tests then import (builtSiteModules): no test writes the working copy's dist/ or .cache/.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["**/*.test.ts"],
          // tools/ are packages of their own, with their own dependencies and tests.
          exclude: [
            ...configDefaults.exclude,
            "tests/e2e/**",
            "tests/integration/**",
            "tools/**",
            "dist/**",
            ".cache/**",
          ],
          sequence: { groupOrder: 0 },
          // Some unit tests start the CLI as a process several times (cli/leads/): a few seconds
          // each on a busy 2-core machine, past vitest's default of 5.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        plugins: [builtSiteModules()],
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/support/global-setup.ts"],
          fileParallelism: false,
          sequence: { groupOrder: 2 },
          // The build in the global setup is not subject to these; a page step on 2 cores is.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
