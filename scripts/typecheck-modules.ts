import { resolve } from "node:path";
import { formatProblems } from "../cli/report.ts";
import { writeTypecheckModules } from "./typecheck-modules/typecheck-modules.ts";

/** `npm run typecheck` runs this first: site/generated/ for the type checker when no build wrote it yet. */
const result = await writeTypecheckModules(resolve(import.meta.dirname, ".."));
if (result.outcome === "written") {
  console.log(
    "site/generated/ written for the type checker (images not processed: `npm run build` does that)",
  );
}
if (result.outcome === "content-problems") {
  console.error(formatProblems(result.problems, "pretty"));
  console.error("site/generated/ could not be written: fix the content problems above.");
  process.exitCode = 1;
}
