import { defineConfig } from "vitest/config";

/** The tool's own tests, run with `npm --prefix tools/sample-art test` (they need its dependencies). */
export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
  },
});
