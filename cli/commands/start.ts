import type { Command } from "commander";
import { isBuildCurrent } from "../../pipeline/index.ts";
import { setExitCode } from "../exit-codes.ts";
import { projectRoot } from "../root.ts";
import { parseFormat } from "./validate.ts";

export function registerStart(program: Command): void {
  program
    .command("start")
    .description(
      "build when content or code changed since the last build, then serve dist/ on PORT (default 3000)",
    )
    .option("--rebuild", "build even when the last build is current")
    .action(async (options: { rebuild?: boolean }) => {
      const { runBuild } = await import("./build.ts");
      const { main: serve } = await import("../../server/index.ts");
      if (options.rebuild || !isBuildCurrent(projectRoot())) {
        process.stdout.write("Building the site…\n");
        if (!(await runBuild(parseFormat(undefined)))) {
          setExitCode("problems");
          return;
        }
      } else {
        process.stdout.write("The last build is current (nothing changed since): serving it.\n");
      }
      await serve(process.env);
    });
}
