import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

/** The first thing git's ref-name rules (git help check-ref-format) find wrong in `name`, as a sentence. */
function ruleBroken(name: string): string {
  const parts = name.split("/");
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what git refuses
  const forbidden = /[\x00-\x20\x7f~^:?*[\\]/.exec(name)?.[0];
  if (name.startsWith("-")) return "starts with a dash";
  if (forbidden !== undefined)
    return forbidden === " " ? "contains a space" : `contains '${forbidden}', which git does not allow`;
  if (name.includes("..")) return "contains '..'";
  if (name.includes("@{")) return "contains '@{'";
  if (name === "@") return "is '@', which git reads as the current commit";
  if (parts.some((part) => part === ""))
    return "has an empty part (a slash at the start or end, or two together)";
  if (parts.some((part) => part.startsWith("."))) return "has a part that starts with a dot";
  if (parts.some((part) => part.endsWith(".lock"))) return "has a part that ends with '.lock'";
  if (name.endsWith(".")) return "ends with a dot";
  return "is not a name git accepts for a branch";
}

/**
 * Why `name` cannot be a new branch, as a sentence, or undefined when it can: git's own check
 * (`git check-ref-format --branch`, run without a shell), which must also give the name back
 * unchanged (it expands `@{-1}`), and no `refs/…` (git would make `refs/heads/refs/…`), `-…` or `@`.
 */
export async function branchNameProblem(cwd: string, name: string): Promise<string | undefined> {
  const refused = (what: string) => `'${name}' cannot be a branch name: it ${what}.`;
  if (name.startsWith("refs/"))
    return refused("starts with 'refs/': give the branch's own name, such as 'content/new-case-study'");
  // git takes these as branch names, yet reads them otherwise on the command line.
  if (name.startsWith("-") || name === "@") return refused(ruleBroken(name));
  const checked = await run("git", ["check-ref-format", "--branch", name], { cwd }).then(
    ({ stdout }) => stdout.trim(),
    () => undefined,
  );
  if (checked === undefined) return refused(ruleBroken(name));
  if (checked !== name) return refused(`is read by git as '${checked}'`);
  return undefined;
}
