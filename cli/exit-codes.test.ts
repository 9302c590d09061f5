import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Command } from "commander";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../tests/support/fixture-root.ts";
import { outcomeOf, UsageError } from "./errors.ts";
import { exitCodes } from "./exit-codes.ts";

/** What a small program with commander's settings in cli/index.ts throws for `args`. */
function thrownBy(args: string[]): unknown {
  const program = new Command()
    .exitOverride()
    .configureOutput({ writeOut: () => {}, writeErr: () => {} })
    .option("--format <format>");
  try {
    program.parse(args, { from: "user" });
  } catch (error) {
    return error;
  }
  throw new Error(`${args.join(" ")} threw nothing`);
}

describe("exit codes", () => {
  it("end a command that threw by what it threw", () => {
    const codeOf = (error: unknown) => exitCodes[outcomeOf(error)];
    expect(codeOf(thrownBy(["--help"]))).toBe(0);
    expect(codeOf(thrownBy(["--nope"]))).toBe(2);
    expect(codeOf(new UsageError("unknown --format 'xml'"))).toBe(2);
    expect(codeOf(new Error("disk full"))).toBe(2);
  });

  it("come from the one table: no file of cli/ sets a code of its own", () => {
    const files = readdirSync(join(repoRoot, "cli"), { recursive: true, encoding: "utf8" }).filter(
      (file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && file !== "exit-codes.ts",
    );
    expect(files.length).toBeGreaterThan(10);
    const setting = files.filter((file) =>
      /process\.exitCode\s*=|process\.exit\(\s*\d/.test(readFileSync(join(repoRoot, "cli", file), "utf8")),
    );
    expect(setting).toEqual([]);
  });
});
