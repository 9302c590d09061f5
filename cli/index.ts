import { Command, CommanderError } from "commander";
import { registerBuild } from "./commands/build.ts";
import { registerDev } from "./commands/dev.ts";
import { registerLeads } from "./commands/leads.ts";
import { registerMv } from "./commands/mv.ts";
import { registerNew } from "./commands/new.ts";
import { registerStart } from "./commands/start.ts";
import { registerStudio } from "./commands/studio.ts";
import { registerValidate } from "./commands/validate.ts";
import { describeFailure, outcomeOf } from "./errors.ts";
import { exitCodes, setExitCode } from "./exit-codes.ts";

// A closed pipe (`site validate | head`) is not an error worth a stack trace.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(process.exitCode ?? exitCodes.done);
  throw error;
});

const program = new Command()
  .name("site")
  .description("Validate, build and serve the marketing site")
  .option("--debug", "print stack traces for internal errors")
  .exitOverride()
  .showHelpAfterError();

registerValidate(program);
registerBuild(program);
registerDev(program);
registerStart(program);
registerLeads(program);
registerNew(program);
registerMv(program);
registerStudio(program);

try {
  await program.parseAsync(process.argv);
} catch (error) {
  // Commander has already said what was wrong (or printed the help that was asked for).
  if (!(error instanceof CommanderError))
    process.stderr.write(
      `site: ${describeFailure(error, program.opts<{ debug?: boolean }>().debug === true)}\n`,
    );
  setExitCode(outcomeOf(error));
}
