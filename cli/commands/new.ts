import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Command } from "commander";
import { entryCollectionNames, scaffoldEntry } from "../../pipeline/index.ts";
import { setExitCode } from "../exit-codes.ts";
import { projectRoot } from "../root.ts";

export function registerNew(program: Command): void {
  program
    .command("new")
    .description(
      `add an entry to a collection (${entryCollectionNames().join(", ")}) with every required field to fill`,
    )
    .argument("<collection>", "the collection's folder under content/, e.g. projects")
    .argument("<id>", "the new entry's id: lower case letters, digits and dashes; it names the file")
    .action((collectionName: string, id: string) => {
      const root = projectRoot();
      const result = scaffoldEntry(root, collectionName, id);
      if (!result.ok) {
        process.stderr.write(`site new: ${result.message}\n`);
        setExitCode("refused");
        return;
      }
      mkdirSync(dirname(join(root, result.file)), { recursive: true });
      // 'wx' fails rather than overwrite a file that appeared since the check.
      writeFileSync(join(root, result.file), result.text, { flag: "wx" });
      process.stdout.write(
        [
          `Created ${result.file}`,
          "",
          "Next steps:",
          `  1. Open ${result.file} and fill in every field marked TODO (the comment above each says what it is).`,
          "  2. Run `npm run validate`: it names the file:line of each field still empty or wrong.",
          "  3. Run `npm run dev` to see the entry on the site.",
          "",
        ].join("\n"),
      );
    });
}
