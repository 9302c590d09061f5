import type { Command } from "commander";
import { entryCollectionNames, moveEntry } from "../../pipeline/index.ts";
import { setExitCode } from "../exit-codes.ts";
import { projectRoot } from "../root.ts";

export function registerMv(program: Command): void {
  program
    .command("mv")
    .description(
      "rename an entry: its file and id, every reference to it in content, and a redirect from its old address",
    )
    .argument("<collection>", `the collection's folder under content/ (${entryCollectionNames().join(", ")})`)
    .argument("<old-id>", "the entry's id now")
    .argument("<new-id>", "its new id: lower case letters, digits and dashes; it names the file")
    .action((collectionName: string, oldId: string, newId: string) => {
      const result = moveEntry(projectRoot(), collectionName, oldId, newId);
      if (!result.ok) {
        process.stderr.write(`site mv: ${result.message} (nothing was changed)\n`);
        setExitCode("refused");
        return;
      }
      const renamed = new Set(result.renamed.map(({ to }) => to));
      const lines = [
        ...result.renamed.map(({ from, to }) => `Renamed ${from} → ${to}`),
        ...[...result.texts.keys()]
          .filter((file) => !renamed.has(file))
          .sort()
          .map((file) => `Updated ${file}`),
        ...result.redirects.map(({ from, to }) => `Redirect ${from} → ${to} (content/redirects.yaml)`),
        "Run `npm run validate` to check, then commit the changes together.",
        "",
      ];
      process.stdout.write(lines.join("\n"));
    });
}
